// The web app's usage file (openapi/usage/web.json): per operationId, the parameters the app sent,
// the body fields it sent and the answer fields it read, as recorded by the end-to-end suite and
// the browser replay (web/src/lib/usage-recorder.ts notes, tests/support/usage-fixture.ts collects).
// One home for its shape, its reading and writing, and the freshness rule.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileFailure, malformed } from '../lib/cli';

export const WEB_USAGE = 'openapi/usage/web.json';
/** What a developer runs when the suites record a use the file does not have. */
export const UPDATE_COMMAND = 'npm run usage:web';

export interface OperationUsage {
  /** `in:name` of every parameter the app sent (header names in lower case). */
  parameters: string[];
  /** Request body fields the app sent, as `a.b[].c`. */
  requestFields: string[];
  /** Answer fields the app read (any status), as `a.b[].c`. */
  responseFields: string[];
}

export interface Usage {
  operations: Record<string, OperationUsage>;
}

const KINDS = ['parameters', 'requestFields', 'responseFields'] as const;

/**
 * A usage file (none yet: no use recorded). One that is not JSON, or not of this shape, is
 * refused with one line naming it (exit 4), not read as if empty.
 */
export function readUsage(file = WEB_USAGE): Usage {
  if (!existsSync(file)) return { operations: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw fileFailure(file, error);
  }
  const operations = isRecord(parsed) ? (parsed.operations ?? {}) : undefined;
  const shape = 'is not a usage file (operations of parameters, requestFields, responseFields)';
  if (!isRecord(operations)) throw malformed(file, shape);
  const read: Record<string, OperationUsage> = {};
  for (const [id, entry] of Object.entries(operations)) {
    if (!isOperationUsage(entry)) throw malformed(file, shape);
    read[id] = entry;
  }
  return { operations: read };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOperationUsage(value: unknown): value is OperationUsage {
  return (
    isRecord(value) &&
    KINDS.every((kind) => {
      const list = value[kind];
      return Array.isArray(list) && list.every((entry) => typeof entry === 'string');
    })
  );
}

/** Sorted, so that the committed file changes only where the use changed. */
export function normalize(usage: Usage): Usage {
  const operations: Record<string, OperationUsage> = {};
  for (const id of Object.keys(usage.operations).sort()) {
    const entry = usage.operations[id];
    if (!entry) continue;
    operations[id] = {
      parameters: [...new Set(entry.parameters)].sort(),
      requestFields: [...new Set(entry.requestFields)].sort(),
      responseFields: [...new Set(entry.responseFields)].sort(),
    };
  }
  return { operations };
}

export function writeUsage(usage: Usage, file = WEB_USAGE): void {
  const text = JSON.stringify(
    {
      $comment: `What the web app sends and reads of each operation, recorded from the end-to-end suite and the browser replay. Regenerate with \`${UPDATE_COMMAND}\`; \`npm run contract:diff\` reads it for feltByWebApp.`,
      ...normalize(usage),
    },
    null,
    2,
  );
  writeFileSync(file, `${text}\n`);
}

export function mergeUsage(...all: Usage[]): Usage {
  const operations: Record<string, OperationUsage> = {};
  for (const usage of all)
    for (const [id, entry] of Object.entries(usage.operations)) {
      const into = (operations[id] ??= { parameters: [], requestFields: [], responseFields: [] });
      for (const kind of KINDS) into[kind].push(...entry[kind]);
    }
  return normalize({ operations });
}

/** Each use the run recorded that the committed file lacks, as `operationId kind entry`. */
export function missingFrom(committed: Usage, run: Usage): string[] {
  return Object.entries(run.operations).flatMap(([id, entry]) => {
    const known = committed.operations[id];
    if (!known) return [`${id} (a call the usage file does not have)`];
    return KINDS.flatMap((kind) =>
      entry[kind].filter((e) => !known[kind].includes(e)).map((e) => `${id} ${kind} ${e}`),
    );
  });
}
