// The registration form's state and its submission (spec section 5): the fields, their messages
// (the first problem takes the focus), the existence check before registering, and where the
// seeker goes once the server has started the session.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { COOKIE } from '../../../../../openapi/vocabulary/cookies';
import { REGISTRATION_MESSAGES } from '../../../../../openapi/vocabulary/messages';
import { safeReturnPath, type SocialProviderId } from '../../../../../openapi/vocabulary/routes';
import { INDIA } from '../../../../../openapi/vocabulary/sites';
import { tidyPersonName } from '../../../../../openapi/vocabulary/validation';
import { readCookie, removeCookie } from '../../../lib/cookies';
import { site } from '../../../lib/site';
import { checkExistence, type Existence } from '../api/check-existence';
import { register } from '../api/register';
import {
  FIELD_ORDER,
  validateRegistration,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationInput,
} from '../validation';
import { failureText } from '../../../lib/call-failure';

const CONFLICT = 409;

/** The social account a registration stands on (Google's one-tap or Facebook's sign-on). */
export interface SocialAccount {
  provider: SocialProviderId;
  email: string;
  name: string;
}

/** The messages of an existence check: the email or mobile number already registered. */
function existenceErrors(existing: Existence): RegistrationErrors {
  return {
    ...(existing.emailExists ? { email: REGISTRATION_MESSAGES.emailRegistered } : {}),
    ...(existing.mobileExists ? { mobileNumber: REGISTRATION_MESSAGES.mobileRegistered } : {}),
  };
}

/** The fields and their messages; the first field with a problem takes the focus. */
function useRegistrationFields(account: SocialAccount | undefined) {
  const id = useId();
  const [input, setInput] = useState<RegistrationInput>({
    name: account?.name ?? '',
    email: account?.email ?? '',
    countryCode: site.dialCodes[0] ?? '',
    mobileNumber: '',
    password: '',
    currentLocation: '',
    experienceYears: 0,
    experienceMonths: 0,
  });
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const form = useRef<HTMLFormElement>(null);

  const set = <K extends keyof RegistrationInput>(key: K, value: RegistrationInput[K]) =>
    setInput((current) => ({ ...current, [key]: value }));
  const fieldId = (field: RegistrationField) => `${id}-${field}`;

  /** Shows the messages; true when there is one (the first such field has the focus). */
  function showErrors(found: RegistrationErrors): boolean {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first === undefined) return false;
    form.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
    return true;
  }

  return { id, input, set, errors, form, fieldId, showErrors };
}

export function useRegistration({
  account,
  onRegistered,
  onDone,
}: {
  account: SocialAccount | undefined;
  onRegistered: (() => void) | undefined;
  onDone: (destination: string) => void;
}) {
  const fields = useRegistrationFields(account);
  const { input, showErrors } = fields;
  const [params] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const social = account !== undefined;

  /** Registers; false when the seeker stays on the form (its messages show). */
  async function registerSeeker(email: string): Promise<boolean> {
    const { error, response } = await register({
      name: tidyPersonName(input.name),
      email,
      countryCode: input.countryCode,
      mobileNumber: input.mobileNumber,
      currentLocation: input.currentLocation,
      experienceYears: input.experienceYears,
      experienceMonths: input.experienceMonths,
      ...(social ? {} : { password: input.password }),
    });
    if (error === undefined) {
      onRegistered?.();
      const destination = safeReturnPath(params.get('return_url') ?? readCookie(COOKIE.redirect));
      removeCookie(COOKIE.redirect);
      onDone(destination);
      return true;
    }
    const message = failureText(error);
    const code = 'errorCode' in error ? String(error.errorCode) : '';
    if (response.status === CONFLICT && code.includes('MOBILE')) {
      showErrors({ mobileNumber: message });
    } else if (response.status === CONFLICT && code.includes('EMAIL')) {
      // The existence check's words, which link to sign-in (the answer's own say the same).
      showErrors({ email: REGISTRATION_MESSAGES.emailRegistered });
    } else {
      setFormError(message);
    }
    return false;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (showErrors(validateRegistration(input, { india: site.countryCode === INDIA, social }))) {
      return;
    }
    setBusy(true);
    const email = input.email.trim().toLowerCase();
    try {
      const existing = await checkExistence({
        email,
        mobileNumber: input.mobileNumber,
        countryCode: input.countryCode,
      }).catch(() => undefined);
      if (existing && showErrors(existenceErrors(existing))) {
        setBusy(false);
        return;
      }
      if (await registerSeeker(email)) return;
    } catch (error: unknown) {
      setFormError(failureText(error));
    }
    setBusy(false);
  }

  return { ...fields, formError, busy, social, submit };
}

export type Registration = ReturnType<typeof useRegistration>;
