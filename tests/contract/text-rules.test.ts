// The text rules of requests said by the schema itself (issue 36, items 4 and 5), so that every
// tool generating or checking requests sees them: no control character in any string a request
// carries, no blank value where the simulator trims and refuses blanks, one site's dial codes.
// And the patterns are ones ECMA-262 and Java regular expressions read alike, in the forms
// Specmatic's generator handles (its self-compatibility check was flaky on the others).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { at, bodyValidator, contract, requestSchemaRoots, type Json } from './request-schemas';

/** Every string schema a request can carry (enums, consts and binary files aside), by place. */
function requestStrings(): Array<{ where: string; schema: Json }> {
  const found = new Map<string, { where: string; schema: Json }>();
  const visit = (node: unknown, where: string, refs: readonly string[]) => {
    if (!node || typeof node !== 'object') return;
    const schema = node as Json;
    if (typeof schema.$ref === 'string') {
      if (refs.includes(schema.$ref)) return;
      visit(at(schema.$ref), where, [...refs, schema.$ref]);
    }
    const types = ([] as unknown[]).concat(schema.type ?? []);
    const free = !('enum' in schema) && !('const' in schema) && schema.format !== 'binary';
    if (types.includes('string') && free) found.set(where, { where, schema });
    for (const [name, child] of Object.entries((schema.properties as Json | undefined) ?? {}))
      visit(child, `${where}.${name}`, refs);
    if (schema.items !== undefined) visit(schema.items, `${where}[]`, refs);
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
      visit(schema.additionalProperties, `${where}.*`, refs);
    for (const key of ['oneOf', 'anyOf', 'allOf'])
      for (const [i, child] of ((schema[key] as unknown[] | undefined) ?? []).entries())
        visit(child, `${where}/${key}/${i}`, refs);
  };
  for (const root of requestSchemaRoots()) {
    if (/ header /.test(root.where)) continue;
    visit(at(root.pointer), root.where, []);
  }
  return [...found.values()];
}

const strings = requestStrings();

function patternOf(schema: Json): RegExp | undefined {
  return typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
}

/** A value of the string's own kind with `inserted` in the middle, where a pattern fixes one. */
function withInside(schema: Json, inserted: string): string {
  const example = typeof schema.example === 'string' ? schema.example : 'ab';
  const middle = Math.max(1, Math.floor(example.length / 2));
  return `${example.slice(0, middle)}${inserted}${example.slice(middle)}`;
}

describe('Control characters, said by the request schemas', () => {
  it('When the contract is read, then it has request strings to hold (more than 140)', () => {
    expect(strings.length).toBeGreaterThan(140);
  });

  it('When a request string holds U+0000, U+0001, U+001F, DEL or a C1 control, then its pattern refuses it', () => {
    const open: string[] = [];
    for (const { where, schema } of strings) {
      const pattern = patternOf(schema);
      for (const control of ['\u0000', '\u0001', '\u001f', '\u007f', '\u0085']) {
        if (!pattern || pattern.test(withInside(schema, control)) || pattern.test(control))
          open.push(`${where} takes U+${control.charCodeAt(0).toString(16).padStart(4, '0')}`);
      }
    }
    expect(open).toEqual([]);
  });

  it('When a one-line request string holds a tab or a line break, then its pattern refuses it; a field marked x-multiline takes them', () => {
    const wrong: string[] = [];
    for (const { where, schema } of strings) {
      const pattern = patternOf(schema);
      if (!pattern) continue;
      const multiline = schema['x-multiline'] === true;
      for (const breakOrTab of ['\t', '\n', '\r']) {
        const taken = pattern.test(`Line one${breakOrTab}line two`);
        if (multiline !== taken) wrong.push(`${where} ${multiline ? 'refuses' : 'takes'} a break`);
      }
    }
    expect(wrong).toEqual([]);
    expect(strings.filter((s) => s.schema['x-multiline'] === true).length).toBeGreaterThan(3);
  });
});

