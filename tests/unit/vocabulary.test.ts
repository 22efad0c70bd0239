// The spec's vocabulary is written once: no message, cookie name or route of openapi/vocabulary/
// appears as a second literal anywhere in the product's code (web app, machines, simulator,
// fixtures, scripts). Tests are left out on purpose: they are the independent oracle and spell
// the spec's texts out themselves.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COOKIE } from '../../openapi/vocabulary/cookies';
import * as messages from '../../openapi/vocabulary/messages';
import { ROUTE } from '../../openapi/vocabulary/routes';

const ROOT = join(import.meta.dirname, '..', '..');
const SCANNED = ['web/src', 'machines', 'sim-server', 'fixtures', 'scripts', 'openapi'];
const HOME = 'openapi/vocabulary';
const SOURCE = /\.(ts|tsx|css|html)$/;
// Generated files, and the machines' test models (an oracle, like tests/).
const SKIPPED = ['openapi/generated', 'openapi/dist', 'machines/testing'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (SKIPPED.some((skip) => path.startsWith(skip)) || path.startsWith(HOME)) return [];
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

/** Every text the vocabulary holds in its message module (functions are shown with a sample). */
function messageTexts(): string[] {
  return Object.values(messages).flatMap((value): string[] => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'object' && value !== null) {
      return Object.values(value).flatMap((inner) =>
        typeof inner === 'string' ? [inner] : typeof inner === 'function' ? [] : [],
      );
    }
    return [];
  });
}

/**
 * The code of a file without its comments (which may quote the spec) and without the contract
 * paths the typed client is called with (an API path may spell like a page's: /rio/login).
 */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1')
    .replace(/\b(GET|POST|PUT|PATCH|DELETE)\(\s*'[^']*'/g, '$1(');
}

const files = SCANNED.flatMap(sourceFiles).map((path) => ({
  path,
  text: withoutComments(readFileSync(join(ROOT, path), 'utf8')),
}));

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The value as a whole string literal. */
function quoted(value: string): RegExp {
  return new RegExp(`(['"\`])${escape(value)}\\1`);
}

/** The text as a whole literal or a whole text of markup (between tags). */
function written(text: string): RegExp {
  return new RegExp(`(['"\`]|>\\s*)${escape(text)}(['"\`]|\\s*<)`);
}

describe('The spec vocabulary has one home', () => {
  it('When the sources are read, then no message of the spec is written outside openapi/vocabulary', () => {
    const texts = messageTexts().filter((text) => text.length >= 8);
    expect(texts.length).toBeGreaterThan(25);
    const found = texts.flatMap((text) =>
      files.filter((file) => written(text).test(file.text)).map((file) => `${file.path}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('When the sources are read, then no cookie name or route of the spec is a literal outside openapi/vocabulary', () => {
    const values = [...Object.values(COOKIE), ...Object.values(ROUTE).filter((r) => r !== '/')];
    const found = values.flatMap((value) =>
      files.filter((file) => quoted(value).test(file.text)).map((file) => `${file.path}: ${value}`),
    );
    expect(found).toEqual([]);
  });
});

describe('Listing slugs have one home', () => {
  it('When the sources are read, then no listing or SEO slug of section 2 is spelled outside openapi/vocabulary', () => {
    // The slugs of section 2, as a path starts with them: '/jobs-by-skill', `/jobs-by-skill/${x}`.
    const slug =
      /(['"`])\/(jobs-by-(company|function|industry|location|education|consultant|skill)|job-search|contract-jobs|jobs-for-women-jobs|international-jobs|permanent-jobs|walkin-jobs)\b/;
    const found = files.filter((file) => slug.test(file.text)).map((file) => file.path);
    expect(found).toEqual([]);
  });
});
