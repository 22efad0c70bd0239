// Rules on the request body and the responses: a body that became required or lost a media type
// refuses old clients' requests; a response status, media type or header removed, or a header
// made optional, leaves old clients without what they read (oasdiff's request-body-*,
// response-success-status-removed, response-media-type-removed, response-header-removed …).
import type { Side } from '../document';
import { pointer, type Change, type JsonObject, type Scope } from '../types';
import type { SchemaContext } from './context';
import type { Pair } from './parameters';
import { compareSchema } from './schemas';

interface Sides {
  base: Side;
  revision: Side;
  emit: (change: Change) => void;
}

function emitOne(
  sides: Sides,
  pair: Pair,
  location: string,
  rule: string,
  breaking: boolean,
  detail: string,
  scope: Scope,
): void {
  sides.emit({
    operationId: pair.base.operationId,
    location,
    rule,
    level: breaking ? 'breaking' : 'non-breaking',
    detail,
    scope,
  });
}

function schemaContext(
  sides: Sides,
  pair: Pair,
  subject: SchemaContext['subject'],
  baseAt: string,
  revisionAt: string,
  owner: string,
  scope: SchemaContext['scope'],
): SchemaContext {
  return {
    ...sides,
    operationId: pair.base.operationId,
    subject,
    field: [],
    baseAt,
    revisionAt,
    scope,
    owner,
    seen: new Set(),
  };
}

/** The two request bodies of one operation and where each sits in its document. */
interface Bodies {
  sides: Sides;
  pair: Pair;
  before: JsonObject;
  after: JsonObject;
  baseAt: string;
  revisionAt: string;
  scope: Scope;
}

/**
 * A body removed or added, or made required or optional. False when one side has no body, so
 * there are no media types to compare.
 */
function compareBodyPresence(bodies: Bodies): boolean {
  const { sides, pair, before, after, baseAt, revisionAt, scope } = bodies;
  const had = pair.base.node.requestBody !== undefined;
  const has = pair.revision.node.requestBody !== undefined;
  if (!had && !has) return false;
  if (had && !has) {
    emitOne(sides, pair, baseAt, 'request-body-removed', true, 'request body removed', scope);
    return false;
  }
  if (!had && has) {
    const required = after.required === true;
    const rule = `request-body-added-${required ? 'required' : 'optional'}`;
    emitOne(sides, pair, revisionAt, rule, required, 'request body added', scope);
    return false;
  }
  if (before.required !== true && after.required === true)
    emitOne(
      sides,
      pair,
      revisionAt,
      'request-body-became-required',
      true,
      'request body became required',
      scope,
    );
  if (before.required === true && after.required !== true)
    emitOne(
      sides,
      pair,
      revisionAt,
      'request-body-became-optional',
      false,
      'request body became optional',
      scope,
    );
  return true;
}

/** Each media type: removed, added, or its schema compared with the revision's. */
function compareBodyContent(bodies: Bodies): void {
  const { sides, pair, before, after, baseAt, revisionAt, scope } = bodies;
  const baseContent = sides.base.object(before.content);
  const revisionContent = sides.revision.object(after.content);
  for (const [media, value] of Object.entries(baseContent)) {
    const mediaAt = (at: string) => `${at}/content${pointer(media)}`;
    if (!(media in revisionContent)) {
      emitOne(
        sides,
        pair,
        mediaAt(baseAt),
        'request-body-media-type-removed',
        true,
        `request body ${media} removed`,
        scope,
      );
      continue;
    }
    const ctx = schemaContext(
      sides,
      pair,
      'request-property',
      `${mediaAt(baseAt)}/schema`,
      `${mediaAt(revisionAt)}/schema`,
      `request body (${media})`,
      (field) => ({ kind: 'request-field', field }),
    );
    compareSchema(
      ctx,
      sides.base.object(value).schema,
      sides.revision.object(revisionContent[media]).schema,
    );
  }
  for (const media of Object.keys(revisionContent))
    if (!(media in baseContent))
      emitOne(
        sides,
        pair,
        `${revisionAt}/content${pointer(media)}`,
        'request-body-media-type-added',
        false,
        `request body ${media} added`,
        scope,
      );
}

export function compareRequestBody(sides: Sides, pair: Pair): void {
  const bodies: Bodies = {
    sides,
    pair,
    before: sides.base.object(pair.base.node.requestBody),
    after: sides.revision.object(pair.revision.node.requestBody),
    baseAt: `${pair.base.location}/requestBody`,
    revisionAt: `${pair.revision.location}/requestBody`,
    scope: { kind: 'request-field', field: [] },
  };
  if (compareBodyPresence(bodies)) compareBodyContent(bodies);
}

