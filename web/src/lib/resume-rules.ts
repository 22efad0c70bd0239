// Section 5's resume rules, applied before anything is sent: the extension (doc, docx, pdf, rtf,
// txt), the file name (letters, digits, spaces and & ~ @ # $ ( ) _ - ' ; — no other dot) and the
// simulator's size limit.
import { RESUME_MAX_BYTES, RESUME_MESSAGES } from '../../../openapi/vocabulary/profile-messages';
import {
  RESUME_BASE_NAME_PATTERN,
  RESUME_EXTENSIONS,
} from '../../../openapi/vocabulary/validation';

/** Why the file may not be uploaded, or undefined when it may. */
export function resumeFileProblem(file: { name: string; size: number }): string | undefined {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!RESUME_EXTENSIONS.some((allowed) => allowed === extension)) return RESUME_MESSAGES.extension;
  if (!RESUME_BASE_NAME_PATTERN.test(file.name.slice(0, dot))) return RESUME_MESSAGES.name;
  if (file.size > RESUME_MAX_BYTES) return RESUME_MESSAGES.size;
  return undefined;
}

/** The accept list of the file input. */
export const RESUME_ACCEPT = RESUME_EXTENSIONS.map((e) => `.${e}`).join(',');
