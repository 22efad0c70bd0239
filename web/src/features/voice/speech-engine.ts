// The Web Speech API as the `speechEngine` actor of the voiceRecognition machine: one recognition
// session per invocation, reporting speech.interim / speech.final / speech.end / speech.error.
// Interim results on and continuous off (spec section 4: interim text is shown, and the engine
// ends after each utterance; the voiceSearch machine restarts it while the modal is open).
import { reporter } from '../../../../machines/lib/implementations';
import type {
  SpeechEngineEvent,
  SpeechEngineInput,
} from '../../../../machines/voiceRecognition.machine';
import { speechRecognitionConstructor } from './speech-support';
import type { SpeechResultEvent } from './speech-types';

/**
 * A start() that throws (no recognition service, or the constructor missing after all) is
 * reported as this fatal error (VOICE_FATAL_ERRORS): the machine then waits for the mic button
 * instead of restarting a session that cannot start.
 */
const START_FAILED_ERROR = 'service-not-allowed';

function transcriptOf(event: SpeechResultEvent, from: number, final: boolean): string {
  const parts: string[] = [];
  for (let index = from; index < event.results.length; index += 1) {
    const result = event.results[index];
    if (result && result.isFinal === final) parts.push(result[0]?.transcript ?? '');
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * `lang` is the recognition language (VOICE_LANGUAGE). The input's `rate` (VOICE_RATE) has no
 * counterpart in recognition: the Web Speech API takes a rate only for speech synthesis
 * (SpeechSynthesisUtterance.rate), and voice search speaks nothing.
 */
export const speechEngine = reporter<SpeechEngineInput, SpeechEngineEvent>(
  ({ input, sendBack }) => {
    const Recognition = speechRecognitionConstructor();
    if (!Recognition) {
      sendBack({ type: 'speech.error', error: START_FAILED_ERROR });
      return () => undefined;
    }
    const recognition = new Recognition();
    recognition.lang = input.lang;
    recognition.interimResults = true;
    recognition.continuous = false;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => {
      const final = transcriptOf(event, event.resultIndex, true);
      if (final) {
        sendBack({ type: 'speech.final', transcript: final });
        return;
      }
      // Everything heard so far in this session, so the text grows as the user speaks.
      const interim = [transcriptOf(event, 0, true), transcriptOf(event, 0, false)]
        .filter(Boolean)
        .join(' ');
      if (interim) sendBack({ type: 'speech.interim', transcript: interim });
    };
    recognition.onerror = (event) => sendBack({ type: 'speech.error', error: event.error });
    recognition.onend = () => sendBack({ type: 'speech.end' });
    try {
      recognition.start();
    } catch {
      sendBack({ type: 'speech.error', error: START_FAILED_ERROR });
    }
    // The machine left `recognizing` (stopped, closed, or the session already ended): drop the
    // handlers first, so that the aborted session reports nothing.
    return () => {
      recognition.onresult = null;
      recognition.onerror = null;
      recognition.onend = null;
      recognition.abort();
    };
  },
);
