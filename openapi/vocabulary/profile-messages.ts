// Texts of the profile and account pages (spec sections 2-5). Section 5 gives the rules (name,
// phone, email, dates, resume names and extensions) but not these messages: they are ours, one
// per rule, shown next to the field. Re-exported by messages.ts, so the vocabulary test guards them.
import { RESUME_EXTENSIONS } from './validation';
import { NAME_MAX_CHARS, NAME_MIN_CHARS, PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS } from './limits';

/** Upload limits the simulator holds the files to (its contract's descriptions say the same). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** A project's image links (the contract's ProjectInput.images). */
export const MAX_PROJECT_IMAGES = 5;

const dotted = RESUME_EXTENSIONS.map((e) => `.${e}`);
const extensions = `${dotted.slice(0, -1).join(', ')} or ${dotted.at(-1) ?? ''}`;

export const PROFILE_FORM_MESSAGES = {
  name: `Please enter your name: letters and spaces, ${NAME_MIN_CHARS} to ${NAME_MAX_CHARS} characters.`,
  date: 'Please enter a real date as dd-mm-yyyy, dd/mm/yyyy or yyyy-mm-dd.',
  required: 'Please fill in this field.',
  url: 'Please enter a web address starting with http:// or https://.',
  yearOrder: 'The end must not be before the start.',
  saved: 'Your changes are saved.',
} as const;

export const RESUME_MESSAGES = {
  extension: `Please choose a ${extensions} file.`,
  name: "The file name may hold only letters, digits, spaces, dots and & ~ @ # $ ( ) _ - ' ; — please rename the file.",
  size: 'Please choose a file of at most 5 MB.',
  content: (extension: string) =>
    `This file is not a real .${extension} file: its content is of another kind. Please save it again as .${extension} and upload that.`,
  uploaded: 'Your resume is uploaded.',
  parsedApplied: 'The skills read from your resume are on your profile.',
} as const;

/** The rules under every resume chooser (section 5, as RESUME_BASE_NAME_PATTERN reads them). */
export const RESUME_NAME_HINT = `${extensions}, up to 5 MB. The name may use letters of any language, digits, spaces, dots and & ~ @ # $ ( ) _ - ' ;`;

export const AVATAR_MESSAGES = {
  type: 'Please choose a JPEG or PNG image.',
  size: 'Please choose an image of at most 2 MB.',
  uploaded: 'Your photo is updated.',
} as const;

export const OTP_MESSAGES = {
  code: (digits: number) => `Please enter the ${digits}-digit code.`,
  expired: 'This code has expired. Please ask for a new one.',
  resendIn: (seconds: number) => `You can ask for a new code in ${seconds} s.`,
} as const;

export const PASSWORD_MESSAGES = {
  length: `Please choose a password of ${PASSWORD_MIN_CHARS} to ${PASSWORD_MAX_CHARS} characters.`,
  mismatch: 'The two new passwords do not match.',
  current: 'Please enter your current password.',
  /** Designed (issue 27): the seeker's words for the simulator's "must differ" refusal. */
  sameAsCurrent: 'Your new password must be different from your current password.',
} as const;

/** Announced when a profile form is saved and closes (ours; the spec is silent). */
export const profileSavedMessage = (section: string): string => `${section} saved.`;
