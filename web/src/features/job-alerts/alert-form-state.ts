// The job alert form's values, checks and the request they make (createJobAlert, editJobAlert).
import type { Schemas } from '../../../../openapi/client';
import { JOB_ALERT_FREQUENCIES } from '../../../../openapi/vocabulary/fixed-lists';
import { REGISTRATION_MESSAGES } from '../../../../openapi/vocabulary/messages';
import { EMAIL_PATTERN } from '../../../../openapi/vocabulary/validation';
import { searchName } from '../../lib/search-name';

export type Frequency = Schemas['JobAlertFrequency'];

export interface AlertValues {
  name: string;
  keywords: string;
  locations: string;
  /** '' for any experience, else the experience id (51 is Fresher). */
  experience: string;
  frequency: Frequency;
  email: string;
}

export type AlertField = keyof AlertValues;
export type AlertErrors = Partial<Record<AlertField, string>>;

// Our texts (the spec gives no alert messages); the email's is the one registration shows.
export const ALERT_FORM_MESSAGES = {
  name: 'Please name this job alert.',
  keywords: 'Please enter at least one keyword, such as java or sales.',
  email: REGISTRATION_MESSAGES.email,
} as const;

export const DEFAULT_FREQUENCY: Frequency = JOB_ALERT_FREQUENCIES[0].id;

export function frequencyName(id: Frequency): string {
  return JOB_ALERT_FREQUENCIES.find((f) => f.id === id)?.name ?? '';
}

/**
 * The values after one field changes. When the keywords or the locations change, a name the
 * seeker did not type (blank, or the one the old search gave) follows the new search, as when the
 * alert was created; a name of their own stays (UX walk f4: "data scientist in Bengaluru jobs"
 * stayed on a machine-learning alert).
 */
export function withField(values: AlertValues, field: AlertField, value: string): AlertValues {
  const next = { ...values, [field]: value };
  if (field !== 'keywords' && field !== 'locations') return next;
  const given =
    values.name.trim() === '' || values.name === searchName(values.keywords, values.locations);
  return given ? { ...next, name: searchName(next.keywords, next.locations) } : next;
}

export function valuesOf(alert: Schemas['JobAlert']): AlertValues {
  return {
    name: alert.name,
    keywords: alert.keywords,
    locations: alert.locations ?? '',
    experience: alert.experience === undefined ? '' : String(alert.experience),
    frequency: alert.frequency,
    email: alert.email,
  };
}

/** The messages of the fields that fail their rule; `needsEmail` for a guest. */
export function checkAlert(values: AlertValues, needsEmail: boolean): AlertErrors {
  const errors: AlertErrors = {};
  if (!values.name.trim()) errors.name = ALERT_FORM_MESSAGES.name;
  if (!values.keywords.trim()) errors.keywords = ALERT_FORM_MESSAGES.keywords;
  if (needsEmail && !EMAIL_PATTERN.test(values.email.trim()))
    errors.email = ALERT_FORM_MESSAGES.email;
  return errors;
}

export function alertInput(values: AlertValues, withEmail: boolean): Schemas['JobAlertInput'] {
  const locations = values.locations.trim();
  return {
    name: values.name.trim(),
    keywords: values.keywords.trim(),
    ...(locations ? { locations } : {}),
    ...(values.experience === '' ? {} : { experience: Number(values.experience) }),
    frequency: values.frequency,
    ...(withEmail ? { email: values.email.trim() } : {}),
  };
}

const FIELDS: readonly AlertField[] = ['name', 'keywords', 'locations', 'experience', 'email'];

/** A failed call's message, placed next to the field it names (400 names it; 409 is the name). */
export function callErrors(body: unknown, message: string): AlertErrors {
  const param = paramOf(body);
  const field = FIELDS.find((f) => f === param);
  if (field) return { [field]: message };
  if (isConflict(body)) return { name: message };
  return {};
}

function paramOf(body: unknown): string | undefined {
  // A rule refusal (422: maxSalary below minSalary) names its field beside its reason code.
  if (
    typeof body === 'object' &&
    body !== null &&
    'param' in body &&
    typeof body.param === 'string'
  )
    return body.param;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined;
  const { errors } = body;
  if (typeof errors !== 'object' || errors === null || !('errs' in errors)) return undefined;
  const { errs } = errors;
  if (!Array.isArray(errs)) return undefined;
  const first: unknown = errs[0];
  if (typeof first !== 'object' || first === null || !('param' in first)) return undefined;
  return typeof first.param === 'string' ? first.param : undefined;
}

function isConflict(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    'errorCode' in body &&
    typeof body.errorCode === 'string' &&
    body.errorCode.endsWith('NAME_TAKEN')
  );
}
