import { describe, expect, it } from 'vitest';
import { VOICE_LANGUAGE, VOICE_RATE } from '../../openapi/vocabulary/limits';
import {
  voiceRecognitionMachine,
  type SpeechEngineEvent,
  type SpeechEngineInput,
  type VoiceRecognitionReport,
} from '../../machines/voiceRecognition.machine';
import { fakeAction, fakeActor, paramsOf, start } from './support';
import { endStates, visitedStates } from './end-states';

function setUp() {
  const engine = fakeActor<SpeechEngineEvent, SpeechEngineInput>();
  const report = fakeAction<VoiceRecognitionReport>();
  const machine = voiceRecognitionMachine.provide({
    actors: { speechEngine: engine.logic },
    actions: { report },
  });
  return { engine, report, ...start(machine) };
}

describe('Voice recognition', () => {
  it('When nothing has started it, then it is idle and the engine is off', () => {
    const { actor, engine } = setUp();

    expect(actor.getSnapshot().value).toBe('idle');
    expect(engine.starts).toBe(0);
  });

  it('When started, then the engine runs in en-US', () => {
    const { actor, engine } = setUp();

    actor.send({ type: 'recognition.start' });

    expect(actor.getSnapshot().hasTag('recognizing')).toBe(true);
    expect(engine.inputs).toEqual([{ lang: VOICE_LANGUAGE, rate: VOICE_RATE }]);
  });

  it('When the engine hears something, then interim and final text are reported', () => {
    const { actor, engine, report } = setUp();
    actor.send({ type: 'recognition.start' });

    engine.report({ type: 'speech.interim', transcript: 'java' });
    engine.report({ type: 'speech.final', transcript: 'java developer' });

    expect(paramsOf(report)).toEqual([
      { type: 'voice.interim', transcript: 'java' },
      { type: 'voice.final', transcript: 'java developer' },
    ]);
    expect(actor.getSnapshot().value).toBe('recognizing');
  });

  it('When the engine ends, then recognition has ended, says so, and can start again', () => {
    const { actor, engine, report } = setUp();
    actor.send({ type: 'recognition.start' });

    engine.report({ type: 'speech.end' });
    const ended = actor.getSnapshot().value;
    actor.send({ type: 'recognition.start' });

    expect(ended).toBe('ended');
    expect(paramsOf(report)).toEqual([{ type: 'voice.ended' }]);
    expect(engine.starts).toBe(2);
  });

  it('When the engine fails, then recognition is in error, says why, and can start again', () => {
    const { actor, engine, report } = setUp();
    actor.send({ type: 'recognition.start' });

    engine.report({ type: 'speech.error', error: 'no-speech' });
    const failed = actor.getSnapshot().value;
    actor.send({ type: 'recognition.start' });

    expect(failed).toBe('error');
    expect(paramsOf(report)).toEqual([{ type: 'voice.error', error: 'no-speech' }]);
    expect(actor.getSnapshot().value).toBe('recognizing');
  });

  it('When start is pressed while recognizing, then recognition stops without a report', () => {
    const { actor, engine, report } = setUp();
    actor.send({ type: 'recognition.start' });

    actor.send({ type: 'recognition.start' });

    expect(actor.getSnapshot().value).toBe('ended');
    expect(engine.running).toBe(false);
    expect(report).not.toHaveBeenCalled();
  });

  it('When recognition runs with no parent to report to, then it goes on working', () => {
    const engine = fakeActor<SpeechEngineEvent, SpeechEngineInput>();
    const { actor } = start(
      voiceRecognitionMachine.provide({ actors: { speechEngine: engine.logic } }),
    );
    actor.send({ type: 'recognition.start' });

    engine.report({ type: 'speech.final', transcript: 'java developer' });
    engine.report({ type: 'speech.end' });

    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toBe('ended');
  });
});

describe('Where the voiceRecognition machine starts, goes and ends', () => {
  it('When every path of its model is replayed, then it never ends: no state leaves it done', () => {
    expect(endStates('voiceRecognition')).toEqual([]);
  });

  it('When every path of its model is replayed, then it starts in idle and passes through these states and no other', () => {
    expect(visitedStates('voiceRecognition')).toEqual({
      starts: 'idle',
      visits: ['ended', 'error', 'idle', 'recognizing'],
    });
  });
});
