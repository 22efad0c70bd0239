// Stored uploads: resumes (metadata and what the parser read, in the store; the file under
// `{dataDir}/uploads/{uploadId}`, served to its owner at RESUME_URL_PATH) and avatars (metadata in
// the store, the image bytes under `{dataDir}/uploads/{uploadId}`, served at AVATAR_URL_PATH).
// A file is written whole and durably before any record names it, and removed only once no record
// names it, in the shared state or any scenario, and that is durable (store.onRelease): a
// scenario replacing a shared avatar deleted the shared file (audit 2026-11-28, H2).
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Schemas } from '../../openapi/client';
import type { Catalogue, SiteCatalogue, SiteContext } from '../catalogue/types';
import type { SimConfig } from '../config';
import type { Store } from '../store/store';
import { ApiError, insufficientStorage, ruleBroken, unauthorized, unprocessable } from './errors';
import type { UploadedFile } from '../../openapi/runtime/request-body';
import type { Account, StoreState, UploadRecord } from '../store/state';
import { updateAccountIn } from './accounts';
import type { DocumentKind } from '../documents/document-text';
import { RESUME_CONTENT_TYPES, RESUME_READ_FAILURE, type ResumeVocabulary } from './resume';
import { resumeReaderOf } from './resume-reader';
import { AVATAR_MAX_BYTES } from '../../openapi/vocabulary/profile-messages';

/** Older resumes beyond this many per seeker are dropped (the parser can still read these). */
export const MAX_RESUMES_KEPT = 5;
export const AVATAR_URL_PATH = '/sim-assets/avatars';
export const RESUME_URL_PATH = '/sim-assets/resumes';
const UPLOADS_DIR = 'uploads';
const UPLOAD_ID = /^(resume|avatar)-[0-9a-f-]{36}$/;

export const AVATAR_RULE_MESSAGES = {
  missing: 'is required: send the image as the multipart part `file`',
  type: 'must be a .jpg, .jpeg or .png image',
  content: 'is not a JPEG or PNG image (its content does not match its extension)',
  size: 'must be at most 2 MB',
} as const;

type ImageKind = 'jpeg' | 'png';
const IMAGE_EXTENSIONS: Record<string, ImageKind> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png' };
const IMAGE_MAGIC: Record<ImageKind, readonly number[]> = {
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};
const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = { jpeg: 'image/jpeg', png: 'image/png' };

/**
 * Where uploads are kept: the store whose records name them, the catalogue whose vocabulary the
 * resume parser reads, and the data folder their files are in. It also owns the resume reader
 * (`resumeReaderOf(place)`): one per running simulator.
 */
export interface UploadPlace {
  store: Store;
  catalogue: Catalogue;
  config: Pick<SimConfig, 'dataDir'>;
}

// ---------------------------------------------------------------- resumes

const vocabularies = new WeakMap<Catalogue, Map<SiteContext, ResumeVocabulary>>();

/** The site's skill and designation names from the catalogue's master data, built once. */
export function vocabularyFor(catalogue: Catalogue, site: SiteCatalogue): ResumeVocabulary {
  const context = site.site.siteContext;
  let bySite = vocabularies.get(catalogue);
  if (!bySite) {
    bySite = new Map();
    vocabularies.set(catalogue, bySite);
  }
  let vocabulary = bySite.get(context);
  if (!vocabulary) {
    const names = (type: Schemas['MasterDataType']) =>
      catalogue.masterData
        .filter(
          (e) =>
            e.type === type && e.enabled && (!e.siteContext || e.siteContext.includes(context)),
        )
        .map((e) => e.name);
    vocabulary = { skills: names('SKILL'), designations: names('DESIGNATION') };
    bySite.set(context, vocabulary);
  }
  return vocabulary;
}

export function resumeFile(record: UploadRecord): Schemas['ResumeFile'] {
  const { id, fileName, contentType, size, uploadedAt } = record;
  return { id, fileName, contentType, size, uploadedAt };
}

export function resumesOf(state: StoreState, accountId: string): UploadRecord[] {
  return state.uploads
    .filter((u) => u.accountId === accountId && u.kind === 'resume')
    .sort((a, b) => a.uploadedAt.localeCompare(b.uploadedAt));
}

