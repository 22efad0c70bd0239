// Notification email preferences (spec section 7, notifications email; the flags are designed).
import { useState, type FormEvent } from 'react';
import type { Schemas } from '../../../../../openapi/client';
import { PROFILE_FORM_MESSAGES } from '../../../../../openapi/vocabulary/profile-messages';
import { useEditEmailPreferences } from '../api/edit-email-preferences';
import { failureText } from '../../../lib/call-failure';

type Preferences = Schemas['EmailPreferences'];

const LABELS: Record<keyof Preferences, string> = {
  jobAlerts: 'Job alert emails',
  recommendations: 'Recommended jobs',
  applicationUpdates: 'Updates on jobs I applied to',
  recruiterMessages: 'Messages from recruiters',
  newsletters: 'Career advice and offers',
};

const KEYS: (keyof Preferences)[] = [
  'jobAlerts',
  'recommendations',
  'applicationUpdates',
  'recruiterMessages',
  'newsletters',
];

export function EmailPreferences({ value, headingId }: { value: Preferences; headingId: string }) {
  const [draft, setDraft] = useState(value);
  const save = useEditEmailPreferences();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ body: draft });
  };
  return (
    <form className="settings-form" onSubmit={onSubmit} aria-labelledby={headingId}>
      <fieldset className="permit-list">
        <legend className="visually-hidden">Emails I receive</legend>
        {KEYS.map((key) => (
          <label key={key} className="checkbox settings-check">
            <input
              type="checkbox"
              checked={draft[key]}
              onChange={(e) => setDraft({ ...draft, [key]: e.target.checked })}
            />
            {LABELS[key]}
          </label>
        ))}
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="button" disabled={save.isPending}>
          Save email preferences
        </button>
      </div>
      <p aria-live="polite" className={save.isError ? 'field-error' : 'notice-success'}>
        {save.isError
          ? failureText(save.error)
          : save.isSuccess
            ? PROFILE_FORM_MESSAGES.saved
            : null}
      </p>
    </form>
  );
}
