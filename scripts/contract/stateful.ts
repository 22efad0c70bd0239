// Stateful sequences: one call needs another's result, writes must show in later reads
// (ensure_resource_availability) and what was removed must be gone (use_after_free).
import type { Json } from '../../openapi/runtime/contract';
import type { Finding } from './checks';

export interface StepResult {
  ok: boolean;
  status: number | undefined;
  json: unknown;
}

export interface Step {
  operationId: string;
  label: string;
  params?: Record<string, Json>;
  /** Merged over the example body. */
  body?: Record<string, Json>;
  expectsGone?: boolean;
}

export interface SequenceHost {
  has(operationId: string): boolean;
  call(step: Step): Promise<StepResult>;
  /** A finding on an operation, outside any single answer's checks. */
  fail(operationId: string, finding: Finding, step: Step): void;
  /** Job ids a search answers, for a job not yet saved or applied to. */
  jobIds(): Promise<string[]>;
  /** A value of `name` from earlier answers or the contract's examples. */
  value(name: string): Json | undefined;
  unique: string;
}

/**
 * Whether `needle` appears as a value anywhere in `body`. A walk with its own stack: a backend's
 * 200,000-deep JSON overflowed the call stack of the recursive one and ended the run without a
 * report (audit 2026-11-28, M7).
 */
export function contains(body: unknown, needle: Json | undefined): boolean {
  if (needle === undefined || needle === null) return false;
  const wanted = String(needle);
  const stack: unknown[] = [body];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'object' && value !== null) {
      // One by one: spreading a list of a million items overflows the call's arguments.
      for (const item of Array.isArray(value) ? value : Object.values(value)) stack.push(item);
    } else if (value !== undefined && value !== null && String(value) === wanted) return true;
  }
  return false;
}

function idOf(body: unknown, names: string[]): Json | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  for (const name of names) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === 'string' || typeof value === 'number') return value;
  }
  return undefined;
}

const LIST = { limit: 100 };

/** A read that must (or must not) show `needle`; a miss is a finding on `writer`. */
async function expectListed(
  host: SequenceHost,
  reader: Step,
  needle: Json | undefined,
  listed: boolean,
  writer: string,
  what: string,
): Promise<void> {
  const read = await host.call(reader);
  if (!read.ok || needle === undefined) return;
  if (contains(read.json, needle) !== listed)
    host.fail(
      writer,
      listed
        ? {
            check: 'ensure_resource_availability',
            message: `${what} (${String(needle)}) does not show in ${reader.operationId} after ${writer}`,
          }
        : {
            check: 'use_after_free',
            message: `${what} (${String(needle)}) still shows in ${reader.operationId} after ${writer}`,
          },
      reader,
    );
}

async function pickJob(host: SequenceHost, reader: string): Promise<string | undefined> {
  const jobs = await host.jobIds();
  const current = host.has(reader)
    ? await host.call({ operationId: reader, label: `${reader} before`, params: LIST })
    : undefined;
  return (
    jobs.find((id) => !contains(current?.json, id)) ??
    jobs[0] ??
    (host.value('jobId') as string | undefined)
  );
}

async function saveJob(host: SequenceHost): Promise<void> {
  if (!host.has('jobSave') || !host.has('savedJobs')) return;
  const jobId = await pickJob(host, 'savedJobs');
  const saved = await host.call({
    operationId: 'jobSave',
    label: 'save a job',
    body: { jobId: jobId ?? null },
  });
  if (saved.ok)
    await expectListed(
      host,
      { operationId: 'savedJobs', label: 'saved jobs after save', params: LIST },
      jobId,
      true,
      'jobSave',
      'the saved job',
    );
  if (!host.has('jobUnSave')) return;
  const unsaved = await host.call({
    operationId: 'jobUnSave',
    label: 'unsave the job',
    body: { jobId: jobId ?? null },
  });
  if (unsaved.ok)
    await expectListed(
      host,
      { operationId: 'savedJobs', label: 'saved jobs after unsave', params: LIST },
      jobId,
      false,
      'jobUnSave',
      'the unsaved job',
    );
}

