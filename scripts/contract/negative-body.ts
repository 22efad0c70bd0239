// The body's negative targets of one operation (negative.ts takes turns over them with the
// parameters'): the whole body missing, malformed, of the wrong media type or with an unknown
// member; a multipart body's file of a foreign type or under another field; and each member of a
// JSON or form body broken in each way its schema allows (confirmed invalid before sending).
import {
  asSchema,
  type Json,
  type JsonObject,
  type ContractOperation,
  type Schema,
} from '../../openapi/runtime/contract';
import type { SchemaValidator } from '../../openapi/runtime/answer-checks';
import type { Case, CaseBody } from './cases';
import { mutationsOf, randomMutation } from './mutations';
import { encodeBody, type ParamValues } from './requests';
import type { Rng } from '../../sim-server/catalogue/rng';

/** Something a negative case can break: its fixed cases, and a random one on demand. */
export type Target = { name: string; candidates: () => Case[]; random?: () => Case | undefined };

/** A negative case of the operation: a label, its parameter values and body. */
export type Make = (
  label: string,
  values: ParamValues,
  body: CaseBody | undefined,
  extra?: Partial<Case>,
) => Case;

/** What the body's cases are built from. */
export interface BodyScope {
  media: NonNullable<ContractOperation['body']>;
  base: ParamValues;
  baseBody: Json | undefined;
  baseEncoded: CaseBody | undefined;
  validator: SchemaValidator;
  rng: Rng;
  make: Make;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface Leaf {
  path: string[];
  schema: Schema;
  required: boolean;
}

function leaves(schema: Schema, path: string[], depth: number): Leaf[] {
  if (!isObject(schema) || depth > 3) return [];
  const out: Leaf[] = [];
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  for (const [key, sub] of Object.entries(properties)) {
    const at = [...path, key];
    out.push({ path: at, schema: asSchema(sub), required: required.includes(key) });
    out.push(...leaves(asSchema(sub), at, depth + 1));
    if (isObject(sub) && isObject(sub.items))
      out.push(...leaves(sub.items, [...at, '0'], depth + 1));
  }
  return out;
}

function cloneJson(value: Json | undefined): Json {
  return value === undefined ? {} : (JSON.parse(JSON.stringify(value)) as Json);
}

/** `value` set at `path` in a copy of `body` (undefined removes it). */
function setAt(body: Json | undefined, path: string[], value: Json | undefined): Json {
  const root = cloneJson(body);
  let at: Json = root;
  for (const [i, key] of path.entries()) {
    const last = i === path.length - 1;
    if (Array.isArray(at)) {
      const index = Number(key);
      if (last) {
        if (value === undefined) at.splice(index, 1);
        else at[index] = value;
      } else {
        if (!isObject(at[index]) && !Array.isArray(at[index]))
          at[index] = /^\d+$/.test(path[i + 1] ?? '') ? [] : {};
        at = at[index] ?? null;
      }
    } else if (isObject(at)) {
      if (last) {
        if (value === undefined) Reflect.deleteProperty(at, key);
        else at[key] = value;
      } else {
        if (!isObject(at[key]) && !Array.isArray(at[key]))
          at[key] = /^\d+$/.test(path[i + 1] ?? '') ? [] : {};
        at = at[key] ?? null;
      }
    }
  }
  return root;
}

type Multipart = Extract<CaseBody, { kind: 'multipart' }>;

/** File types no upload of the contract takes. */
const FOREIGN_TYPES = [
  ['application/x-msdownload', 'setup.exe'],
  ['text/html', 'page.html'],
  ['application/zip', 'archive.zip'],
  ['image/gif', 'anim.gif'],
  ['video/mp4', 'clip.mp4'],
  ['application/javascript', 'script.js'],
] as const;

function foreign(partTypes: Record<string, string[]>): Array<readonly [string, string]> {
  const allowed = new Set(Object.values(partTypes).flat());
  return FOREIGN_TYPES.filter(([type]) => !allowed.has(type));
}

/** A file the contract does not take, and the file under a field it does not name. */
function multipartMutations(
  base: Multipart,
  partTypes: Record<string, string[]>,
): Array<[string, CaseBody]> {
  const file = base.file;
  if (!file) return [];
  const out: Array<[string, CaseBody]> = foreign(partTypes).map(([type, name]) => [
    `file of type ${type}`,
    { ...base, file: { field: file.field, name, type, content: 'MZ not what it claims' } },
  ]);
  out.push([`file under another field`, { ...base, file: { ...file, field: `${file.field}X` } }]);
  return out;
}

function randomMultipart(
  base: Multipart,
  partTypes: Record<string, string[]>,
  rng: Rng,
): [string, CaseBody] {
  const file = base.file;
  const suffix = rng.int(1, 1_000_000);
  if (!file || rng.next() < 0.4)
    return [
      `unknown field extra${suffix}`,
      { ...base, fields: { ...base.fields, [`extra${suffix}`]: String(suffix) } },
    ];
  if (rng.next() < 0.5)
    return [`file under field f${suffix}`, { ...base, file: { ...file, field: `f${suffix}` } }];
  const [type, name] = rng.pick(foreign(partTypes));
  return [
    `file of type ${type} (${suffix})`,
    {
      ...base,
      file: { field: file.field, name: `${suffix}-${name}`, type, content: `random ${suffix}` },
    },
  ];
}

/** The body's targets: the whole body, a multipart body's parts, each member of a JSON or form body. */
export function bodyTargets(scope: BodyScope): Target[] {
  const { media, baseEncoded, rng } = scope;
  const multipart = media.mediaType === 'multipart/form-data';
  const targets: Target[] = [
    {
      name: 'body',
      candidates: () => (multipart ? multipartBodyCases(scope) : wholeBodyCases(scope)),
    },
  ];
  if (multipart && baseEncoded?.kind === 'multipart') {
    targets.push({
      name: 'body parts',
      candidates: () => [],
      random: () => {
        const [label, body] = randomMultipart(baseEncoded, media.partTypes, rng);
        return bodyCase(scope, label, body);
      },
    });
  }
  if (!multipart)
    for (const leaf of leaves(media.schema, [], 0)) targets.push(leafTarget(scope, leaf));
  return targets;
}

function bodyCase(scope: BodyScope, label: string, body: CaseBody | undefined): Case {
  return scope.make(`body: ${label}`, scope.base, body);
}

function isForm(media: BodyScope['media']): boolean {
  return media.mediaType === 'application/x-www-form-urlencoded';
}

function invalidBody(scope: BodyScope, value: Json | undefined): boolean {
  return (
    value !== undefined &&
    scope.validator.errors(scope.media.schema, value, isForm(scope.media)).length > 0
  );
}

/** A multipart body missing, without its file, sent as JSON, with an unknown field or a bad file. */
function multipartBodyCases(scope: BodyScope): Case[] {
  const { media, baseBody, baseEncoded } = scope;
  const out: Case[] = [];
  if (media.required) out.push(bodyCase(scope, 'missing', undefined));
  out.push(bodyCase(scope, 'no file', { kind: 'multipart', fields: { note: 'no file' } }));
  out.push(
    bodyCase(scope, 'sent as JSON', {
      kind: 'text',
      contentType: 'application/json',
      text: JSON.stringify(baseBody ?? {}),
    }),
  );
  if (baseEncoded?.kind === 'multipart') {
    out.push(
      bodyCase(scope, 'unknown field', {
        ...baseEncoded,
        fields: { ...baseEncoded.fields, unexpectedField: 'x' },
      }),
    );
    out.push(
      ...multipartMutations(baseEncoded, media.partTypes).map(([label, body]) =>
        bodyCase(scope, label, body),
      ),
    );
  }
  return out;
}

/** A JSON or form body missing, malformed, not an object, of the wrong media type, or with an unknown property. */
function wholeBodyCases(scope: BodyScope): Case[] {
  const { media, baseBody, baseEncoded } = scope;
  const out: Case[] = [];
  if (media.required) out.push(bodyCase(scope, 'missing', undefined));
  const text = baseEncoded?.kind === 'text' ? baseEncoded.text : '{}';
  if (!isForm(media)) {
    out.push(
      bodyCase(scope, 'malformed JSON', {
        kind: 'text',
        contentType: media.mediaType,
        text: text.slice(0, Math.max(1, text.length - 1)),
      }),
    );
    out.push(
      bodyCase(scope, 'malformed JSON', {
        kind: 'text',
        contentType: media.mediaType,
        text: '{"unclosed": ',
      }),
    );
    out.push(
      bodyCase(scope, 'wrong media type (form)', {
        kind: 'text',
        contentType: 'application/x-www-form-urlencoded',
        text: 'a=1',
      }),
    );
    for (const value of [[], 'text', 42, null] as Json[])
      if (invalidBody(scope, value))
        out.push(bodyCase(scope, 'not an object', encodeBody(media, value)));
  } else {
    out.push(
      bodyCase(scope, 'wrong media type (JSON)', {
        kind: 'text',
        contentType: 'application/json',
        text: JSON.stringify(baseBody ?? {}),
      }),
    );
  }
  out.push(
    bodyCase(scope, 'wrong media type (text/plain)', {
      kind: 'text',
      contentType: 'text/plain',
      text,
    }),
  );
  if (isObject(media.schema) && media.schema.additionalProperties === false) {
    const extra = setAt(baseBody, ['unexpectedField'], 'x');
    if (invalidBody(scope, extra))
      out.push(bodyCase(scope, 'unknown property', encodeBody(media, extra)));
  }
  return out;
}

/** One member of a JSON or form body: missing when required, then each mutation of its schema. */
function leafTarget(scope: BodyScope, leaf: Leaf): Target {
  const { media, base, baseBody, rng, make } = scope;
  const form = isForm(media);
  const where = `body.${leaf.path.join('.')}`;
  const at = (reason: string, value: Json | undefined) => {
    const mutated = setAt(baseBody, leaf.path, value);
    return invalidBody(scope, mutated)
      ? make(`${where}: ${reason}`, base, encodeBody(media, mutated))
      : undefined;
  };
  return {
    name: where,
    candidates: () => {
      const out: Array<Case | undefined> = [];
      if (leaf.required) out.push(at('missing required', undefined));
      for (const m of mutationsOf(leaf.schema, form)) out.push(at(m.reason, m.value));
      return out.filter((c): c is Case => c !== undefined);
    },
    random: () => {
      const m = randomMutation(leaf.schema, form, rng);
      return at(m.reason, m.value);
    },
  };
}
