// Voice search: spec sections 4, 5, 8 and 9. Chrome only; elsewhere the mic is not offered.
//
// Opening the modal starts recognition (the voiceRecognition machine, invoked as `recognition`).
// Interim text is shown; a final transcript goes to the voice reader, and a parse with a job, a
// location or an experience fills the search fields and submits the search. An empty or failed
// parse shows the spec's message and keeps listening. While the modal is open the engine is
// restarted whenever it ends; the mic button stops and restarts it; closing the modal stops it.
import { assertEvent, assign, sendTo, setup } from 'xstate';
import { VOICE_NOT_UNDERSTOOD_MESSAGE } from '../openapi/vocabulary/messages';
import { VOICE_FATAL_ERRORS } from './constants';
import type { ToastRequest } from './lib/effects';
import { missingAction, missingActor } from './lib/implementations';
import { voiceRecognitionMachine, type VoiceRecognitionReport } from './voiceRecognition.machine';

export interface VoiceReaderInput {
  /** The spoken text in lower case (section 7). */
  data: string;
}

/** The search fields a voice result fills (section 3: job (skills), locations, experience). */
export interface VoiceSearchFields {
  keywords: string;
  locations: string;
  experience: number | null;
}

export type VoiceSearchEvent =
  /** detectSpeechSupport: Chrome with the Web Speech API. */
  | { type: 'voice.supported' }
  | { type: 'voice.unsupported' }
  | { type: 'voice.open' }
  | { type: 'voice.close' }
  /** The modal's mic button. */
  | { type: 'voice.mic' }
  | VoiceRecognitionReport
  /** readVoice: the reader's answer (VoiceReaderResponse). */
  | { type: 'reader.parsed'; job: string; location: string; exp: number | null }
  | { type: 'reader.failed' };

export interface VoiceSearchContext {
  /** Interim text shown while the user speaks. */
  interim: string;
  /** The final transcript sent to the reader. */
  transcript: string;
}

const ID = 'voiceSearch';
const RECOGNITION = 'recognition';

export const voiceSearchMachine = setup({
  types: {
    context: {} as VoiceSearchContext,
    events: {} as VoiceSearchEvent,
  },
  actors: {
    /** Reports voice.supported (Chrome with speech recognition) or voice.unsupported. */
    detectSpeechSupport: missingActor(ID, 'detectSpeechSupport'),
    /** The recognition sub-machine; the web app provides its speechEngine. */
    recognition: voiceRecognitionMachine,
    /** POST voice reader: reader.parsed or reader.failed. */
    readVoice: missingActor<VoiceReaderInput>(ID, 'readVoice'),
  },
  actions: {
    fillSearchFields: missingAction<VoiceSearchFields>(ID, 'fillSearchFields'),
    submitSearch: missingAction(ID, 'submitSearch'),
    showToast: missingAction<ToastRequest>(ID, 'showToast'),
    startRecognition: sendTo(RECOGNITION, { type: 'recognition.start' }),
    clearText: assign({ interim: '', transcript: '' }),
    showInterim: assign(({ event }) => {
      assertEvent(event, 'voice.interim');
      return { interim: event.transcript };
    }),
    keepTranscript: assign(({ event }) => {
      assertEvent(event, 'voice.final');
      return { interim: event.transcript, transcript: event.transcript };
    }),
  },
  guards: {
    understoodNothing: ({ event }) =>
      event.type === 'reader.parsed' &&
      event.job.trim() === '' &&
      event.location.trim() === '' &&
      event.exp === null,
    isFatalError: ({ event }) =>
      event.type === 'voice.error' && VOICE_FATAL_ERRORS.includes(event.error),
  },
}).createMachine({
  id: ID,
  context: { interim: '', transcript: '' },
  initial: 'checking',
  states: {
    checking: {
      invoke: { src: 'detectSpeechSupport' },
      on: { 'voice.supported': 'closed', 'voice.unsupported': 'unsupported' },
    },
    /** Not Chrome: the mic icon is not shown (section 8: not supported). */
    unsupported: { type: 'final' },
    closed: {
      on: { 'voice.open': 'open' },
    },
    open: {
      invoke: { id: RECOGNITION, src: 'recognition' },
      entry: ['clearText', 'startRecognition'],
      on: { 'voice.close': 'closed' },
      type: 'parallel',
      states: {
        /** The engine: restarted whenever it ends while the modal is open. */
        engine: {
          initial: 'listening',
          states: {
            listening: {
              on: {
                'voice.ended': { actions: 'startRecognition' },
                'voice.error': [
                  { guard: 'isFatalError', target: 'stopped' },
                  { actions: 'startRecognition' },
                ],
                // Start while recognizing stops the engine (the sub-machine's rule).
                'voice.mic': { target: 'stopped', actions: 'startRecognition' },
              },
            },
            /** Off until the mic button is pressed again. */
            stopped: {
              on: { 'voice.mic': { target: 'listening', actions: 'startRecognition' } },
            },
          },
        },
        /** What was heard: interim text, then the reader's parse of the final transcript. */
        speech: {
          initial: 'awaiting',
          on: { 'voice.interim': { actions: 'showInterim' } },
          states: {
            awaiting: {
              on: { 'voice.final': { target: 'parsing', actions: 'keepTranscript' } },
            },
            parsing: {
              invoke: {
                src: 'readVoice',
                input: ({ context }) => ({ data: context.transcript.toLowerCase() }),
              },
              on: {
                'reader.parsed': [
                  {
                    guard: 'understoodNothing',
                    target: 'awaiting',
                    actions: {
                      type: 'showToast',
                      params: {
                        message: VOICE_NOT_UNDERSTOOD_MESSAGE,
                        tone: 'failure',
                        kind: 'voice',
                      },
                    },
                  },
                  {
                    target: '#voiceSearch.closed',
                    actions: [
                      {
                        type: 'fillSearchFields',
                        params: ({ event }) => ({
                          keywords: event.job,
                          locations: event.location,
                          experience: event.exp,
                        }),
                      },
                      'submitSearch',
                    ],
                  },
                ],
                'reader.failed': {
                  target: 'awaiting',
                  actions: {
                    type: 'showToast',
                    params: {
                      message: VOICE_NOT_UNDERSTOOD_MESSAGE,
                      tone: 'failure',
                      kind: 'voice',
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});