function isSuccess(status: string): boolean {
  return /^2/.test(status);
}

function compareHeaders(
  sides: Sides,
  pair: Pair,
  status: string,
  before: JsonObject,
  after: JsonObject,
  baseAt: string,
  revisionAt: string,
): void {
  const lower = (o: JsonObject) =>
    new Map(Object.entries(o).map(([k, v]) => [k.toLowerCase(), { name: k, value: v }]));
  const had = lower(sides.base.object(before.headers));
  const has = lower(sides.revision.object(after.headers));
  const scope: Scope = { kind: 'response-field', field: [] };
  for (const [key, { name, value }] of had) {
    const now = has.get(key);
    const at = `${baseAt}/headers${pointer(name)}`;
    if (!now) {
      emitOne(
        sides,
        pair,
        at,
        'response-header-removed',
        true,
        `${status} header ${name} removed`,
        scope,
      );
      continue;
    }
    const nowAt = `${revisionAt}/headers${pointer(now.name)}`;
    if (
      sides.base.object(value).required === true &&
      sides.revision.object(now.value).required !== true
    )
      emitOne(
        sides,
        pair,
        nowAt,
        'response-header-became-optional',
        true,
        `${status} header ${name} became optional`,
        scope,
      );
    if (
      sides.base.object(value).required !== true &&
      sides.revision.object(now.value).required === true
    )
      emitOne(
        sides,
        pair,
        nowAt,
        'response-header-became-required',
        false,
        `${status} header ${name} became required`,
        scope,
      );
    const ctx = schemaContext(
      sides,
      pair,
      'response-header',
      `${at}/schema`,
      `${nowAt}/schema`,
      `${status} header ${name}`,
      () => scope,
    );
    compareSchema(ctx, sides.base.object(value).schema, sides.revision.object(now.value).schema);
  }
  for (const [key, { name }] of has)
    if (!had.has(key))
      emitOne(
        sides,
        pair,
        `${revisionAt}/headers${pointer(name)}`,
        'response-header-added',
        false,
        `${status} header ${name} added`,
        scope,
      );
}

export function compareResponses(sides: Sides, pair: Pair): void {
  const before = sides.base.object(pair.base.node.responses);
  const after = sides.revision.object(pair.revision.node.responses);
  const scope: Scope = { kind: 'response-field', field: [] };
  for (const [status, value] of Object.entries(before)) {
    const baseAt = `${pair.base.location}/responses${pointer(status)}`;
    const revisionAt = `${pair.revision.location}/responses${pointer(status)}`;
    if (!(status in after)) {
      // Old clients handle this status (the web app reads 422 of send-link, 401 of every seeker
      // call): oasdiff calls only a success status's removal an error; both are breaking here.
      emitOne(
        sides,
        pair,
        baseAt,
        `response-${isSuccess(status) ? 'success' : 'non-success'}-status-removed`,
        true,
        `${status} response removed`,
        scope,
      );
      continue;
    }
    const b = sides.base.object(value);
    const a = sides.revision.object(after[status]);
    compareHeaders(sides, pair, status, b, a, baseAt, revisionAt);
    const baseContent = sides.base.object(b.content);
    const revisionContent = sides.revision.object(a.content);
    for (const [media, mediaValue] of Object.entries(baseContent)) {
      if (!(media in revisionContent)) {
        emitOne(
          sides,
          pair,
          `${baseAt}/content${pointer(media)}`,
          'response-media-type-removed',
          true,
          `${status} ${media} removed`,
          scope,
        );
        continue;
      }
      const ctx = schemaContext(
        sides,
        pair,
        'response-property',
        `${baseAt}/content${pointer(media)}/schema`,
        `${revisionAt}/content${pointer(media)}/schema`,
        `${status} response`,
        (field) => ({ kind: 'response-field', field }),
      );
      compareSchema(
        ctx,
        sides.base.object(mediaValue).schema,
        sides.revision.object(revisionContent[media]).schema,
      );
    }
    for (const media of Object.keys(revisionContent))
      if (!(media in baseContent))
        emitOne(
          sides,
          pair,
          `${revisionAt}/content${pointer(media)}`,
          'response-media-type-added',
          false,
          `${status} ${media} added`,
          scope,
        );
  }
  for (const status of Object.keys(after))
    if (!(status in before))
      emitOne(
        sides,
        pair,
        `${pair.revision.location}/responses${pointer(status)}`,
        `response-${isSuccess(status) ? 'success' : 'non-success'}-status-added`,
        false,
        `${status} response added`,
        scope,
      );
}
