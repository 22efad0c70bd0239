// One section of the profile page: a heading, what is saved, and an edit or add action that opens
// the section's form in place.
import { useId, type ReactNode } from 'react';

export function ProfileSection({
  title,
  id,
  action,
  children,
}: {
  title: string;
  id?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="card profile-section" id={id} aria-labelledby={headingId}>
      <header className="profile-section-head">
        <h2 id={headingId}>{title}</h2>
        {action}
      </header>
      {children}
    </section>
  );
}

/** A saved value, or a quiet "Not added" so an empty field still reads as a field. */
export function Detail({ term, value }: { term: string; value: ReactNode }) {
  const empty = value === undefined || value === null || value === '';
  return (
    <div className="profile-detail">
      <dt>{term}</dt>
      <dd className={empty ? 'profile-empty' : undefined}>{empty ? 'Not added' : value}</dd>
    </div>
  );
}

/** The buttons under a form: Save (busy while saving) and Cancel. */
export function FormActions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <div className="form-actions">
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? 'Saving…' : 'Save'}
      </button>
      <button type="button" className="button button-outline" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/** A failed save: says why, next to the form, and keeps what the user typed. */
export function SaveError({ message }: { message: string | undefined }) {
  return message ? (
    <p className="field-error" role="alert">
      {message}
    </p>
  ) : null;
}
