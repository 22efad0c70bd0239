import { describe, expect, it } from 'vitest';
import { NOTIFICATION_BAR_DEFAULT_MESSAGE } from '../../openapi/vocabulary/messages';
import { notificationBarMachine } from '../../machines/notificationBar.machine';
import { start } from './support';
import { endStates, visitedStates } from './end-states';

describe('Notification bar', () => {
  it('When a success is reported, then the bar shows it as a success', () => {
    const { actor } = start(notificationBarMachine);

    actor.send({ type: 'bar.show', tone: 'success', message: 'Profile updated.' });

    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.message).toBe('Profile updated.');
  });

  it('When a failure comes without a message, then the bar says the default', () => {
    const { actor } = start(notificationBarMachine);

    actor.send({ type: 'bar.show', tone: 'failure' });

    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.message).toBe(NOTIFICATION_BAR_DEFAULT_MESSAGE);
  });

  it('When a failure comes with a message, then the bar says it', () => {
    const { actor } = start(notificationBarMachine);

    actor.send({ type: 'bar.show', tone: 'failure', message: 'Upload failed.' });

    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.message).toBe('Upload failed.');
  });

  it('When a new report comes while the bar is up, then it replaces the old one', () => {
    const { actor } = start(notificationBarMachine);
    actor.send({ type: 'bar.show', tone: 'failure', message: 'Upload failed.' });

    actor.send({ type: 'bar.show', tone: 'success', message: 'Uploaded.' });

    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.message).toBe('Uploaded.');
  });

  it('When the bar is closed, then it hides', () => {
    const { actor } = start(notificationBarMachine);
    actor.send({ type: 'bar.show', tone: 'success', message: 'Done.' });

    actor.send({ type: 'bar.close' });

    expect(actor.getSnapshot().value).toBe('hidden');
  });
});

describe('Where the notificationBar machine starts, goes and ends', () => {
  it('When every path of its model is replayed, then it never ends: no state leaves it done', () => {
    expect(endStates('notificationBar')).toEqual([]);
  });

  it('When every path of its model is replayed, then it starts in hidden and passes through these states and no other', () => {
    expect(visitedStates('notificationBar')).toEqual({
      starts: 'hidden',
      visits: ['failure', 'hidden', 'success'],
    });
  });
});