async function alerts(host: SequenceHost): Promise<void> {
  if (!host.has('createJobAlert') || !host.has('jobAlerts')) return;
  const read: Step = { operationId: 'jobAlerts', label: 'job alerts' };
  await host.call(read);
  const created = await host.call({
    operationId: 'createJobAlert',
    label: 'create an alert',
    body: { name: `Contract ${host.unique} A` },
  });
  const alertId = created.ok ? idOf(created.json, ['alertId', 'id']) : undefined;
  if (alertId === undefined) return;
  await expectListed(
    host,
    { ...read, label: 'job alerts after create' },
    alertId,
    true,
    'createJobAlert',
    'the new alert',
  );
  const newName = `Contract ${host.unique} B`;
  if (host.has('editJobAlert')) {
    const edited = await host.call({
      operationId: 'editJobAlert',
      label: 'edit the alert',
      params: { alertId },
      body: { name: newName },
    });
    if (edited.ok)
      await expectListed(
        host,
        { ...read, label: 'job alerts after edit' },
        newName,
        true,
        'editJobAlert',
        'the edited name',
      );
  }
  if (!host.has('deleteJobAlert')) return;
  const deleted = await host.call({
    operationId: 'deleteJobAlert',
    label: 'delete the alert',
    params: { alertId },
  });
  if (!deleted.ok) return;
  await expectListed(
    host,
    { ...read, label: 'job alerts after delete' },
    alertId,
    false,
    'deleteJobAlert',
    'the deleted alert',
  );
  if (host.has('editJobAlert'))
    await host.call({
      operationId: 'editJobAlert',
      label: 'edit the deleted alert',
      params: { alertId },
      body: { name: newName },
      expectsGone: true,
    });
  await host.call({
    operationId: 'deleteJobAlert',
    label: 'delete the deleted alert',
    params: { alertId },
    expectsGone: true,
  });
}

async function follow(host: SequenceHost): Promise<void> {
  if (!host.has('companyFollow') || !host.has('followedCompanies')) return;
  const companyId = host.value('companyId');
  const read: Step = { operationId: 'followedCompanies', label: 'followed companies' };
  await host.call(read);
  const followed = await host.call({
    operationId: 'companyFollow',
    label: 'follow a company',
    params: { companyId: companyId ?? null },
  });
  if (followed.ok)
    await expectListed(
      host,
      { ...read, label: 'followed companies after follow' },
      companyId,
      true,
      'companyFollow',
      'the followed company',
    );
  if (!host.has('companyUnfollow')) return;
  const unfollowed = await host.call({
    operationId: 'companyUnfollow',
    label: 'unfollow the company',
    params: { companyId: companyId ?? null },
  });
  if (unfollowed.ok)
    await expectListed(
      host,
      { ...read, label: 'followed companies after unfollow' },
      companyId,
      false,
      'companyUnfollow',
      'the unfollowed company',
    );
}

async function apply(host: SequenceHost): Promise<void> {
  if (!host.has('jobApply') || !host.has('appliedJobs')) return;
  const jobId = await pickJob(host, 'appliedJobs');
  const applied = await host.call({
    operationId: 'jobApply',
    label: 'apply to a job',
    body: { jobId: jobId ?? null },
  });
  if (applied.status !== undefined && applied.status < 500)
    await expectListed(
      host,
      { operationId: 'appliedJobs', label: 'applied jobs after apply', params: LIST },
      jobId,
      true,
      'jobApply',
      'the job applied to',
    );
}

async function savedSearches(host: SequenceHost): Promise<void> {
  if (!host.has('saveSearch') || !host.has('savedSearches')) return;
  const read: Step = { operationId: 'savedSearches', label: 'saved searches' };
  await host.call(read);
  const saved = await host.call({
    operationId: 'saveSearch',
    label: 'save a search',
    body: { name: `Contract ${host.unique} S` },
  });
  const searchId = saved.ok ? idOf(saved.json, ['searchId', 'id']) : undefined;
  if (searchId === undefined) return;
  await expectListed(
    host,
    { ...read, label: 'saved searches after save' },
    searchId,
    true,
    'saveSearch',
    'the saved search',
  );
  if (!host.has('deleteSavedSearch')) return;
  const deleted = await host.call({
    operationId: 'deleteSavedSearch',
    label: 'delete the saved search',
    params: { searchId },
  });
  if (deleted.ok)
    await expectListed(
      host,
      { ...read, label: 'saved searches after delete' },
      searchId,
      false,
      'deleteSavedSearch',
      'the deleted search',
    );
}

export const SEQUENCES: Array<{ name: string; run: (host: SequenceHost) => Promise<void> }> = [
  { name: 'save → saved jobs → unsave → saved jobs', run: saveJob },
  { name: 'create alert → list → edit → list → delete → list', run: alerts },
  { name: 'follow → followed companies → unfollow', run: follow },
  { name: 'apply → applied jobs', run: apply },
  { name: 'save search → list → delete → list', run: savedSearches },
];
