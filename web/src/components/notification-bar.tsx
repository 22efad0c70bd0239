// The notification bar (spec sections 2 and 4): success or failure, 'Something Went Wrong!' by
// default. It stays until closed; a new report replaces the shown one. Where the app uses it: the
// home page's notice (closing it writes NHP) and a company search whose check call failed.
import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import type { ToastTone } from '../../../machines/constants';
import { notificationBarMachine } from '../../../machines/notificationBar.machine';
import './notification-bar.css';

const barActor = createActor(notificationBarMachine).start();
/** What the shown report does when the visitor closes it. */
let onVisitorClose: (() => void) | undefined;

export interface BarOptions {
  onClose?: () => void;
}

export function showNotificationBar(tone: ToastTone, message?: string, options: BarOptions = {}) {
  onVisitorClose = options.onClose;
  barActor.send({ type: 'bar.show', tone, ...(message === undefined ? {} : { message }) });
}

/** Hides the bar when what it reports no longer applies (the page it spoke of was left). */
export function hideNotificationBar(message: string): void {
  const { context } = barActor.getSnapshot();
  if (context.message !== message) return;
  onVisitorClose = undefined;
  barActor.send({ type: 'bar.close' });
}

export function NotificationBarHost() {
  const snapshot = useSelector(barActor, (s) => s);
  if (snapshot.matches('hidden')) return null;
  const tone = snapshot.matches('success') ? 'success' : 'failure';
  return (
    <div
      className={`notification-bar notification-${tone}`}
      role={tone === 'failure' ? 'alert' : 'status'}
      data-testid="notification-bar"
    >
      {/* The text lines up with the page's content, not with the screen's edge. */}
      <span className="container notification-text">{snapshot.context.message}</span>
      <button
        type="button"
        className="icon-button"
        aria-label="Close notification"
        onClick={() => {
          const handler = onVisitorClose;
          onVisitorClose = undefined;
          barActor.send({ type: 'bar.close' });
          handler?.();
        }}
      >
        ×
      </button>
    </div>
  );
}
