// Seeker sign-in with email and password (rio login, form-encoded). On success the browser goes
// to the redirectUrl the server answers: the return_url asked for when it stays on this site, else
// the dashboard. Problems show next to their field; a refusal above the button; what was typed
// stays. "Forgot password?" and "Sign in with OTP" open their forms in place (issue 27), and a
// seeker throttled after wrong passwords (429) is offered the reset right under the message.
import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { SIGNED_OUT_MESSAGE } from '../../../../../openapi/vocabulary/messages';
import { ROUTE } from '../../../../../openapi/vocabulary/routes';
import { takeSignInReason } from '../../../lib/sign-in-again';
import { signInStateOf } from '../../../lib/sign-in-state';
import { PasswordInput } from '../../../components/password-input';
import { SlowNotice } from '../../../components/slow-notice';
import { takeSignedOut } from '../sign-out';
import { ForgotPassword } from './forgot-password';
import { OtpSignIn } from './otp-sign-in';
import { usePasswordSignIn, type PasswordSignIn } from './use-password-sign-in';
import '../auth.css';

type Mode = 'password' | 'reset' | 'otp';

/** The email and password fields, each with its message; "Forgot password?" under the password. */
function Credentials({
  id,
  form,
  emailInput,
  passwordInput,
  forgotButton,
  onForgot,
}: {
  id: string;
  form: PasswordSignIn;
  emailInput: Ref<HTMLInputElement>;
  passwordInput: Ref<HTMLInputElement>;
  forgotButton: Ref<HTMLButtonElement>;
  onForgot: () => void;
}) {
  const { fieldErrors } = form;
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          ref={emailInput}
          id={`${id}-email`}
          type="email"
          autoComplete="username"
          value={form.email}
          aria-invalid={fieldErrors.email ? true : undefined}
          aria-describedby={fieldErrors.email ? `${id}-email-error` : undefined}
          onChange={(event) => form.setEmail(event.target.value)}
        />
        {fieldErrors.email ? (
          <p id={`${id}-email-error`} className="field-error">
            {fieldErrors.email}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>Password</label>
        <PasswordInput
          ref={passwordInput}
          id={`${id}-password`}
          autoComplete="current-password"
          value={form.password}
          aria-invalid={fieldErrors.password ? true : undefined}
          aria-describedby={fieldErrors.password ? `${id}-password-error` : undefined}
          onChange={(event) => form.setPassword(event.target.value)}
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
          onClick={onForgot}
        >
          Forgot password?
        </button>
      </div>
    </>
  );
}

/** The refusal above the button; a throttled seeker is offered the reset right under it. */
function SignInFailure({ form, onReset }: { form: PasswordSignIn; onReset: () => void }) {
  if (!form.error) return null;
  return (
    <div className="login-failure" role="alert">
      <p className="field-error">{form.error}</p>
      {form.throttled ? (
        <button type="button" className="button button-outline" onClick={onReset}>
          Reset your password
        </button>
      ) : null}
    </div>
  );
}

/**
 * What this page load says first, asked once per load (the flags are taken): "You have signed
 * out." after a sign-out, or why the seeker is asked to sign in again (a save or delete that found
 * the session ended: lib/sign-in-again.ts).
 */
let noticeThisLoad: string | null | undefined;
function loadNotice(): string | null {
  if (noticeThisLoad === undefined)
    noticeThisLoad = takeSignedOut() ? SIGNED_OUT_MESSAGE : (takeSignInReason() ?? null);
  return noticeThisLoad;
}

/**
 * The load's notice: a status region that is on the page first and gets its words a frame later,
 * so that screen readers announce them.
 */
function SignInNotice() {
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    const notice = loadNotice();
    if (notice === null) return;
    const frame = requestAnimationFrame(() => setShown(notice));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <p className="login-signed-out" role="status">
      {shown}
    </p>
  );
}

/** `social` is the social sign-ins (Facebook, Google), shown under the form where the site offers them. */
export function LoginForm({ social }: { social?: ReactNode }) {
  const id = useId();
  const [params] = useSearchParams();
  const returnUrl = params.get('return_url') ?? undefined;
  // Registration's "Sign in instead" brings the email typed there; the password is next.
  const carriedEmail = signInStateOf(useLocation().state).email;
  const { emailInput, passwordInput, form } = usePasswordSignIn(returnUrl, carriedEmail);
  useEffect(() => {
    if (carriedEmail) passwordInput.current?.focus();
  }, [carriedEmail, passwordInput]);
  const [mode, setMode] = useState<Mode>('password');
  const forgotButton = useRef<HTMLButtonElement>(null);

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
        initialEmail={form.email.trim()}
        returnUrl={returnUrl}
        reason={form.throttled ? (form.error ?? undefined) : undefined}
        onBack={back}
      />
    );
  }
  if (mode === 'otp') return <OtpSignIn returnUrl={returnUrl} onBack={back} />;

  return (
    <form
      className="login card"
      onSubmit={(event) => void form.submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <SignInNotice />
      <h1 id={`${id}-title`} className="page-title">
        Sign in
      </h1>
      <p className="login-lead">Sign in to save jobs, apply in a tap and follow companies.</p>
      <Credentials
        id={id}
        form={form}
        emailInput={emailInput}
        passwordInput={passwordInput}
        forgotButton={forgotButton}
        onForgot={() => setMode('reset')}
      />
      <SignInFailure form={form} onReset={() => setMode('reset')} />
      <button type="submit" className="button" disabled={form.busy}>
        {form.busy ? 'Signing in…' : 'Sign in'}
      </button>
      {/* A hung sign-in says it is taking longer than usual, as every slow call does. */}
      <SlowNotice pending={form.busy} />
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
