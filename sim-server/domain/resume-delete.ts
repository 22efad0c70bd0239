// Deleting a kept resume (designed; issue 27). The record leaves the store first, in one write,
// then its file goes: a crash between the two leaves an unreferenced file, never a listed resume
// without its file. The newest remaining resume is the current one (uploads.ts derives it).
import { rmSync } from 'node:fs';
import { notFound } from './errors';
import type { Account } from '../store/state';
import { resumeFileOf, resumesOf, type UploadPlace } from './uploads';

export const RESUME_DELETE_MESSAGES = {
  notFound: 'This resume is not on your profile.',
} as const;

/** Removes one of the seeker's resumes and its file, or a 404 that changes nothing. */
export function deleteResume(place: UploadPlace, account: Account, resumeId: string): void {
  const record = resumesOf(place.store.state, account.id).find((r) => r.id === resumeId);
  if (!record) throw notFound(RESUME_DELETE_MESSAGES.notFound);
  const file = resumeFileOf(place, resumeId, account.id);
  place.store.transact((tx) => tx.remove('uploads', record.id));
  if (file) rmSync(file.path, { force: true });
}
