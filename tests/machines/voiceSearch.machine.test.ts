import { describe, expect, it } from 'vitest';
import { VOICE_LANGUAGE } from '../../openapi/vocabulary/limits';
import { VOICE_NOT_UNDERSTOOD_MESSAGE } from '../../openapi/vocabulary/messages';
import type { ToastRequest } from '../../machines/lib/effects';
import {
  voiceRecognitionMachine,
  type SpeechEngineEvent,
  type SpeechEngineInput,
} from '../../machines/voiceRecognition.machine';
import {
  voiceSearchMachine,
  type VoiceReaderInput,
  type VoiceSearchEvent,
  type VoiceSearchFields,
} from '../../machines/voiceSearch.machine';
import { fakeAction, fakeActor, paramsOf, start } from './support';
import { endStates, visitedStates } from './end-states';

// The recognition sub-machine is the real one; only its speech engine is fake.
function setUp() {
  const fakes = {
    support: fakeActor<VoiceSearchEvent>(),
    engine: fakeActor<SpeechEngineEvent, SpeechEngineInput>(),
    reader: fakeActor<VoiceSearchEvent, VoiceReaderInput>(),
    fillSearchFields: fakeAction<VoiceSearchFields>(),
    submitSearch: fakeAction(),
    showToast: fakeAction<ToastRequest>(),
  };
  const machine = voiceSearchMachine.provide({
    actors: {
      detectSpeechSupport: fakes.support.logic,
      recognition: voiceRecognitionMachine.provide({
        actors: { speechEngine: fakes.engine.logic },
      }),
      readVoice: fakes.reader.logic,
    },
    actions: {
      fillSearchFields: fakes.fillSearchFields,
      submitSearch: fakes.submitSearch,
      showToast: fakes.showToast,
    },
  });
  return { ...fakes, ...start(machine) };
}

function openModal() {
  const setup = setUp();
  setup.support.report({ type: 'voice.supported' });
  setup.actor.send({ type: 'voice.open' });
  return setup;
}

const notUnderstood: ToastRequest = {
  message: VOICE_NOT_UNDERSTOOD_MESSAGE,
  tone: 'failure',
  kind: 'voice',
};

