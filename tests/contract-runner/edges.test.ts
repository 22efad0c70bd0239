// The runner's edge variants (issue 36, item 5): what peers' generators try and the project's
// runner never did: a repeated list entry, an inverted range, another site's dial code, spaces
// around a text. Each variant changes one thing of a valid request.
import { describe, expect, it } from 'vitest';
import { edgeVariants, patternLiterals } from '../../scripts/contract/edges';
import { Rng } from '../../sim-server/catalogue/rng';
import type { Json, Schema } from '../../openapi/runtime/contract';

const SCHEMAS: Record<string, Schema> = {
  skills: { type: 'array', maxItems: 5, items: { type: 'string' } },
  locations: { type: 'array', maxItems: 5, uniqueItems: true, items: { type: 'string' } },
  countryCode: { type: 'string', pattern: '^(?:91|971|65)$' },
  name: { type: 'string', maxLength: 40 },
  email: { type: 'string', format: 'email' },
  minSalary: { type: 'integer', minimum: 0 },
  maxSalary: { type: 'integer', minimum: 0 },
};

function variantsOf(values: Record<string, Json>) {
  return edgeVariants({ values, schemaOf: (name) => SCHEMAS[name] }, 'body', new Rng(7));
}

describe('edge variants of a valid request', () => {
  it('When a pattern lists its literals, then they are read; when it does not, there are none', () => {
    expect(patternLiterals('^(?:91|971|966|65)$')).toEqual(['91', '971', '966', '65']);
    expect(patternLiterals('^\\d{1,4}$')).toEqual([]);
    expect(patternLiterals('^(?:91)$')).toEqual([]);
  });

  it('When a list allows repeats, then its first entry is repeated; a uniqueItems list is left alone', () => {
    const variants = variantsOf({ skills: ['Java'], locations: ['Pune'] });
    expect(variants).toEqual([
      {
        edge: { kind: 'repeated entry', where: 'body.skills' },
        values: { skills: ['Java', 'Java'], locations: ['Pune'] },
      },
    ]);
  });

  it('When a list is full, then no entry is added', () => {
    expect(variantsOf({ skills: ['a', 'b', 'c', 'd', 'e'] })).toEqual([]);
  });

  it("When a dial code is one of a pattern's literals, then another of them is tried", () => {
    const [variant] = variantsOf({ countryCode: '91' });
    expect(variant?.edge).toEqual({ kind: 'other alternative', where: 'body.countryCode' });
    expect(['971', '65']).toContain(variant?.values.countryCode);
  });

  it('When a free text is sent, then it is tried with a space on each side; a formatted one is not', () => {
    expect(variantsOf({ name: 'Asha Rao', email: 'asha@example.com' })).toEqual([
      {
        edge: { kind: 'spaces around', where: 'body.name' },
        values: { name: ' Asha Rao ', email: 'asha@example.com' },
      },
    ]);
  });

  it('When a password is sent, then it is kept as typed (a space is part of it)', () => {
    expect(variantsOf({ password: 'Passw0rd!', currentPassword: 'x y' })).toEqual([]);
  });

  it('When a min has its max in the schema, then the min is sent above the max', () => {
    expect(variantsOf({ minSalary: 30000 })).toEqual([
      {
        edge: { kind: 'inverted range', where: 'body.minSalary>maxSalary' },
        values: { minSalary: 60000, maxSalary: 30000 },
      },
    ]);
  });
});
