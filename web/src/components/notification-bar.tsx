// The notification bar (spec section 4): success or failure, 'Something Went Wrong!' by default.
import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import type { ToastTone } from '../../../machines/constants';
import { notificationBarMachine } from '../../../machines/notificationBar.machine';

const barActor = createActor(notificationBarMachine).start();

export function showNotificationBar(tone: ToastTone, message?: string): void {
  barActor.send({ type: 'bar.show', tone, ...(message === undefined ? {} : { message }) });
}

export function NotificationBarHost() {
  const snapshot = useSelector(barActor, (s) => s);
  if (snapshot.matches('hidden')) return null;
  const tone = snapshot.matches('success') ? 'success' : 'failure';
  return (
    <div
      className={`notification-bar notification-${tone}`}
      role={tone === 'failure' ? 'alert' : 'status'}
    >
      <span>{snapshot.context.message}</span>
      <button
        type="button"
        className="icon-button"
        aria-label="Close"
        onClick={() => barActor.send({ type: 'bar.close' })}
      >
        ×
      </button>
    </div>
  );
}