export function latestResume(state: StoreState, accountId: string): UploadRecord | undefined {
  return resumesOf(state, accountId).at(-1);
}

/** Seconds a seeker is asked to wait when the reader's queue is full: about one file's read. */
const READER_BUSY_RETRY_SECONDS = 5;

/** The 503 of a full reader queue (contract: ResumeReaderBusy). */
function readerBusy(): ApiError {
  return new ApiError(
    503,
    {
      success: false,
      error: 'Too many resumes are being read right now. Try again in a few seconds.',
      errorCode: 'RESUME_READER_BUSY',
    },
    { 'Retry-After': String(READER_BUSY_RETRY_SECONDS) },
  );
}

export interface ResumeUpload {
  fileName: string;
  kind: DocumentKind;
  bytes: Buffer;
}

/**
 * Stores a checked resume as the seeker's latest, parsed at once (in the resume reader's worker).
 * A file the reader cannot finish within its limits is a 422 and nothing is stored.
 */
export async function storeResume(
  place: UploadPlace,
  account: Account,
  site: SiteCatalogue,
  upload: ResumeUpload,
  now: Date,
): Promise<Schemas['ResumeFile']> {
  const reading = await resumeReaderOf(place).read(
    upload.bytes,
    upload.kind,
    vocabularyFor(place.catalogue, site),
    account.id,
  );
  if (!reading.ok && reading.reason === 'busy') throw readerBusy();
  if (!reading.ok) throw unprocessable(RESUME_READ_FAILURE.error, RESUME_READ_FAILURE.errorCode);
  const { parsed } = reading;
  const record: UploadRecord = {
    id: `resume-${randomUUID()}`,
    accountId: account.id,
    site: site.site.countryCode,
    kind: 'resume',
    fileName: upload.fileName,
    contentType: RESUME_CONTENT_TYPES[upload.kind],
    size: upload.bytes.length,
    uploadedAt: now.toISOString(),
    ...(parsed ? { parsed } : {}),
  };
  await writeUpload(place, record.id, upload.bytes);
  try {
    place.store.transact((tx) => {
      // The store may have been reset while the file was read.
      if (!tx.state.accounts.some((a) => a.id === account.id)) throw unauthorized();
      tx.insert('uploads', record);
      for (const old of resumesOf(tx.state, account.id).slice(0, -MAX_RESUMES_KEPT))
        tx.remove('uploads', old.id);
    });
  } catch (error) {
    rmSync(uploadPath(place, record.id), { force: true });
    throw error;
  }
  return resumeFile(record);
}

/** A kept resume of the seeker with the URL its file is served at, for View and Download. */
export function keptResume(record: UploadRecord): Schemas['KeptResume'] {
  return { ...resumeFile(record), fileUrl: `${RESUME_URL_PATH}/${record.id}` };
}

/** The stored file of one of this account's resumes, for the route that serves RESUME_URL_PATH. */
export function resumeFileOf(
  place: UploadPlace,
  uploadId: string,
  accountId: string,
): { contentType: string; fileName: string; path: string } | undefined {
  if (!UPLOAD_ID.test(uploadId)) return undefined;
  const record = resumesOf(place.store.state, accountId).find((r) => r.id === uploadId);
  const path = uploadPath(place, uploadId);
  return record && existsSync(path)
    ? { contentType: record.contentType, fileName: record.fileName, path }
    : undefined;
}

// ---------------------------------------------------------------- files

function uploadPath(place: UploadPlace, uploadId: string): string {
  return join(place.config.dataDir, UPLOADS_DIR, uploadId);
}

/**
 * Writes an upload's bytes whole and durably, before any record names it (store/disk.ts). A
 * write the disk refuses (full, or failing) is a 507, as a change the log cannot write is.
 */
async function writeUpload(place: UploadPlace, uploadId: string, bytes: Buffer): Promise<void> {
  try {
    await place.store.disk.writeFile(uploadPath(place, uploadId), bytes);
  } catch (error) {
    throw insufficientStorage(error);
  }
}

/**
 * An upload's file goes once no record names it, in the shared state or any scenario (the store
 * tells which, once that is durable). A crash before then leaves orphans, which the next start
 * sweeps (`sweepUploads`).
 */
