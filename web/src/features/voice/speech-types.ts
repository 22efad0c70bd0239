// The part of the Web Speech API's recognition interface (https://wicg.github.io/speech-api/)
// that voice search uses. TypeScript's DOM library has no SpeechRecognition, so the shapes are
// declared here, only as far as the engine needs them. Chrome exposes the constructor as
// webkitSpeechRecognition.

export interface SpeechAlternative {
  readonly transcript: string;
}

/** One result: its alternatives, best first; final once the recogniser is sure. */
export interface SpeechResult {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: SpeechAlternative | undefined;
}

export interface SpeechResultEvent {
  /** The first result that changed in this event. */
  readonly resultIndex: number;
  readonly results: {
    readonly length: number;
    readonly [index: number]: SpeechResult | undefined;
  };
}

export interface SpeechErrorEvent {
  /** 'no-speech', 'aborted', 'audio-capture', 'network', 'not-allowed', ... */
  readonly error: string;
}

export interface SpeechRecognitionInstance {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: SpeechResultEvent) => void) | null;
  onerror: ((event: SpeechErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionInstance;
