// The state of the forgot-password form (forgot-password.tsx): the channel and contact the code
// goes to, the new password, the fields' messages, and the two calls (send the code, then reset
// with it), through the code step both code-based forms share.
import { useState, type FormEvent } from 'react';
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
import { CODE_DIGITS } from './recovery-fields';
import { useCodeStep } from './use-code-step';

export type Channel = 'email' | 'mobile';

export interface Errors {
  email?: string;
  mobile?: string;
  code?: string;
  password?: string;
  confirm?: string;
}

/** The contact's problem, if any: an email that does not look like one, or no mobile number. */
function contactErrors(channel: Channel, email: string, mobileNumber: string): Errors {
  if (channel === 'email') {
    return EMAIL_PATTERN.test(email.trim()) ? {} : { email: REGISTRATION_MESSAGES.email };
  }
  return mobileNumber ? {} : { mobile: INVALID_MOBILE_MESSAGE };
}

/** The reset's problems: the code's length, the password's, and a confirmation that differs. */
function resetErrors(code: string, password: string, confirm: string): Errors {
  return {
    ...(code.length === CODE_DIGITS ? {} : { code: OTP_MESSAGES.code(CODE_DIGITS) }),
    ...(password.length >= PASSWORD_MIN_CHARS && password.length <= PASSWORD_MAX_CHARS
      ? {}
      : { password: PASSWORD_MESSAGES.length }),
    ...(confirm === password ? {} : { confirm: PASSWORD_MESSAGES.mismatch }),
  };
}

export function useForgotPassword(initialEmail: string, returnUrl: string | undefined) {
  const { title, codeInput, step } = useCodeStep();
  const [channel, setChannel] = useState<Channel>('email');
  const [email, setEmail] = useState(initialEmail);
  const [countryCode, setCountryCode] = useState(site.dialCodes[0] ?? '');
  const [mobileNumber, setMobileNumber] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const contact = () =>
    channel === 'email' ? { email: email.trim() } : { countryCode, mobileNumber };

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const found = contactErrors(channel, email, mobileNumber);
    setErrors(found);
    step.setFailure(undefined);
    if (found.email || found.mobile) return;
    await step.requestCode(() => forgotPassword(contact()));
  }

  async function reset(event: FormEvent) {
    event.preventDefault();
    const found = resetErrors(step.code, password, confirm);
    setErrors(found);
    step.setFailure(undefined);
    if (found.code || found.password || found.confirm) return;
    await step.signInWith(() =>
      resetPassword({
        ...contact(),
        otp: step.code,
        newPassword: password,
        ...(returnUrl ? { returnUrl } : {}),
      }),
    );
  }

  return {
    title,
    codeInput,
    step,
    form: {
      channel,
      setChannel,
      email,
      setEmail,
      countryCode,
      setCountryCode,
      mobileNumber,
      setMobileNumber,
      password,
      setPassword,
      confirm,
      setConfirm,
      errors,
      send,
      reset,
    },
  };
}

export type ForgotPasswordForm = ReturnType<typeof useForgotPassword>['form'];
