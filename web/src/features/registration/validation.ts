// The registration form's rules (spec section 5), each with its message next to the field: the
// name (letters and spaces, 2 to 30), the email, the mobile number (India's pattern on the India
// site, the second phone reading with the dial code elsewhere), the password when no Google account stands for it, and the current location.
import { PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS } from '../../../../openapi/vocabulary/limits';
import {
  INVALID_MOBILE_MESSAGE,
  REGISTRATION_MESSAGES,
} from '../../../../openapi/vocabulary/messages';
import {
  EMAIL_PATTERN,
  isSeekerMobile,
  isPersonName,
  tidyPersonName,
} from '../../../../openapi/vocabulary/validation';

export interface RegistrationInput {
  name: string;
  email: string;
  countryCode: string;
  mobileNumber: string;
  password: string;
  currentLocation: string;
  experienceYears: number;
  experienceMonths: number;
}

export type RegistrationField = 'name' | 'email' | 'mobileNumber' | 'password' | 'currentLocation';
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

/** The fields in the order the form shows them, so the first problem can take the focus. */
export const FIELD_ORDER: readonly RegistrationField[] = [
  'name',
  'email',
  'mobileNumber',
  'password',
  'currentLocation',
];

export function validateRegistration(
  input: RegistrationInput,
  { india, social }: { india: boolean; social: boolean },
): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!isPersonName(tidyPersonName(input.name))) errors.name = REGISTRATION_MESSAGES.name;
  if (!EMAIL_PATTERN.test(input.email.trim())) errors.email = REGISTRATION_MESSAGES.email;
  if (!isSeekerMobile(india, input.countryCode, input.mobileNumber)) {
    errors.mobileNumber = INVALID_MOBILE_MESSAGE;
  }
  const length = input.password.length;
  if (!social && (length < PASSWORD_MIN_CHARS || length > PASSWORD_MAX_CHARS)) {
    errors.password = REGISTRATION_MESSAGES.password;
  }
  if (!input.currentLocation) errors.currentLocation = REGISTRATION_MESSAGES.location;
  return errors;
}