describe('Voice search', () => {
  it('When the browser is not Chrome, then voice search is not supported', () => {
    const { actor, support } = setUp();

    support.report({ type: 'voice.unsupported' });

    expect(actor.getSnapshot().value).toBe('unsupported');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('When the modal opens, then the engine starts listening in en-US', () => {
    const { actor, engine } = openModal();

    expect(actor.getSnapshot().value).toEqual({
      open: { engine: 'listening', speech: 'awaiting' },
    });
    expect(engine.running).toBe(true);
    expect(engine.inputs[0]?.lang).toBe(VOICE_LANGUAGE);
  });

  it('When the user speaks, then the interim text is shown', () => {
    const { actor, engine } = openModal();

    engine.report({ type: 'speech.interim', transcript: 'Designer job' });

    expect(actor.getSnapshot().context.interim).toBe('Designer job');
  });

  it('When a final result comes, then the reader gets it in lower case', () => {
    const { actor, engine, reader } = openModal();

    engine.report({ type: 'speech.final', transcript: 'Designer job for 10 years experienced' });

    expect(actor.getSnapshot().matches({ open: { speech: 'parsing' } })).toBe(true);
    expect(reader.inputs).toEqual([{ data: 'designer job for 10 years experienced' }]);
  });

  it('When the reader understands the speech, then the fields are filled, the search is submitted and the modal closes', () => {
    const { actor, engine, reader, fillSearchFields, submitSearch } = openModal();
    engine.report({ type: 'speech.final', transcript: 'Designer job in Pune for 10 years' });

    reader.report({ type: 'reader.parsed', job: 'designer', location: 'pune', exp: 10 });

    expect(paramsOf(fillSearchFields)).toEqual([
      { keywords: 'designer', locations: 'pune', experience: 10 },
    ]);
    expect(submitSearch).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(engine.running).toBe(false);
  });

  it.each([
    ['understands nothing', { type: 'reader.parsed', job: '', location: ' ', exp: null }],
    ['fails', { type: 'reader.failed' }],
  ] as const)(
    'When the reader %s, then the spec message shows and listening goes on',
    (_, outcome) => {
      const { actor, engine, reader, showToast, submitSearch } = openModal();
      engine.report({ type: 'speech.final', transcript: 'hmm' });

      reader.report(outcome);

      expect(paramsOf(showToast)).toEqual([notUnderstood]);
      expect(submitSearch).not.toHaveBeenCalled();
      expect(actor.getSnapshot().value).toEqual({
        open: { engine: 'listening', speech: 'awaiting' },
      });
      expect(engine.running).toBe(true);
    },
  );

  it.each([
    ['only a job', { job: 'java', location: '', exp: null }],
    ['only a location', { job: '', location: 'pune', exp: null }],
    ['only an experience', { job: '', location: '', exp: 0 }],
  ] as const)(
    'When the reader understands %s, then the search is submitted with it',
    (_, parsed) => {
      const { actor, engine, reader, showToast, submitSearch } = openModal();
      engine.report({ type: 'speech.final', transcript: 'something' });

      reader.report({ type: 'reader.parsed', ...parsed });

      expect(showToast).not.toHaveBeenCalled();
      expect(submitSearch).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().value).toBe('closed');
    },
  );

  it('When the reader answers only spaces, then the spec message shows', () => {
    const { engine, reader, showToast, submitSearch } = openModal();
    engine.report({ type: 'speech.final', transcript: 'hmm' });

    reader.report({ type: 'reader.parsed', job: '  ', location: '', exp: null });

    expect(paramsOf(showToast)).toEqual([
      {
        message: "Sorry, I didn't get what you said. Go ahead I'm listening...",
        tone: 'failure',
        kind: 'voice',
      },
    ]);
    expect(submitSearch).not.toHaveBeenCalled();
  });

  it('When the engine ends while the modal is open, then it restarts', () => {
    const { engine } = openModal();

    engine.report({ type: 'speech.end' });

    expect(engine.starts).toBe(2);
    expect(engine.running).toBe(true);
  });

  it('When the engine ends while the reader is working, then it restarts too', () => {
    const { engine } = openModal();
    engine.report({ type: 'speech.final', transcript: 'java' });

    engine.report({ type: 'speech.end' });

    expect(engine.running).toBe(true);
  });

  it('When the engine reports a passing error, then it restarts', () => {
    const { engine } = openModal();

    engine.report({ type: 'speech.error', error: 'no-speech' });

    expect(engine.starts).toBe(2);
    expect(engine.running).toBe(true);
  });

  it('When the microphone is blocked, then the engine stays off until the mic is pressed', () => {
    const { actor, engine } = openModal();

    engine.report({ type: 'speech.error', error: 'not-allowed' });

    expect(actor.getSnapshot().matches({ open: { engine: 'stopped' } })).toBe(true);
    expect(engine.running).toBe(false);
  });

  it('When the mic is pressed while recognizing, then recognition stops, and a second press restarts it', () => {
    const { actor, engine } = openModal();

    actor.send({ type: 'voice.mic' });
    const stopped = !engine.running;
    const offUntilPressed = actor.getSnapshot().matches({ open: { engine: 'stopped' } });
    actor.send({ type: 'voice.mic' });

    expect(stopped).toBe(true);
    expect(offUntilPressed).toBe(true);
    expect(engine.running).toBe(true);
    expect(actor.getSnapshot().matches({ open: { engine: 'listening' } })).toBe(true);
  });

  it('When the modal closes, then recognition stops', () => {
    const { actor, engine } = openModal();

    actor.send({ type: 'voice.close' });

    expect(actor.getSnapshot().value).toBe('closed');
    expect(engine.running).toBe(false);
  });

  it('When the modal opens again, then the old text is gone', () => {
    const { actor, engine } = openModal();
    engine.report({ type: 'speech.interim', transcript: 'java' });
    actor.send({ type: 'voice.close' });

    actor.send({ type: 'voice.open' });

    expect(actor.getSnapshot().context).toEqual({ interim: '', transcript: '' });
  });
});

describe('Where the voiceSearch machine starts, goes and ends', () => {
  it('When every path of its model is replayed, then it ends (done, taking no more events) in unsupported and nowhere else', () => {
    expect(endStates('voiceSearch')).toEqual(['unsupported']);
  });

  it('When every path of its model is replayed, then it starts in checking and passes through these states and no other', () => {
    expect(visitedStates('voiceSearch')).toEqual({
      starts: 'checking',
      visits: [
        'checking',
        'closed',
        'open.engine.listening & open.speech.awaiting',
        'open.engine.listening & open.speech.parsing',
        'open.engine.stopped & open.speech.awaiting',
        'open.engine.stopped & open.speech.parsing',
        'unsupported',
      ],
    });
  });
});
