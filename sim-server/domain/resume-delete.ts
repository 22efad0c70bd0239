// Deleting a kept resume (designed; issue 27). The record leaves the store first, in one write,
// then its file goes: a crash between the two leaves an unreferenced file, never a listed resume
// without its file. The newest remaining resume is the current one (uploads.ts derives it).
import { rmSync } from 'node:fs';
import type { SimContext } from '../context';
import { notFound } from './errors';
import type { Account } from '../store/state';
import { resumeFileOf, resumesOf } from './uploads';

export const RESUME_DELETE_MESSAGES = {
  notFound: 'This resume is not on your profile.',
} as const;

/** Removes one of the seeker's resumes and its file, or a 404 that changes nothing. */
export function deleteResume(context: SimContext, account: Account, resumeId: string): void {
  const record = resumesOf(context.store.state, account.id).find((r) => r.id === resumeId);
  if (!record) throw notFound(RESUME_DELETE_MESSAGES.notFound);
  const file = resumeFileOf(context, resumeId, account.id);
  context.store.transact((tx) => tx.remove('uploads', record.id));
  if (file) rmSync(file.path, { force: true });
}
