// Feedback (the profile dropdown's entry; designed call): a rating of 1 to 5 and a message.
import { useId, useState, type FormEvent } from 'react';
import { PROFILE_FORM_MESSAGES } from '../../../../../openapi/vocabulary/profile-messages';
import { FormField, fieldAria } from '../../../components/form-field';
import { useSendFeedback } from '../api/send-feedback';
import { failureText } from '../../../lib/call-failure';

const RATINGS = [1, 2, 3, 4, 5] as const;

export function FeedbackForm({ headingId }: { headingId: string }) {
  const id = useId();
  const [rating, setRating] = useState(5);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const send = useSendFeedback();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setError(PROFILE_FORM_MESSAGES.required);
      return;
    }
    setError(undefined);
    send.mutate({ body: { rating, message: message.trim() } }, { onSuccess: () => setMessage('') });
  };
  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <fieldset className="radio-group">
        <legend className="field-label">How do you rate the portal?</legend>
        {RATINGS.map((n) => (
          <label key={n} className="checkbox">
            <input
              type="radio"
              name={`${id}-rating`}
              checked={rating === n}
              onChange={() => setRating(n)}
            />
            {n}
            <span className="visually-hidden"> out of 5</span>
          </label>
        ))}
      </fieldset>
      <FormField id={`${id}-message`} label="Your feedback" error={error}>
        <textarea
          id={`${id}-message`}
          rows={4}
          maxLength={2000}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          {...fieldAria(`${id}-message`, error)}
        />
      </FormField>
      <div className="form-actions">
        <button type="submit" className="button" disabled={send.isPending}>
          Send feedback
        </button>
      </div>
      <p aria-live="polite" className={send.isError ? 'field-error' : 'notice-success'}>
        {send.isError ? failureText(send.error) : send.isSuccess ? send.data.message : null}
      </p>
    </form>
  );
}
