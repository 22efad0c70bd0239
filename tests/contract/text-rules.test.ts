// The text rules of requests said by the schema itself (issue 36, items 4 and 5), so that every
// tool generating or checking requests sees them: none of the characters the simulator refuses in
// any string a request carries, no blank value where the simulator trims and refuses blanks, one
// site's dial codes. And the patterns are ones ECMA-262, Java and Specmatic's generator
// (dk.brics.automaton) read alike: literal code points in plain classes, no \p, no escapes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { textProblem } from '../../openapi/runtime/text-check';
import { isTextKind, textPattern } from '../../openapi/runtime/text-patterns';
import { NAME_CHARACTER, RESUME_BASE_NAME_PATTERN } from '../../openapi/vocabulary/validation';
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

  it('When a request string holds a control (C0, DEL, C1), a bidi control, a BOM or an unpaired surrogate, then its pattern refuses it', () => {
    const refused = ['\u0000', '\u0001', '\u001f', '\u007f', '\u0085', '\u009b'];
    refused.push('\u202a', '\u202e', '\u2066', '\u2069', '\ufeff', '\ud800', '\udfff');
    const open: string[] = [];
    for (const { where, schema } of strings) {
      const pattern = patternOf(schema);
      for (const char of refused) {
        if (!pattern || pattern.test(withInside(schema, char)) || pattern.test(char))
          open.push(`${where} takes U+${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
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
      for (const breakOrTab of ['\t', '\n', '\r', '\u2028', '\u2029']) {
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

  it('When a pattern is read, then it names no Unicode category and spells no escape the readers take apart (\\u, \\x, \\s, \\w, \\b)', () => {
    expect([...patterns].filter((p) => /\\[pPuxsSwWbB]/.test(p))).toEqual([]);
  });

  it('When a pattern is compiled as ECMA-262 with the u flag (as Ajv does), then it compiles', () => {
    const broken = [...patterns].filter((p) => {
      try {
        new RegExp(p, 'u');
        return false;
      } catch {
        return true;
      }
    });
    expect(broken).toEqual([]);
  });

  it("When a string is marked x-text, then its pattern is the kind's, written by gen:api; a request string with a pattern of its own spells only ASCII", () => {
    const wrong: string[] = [];
    for (const { where, schema } of strings) {
      const kind = schema['x-text'];
      const pattern = String(schema.pattern ?? '');
      if (isTextKind(kind)) {
        if (pattern !== textPattern(kind, schema['x-multiline'] === true)) wrong.push(where);
      } else if (!/^[ -~]*$/.test(pattern)) wrong.push(`${where} (own pattern, not ASCII)`);
    }
    expect(wrong).toEqual([]);
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

const hex = (text: string) =>
  [...text]
    .map((c) => `U+${c.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`)
    .join(' ');
const BMP = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code));
const ASTRAL = ['\u{1F600}', '\u{20000}', '\u{10FFFF}'];
const LATIN_1 = BMP.slice(0, 0x100);

describe("The text patterns and the simulator's text check agree on every character", () => {
  it.each([false, true])(
    'When one character sits inside text (multi-line: %s), then the text pattern takes it exactly when the simulator does',
    (multiline) => {
      const pattern = new RegExp(textPattern('text', multiline), 'u');
      const disagree = [...BMP, ...ASTRAL].filter(
        (c) => pattern.test(`a${c}b`) !== (textProblem(`a${c}b`, multiline) === undefined),
      );
      expect(disagree.map(hex)).toEqual([]);
    },
  );

  it.each([false, true])(
    'When a value is one character between spaces (multi-line: %s), then the non-blank pattern takes it exactly when the simulator takes it and a trim leaves something',
    (multiline) => {
      const pattern = new RegExp(textPattern('nonblank', multiline), 'u');
      const disagree = [...BMP, ...ASTRAL].filter((c) => {
        const value = ` ${c} `;
        const taken = textProblem(value, multiline) === undefined && value.trim() !== '';
        return pattern.test(value) !== taken;
      });
      expect(disagree.map(hex)).toEqual([]);
    },
  );
});

describe('Names and file names, as far as a pattern can say them', () => {
  const name = new RegExp(textPattern('person-name', false), 'u');
  const file = new RegExp(textPattern('resume-file-name', false), 'u');

  it("When a name holds a Latin-1 character, then PersonName's pattern takes it exactly when section 5's rule does", () => {
    const disagree = LATIN_1.filter((c) => name.test(`Asha${c}`) !== NAME_CHARACTER.test(c));
    expect(disagree.map(hex)).toEqual([]);
  });

  it('When a name holds any letter or mark of the Basic Multilingual Plane, then the pattern takes it: it is never stricter than the rule', () => {
    const refused = BMP.filter((c) => NAME_CHARACTER.test(c) && !name.test(`A${c}`));
    expect(refused.map(hex)).toEqual([]);
    expect(name.test('A\u{20000}')).toBe(true);
  });

  it.each([
    'Nguyễn Văn An',
    'Nguye\u0302\u0303n Va\u0306n An',
    'فاطمة الحربي',
    'สมชาย ใจดี',
    '王小明',
  ])('When the name is %s, then the pattern takes it', (text) =>
    expect(name.test(text)).toBe(true),
  );

  it.each([
    ['a trailing space', 'A '],
    ['a leading space', ' Asha'],
    ['a double space', 'Asha  Rao'],
    ['an ASCII digit', 'Asha 2'],
    ['an underscore', 'Asha_Rao'],
    ['a Latin-1 symbol', 'Asha ©'],
    ['a control character', 'Asha\u0007Rao'],
    ['a no-break space', 'Asha\u00a0Rao'],
    ['a right-to-left override', 'Asha\u202eRao'],
  ])('When the name holds %s, then the pattern refuses it', (_, text) => {
    expect(name.test(text)).toBe(false);
  });

  it("When a resume's name holds a Latin-1 character, then ResumeFileName's pattern takes it exactly when section 5's rule does", () => {
    const disagree = LATIN_1.filter(
      (c) => file.test(`cv${c}.pdf`) !== RESUME_BASE_NAME_PATTERN.test(`cv${c}`),
    );
    expect(disagree.map(hex)).toEqual([]);
  });

  it("When a resume's name holds any character section 5's rule takes, then the pattern takes it; the extension is one of five in any case", () => {
    const refused = BMP.filter((c) => RESUME_BASE_NAME_PATTERN.test(c) && !file.test(`cv${c}.pdf`));
    expect(refused.map(hex)).toEqual([]);
    for (const ok of ['Résumé v2.1.PDF', 'cv.docx', 'cv.Txt', 'سيرة.rtf', 'cv.doc'])
      expect(file.test(ok), ok).toBe(true);
    for (const bad of ['cv.exe', 'cv/1.pdf', 'cv\tx.pdf', '.pdf', 'cv.pdf '])
      expect(file.test(bad), bad).toBe(false);
  });

  it('When a web address or a typed entity is read, then the pattern takes the well-formed and refuses blanks, controls and a missing type', () => {
    const web = new RegExp(textPattern('web-address', false), 'u');
    expect(web.test('https://example.com/ü?q=1')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'https://a b', 'https://a\u0085', 'https://'])
      expect(web.test(bad), bad).toBe(false);
    const entity = new RegExp(textPattern('typed-entity', false), 'u');
    expect(entity.test('c++ developer:designation')).toBe(true);
    for (const bad of [
      'java:language',
      'a:b:skill',
      ':skill',
      `${'x'.repeat(101)}:skill`,
      'a\tb:skill',
    ])
      expect(entity.test(bad), bad).toBe(false);
  });
});
