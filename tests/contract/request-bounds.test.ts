// Every request is bounded by the contract itself: a tool that generates requests from it (Portman,
// Schemathesis, Prism's proxy) finds no string, list or object it may make as large or as deep as
// it likes, and the event bodies that used to take any extra field now take only a few scalars.
import { describe, expect, it } from 'vitest';
import {
  at,
  bodyValidator,
  operation,
  requestSchemaRoots,
  unboundedIn,
  type Json,
} from './request-schemas';

const MB = 1024 * 1024;

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

/** `count` extra fields of `size` characters each. */
function extraFields(count: number, size: number): Record<string, string> {
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`extra${i}`, 'x'.repeat(size)]),
  );
}

/** The first event of a batch body. */
function firstEvent(body: Json): Json {
  const [event] = body.events as Json[];
  if (!event) throw new Error('The example has no event.');
  return event;
}

function exampleBody(operationId: string): Json {
  const { bodies } = operation(operationId);
  const pointer = bodies['application/json'] ?? '';
  const media = at(pointer.replace(/\/schema$/, '')) as { example?: Json };
  if (!media.example) throw new Error(`${operationId} has no request body example.`);
  return structuredClone(media.example);
}

describe('The walk over request schemas', () => {
  const doc: Record<string, unknown> = {
    Loop: { type: 'object', additionalProperties: false, properties: { next: { $ref: 'Loop' } } },
    Open: { type: 'object', properties: { name: { type: 'string', maxLength: 5 } } },
    Any: { description: 'no type' },
  };
  const walk = (schema: unknown) => unboundedIn(schema, 'body', (ref) => doc[ref]);

  it('When a schema refers back to itself, then it is reported as recursive', () => {
    expect(walk({ $ref: 'Loop' })).toEqual(['body.next: is recursive through Loop']);
  });

  it('When a string, an array or an object has no bound, then each is reported', () => {
    expect(walk({ type: 'string' })).toEqual(['body: string without maxLength']);
    expect(walk({ type: 'array', items: { type: 'integer' } })).toEqual([
      'body: array without maxItems',
    ]);
    expect(walk({ $ref: 'Open' })).toEqual(['body: object open to extra properties of any kind']);
    expect(
      walk({ type: 'object', additionalProperties: { type: 'string', maxLength: 1 } }),
    ).toEqual([
      'body: open object without maxProperties',
      'body: open object without propertyNames.maxLength',
    ]);
    expect(walk({ $ref: 'Any' })).toEqual(['body: accepts any type']);
    expect(walk(true)).toEqual(['body: accepts anything']);
  });

  it('When a schema is bounded, a binary file or an enumeration, then nothing is reported', () => {
    expect(walk({ type: 'string', maxLength: 3 })).toEqual([]);
    expect(walk({ type: 'string', format: 'binary' })).toEqual([]);
    expect(walk({ type: 'string', enum: ['a'] })).toEqual([]);
    expect(
      walk({
        type: 'object',
        maxProperties: 4,
        propertyNames: { maxLength: 8 },
        additionalProperties: { type: ['string', 'null'], maxLength: 9 },
        oneOf: [{ required: ['a'] }, { required: ['b'], properties: { a: false } }],
      }),
    ).toEqual([]);
  });
});

describe('Bounds on every request', () => {
  const roots = requestSchemaRoots();

  it('When the contract is read, then requests have parameters and bodies to check', () => {
    expect(roots.filter((root) => root.where.includes(' body ')).length).toBeGreaterThan(40);
    expect(roots.filter((root) => root.where.includes(' query ')).length).toBeGreaterThan(40);
  });

  it('When a request can carry a string, a list or an object, then the contract bounds it and nothing is recursive', () => {
    const unbounded = roots.flatMap(({ where, pointer }) => unboundedIn(at(pointer), where));
    expect(unbounded).toEqual([]);
  });
});

describe('Event bodies take only a few flat extra fields', () => {
  const EVENT_BATCH_OPERATIONS = ['publishPenguinEvents', 'publishEvents'];

  it.each(EVENT_BATCH_OPERATIONS)(
    'When %s gets its example with a few scalar extra fields, then the body is valid',
    (operationId) => {
      const body = exampleBody(operationId);
      Object.assign(firstEvent(body), { campaign: 'diwali', position: 3, beta: true, ref: null });
      const validate = bodyValidator(operationId);
      expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    },
  );

  it.each(EVENT_BATCH_OPERATIONS)(
    'When %s gets an event of 32 fields, then it is valid, and of 33 fields, then it is refused',
    (operationId) => {
      const validate = bodyValidator(operationId);
      const body = exampleBody(operationId);
      const event = firstEvent(body);
      const room = 32 - Object.keys(event).length;
      Object.assign(event, extraFields(room, 256));
      expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
      event.oneTooMany = true;
      expect(validate(body)).toBe(false);
    },
  );

  it.each(EVENT_BATCH_OPERATIONS)(
    'When %s gets an event field nested 6,000 deep, then the schema refuses it',
    (operationId) => {
      const inEvent = exampleBody(operationId);
      firstEvent(inEvent).extra = nested(6000);
      expect(bodyValidator(operationId)(inEvent)).toBe(false);

      const inPayload = exampleBody(operationId);
      firstEvent(inPayload).trackedList = [{ action: 'view', payload: { a: nested(6000) } }];
      expect(bodyValidator(operationId)(inPayload)).toBe(false);

      const asList = exampleBody(operationId);
      firstEvent(asList).extra = [[['deep']]];
      expect(bodyValidator(operationId)(asList)).toBe(false);
    },
  );

  it.each(EVENT_BATCH_OPERATIONS)(
    'When %s gets 8 MB of extra fields, in many fields or in one, then the schema refuses it',
    (operationId) => {
      const validate = bodyValidator(operationId);
      const many = exampleBody(operationId);
      Object.assign(firstEvent(many), extraFields(8 * 1024, 1024));
      expect(validate(many)).toBe(false);

      const one = exampleBody(operationId);
      Object.assign(firstEvent(one), extraFields(1, 8 * MB));
      expect(validate(one)).toBe(false);

      const longName = exampleBody(operationId);
      firstEvent(longName)[`x${'y'.repeat(MB)}`] = 1;
      expect(validate(longName)).toBe(false);

      const inPayload = exampleBody(operationId);
      firstEvent(inPayload).trackedList = [
        { action: 'view', payload: extraFields(8 * 1024, 1024) },
      ];
      expect(validate(inPayload)).toBe(false);
    },
  );

  it('When a customer-engagement or career event carries an extra field, nested or not, then the schema refuses it', () => {
    const engage = exampleBody('publishEventsUserEngage');
    expect(bodyValidator('publishEventsUserEngage')(engage)).toBe(true);
    firstEvent(engage).extra = nested(6000);
    expect(bodyValidator('publishEventsUserEngage')(engage)).toBe(false);

    const career = exampleBody('publishCareerEvents');
    expect(bodyValidator('publishCareerEvents')(career)).toBe(true);
    (career.primaryEmail as Json).extra = nested(6000);
    expect(bodyValidator('publishCareerEvents')(career)).toBe(false);

    const wide = exampleBody('publishCareerEvents');
    Object.assign(wide.primaryMobileNumber as Json, extraFields(8 * 1024, 1024));
    expect(bodyValidator('publishCareerEvents')(wide)).toBe(false);
  });
});