export function removeUploadFilesOnRelease(store: Store, dataDir: string): void {
  store.onRelease('uploads', (uploadIds) => {
    for (const id of uploadIds)
      if (UPLOAD_ID.test(id)) rmSync(join(dataDir, UPLOADS_DIR, id), { force: true });
  });
}

const STATE_FILE = /^sim-state-.*\.json$/;

/**
 * At start, before serving: removes temporary upload files a crash or a full disk left, and the
 * files no upload record names (uploads whose change never became durable, or that a crash kept
 * after their record was dropped). Only when the data folder holds this simulator's state alone:
 * a folder shared by several seeds' states shares `uploads/`, whose other files this store cannot
 * judge. Answers how many files it removed.
 */
export function sweepUploads(dataDir: string, state: StoreState): number {
  const folder = join(dataDir, UPLOADS_DIR);
  if (!existsSync(folder)) return 0;
  if (readdirSync(dataDir).filter((name) => STATE_FILE.test(name)).length > 1) return 0;
  const named = new Set(state.uploads.map((upload) => upload.id));
  let removed = 0;
  for (const name of readdirSync(folder)) {
    if (name.endsWith('.tmp') || (UPLOAD_ID.test(name) && !named.has(name))) {
      rmSync(join(folder, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}

// ---------------------------------------------------------------- avatars

export interface AvatarUpload {
  file: UploadedFile;
  kind: ImageKind;
}

/** A JPG, JPEG or PNG file whose bytes are one, with its kind; else a 400 naming `file`. */
export function checkAvatar(file: UploadedFile | undefined): AvatarUpload {
  if (!file) throw ruleBroken('file', AVATAR_RULE_MESSAGES.missing, 'FILE_MISSING');
  const dot = file.originalname.lastIndexOf('.');
  const kind = IMAGE_EXTENSIONS[dot < 0 ? '' : file.originalname.slice(dot + 1).toLowerCase()];
  if (!kind) throw ruleBroken('file', AVATAR_RULE_MESSAGES.type, 'FILE_TYPE_UNSUPPORTED');
  if (file.size > AVATAR_MAX_BYTES || file.buffer.length > AVATAR_MAX_BYTES) {
    throw ruleBroken('file', AVATAR_RULE_MESSAGES.size, 'FILE_TOO_LARGE');
  }
  const magic = IMAGE_MAGIC[kind];
  if (file.buffer.length < magic.length || magic.some((byte, i) => file.buffer[i] !== byte)) {
    throw ruleBroken('file', AVATAR_RULE_MESSAGES.content, 'FILE_CONTENT_MISMATCH');
  }
  return { file, kind };
}

/** Stores the image as the seeker's avatar, replacing the previous one; answers its path. */
export async function storeAvatar(
  place: UploadPlace,
  account: Account,
  site: SiteCatalogue,
  { file, kind }: AvatarUpload,
  now: Date,
): Promise<string> {
  const id = `avatar-${randomUUID()}`;
  const path = uploadPath(place, id);
  await writeUpload(place, id, file.buffer);
  const avatarPath = `${AVATAR_URL_PATH}/${id}`;
  try {
    place.store.transact((tx) => {
      // Read in the change: another avatar may have been stored while this file was written.
      const olds = tx.state.uploads.filter(
        (u) => u.accountId === account.id && u.kind === 'avatar',
      );
      for (const old of olds) tx.remove('uploads', old.id);
      tx.insert('uploads', {
        id,
        accountId: account.id,
        site: site.site.countryCode,
        kind: 'avatar',
        fileName: file.originalname,
        contentType: IMAGE_CONTENT_TYPES[kind],
        size: file.buffer.length,
        uploadedAt: now.toISOString(),
      });
      updateAccountIn(tx, account, (draft) => {
        draft.avatarPath = avatarPath;
      });
    });
  } catch (error) {
    rmSync(path, { force: true });
    throw error;
  }
  return avatarPath;
}

/** The stored avatar image of an upload id, for the route that serves AVATAR_URL_PATH. */
export function avatarFile(
  place: UploadPlace,
  uploadId: string,
): { contentType: string; path: string } | undefined {
  if (!UPLOAD_ID.test(uploadId)) return undefined;
  const record = place.store.state.uploads.find((u) => u.id === uploadId && u.kind === 'avatar');
  const path = uploadPath(place, uploadId);
  return record && existsSync(path) ? { contentType: record.contentType, path } : undefined;
}
