// Seeker sign-in with email and password (rio login, form-encoded). On success the browser goes
// to the redirectUrl the server answers: the return_url asked for when it stays on this site, else
// the dashboard. Problems show next to their field; a refusal above the button; what was typed
// stays. "Forgot password?" and "Sign in with OTP" open their forms in place (issue 27), and a
// seeker throttled after wrong passwords (429) is offered the reset right under the message.
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { failureMessage } from '../../../../../openapi/errors';
import { LOGIN_SUCCESS_STATUS } from '../../../../../openapi/vocabulary/calls';
import {
  LOGIN_FAILED_MESSAGE,
  REGISTRATION_MESSAGES,
} from '../../../../../openapi/vocabulary/messages';
import { ROUTE } from '../../../../../openapi/vocabulary/routes';
import { EMAIL_PATTERN } from '../../../../../openapi/vocabulary/validation';
import { login } from '../api/login';
import { ForgotPassword } from './forgot-password';
import { OtpSignIn } from './otp-sign-in';
import '../auth.css';

const PASSWORD_MISSING = 'Please enter your password.';
const UNAUTHORIZED = 401;
const TOO_MANY_ATTEMPTS = 429;

interface FieldErrors {
  email?: string;
  password?: string;
}

/** `social` is the Google sign-in, shown under the form where the site offers it. */
export function LoginForm({ social }: { social?: ReactNode }) {
  const id = useId();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const returnUrl = params.get('return_url') ?? undefined;
  const [mode, setMode] = useState<'password' | 'reset' | 'otp'>('password');
  const [throttled, setThrottled] = useState(false);
  const forgotButton = useRef<HTMLButtonElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: FieldErrors = {
      ...(EMAIL_PATTERN.test(email.trim()) ? {} : { email: REGISTRATION_MESSAGES.email }),
      ...(password ? {} : { password: PASSWORD_MISSING }),
    };
    setFieldErrors(problems);
    setError(null);
    if (problems.email || problems.password) {
      (problems.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    setBusy(true);
    try {
      const {
        data,
        error: failure,
        response,
      } = await login({ username: email.trim(), password }, returnUrl);
      if (response.status === LOGIN_SUCCESS_STATUS && data?.redirectUrl) {
        window.location.assign(data.redirectUrl);
        return;
      }
      setThrottled(response.status === TOO_MANY_ATTEMPTS);
      setError(
        response.status === UNAUTHORIZED || response.status === TOO_MANY_ATTEMPTS
          ? failureMessage(failure)
          : LOGIN_FAILED_MESSAGE,
      );
    } catch {
      setError(LOGIN_FAILED_MESSAGE);
    }
    setBusy(false);
  }

  const registerHref = returnUrl
    ? `${ROUTE.seekerRegistration}?return_url=${encodeURIComponent(returnUrl)}`
    : ROUTE.seekerRegistration;

  const back = () => {
    setMode('password');
    // The form comes back; focus returns to where the seeker left it.
    requestAnimationFrame(() => forgotButton.current?.focus());
  };
  if (mode === 'reset') {
    return (
      <ForgotPassword
        initialEmail={email.trim()}
        returnUrl={returnUrl}
        reason={throttled ? (error ?? undefined) : undefined}
        onBack={back}
      />
    );
  }
  if (mode === 'otp') return <OtpSignIn returnUrl={returnUrl} onBack={back} />;

  return (
    <form
      className="login card"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h1 id={`${id}-title`} className="page-title">
        Sign in
      </h1>
      <p className="login-lead">Sign in to save jobs, apply in a tap and follow companies.</p>
      <div className="field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          ref={emailInput}
          id={`${id}-email`}
          type="email"
          autoComplete="username"
          value={email}
          aria-invalid={fieldErrors.email ? true : undefined}
          aria-describedby={fieldErrors.email ? `${id}-email-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        {fieldErrors.email ? (
          <p id={`${id}-email-error`} className="field-error">
            {fieldErrors.email}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>Password</label>
        <input
          ref={passwordInput}
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          aria-invalid={fieldErrors.password ? true : undefined}
          aria-describedby={fieldErrors.password ? `${id}-password-error` : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        {fieldErrors.password ? (
          <p id={`${id}-password-error`} className="field-error">
            {fieldErrors.password}
          </p>
        ) : null}
        <button
          ref={forgotButton}
          type="button"
          className="link-button login-forgot"
          onClick={() => setMode('reset')}
        >
          Forgot password?
        </button>
      </div>
      {error ? (
        <div className="login-failure" role="alert">
          <p className="field-error">{error}</p>
          {throttled ? (
            <button
              type="button"
              className="button button-outline"
              onClick={() => setMode('reset')}
            >
              Reset your password
            </button>
          ) : null}
        </div>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
      <button type="button" className="button button-outline" onClick={() => setMode('otp')}>
        Sign in with OTP
      </button>
      {social}
      <p className="login-register">
        New here? <Link to={registerHref}>Register</Link>
      </p>
    </form>
  );
}
