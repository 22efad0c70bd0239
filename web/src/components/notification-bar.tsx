// The notification bar (spec sections 2 and 4): success or failure, 'Something Went Wrong!' by
// default. It stays until closed; a new report replaces the shown one. Where the app uses it: the
// home page's notice (closing it writes NHP) and a company search whose check call failed. A
// failure here is the page's one announcement of it (role alert): nothing toasts it as well
// (toast.tsx says who announces what).
import { useLayoutEffect, useState } from 'react';
import { createActor, type SnapshotFrom } from 'xstate';
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

/**
 * The bar's state, followed from a layout effect rather than useSelector's passive one: the home
 * page shows its notice from a layout effect, and the bar must be in that same first paint, or
 * the whole page moves down under the visitor (a layout shift, and a later largest paint).
 */
function useBarSnapshot(): SnapshotFrom<typeof notificationBarMachine> {
  const [snapshot, setSnapshot] = useState(() => barActor.getSnapshot());
  useLayoutEffect(() => {
    const subscription = barActor.subscribe(setSnapshot);
    // A report sent between this render and the subscription is not missed (an unchanged
    // snapshot renders nothing).
    const follow = () => setSnapshot(barActor.getSnapshot());
    follow();
    return () => subscription.unsubscribe();
  }, []);
  return snapshot;
}

export function NotificationBarHost() {
  const snapshot = useBarSnapshot();
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
