// The cases a --replay report holds, rebuilt from the contract before anything is sent: the path
// from the operation's template and the case's values for it, the method the operation has (or
// the protocol check's own), the header parameters the operation declares, the query and the
// body. A case whose path is not one of its operation's, or whose URL would leave the API base,
// refuses the whole report: a report whose case path was `/../__sim/reset` reset the simulator
// (audit 2026-11-28, M8). The report is a file from elsewhere (a CI artifact, a colleague's run).
import type { ContractOperation } from '../../openapi/runtime/contract';
import type { Case, CaseBody, CaseFile, CaseKind, SessionUse } from './cases';
import type { CheckName } from './checks';
import { insideApiBase, urlOf } from './http';

const METHODS = new Set(['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE']);
const SESSIONS: readonly SessionUse[] = ['main', 'none', 'forged', 'signedOut', 'spare'];
const KINDS: readonly CaseKind[] = ['positive', 'negative', 'stateful'];

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function strings(value: unknown): value is Record<string, string> {
  return isFields(value) && Object.values(value).every((v) => typeof v === 'string');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The path rebuilt from the operation's template and the values the case's path gives it. */
function rebuiltPath(operation: ContractOperation, path: unknown): string {
  if (typeof path !== 'string') throw new Error('it has no path');
  const parts = operation.path.split(/(\{[^}]+\})/);
  const names = parts.filter((p) => /^\{[^}]+\}$/.test(p)).map((p) => p.slice(1, -1));
  const pattern = parts
    .map((p) => (/^\{[^}]+\}$/.test(p) ? '([^/?#]*)' : escapeRegExp(p)))
    .join('');
  const match = new RegExp(`^${pattern}$`).exec(path);
  if (!match) throw new Error(`its path ${path} is not a path of ${operation.path}`);
  let rebuilt = operation.path;
  names.forEach((name, i) => {
    const value = decoded(match[i + 1] ?? '');
    if (value === '.' || value === '..')
      throw new Error(`its ${name} "${value}" would leave ${operation.path}`);
    rebuilt = rebuilt.replace(`{${name}}`, encodeURIComponent(value));
  });
  return rebuilt;
}

function fileOf(file: unknown): CaseFile | undefined {
  if (file === undefined) return undefined;
  const { field, name, type, content, base64 } = isFields(file) ? file : {};
  if (
    typeof field !== 'string' ||
    typeof name !== 'string' ||
    typeof type !== 'string' ||
    typeof content !== 'string'
  )
    throw new Error('its file part is malformed');
  return { field, name, type, content, ...(base64 === true ? { base64: true } : {}) };
}

function bodyOf(body: unknown): CaseBody | undefined {
  if (body === undefined) return undefined;
  if (!isFields(body)) throw new Error('its body is not an object');
  if (body.kind === 'text' && typeof body.contentType === 'string' && typeof body.text === 'string')
    return { kind: 'text', contentType: body.contentType, text: body.text };
  if (body.kind === 'multipart' && strings(body.fields)) {
    const file = fileOf(body.file);
    return { kind: 'multipart', fields: body.fields, ...(file ? { file } : {}) };
  }
  throw new Error('its body is neither text nor a multipart form');
}

function queryOf(query: unknown): Array<[string, string]> {
  if (query === undefined) return [];
  const pairs = Array.isArray(query) ? query : [undefined];
  return pairs.map((pair): [string, string] => {
    const [name, value] = Array.isArray(pair) ? pair : [];
    if (typeof name !== 'string' || typeof value !== 'string')
      throw new Error('its query is not a list of name and value pairs');
    return [name, value];
  });
}

function rebuilt(raw: unknown, operation: ContractOperation, check: CheckName): Case {
  if (!isFields(raw)) throw new Error('it is not a case');
  const method = typeof raw.method === 'string' ? raw.method.toUpperCase() : '';
  if (check === 'unsupported_method' && !METHODS.has(method))
    throw new Error(`its method ${method} is not an HTTP method`);
  const declared = new Set(
    operation.parameters.filter((p) => p.in === 'header').map((p) => p.name.toLowerCase()),
  );
  const headers = strings(raw.headers) ? raw.headers : {};
  const body = bodyOf(raw.body);
  return {
    kind: KINDS.find((k) => k === raw.kind) ?? 'positive',
    operationId: operation.operationId,
    label: typeof raw.label === 'string' ? raw.label : '',
    method: check === 'unsupported_method' ? method : operation.method.toUpperCase(),
    path: rebuiltPath(operation, raw.path),
    query: queryOf(raw.query),
    headers: Object.fromEntries(
      Object.entries(headers).filter(([name]) => declared.has(name.toLowerCase())),
    ),
    ...(body ? { body } : {}),
    session: SESSIONS.find((s) => s === raw.session) ?? 'none',
    ...(raw.expectsAuthRefusal === true ? { expectsAuthRefusal: true } : {}),
    ...(raw.fromExamples === true ? { fromExamples: true } : {}),
    ...(raw.expectsGone === true ? { expectsGone: true } : {}),
  };
}

/**
 * The case as the contract builds it, or why it is refused (its path is not its operation's, or
 * its URL leaves `apiBase`).
 */
export function replayCase(
  raw: unknown,
  operation: ContractOperation,
  check: CheckName,
  apiBase: string,
): Case | { refused: string } {
  try {
    const testCase = rebuilt(raw, operation, check);
    const url = urlOf(apiBase, testCase);
    if (!insideApiBase(apiBase, url)) return { refused: `its URL ${url} leaves ${apiBase}` };
    return testCase;
  } catch (error) {
    return { refused: error instanceof Error ? error.message : String(error) };
  }
}
