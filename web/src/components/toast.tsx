// The page's one toast (spec section 4: a new toast replaces the old; it hides after its timeout).
// The toast machine holds the timing; this is its view and the `showToast` every machine uses.
// Who announces a failure (the UX walk's h3): an action's failure is said once, by this toast's
// polite status region; the same words kept beside the control (action-failure.tsx) are not a live
// region, and the notification bar's alert is only for a page-level failure that shows no toast
// (the company check). So no failure is in two live regions, and a screen reader reads it once.
import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import type { ToastRequest } from '../../../machines/lib/effects';
import { toastMachine } from '../../../machines/toast.machine';

const toastActor = createActor(toastMachine).start();

export function showToast(toast: ToastRequest): void {
  toastActor.send({ type: 'toast.show', ...toast });
}

/** Hides the toast on screen: a toast belongs to the page that showed it (issue 19). */
export function dismissToast(): void {
  if (!toastActor.getSnapshot().matches('hidden')) toastActor.send({ type: 'toast.expired' });
}

export function ToastHost() {
  const snapshot = useSelector(toastActor, (s) => s);
  const visible = !snapshot.matches('hidden');
  const { message, tone } = snapshot.context;
  return (
    <div className="toast-region" aria-live="polite" role="status">
      {visible && message ? (
        <div
          className={`toast toast-${tone}${snapshot.matches('fading') ? ' toast-fading' : ''}`}
          data-testid="toast"
        >
          {message}
        </div>
      ) : null}
    </div>
  );
}
