// What the machines use that is theirs rather than the spec's. The spec's own vocabulary (messages,
// delays, limits, cookies, routes) lives once in openapi/vocabulary/.

export type ToastTone = 'success' | 'failure';

/**
 * Web Speech error codes after which restarting cannot help (the microphone is blocked or
 * missing). The spec says the engine restarts while the modal is open; restarting after these
 * would loop forever, so the modal stops and waits for the mic button instead.
 */
export const VOICE_FATAL_ERRORS: readonly string[] = [
  'not-allowed',
  'service-not-allowed',
  'audio-capture',
];
