// Section 5's resume rules, applied before anything is sent: the extension (doc, docx, pdf, rtf,
// txt), the file name (letters, digits, spaces and & ~ @ # $ ( ) _ - ' ; — no other dot) and the
// simulator's size limit.
import { RESUME_MAX_BYTES, RESUME_MESSAGES } from '../../../openapi/vocabulary/profile-messages';
import {
  RESUME_BASE_NAME_PATTERN,
  RESUME_EXTENSIONS,
  RESUME_HEAD_BYTES,
  resumeContentMatches,
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

/**
 * Why the file's content may not be uploaded (its first bytes are not what its extension says:
 * a text file named .pdf), or undefined when it may. The simulator checks the same rule.
 */
export async function resumeContentProblem(file: File): Promise<string | undefined> {
  const extension = RESUME_EXTENSIONS.find((e) => file.name.toLowerCase().endsWith(`.${e}`));
  if (!extension) return RESUME_MESSAGES.extension;
  const head = new Uint8Array(await file.slice(0, RESUME_HEAD_BYTES).arrayBuffer());
  return resumeContentMatches(extension, head) ? undefined : RESUME_MESSAGES.content(extension);
}
