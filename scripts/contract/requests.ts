// Turning parameter values and a body value into a case's path, query, headers and body, as a
// browser or the typed client would send them.
import type { Json, MediaBody, ContractOperation, Parameter } from '../../openapi/runtime/contract';
import type { Case, CaseBody, CaseFile, CaseKind, SessionUse } from './cases';

export type ParamValues = Map<Parameter, Json | undefined>;

/** A parameter value as query or header text (arrays: one entry per item when exploded). */
export function paramTexts(parameter: Parameter, value: Json | undefined): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) {
    const items = value.map((v) =>
      typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v),
    );
    return parameter.explode && parameter.in === 'query' ? items : [items.join(',')];
  }
  return [typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)];
}

const FILE_SAMPLES: Record<string, { name: string; content: string; base64?: boolean }> = {
  'text/plain': {
    name: 'resume.txt',
    content: 'Asha Rao\nasha.rao@example.com\nSoftware Engineer with 6 years of Java and React.\n',
  },
  'image/png': {
    name: 'avatar.png',
    // A 1×1 transparent PNG.
    content:
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    base64: true,
  },
};

/** The media type the contract lets a multipart file part have, with a small sample of it. */
function fileFor(media: MediaBody, field: string): CaseFile {
  const allowed = media.partTypes[field] ?? ['text/plain'];
  const type = allowed.find((t) => t in FILE_SAMPLES) ?? allowed[0] ?? 'text/plain';
  const sampleFile = FILE_SAMPLES[type] ?? { name: 'file.bin', content: 'sample' };
  return { field, type, ...sampleFile };
}

/** A body value encoded for its media type. */
export function encodeBody(media: MediaBody, value: Json | undefined): CaseBody | undefined {
  if (value === undefined) return undefined;
  if (
    media.mediaType === 'application/x-www-form-urlencoded' &&
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value)
  ) {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(value)) {
      for (const item of Array.isArray(v) ? v : [v])
        form.append(k, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
    return { kind: 'text', contentType: media.mediaType, text: form.toString() };
  }
  if (
    media.mediaType === 'multipart/form-data' &&
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value)
  ) {
    const fields: Record<string, string> = {};
    let file: ReturnType<typeof fileFor> | undefined;
    const properties =
      typeof media.schema === 'object' &&
      typeof media.schema.properties === 'object' &&
      media.schema.properties !== null &&
      !Array.isArray(media.schema.properties)
        ? media.schema.properties
        : {};
    for (const [k, v] of Object.entries(value)) {
      const sub = properties[k];
      const binary =
        typeof sub === 'object' && sub !== null && !Array.isArray(sub) && sub.format === 'binary';
      if (binary) file = fileFor(media, k);
      else fields[k] = typeof v === 'object' ? JSON.stringify(v) : String(v);
    }
    return { kind: 'multipart', fields, ...(file ? { file } : {}) };
  }
  return { kind: 'text', contentType: media.mediaType, text: JSON.stringify(value) };
}

export interface Built {
  kind: CaseKind;
  label: string;
  session: SessionUse;
  expectsAuthRefusal?: boolean;
}

/** A case from parameter values (a missing entry: not sent) and a body. */
export function buildCase(
  operation: ContractOperation,
  values: ParamValues,
  body: CaseBody | undefined,
  built: Built,
  extraQuery: Array<[string, string]> = [],
): Case {
  let path = operation.path;
  const query: Array<[string, string]> = [];
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    const texts = paramTexts(parameter, values.get(parameter));
    if (parameter.in === 'path') {
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(texts[0] ?? ''));
    } else if (parameter.in === 'query') {
      for (const text of texts) query.push([parameter.name, text]);
    } else if (parameter.in === 'header' && texts[0] !== undefined) {
      headers[parameter.name] = texts[0];
    }
  }
  query.push(...extraQuery);
  return {
    kind: built.kind,
    operationId: operation.operationId,
    label: built.label,
    method: operation.method,
    path,
    query,
    headers,
    ...(body ? { body } : {}),
    session: built.session,
    ...(built.expectsAuthRefusal ? { expectsAuthRefusal: true } : {}),
  };
}
