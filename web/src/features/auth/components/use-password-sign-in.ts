// The password sign-in's state (login-form.tsx): the email and password typed, their messages
// (the first wrong field takes the focus), the refusal above the button, and whether the seeker
// was throttled after wrong passwords (429), which offers the reset.
import { useRef, useState, type FormEvent } from 'react';
import { failureMessage } from '../../../../../openapi/errors';
import { LOGIN_SUCCESS_STATUS } from '../../../../../openapi/vocabulary/calls';
import {
  LOGIN_FAILED_MESSAGE,
  REGISTRATION_MESSAGES,
} from '../../../../../openapi/vocabulary/messages';
import { EMAIL_PATTERN } from '../../../../../openapi/vocabulary/validation';
import { login } from '../api/login';

const PASSWORD_MISSING = 'Please enter your password.';
const UNAUTHORIZED = 401;
const TOO_MANY_ATTEMPTS = 429;

export interface FieldErrors {
  email?: string;
  password?: string;
}

export function usePasswordSignIn(returnUrl: string | undefined, initialEmail = '') {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [throttled, setThrottled] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  /** Signs in: the browser follows the answer's redirect, or the refusal shows. */
  async function signIn() {
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
    await signIn();
  }

  // The refs apart from the state, which render reads (React's compiler keeps the two apart).
  return {
    emailInput,
    passwordInput,
    form: { email, setEmail, password, setPassword, fieldErrors, error, busy, throttled, submit },
  };
}

export type PasswordSignIn = ReturnType<typeof usePasswordSignIn>['form'];
