// The registration popup (spec section 4): where the site's flag asks for it, a one-tap
// USER_NOT_EXISTS opens registration over the sign-in page instead of on its own page.
import { useEffect, useId, useRef } from 'react';
import { RegistrationForm } from './registration-form';

export function RegistrationDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="registration-dialog card"
      aria-labelledby={titleId}
      onClose={onClose}
    >
      <button
        type="button"
        className="icon-button registration-close"
        aria-label="Close registration"
        onClick={() => dialog.current?.close()}
      >
        ×
      </button>
      <RegistrationForm heading="h2" titleId={titleId} />
    </dialog>
  );
}
