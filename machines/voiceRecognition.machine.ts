// The speech-recognition engine behind voice search: spec section 4 ("Recognition: idle,
// recognizing, ended, error; pressing start while recognizing stops it") and section 9 (en-US).
//
// The engine itself (the Web Speech API) is the injected `speechEngine` actor; this machine keeps
// its lifecycle and reports what it hears to its parent, the voice-search machine.
import { setup } from 'xstate';
import { VOICE_LANGUAGE, VOICE_RATE } from '../openapi/vocabulary/limits';
import { missingActor } from './lib/implementations';

export interface SpeechEngineInput {
  lang: string;
  rate: number;
}

/** What the engine reports (sent back by the speechEngine actor). */
export type SpeechEngineEvent =
  | { type: 'speech.interim'; transcript: string }
  | { type: 'speech.final'; transcript: string }
  | { type: 'speech.end' }
  | { type: 'speech.error'; error: string };

/** What this machine reports to its parent. */
export type VoiceRecognitionReport =
  | { type: 'voice.interim'; transcript: string }
  | { type: 'voice.final'; transcript: string }
  | { type: 'voice.ended' }
  | { type: 'voice.error'; error: string };

export type VoiceRecognitionEvent = { type: 'recognition.start' } | SpeechEngineEvent;

const ID = 'voiceRecognition';

export const voiceRecognitionMachine = setup({
  types: {
    events: {} as VoiceRecognitionEvent,
  },
  actors: {
    /** Runs one recognition session: speech.interim / speech.final / speech.end / speech.error. */
    speechEngine: missingActor<SpeechEngineInput>(ID, 'speechEngine'),
  },
  actions: {
    /** Hands a report to the parent machine; tests replace it to read the reports. */
    report: ({ self }, report: VoiceRecognitionReport) => {
      self._parent?.send(report);
    },
  },
}).createMachine({
  id: ID,
  initial: 'idle',
  states: {
    idle: {
      on: { 'recognition.start': 'recognizing' },
    },
    recognizing: {
      tags: ['recognizing'],
      invoke: { src: 'speechEngine', input: { lang: VOICE_LANGUAGE, rate: VOICE_RATE } },
      on: {
        'speech.interim': {
          actions: {
            type: 'report',
            params: ({ event }) => ({ type: 'voice.interim', transcript: event.transcript }),
          },
        },
        'speech.final': {
          actions: {
            type: 'report',
            params: ({ event }) => ({ type: 'voice.final', transcript: event.transcript }),
          },
        },
        'speech.end': {
          target: 'ended',
          actions: { type: 'report', params: { type: 'voice.ended' } },
        },
        'speech.error': {
          target: 'error',
          actions: {
            type: 'report',
            params: ({ event }) => ({ type: 'voice.error', error: event.error }),
          },
        },
        // Pressing start while recognizing stops it; leaving the state stops the engine. The
        // parent asked for the stop, so nothing is reported back.
        'recognition.start': 'ended',
      },
    },
    ended: {
      on: { 'recognition.start': 'recognizing' },
    },
    error: {
      on: { 'recognition.start': 'recognizing' },
    },
  },
});
