// The message table (tests/messages.ts) is true: every spec text it lists is the product's text to
// the character, and every listed message has a test that exists, has the named title, and spells
// the message or imports it from the vocabulary. A message the product cannot show is explained
// where the next reader looks. The spec's texts are copied into the table, so this runs on a clone
// with no spec beside it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as messages from '../../openapi/vocabulary/messages';
import { MESSAGE_TABLE, type MessageRow } from '../messages';

const ROOT = join(import.meta.dirname, '..', '..');

function read(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The vocabulary's value for `NAME` or `NAME.key`, called with the row's args when a function. */
function productText(row: MessageRow): string | undefined {
  if (row.product === null) return undefined;
  const [name = '', key] = row.product.split('.');
  const exported: unknown = Object.entries(messages).find(([n]) => n === name)?.[1];
  const value: unknown =
    key === undefined ? exported : isRecord(exported) ? exported[key] : undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'function') {
    const text: unknown = Reflect.apply(value, undefined, [...(row.args ?? [])]);
    return typeof text === 'string' ? text : undefined;
  }
  return undefined;
}

/** The spec's text with its placeholders filled by the row's args, in order. */
function filledSpec(row: MessageRow): string | null {
  if (row.spec === null) return null;
  let index = 0;
  return row.spec.replace(/\{[a-z]+\}/g, (placeholder) => {
    const value = row.args?.[index];
    index += 1;
    return value === undefined ? placeholder : String(value);
  });
}

/** Whether a test file spells the text, or imports the row's export from the vocabulary. */
function mentions(source: string, row: MessageRow, text: string | null): boolean {
  if (text !== null && source.includes(text)) return true;
  if (row.product === null) return false;
  const name = row.product.split('.')[0] ?? '';
  const imports = [
    ...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[./]*openapi\/vocabulary\/messages'/g),
  ];
  return imports.some((found) => new RegExp(`\\b${name}\\b`).test(found[1] ?? ''));
}

const label = (row: MessageRow) => `§${row.section} ${row.spec ?? row.product ?? ''}`;

describe('The message table', () => {
  it('When the table is read, then it lists the messages of sections 5 and 8 and the named texts of section 2', () => {
    const bySection = (section: string) =>
      MESSAGE_TABLE.filter((r) => r.section === section).length;
    expect(bySection('5')).toBeGreaterThanOrEqual(13);
    expect(bySection('8')).toBeGreaterThanOrEqual(12);
    expect(bySection('2')).toBeGreaterThanOrEqual(8);
    const texts = MESSAGE_TABLE.map((r) => r.spec ?? r.product);
    expect(new Set(texts).size).toBe(texts.length);
  });

  for (const row of MESSAGE_TABLE.filter((r) => r.spec !== null && r.product !== null)) {
    it(`When ${label(row)} is compared, then the product's text is the spec's to the character`, () => {
      expect(productText(row)).toBe(filledSpec(row));
    });
  }

  for (const row of MESSAGE_TABLE.filter((r) => r.spec === null)) {
    it(`When ${label(row)} has no wording in the spec, then the product still has a text of its own`, () => {
      expect(productText(row)?.length ?? 0).toBeGreaterThan(0);
    });
  }

  for (const row of MESSAGE_TABLE.filter((r) => r.cannotHappen === undefined)) {
    it(`When ${label(row)} is listed, then a test that exists makes the product show it`, () => {
      expect(row.shownBy.length).toBeGreaterThan(0);
      for (const { file, title } of row.shownBy) {
        expect(existsSync(join(ROOT, file)), `${file} exists`).toBe(true);
        const source = read(file);
        expect(source.includes(title), `${file} has a test titled "${title}"`).toBe(true);
        expect(
          mentions(source, row, filledSpec(row)),
          `${file} spells "${filledSpec(row) ?? ''}" or imports ${row.product ?? ''}`,
        ).toBe(true);
      }
    });
  }

  for (const row of MESSAGE_TABLE.filter((r) => r.cannotHappen !== undefined)) {
    it(`When ${label(row)} cannot happen, then the reason is written where the next reader looks`, () => {
      const reason = row.cannotHappen;
      expect(reason).toBeDefined();
      expect(read(reason?.file ?? '')).toContain(row.spec ?? '');
      expect(productText(row)).toBeUndefined();
    });
  }
});
