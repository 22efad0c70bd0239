// Seeker sign-in with email and password (rio login, form-encoded). On success the browser goes
// to the redirectUrl the server answers: the return_url asked for, else the dashboard.
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { LOGIN_SUCCESS_STATUS } from '../../../../../openapi/vocabulary/calls';
import { LOGIN_FAILED_MESSAGE } from '../../../../../openapi/vocabulary/messages';
import { failureMessage } from '../../../../../openapi/errors';
import { login } from '../api/login';
import '../auth.css';

export function LoginForm() {
  const id = useId();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const returnUrl = params.get('return_url') ?? undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Enter your email and password.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const {
        data,
        error: failure,
        response,
      } = await login({ username: email.trim(), password, returnUrl });
      if (response.status === LOGIN_SUCCESS_STATUS && data?.redirectUrl) {
        window.location.assign(data.redirectUrl);
        return;
      }
      setError(response.status === 401 ? failureMessage(failure) : LOGIN_FAILED_MESSAGE);
    } catch {
      setError(LOGIN_FAILED_MESSAGE);
    }
    setBusy(false);
  }

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
          id={`${id}-email`}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>Password</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