describe('Blank values, said by the request schemas', () => {
  const NON_BLANK = [
    'JobAlertInput.name',
    'JobAlertInput.keywords',
    'SaveSearchRequest.name',
    'WorkExperienceInput.designation',
    'WorkExperienceInput.organisation',
    'EducationInput.highestQualification',
    'ItSkill.skill',
    'NonBlankText',
    'FeedbackRequest.message',
  ];

  function schemaAt(place: string): Json {
    const [name, property] = place.split('.');
    const component = contract.components.schemas[name ?? ''] as Json;
    return property ? ((component.properties as Record<string, Json>)[property] ?? {}) : component;
  }

  it.each(NON_BLANK)(
    'When %s, which the simulator trims and refuses blank, is only spaces, then the schema refuses it; text with one visible character it takes',
    (place) => {
      const pattern = patternOf(schemaAt(place));
      expect(pattern).toBeDefined();
      for (const blank of [' ', '   ', '\u00a0', '\u3000 '])
        expect(pattern?.test(blank), JSON.stringify(blank)).toBe(false);
      for (const text of ['a', ' Java ', '٣', 'é', '#1', '日本'])
        expect(pattern?.test(text), text).toBe(true);
    },
  );

  it('When saved-search criteria hold only blank fields, then the schema refuses them (anyOf: one field with text)', () => {
    const criteria = contract.components.schemas.SearchCriteriaInput as Json;
    const branches = ((criteria.not as Json).not as Json).anyOf as Json[];
    const properties = Object.keys(criteria.properties as Json);
    expect(branches.map((b) => (b.required as string[])[0]).sort()).toEqual([...properties].sort());
    expect(criteria.minProperties).toBeUndefined();
    const validate = bodyValidator('saveSearch', 'application/json');
    const save = (criteria: Json) => validate({ name: 'Java jobs', criteria });
    expect(save({ query: '  ', location: '' })).toBe(false);
    expect(save({})).toBe(false);
    expect(save({ query: '  ', location: ' Pune ' })).toBe(true);
  });

  it('When accomplishments name no section, then the schema refuses them; one section is enough', () => {
    const validate = bodyValidator('editAccomplishments', 'application/json');
    expect(validate({})).toBe(false);
    expect(validate({ awards: [] })).toBe(true);
  });
});

describe('Dial codes, said by the schema', () => {
  it("When the contract lists dial codes (IsdCode), then they are exactly the nine sites' codes", () => {
    const sites = JSON.parse(readFileSync('fixtures/sites.json', 'utf8')) as Array<{
      dialCodes: string[];
    }>;
    const isd = contract.components.schemas.IsdCode as Json;
    const listed = /^\^\(\?:([\d|]+)\)\$$/.exec(String(isd.pattern))?.[1]?.split('|') ?? [];
    expect([...listed].sort()).toEqual(sites.flatMap((s) => s.dialCodes).sort());
    const pattern = new RegExp(String(isd.pattern), 'u');
    expect(pattern.test('971')).toBe(true);
    for (const notOurs of ['7576', '1', '9', '9711'])
      expect(pattern.test(notOurs), notOurs).toBe(false);
  });
});

describe('Patterns that ECMA-262 and Java read alike, in forms Specmatic generates from', () => {
  const patterns = new Set<string>();
  const collect = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (typeof (node as Json).pattern === 'string') patterns.add((node as Json).pattern as string);
    for (const child of Object.values(node)) collect(child);
  };
  collect(contract);

  it('When a pattern names a Unicode category, then it does so outside a character class', () => {
    expect([...patterns].filter((p) => /\[[^\]]*\\[pP]\{/.test(p))).toEqual([]);
  });

  it('When a pattern spells a character, then it does so without \\u or \\x escapes', () => {
    expect([...patterns].filter((p) => /\\[ux]/.test(p))).toEqual([]);
  });

  it('When minProperties would say "at least one", then anyOf of required names says it instead', () => {
    const found: string[] = [];
    const visit = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      if (typeof (node as Json).minProperties === 'number') found.push(where);
      for (const [key, child] of Object.entries(node)) visit(child, `${where}/${key}`);
    };
    visit(contract.components.schemas, '#/components/schemas');
    expect(found.filter((where) => !/analytics|Event/i.test(where))).toEqual([]);
  });
});
