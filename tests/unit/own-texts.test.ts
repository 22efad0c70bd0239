// The vocabulary's own texts and values (where the spec is silent, ours): a text a person sees is
// never blank, a cookie that marks something holds a value a reader sees as set, a custom media of
// the web app is a width query, and the values written in words beside them say the same number.
import { describe, expect, it } from 'vitest';
import {
  AD_COOKIE_VALUE,
  AUTO_APPLY_ACTION_APPLY,
  AUTO_APPLY_ACTION_FOLLOW,
  AUTO_APPLY_ACTION_SAVE,
  NEW_SEARCH_COOKIE_VALUE,
  NHP_COOKIE_VALUE,
} from '../../openapi/vocabulary/cookies';
import { CUSTOM_MEDIA } from '../../openapi/vocabulary/limits';
import * as messages from '../../openapi/vocabulary/messages';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MESSAGES,
  RESUME_MAX_BYTES,
  RESUME_MESSAGES,
  RESUME_NAME_HINT,
  profileSavedMessage,
} from '../../openapi/vocabulary/profile-messages';
import { SITE_PROPS_ELEMENT_ID } from '../../openapi/vocabulary/sites';
import { SESSION_LIFETIME_DAYS, SESSION_MAX_AGE_MS } from '../../openapi/vocabulary/timing';

const MB = 1024 * 1024;

/** What a text function is given: a count, else a name (a name's letters are read as text). */
function textFor(fn: unknown): [unknown, unknown] {
  for (const argument of [7, 'job alert Accountant']) {
    try {
      return [argument, Reflect.apply(fn as () => unknown, undefined, [argument])];
    } catch {
      // Not a count: it takes a name.
    }
  }
  return [undefined, undefined];
}

/** Every text an export holds: a string, an object's strings, a function's text for an argument. */
function texts(name: string, value: unknown): [string, string][] {
  if (typeof value === 'string') return [[name, value]];
  if (typeof value === 'function') {
    const [argument, text] = textFor(value);
    return typeof text === 'string' ? [[`${name}(${String(argument)})`, text]] : [];
  }
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => texts(`${name}.${key}`, inner));
  return [];
}

describe("The product's own texts", () => {
  it('When the vocabulary gives a person a text, then it says something (none is blank)', () => {
    const all = Object.entries(messages).flatMap(([name, value]) => texts(name, value));
    expect(all.length).toBeGreaterThan(60);
    const blank = all.filter(([, text]) => text.trim().length < 2).map(([name]) => name);
    expect(blank).toEqual([]);
  });

  it('When a text takes a value, then the value is in it', () => {
    expect(profileSavedMessage('Education')).toBe('Education saved.');
    expect(messages.locationLimitMessage(5)).toContain('5');
    expect(RESUME_MESSAGES.content('pdf')).toContain('.pdf');
  });

  it('When the resume rules are shown, then they name every extension of section 5 and the 5 MB limit', () => {
    for (const extension of ['.doc', '.docx', '.pdf', '.rtf', '.txt']) {
      expect(RESUME_NAME_HINT).toContain(extension);
      expect(RESUME_MESSAGES.extension).toContain(extension);
    }
    expect(RESUME_NAME_HINT).toContain('5 MB');
  });

  it('When an upload is limited, then the limit in bytes is the one its message names', () => {
    expect(RESUME_MAX_BYTES).toBe(5 * MB);
    expect(RESUME_MESSAGES.size).toContain('5 MB');
    expect(AVATAR_MAX_BYTES).toBe(2097152);
    expect(AVATAR_MESSAGES.size).toContain('2 MB');
  });
});

describe("The product's own cookie values", () => {
  it('When a cookie marks a choice (AD, NHP, the new-search flag), then its value is one a reader sees as set', () => {
    for (const value of [AD_COOKIE_VALUE, NHP_COOKIE_VALUE, NEW_SEARCH_COOKIE_VALUE])
      expect(value).toMatch(/^\S+$/);
  });

  it("When a guest's press is remembered in autoApplyAction, then each action has its own word", () => {
    const actions = [AUTO_APPLY_ACTION_FOLLOW, AUTO_APPLY_ACTION_APPLY, AUTO_APPLY_ACTION_SAVE];
    for (const action of actions) expect(action).toMatch(/^[A-Za-z_]+$/);
    expect(new Set(actions).size).toBe(3);
  });
});

describe('Values of our own beside the spec', () => {
  it("When the web app's CSS names a custom media, then it is one width query in pixels", () => {
    expect(Object.keys(CUSTOM_MEDIA).length).toBeGreaterThanOrEqual(8);
    for (const [name, query] of Object.entries(CUSTOM_MEDIA))
      expect(query, name).toMatch(/^\((min|max)-width: \d+px\)$/);
  });

  it('When a session is 30 days old, then its age in milliseconds is 2592000000', () => {
    expect(SESSION_LIFETIME_DAYS).toBe(30);
    expect(SESSION_MAX_AGE_MS).toBe(2592000000);
  });

  it('When the page carries its site properties, then the block has an id the web app can find', () => {
    expect(SITE_PROPS_ELEMENT_ID).toMatch(/^[a-z][a-z-]*$/);
  });
});
