// Settings, change password (/seeker/settings?menu=account&subMenu=change-password): the current
// password, the new one (6 to 40 characters) typed twice. A wrong current password says so next
// to it and keeps what was typed.
import { useId, useState, type FormEvent } from 'react';
import { PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS } from '../../../../../openapi/vocabulary/limits';
import { PASSWORD_MESSAGES } from '../../../../../openapi/vocabulary/profile-messages';
import { FormField, fieldAria } from '../../../components/form-field';
import { useChangePassword } from '../api/change-password';
import { refusedField } from '../../../../../openapi/errors';
import { failureText } from '../../../lib/call-failure';

interface Errors {
  current?: string;
  next?: string;
  confirm?: string;
}

export function ChangePassword({ headingId }: { headingId: string }) {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string>();
  const change = useChangePassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!current) found.current = PASSWORD_MESSAGES.current;
    if (next.length < PASSWORD_MIN_CHARS || next.length > PASSWORD_MAX_CHARS) {
      found.next = PASSWORD_MESSAGES.length;
    } else if (current && next === current) found.next = PASSWORD_MESSAGES.sameAsCurrent;
    if (confirm !== next) found.confirm = PASSWORD_MESSAGES.mismatch;
    setErrors(found);
    setDone(undefined);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { body: { currentPassword: current, newPassword: next } },
      {
        onSuccess: (reply) => {
          setDone(reply.message);
          setCurrent('');
          setNext('');
          setConfirm('');
        },
        // A refused new password is about the new one, in the seeker's words (the simulator
        // names the field: "newPassword: must differ…"); anything else next to the current.
        onError: (error) =>
          setErrors(
            refusedField(error) === 'newPassword'
              ? { next: PASSWORD_MESSAGES.sameAsCurrent }
              : { current: failureText(error) },
          ),
      },
    );
  };

  const field = (
    key: keyof Errors,
    label: string,
    value: string,
    set: (v: string) => void,
    auto: string,
  ) => (
    <FormField id={`${id}-${key}`} label={label} error={errors[key]}>
      <input
        id={`${id}-${key}`}
        type="password"
        value={value}
        autoComplete={auto}
        maxLength={key === 'current' ? 128 : PASSWORD_MAX_CHARS}
        onChange={(e) => set(e.target.value)}
        {...fieldAria(`${id}-${key}`, errors[key])}
      />
    </FormField>
  );

  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      {field('current', 'Current password', current, setCurrent, 'current-password')}
      {field('next', 'New password', next, setNext, 'new-password')}
      {field('confirm', 'Confirm new password', confirm, setConfirm, 'new-password')}
      <div className="form-actions">
        <button type="submit" className="button" disabled={change.isPending}>
          Change password
        </button>
      </div>
      <p aria-live="polite" className="notice-success">
        {done}
      </p>
    </form>
  );
}
