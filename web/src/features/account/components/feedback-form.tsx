// Feedback (the profile dropdown's entry; designed call): a rating of 1 to 5 and a message. No
// rating is chosen at first (a preset one would be sent as the seeker's own without them saying
// it); sending asks for one, next to the stars, and takes the focus there.
import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { FEEDBACK_RATING_MESSAGE } from '../../../../../openapi/vocabulary/messages';
import { PROFILE_FORM_MESSAGES } from '../../../../../openapi/vocabulary/profile-messages';
import { FormField, fieldAria } from '../../../components/form-field';
import { useSendFeedback } from '../api/send-feedback';
import { failureText } from '../../../lib/call-failure';

const RATINGS = [1, 2, 3, 4, 5] as const;

/** The stars, none chosen at first; the message asking for one shows under them. */
function RatingField({
  id,
  rating,
  error,
  firstStar,
  onChoose,
}: {
  id: string;
  rating: number | undefined;
  error: string | undefined;
  firstStar: Ref<HTMLInputElement>;
  onChoose: (rating: number) => void;
}) {
  return (
    <fieldset className="radio-group" aria-describedby={error ? `${id}-rating-error` : undefined}>
      <legend className="field-label">How do you rate the portal?</legend>
      {RATINGS.map((n) => (
        <label key={n} className="checkbox">
          <input
            ref={n === RATINGS[0] ? firstStar : undefined}
            type="radio"
            name={`${id}-rating`}
            checked={rating === n}
            aria-invalid={error ? true : undefined}
            onChange={() => onChoose(n)}
          />
          {n}
          <span className="visually-hidden"> out of 5</span>
        </label>
      ))}
      {error ? (
        <p id={`${id}-rating-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function FeedbackForm({ headingId }: { headingId: string }) {
  const id = useId();
  const [rating, setRating] = useState<number>();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const [ratingError, setRatingError] = useState<string>();
  const firstStar = useRef<HTMLInputElement>(null);
  const messageInput = useRef<HTMLTextAreaElement>(null);
  const send = useSendFeedback();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missingText = message.trim() ? undefined : PROFILE_FORM_MESSAGES.required;
    setRatingError(rating === undefined ? FEEDBACK_RATING_MESSAGE : undefined);
    setError(missingText);
    if (rating === undefined) {
      firstStar.current?.focus();
      return;
    }
    if (missingText) {
      messageInput.current?.focus();
      return;
    }
    send.mutate(
      { body: { rating, message: message.trim() } },
      {
        onSuccess: () => {
          setMessage('');
          setRating(undefined);
        },
      },
    );
  };
  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <RatingField
        id={id}
        rating={rating}
        error={ratingError}
        firstStar={firstStar}
        onChoose={(n) => {
          setRating(n);
          setRatingError(undefined);
        }}
      />
      <FormField id={`${id}-message`} label="Your feedback" error={error}>
        <textarea
          ref={messageInput}
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
