import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, type ToastKind } from '../../openapi/vocabulary/timing';
import { toastMachine } from '../../machines/toast.machine';
import { start } from './support';
import { endStates, visitedStates } from './end-states';

function show(kind: ToastKind, message = 'Saved.') {
  return { type: 'toast.show', message, tone: 'success', kind } as const;
}

describe('Toast', () => {
  // The spec's durations (section 9: 1000 ms by default; section 5: 3000 ms; section 8: 10 s).
  it.each([
    ['default', 1000],
    ['validation', 3000],
    ['sendLink', 10000],
  ] as const)('When a %s toast shows, then it hides after %i ms', (kind, duration) => {
    const { actor, clock } = start(toastMachine);

    actor.send(show(kind));
    clock.increment(duration - 1);
    const stillVisible = actor.getSnapshot().value;
    clock.increment(1);

    expect(stillVisible).toBe('visible');
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it.each(['social', 'voice'] as const)(
    'When a %s toast shows, then it hides after 5 s and is removed 1 s later',
    (kind) => {
      const { actor, clock } = start(toastMachine);

      actor.send(show(kind));
      clock.increment(4999);
      const beforeTimeout = actor.getSnapshot().value;
      clock.increment(1);
      const afterTimeout = actor.getSnapshot().value;
      clock.increment(999);
      const beforeRemoval = actor.getSnapshot().value;
      clock.increment(1);

      expect([beforeTimeout, afterTimeout, beforeRemoval]).toEqual(['visible', 'fading', 'fading']);
      expect(actor.getSnapshot().value).toBe('hidden');
    },
  );

  it('When a new toast comes while one is shown, then it replaces it and gets its own full timeout', () => {
    const { actor, clock } = start(toastMachine);
    actor.send(show('validation', 'First'));
    clock.increment(TOAST_DURATION_MS.validation - 100);

    actor.send(show('validation', 'Second'));
    clock.increment(TOAST_DURATION_MS.validation - 1);

    expect(actor.getSnapshot().value).toBe('visible');
    expect(actor.getSnapshot().context.message).toBe('Second');
  });

  it('When a toast comes while the last one fades, then it shows at once', () => {
    const { actor, clock } = start(toastMachine);
    actor.send(show('social'));
    clock.increment(TOAST_DURATION_MS.social);

    actor.send(show('default', 'Next'));

    expect(actor.getSnapshot().value).toBe('visible');
    expect(actor.getSnapshot().context).toEqual({
      message: 'Next',
      tone: 'success',
      kind: 'default',
    });
  });
});

describe('Where the toast machine starts, goes and ends', () => {
  it('When every path of its model is replayed, then it never ends: no state leaves it done', () => {
    expect(endStates('toast')).toEqual([]);
  });

  it('When every path of its model is replayed, then it starts in hidden and passes through these states and no other', () => {
    expect(visitedStates('toast')).toEqual({
      starts: 'hidden',
      visits: ['fading', 'hidden', 'visible'],
    });
  });
});
