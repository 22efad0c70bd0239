// The page's one toast (spec section 4: a new toast replaces the old; it hides after its timeout).
// The toast machine holds the timing; this is its view and the `showToast` every machine uses.
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
