// Seeker sign-in with email and password (rio login, form-encoded). On success the browser goes
// to the redirectUrl the server answers: the return_url asked for when it stays on this site, else
// the dashboard. Problems show next to their field; a refusal above the button; what was typed
// stays.
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
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
      {social}
      <p className="login-register">
        New here? <Link to={registerHref}>Register</Link>
      </p>
    </form>
  );
}
