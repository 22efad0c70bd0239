// One section of the profile page: a heading, what is saved, and an edit or add action that opens
// the section's form in place. The section is the forms' edit scope (components/edit-form.tsx):
// a form opens with focus inside, Esc closes it, focus goes back to its button and a save is said
// in the section's live region ('Personal details saved.').
import { useId, type ReactNode } from 'react';
import { profileSavedMessage } from '../../../../../openapi/vocabulary/profile-messages';
import { EditScope, useEditScope } from '../../../components/edit-form';

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
  const scope = useEditScope<HTMLElement>(profileSavedMessage(title));
  return (
    <EditScope value={scope.value}>
      <section
        className="card profile-section"
        id={id}
        aria-labelledby={headingId}
        {...scope.props}
      >
        <header className="profile-section-head">
          <h2 id={headingId} tabIndex={-1}>
            {title}
          </h2>
          {action}
        </header>
        {scope.status}
        {children}
      </section>
    </EditScope>
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
