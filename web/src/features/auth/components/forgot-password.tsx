// Forgot password? (designed; issue 27), in place of the sign-in form: the seeker names the email
// or mobile number of their account, gets a code there (forgotPassword; the simulator's is always
// 123456), then types it with a new password (resetPassword), which signs them in and goes on to
// the return URL. Problems show beside their field and what was typed stays.
import { useId } from 'react';
import { fieldAria, FormField } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { CodeActions, MobileFields, SentCode } from './recovery-fields';
import { useForgotPassword, type Channel, type ForgotPasswordForm } from './use-forgot-password';

interface Props {
  initialEmail: string;
  returnUrl: string | undefined;
  /** Why the reset is offered (the throttle's message), shown at the top. */
  reason?: string;
  onBack: () => void;
}

/** Where the code goes: the account's email or its mobile number (fixed once a code is sent). */
function ChannelChoice({
  id,
  channel,
  locked,
  onChange,
}: {
  id: string;
  channel: Channel;
  locked: boolean;
  onChange: (channel: Channel) => void;
}) {
  return (
    <fieldset className="radio-group recovery-channel" disabled={locked}>
      <legend>Send a code to</legend>
      <label className="checkbox">
        <input
          type="radio"
          name={`${id}-channel`}
          checked={channel === 'email'}
          onChange={() => onChange('email')}
        />
        My email
      </label>
      <label className="checkbox">
        <input
          type="radio"
          name={`${id}-channel`}
          checked={channel === 'mobile'}
          onChange={() => onChange('mobile')}
        />
        My mobile number
      </label>
    </fieldset>
  );
}

/** The account's email (read-only once a code is sent) or its mobile number. */
function ContactField({
  id,
  form,
  locked,
}: {
  id: string;
  form: ForgotPasswordForm;
  locked: boolean;
}) {
  const { errors } = form;
  if (form.channel === 'mobile') {
    return (
      <MobileFields
        id={id}
        countryCode={form.countryCode}
        mobileNumber={form.mobileNumber}
        error={errors.mobile}
        onCountryCode={form.setCountryCode}
        onMobileNumber={form.setMobileNumber}
      />
    );
  }
  return (
    <FormField id={`${id}-email`} label="Email" error={errors.email}>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="username"
        value={form.email}
        readOnly={locked}
        {...fieldAria(`${id}-email`, errors.email)}
        onChange={(event) => form.setEmail(event.target.value)}
      />
    </FormField>
  );
}

/** The new password, typed twice. */
function NewPasswordFields({ id, form }: { id: string; form: ForgotPasswordForm }) {
  const { errors } = form;
  return (
    <>
      <FormField id={`${id}-new`} label="New password" error={errors.password}>
        <PasswordInput
          id={`${id}-new`}
          autoComplete="new-password"
          value={form.password}
          {...fieldAria(`${id}-new`, errors.password)}
          onChange={(event) => form.setPassword(event.target.value)}
        />
      </FormField>
      <FormField id={`${id}-confirm`} label="Confirm new password" error={errors.confirm}>
        <PasswordInput
          id={`${id}-confirm`}
          autoComplete="new-password"
          value={form.confirm}
          {...fieldAria(`${id}-confirm`, errors.confirm)}
          onChange={(event) => form.setConfirm(event.target.value)}
        />
      </FormField>
    </>
  );
}

export function ForgotPassword({ initialEmail, returnUrl, reason, onBack }: Props) {
  const id = useId();
  const { title, codeInput, step, form } = useForgotPassword(initialEmail, returnUrl);
  const { channel, errors, send, reset } = form;
  return (
    <form
      className="login card"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void (step.sent ? reset(event) : send(event))}
    >
      <h1 id={`${id}-title`} ref={title} tabIndex={-1} className="page-title">
        Reset your password
      </h1>
      {reason ? <p className="login-lead">{reason}</p> : null}
      <ChannelChoice
        id={id}
        channel={channel}
        locked={step.sent !== undefined}
        onChange={form.setChannel}
      />
      <ContactField id={id} form={form} locked={step.sent !== undefined} />
      <SentCode id={id} step={step} codeInput={codeInput} error={errors.code}>
        <NewPasswordFields id={id} form={form} />
      </SentCode>
      <CodeActions
        step={step}
        submitLabel="Reset password and sign in"
        onResend={() => void send()}
        backLabel="Back to sign in"
        onBack={onBack}
      />
    </form>
  );
}
