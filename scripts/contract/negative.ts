// Negative cases of one operation: every parameter and body member broken in each way its
// schema allows (confirmed invalid by the validator before sending), malformed and mistyped
// bodies, and a missing, forged or signed-out session where the operation needs one. Targets
// take turns so that a budget spreads over all of them; a seeded random fill tops the budget up.
import {
  asSchema,
  type Json,
  type JsonObject,
  type ContractOperation,
  type Parameter,
  type Schema,
} from '../../openapi/runtime/contract';
import type { SchemaValidator } from '../../openapi/runtime/answer-checks';
import type { Case, CaseBody } from './cases';
import { mutationsOf, randomMutation } from './mutations';
import { buildCase, encodeBody, paramTexts, type ParamValues } from './requests';
import type { Rng } from './rng';

export interface NegativeInput {
  operation: ContractOperation;
  base: ParamValues;
  baseBody: Json | undefined;
  validator: SchemaValidator;
  rng: Rng;
  budget: number;
  siteHeaders: Set<string>;
}

type Target = { name: string; candidates: () => Case[]; random?: () => Case | undefined };

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withValue(base: ParamValues, parameter: Parameter, value: Json | undefined): ParamValues {
  const values = new Map(base);
  values.set(parameter, value);
  return values;
}

/** What the server reads from a parameter's text(s), to check it against the schema. */
function asReceived(parameter: Parameter, value: Json): unknown {
  const texts = paramTexts(parameter, value);
  const types = isObject(parameter.schema) ? parameter.schema.type : undefined;
  return types === 'array' ? texts : texts[0];
}

