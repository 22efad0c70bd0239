// Deleting a kept resume (designed; issue 27). The record leaves the store, in one write; its file
// goes once that is durable and no record names it, in the shared state or any scenario
// (store.onRelease): a crash between the two leaves an unreferenced file, never a listed resume
// without its file. The newest remaining resume is the current one (uploads.ts derives it).
import { notFound } from './errors';
import type { Account } from '../store/state';
import { resumesOf, type UploadPlace } from './uploads';

export const RESUME_DELETE_MESSAGES = {
  notFound: 'This resume is not on your profile.',
} as const;

/** Removes one of the seeker's resumes (its file follows), or a 404 that changes nothing. */
export function deleteResume(place: UploadPlace, account: Account, resumeId: string): void {
  const record = resumesOf(place.store.state, account.id).find((r) => r.id === resumeId);
  if (!record) throw notFound(RESUME_DELETE_MESSAGES.notFound);
  place.store.transact((tx) => tx.remove('uploads', record.id));
}
