// Forgot password? (designed; issue 27), in place of the sign-in form: the seeker names the email
// or mobile number of their account, gets a code there (forgotPassword; the simulator's is always
// 123456), then types it with a new password (resetPassword), which signs them in and goes on to
// the return URL. Problems show beside their field and what was typed stays.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { failureMessage } from '../../../../../openapi/errors';
import { PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS } from '../../../../../openapi/vocabulary/limits';
import {
  INVALID_MOBILE_MESSAGE,
  REGISTRATION_MESSAGES,
} from '../../../../../openapi/vocabulary/messages';
import {
  OTP_MESSAGES,
  PASSWORD_MESSAGES,
} from '../../../../../openapi/vocabulary/profile-messages';
import { EMAIL_PATTERN } from '../../../../../openapi/vocabulary/validation';
import { site } from '../../../lib/site';
import { forgotPassword } from '../api/forgot-password';
import { resetPassword } from '../api/reset-password';
import { CODE_DIGITS, CodeField, MobileFields } from './recovery-fields';
import { fieldAria, FormField } from '../../../components/form-field';

type Channel = 'email' | 'mobile';

interface Errors {
  email?: string;
  mobile?: string;
  code?: string;
  password?: string;
  confirm?: string;
}

interface Props {
  initialEmail: string;
  returnUrl: string | undefined;
  /** Why the reset is offered (the throttle's message), shown at the top. */
  reason?: string;
  onBack: () => void;
}

export function ForgotPassword({ initialEmail, returnUrl, reason, onBack }: Props) {
  const id = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const [channel, setChannel] = useState<Channel>('email');
  const [email, setEmail] = useState(initialEmail);
  const [countryCode, setCountryCode] = useState(site.dialCodes[0] ?? '');
  const [mobileNumber, setMobileNumber] = useState('');
  const [sent, setSent] = useState<string>();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => title.current?.focus(), []);
  useEffect(() => {
    if (sent) codeInput.current?.focus();
  }, [sent]);

  const contact = () =>
    channel === 'email' ? { email: email.trim() } : { countryCode, mobileNumber };

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const found: Errors =
      channel === 'email'
        ? EMAIL_PATTERN.test(email.trim())
          ? {}
          : { email: REGISTRATION_MESSAGES.email }
        : mobileNumber
          ? {}
          : { mobile: INVALID_MOBILE_MESSAGE };
    setErrors(found);
    setFailure(undefined);
    if (found.email || found.mobile) return;
    setBusy(true);
    const { data, error } = await forgotPassword(contact()).catch((e: unknown) => ({
      data: undefined,
      error: e,
    }));
    setBusy(false);
    if (data) setSent(data.message);
    else setFailure(failureMessage(error));
  }

  async function reset(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {
      ...(code.length === CODE_DIGITS ? {} : { code: OTP_MESSAGES.code(CODE_DIGITS) }),
      ...(password.length >= PASSWORD_MIN_CHARS && password.length <= PASSWORD_MAX_CHARS
        ? {}
        : { password: PASSWORD_MESSAGES.length }),
      ...(confirm === password ? {} : { confirm: PASSWORD_MESSAGES.mismatch }),
    };
    setErrors(found);
    setFailure(undefined);
    if (found.code || found.password || found.confirm) return;
    setBusy(true);
    const { data, error } = await resetPassword({
      ...contact(),
      otp: code,
      newPassword: password,
      ...(returnUrl ? { returnUrl } : {}),
    }).catch((e: unknown) => ({ data: undefined, error: e }));
    if (data) {
      window.location.assign(data.redirectUrl);
      return;
    }
    setBusy(false);
    setFailure(failureMessage(error));
  }

  return (
    <form
      className="login card"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void (sent ? reset(event) : send(event))}
    >
      <h1 id={`${id}-title`} ref={title} tabIndex={-1} className="page-title">
        Reset your password
      </h1>
      {reason ? <p className="login-lead">{reason}</p> : null}
      <fieldset className="radio-group recovery-channel" disabled={sent !== undefined}>
        <legend>Send a code to</legend>
        <label className="checkbox">
          <input
            type="radio"
            name={`${id}-channel`}
            checked={channel === 'email'}
            onChange={() => setChannel('email')}
          />
          My email
        </label>
        <label className="checkbox">
          <input
            type="radio"
            name={`${id}-channel`}
            checked={channel === 'mobile'}
            onChange={() => setChannel('mobile')}
          />
          My mobile number
        </label>
      </fieldset>
      {channel === 'email' ? (
        <FormField id={`${id}-email`} label="Email" error={errors.email}>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="username"
            value={email}
            readOnly={sent !== undefined}
            {...fieldAria(`${id}-email`, errors.email)}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
      ) : (
        <MobileFields
          id={id}
          countryCode={countryCode}
          mobileNumber={mobileNumber}
          error={errors.mobile}
          onCountryCode={setCountryCode}
          onMobileNumber={setMobileNumber}
        />
      )}
      {sent ? (
        <>
          <p className="notice-success" role="status">
            {sent}
          </p>
          <CodeField
            id={id}
            value={code}
            error={errors.code}
            inputRef={codeInput}
            onChange={setCode}
          />
          <FormField id={`${id}-new`} label="New password" error={errors.password}>
            <input
              id={`${id}-new`}
              type="password"
              autoComplete="new-password"
              value={password}
              {...fieldAria(`${id}-new`, errors.password)}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <FormField id={`${id}-confirm`} label="Confirm new password" error={errors.confirm}>
            <input
              id={`${id}-confirm`}
              type="password"
              autoComplete="new-password"
              value={confirm}
              {...fieldAria(`${id}-confirm`, errors.confirm)}
              onChange={(event) => setConfirm(event.target.value)}
            />
          </FormField>
        </>
      ) : null}
      {failure ? (
        <p className="field-error" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {sent ? 'Reset password and sign in' : 'Send code'}
      </button>
      {sent ? (
        <button type="button" className="link-button" disabled={busy} onClick={() => void send()}>
          Send a new code
        </button>
      ) : null}
      <button type="button" className="link-button" onClick={onBack}>
        Back to sign in
      </button>
    </form>
  );
}