function leaves(
  schema: Schema,
  path: string[],
  depth: number,
): Array<{ path: string[]; schema: Schema; required: boolean }> {
  if (!isObject(schema) || depth > 3) return [];
  const out: Array<{ path: string[]; schema: Schema; required: boolean }> = [];
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

export function negativeCases(input: NegativeInput): Case[] {
  const { operation, base, baseBody, validator, rng, budget } = input;
  const make = (
    label: string,
    values: ParamValues,
    body: CaseBody | undefined,
    extra?: Partial<Case>,
  ): Case => ({
    ...buildCase(operation, values, body, {
      kind: 'negative',
      label,
      session: operation.usesSession ? 'main' : 'none',
    }),
    ...extra,
  });
  const media = operation.body;
  const baseEncoded = media ? encodeBody(media, baseBody) : undefined;
  const targets: Target[] = [];

  for (const parameter of operation.parameters) {
    if (parameter.in === 'cookie') continue;
    const site = input.siteHeaders.has(parameter.name);
    const where = `${parameter.in}.${parameter.name}`;
    const invalid = (value: Json): boolean => {
      if (parameter.in !== 'query') {
        const texts = paramTexts(parameter, value);
        // Empty or padded header and path values read as absent or trimmed: not a clean mutation.
        if (
          texts.some(
            (t) =>
              t === '' ||
              t.trim() !== t ||
              (parameter.in === 'header' && !/^[\x21-\x7e ]+$/.test(t)),
          )
        )
          return false;
      }
      return validator.errors(parameter.schema, asReceived(parameter, value), true).length > 0;
    };
    const caseOf = (reason: string, value: Json) =>
      make(`${where}: ${reason}`, withValue(base, parameter, value), baseEncoded);
    targets.push({
      name: where,
      candidates: () => {
        const out: Case[] = [];
        if (parameter.required && parameter.in === 'query')
          out.push(
            make(`${where}: missing required`, withValue(base, parameter, undefined), baseEncoded),
          );
        for (const m of mutationsOf(parameter.schema, true))
          if (invalid(m.value)) out.push(caseOf(m.reason, m.value));
        return out;
      },
      ...(site
        ? {}
        : {
            random: () => {
              const m = randomMutation(parameter.schema, true, rng);
              return invalid(m.value) ? caseOf(m.reason, m.value) : undefined;
            },
          }),
    });
  }

  if (media) {
    const form = media.mediaType === 'application/x-www-form-urlencoded';
    const multipart = media.mediaType === 'multipart/form-data';
    const bodyCase = (label: string, body: CaseBody | undefined) =>
      make(`body: ${label}`, base, body);
    const invalidBody = (value: Json | undefined): boolean =>
      value !== undefined && validator.errors(media.schema, value, form).length > 0;
    targets.push({
      name: 'body',
      candidates: () => {
        const out: Case[] = [];
        if (media.required) out.push(bodyCase('missing', undefined));
        if (multipart) {
          out.push(bodyCase('no file', { kind: 'multipart', fields: { note: 'no file' } }));
          out.push(
            bodyCase('sent as JSON', {
              kind: 'text',
              contentType: 'application/json',
              text: JSON.stringify(baseBody ?? {}),
            }),
          );
          if (baseEncoded?.kind === 'multipart') {
            out.push(
              bodyCase('unknown field', {
                ...baseEncoded,
                fields: { ...baseEncoded.fields, unexpectedField: 'x' },
              }),
            );
            out.push(
              ...multipartMutations(baseEncoded, media.partTypes).map(([label, body]) =>
                bodyCase(label, body),
              ),
            );
          }
          return out;
        }
        const text = baseEncoded?.kind === 'text' ? baseEncoded.text : '{}';
        if (!form) {
          out.push(
            bodyCase('malformed JSON', {
              kind: 'text',
              contentType: media.mediaType,
              text: text.slice(0, Math.max(1, text.length - 1)),
            }),
          );
          out.push(
            bodyCase('malformed JSON', {
              kind: 'text',
              contentType: media.mediaType,
              text: '{"unclosed": ',
            }),
          );
          out.push(
            bodyCase('wrong media type (form)', {
              kind: 'text',
              contentType: 'application/x-www-form-urlencoded',
              text: 'a=1',
            }),
          );
          for (const value of [[], 'text', 42, null] as Json[])
            if (invalidBody(value)) out.push(bodyCase('not an object', encodeBody(media, value)));
        } else {
          out.push(
            bodyCase('wrong media type (JSON)', {
              kind: 'text',
              contentType: 'application/json',
              text: JSON.stringify(baseBody ?? {}),
            }),
          );
        }
        out.push(
          bodyCase('wrong media type (text/plain)', {
            kind: 'text',
            contentType: 'text/plain',
            text,
          }),
        );
        if (isObject(media.schema) && media.schema.additionalProperties === false) {
          const extra = setAt(baseBody, ['unexpectedField'], 'x');
          if (invalidBody(extra)) out.push(bodyCase('unknown property', encodeBody(media, extra)));
        }
        return out;
      },
    });
    if (multipart && baseEncoded?.kind === 'multipart') {
      targets.push({
        name: 'body parts',
        candidates: () => [],
        random: () => {
          const [label, body] = randomMultipart(baseEncoded, media.partTypes, rng);
          return bodyCase(label, body);
        },
      });
    }
    if (!multipart) {
      for (const leaf of leaves(media.schema, [], 0)) {
        const where = `body.${leaf.path.join('.')}`;
        const at = (reason: string, value: Json | undefined) => {
          const mutated = setAt(baseBody, leaf.path, value);
          return invalidBody(mutated)
            ? make(`${where}: ${reason}`, base, encodeBody(media, mutated))
            : undefined;
        };
        targets.push({
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
        });
      }
    }
  }

  const seen = new Set<string>();
  const chosen: Case[] = [];
  const keep = (c: Case | undefined): void => {
    if (!c) return;
    const key = JSON.stringify([c.path, c.query, c.headers, c.body]);
    if (seen.has(key)) return;
    seen.add(key);
    chosen.push(c);
  };
  const queues = targets.map((t) => t.candidates());
  for (let round = 0; chosen.length < budget && queues.some((q) => q.length > round); round += 1)
    for (const queue of queues) if (chosen.length < budget) keep(queue[round]);
  const randoms = targets.filter((t) => t.random);
  for (
    let attempt = 0;
    chosen.length < budget && randoms.length > 0 && attempt < budget * 20;
    attempt += 1
  )
    keep(rng.pick(randoms).random?.());

  if (operation.needsSession) {
    const auth = (label: string, session: Case['session']) =>
      make(`session: ${label}`, base, baseEncoded, { session, expectsAuthRefusal: true });
    chosen.push(auth('missing', 'none'), auth('forged', 'forged'), auth('signed out', 'signedOut'));
  }
  return chosen;
}
