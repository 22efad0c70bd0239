// The cookies the web app reads to guess the sign-in before the server answers (spec section 4's
// older rule): USER_NAME and USER_TYPE present, the name not Guest, the type not B2B_AGENT or
// CORPORATE.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetSignIn,
  isSignedIn,
  readCookie,
  removeCookie,
  subscribeToCookies,
  writeCookie,
} from '../../../web/src/lib/cookies';

describe('The sign-in guess from cookies', () => {
  it('When USER_NAME and USER_TYPE are set for a seeker, then the page takes the visitor as signed in', () => {
    document.cookie = 'USER_NAME=Asha';
    document.cookie = 'USER_TYPE=SEEKER';
    expect(isSignedIn()).toBe(true);
  });

  it.each([
    ['the name is Guest', 'USER_NAME=Guest', 'USER_TYPE=SEEKER'],
    ['the type is B2B_AGENT', 'USER_NAME=Asha', 'USER_TYPE=B2B_AGENT'],
    ['the type is CORPORATE', 'USER_NAME=Asha', 'USER_TYPE=CORPORATE'],
    ['USER_TYPE is missing', 'USER_NAME=Asha', 'OTHER=1'],
    ['USER_NAME is missing', 'OTHER=1', 'USER_TYPE=SEEKER'],
  ])('When %s, then the visitor is a guest', (_, name, type) => {
    document.cookie = name;
    document.cookie = type;
    expect(isSignedIn()).toBe(false);
  });

  it('When the server says the session ended, then USER_NAME, USER_TYPE and IS_LOGGED_IN go', () => {
    document.cookie = 'USER_NAME=Asha';
    document.cookie = 'USER_TYPE=SEEKER';
    document.cookie = 'IS_LOGGED_IN=1';
    forgetSignIn();
    expect(['USER_NAME', 'USER_TYPE', 'IS_LOGGED_IN'].map(readCookie)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(isSignedIn()).toBe(false);
  });

  it('When a cookie is written only if absent, then an existing value stays', () => {
    writeCookie('MSUID', 'first');
    writeCookie('MSUID', 'second', { onlyIfAbsent: true });
    expect(readCookie('MSUID')).toBe('first');
  });

  it('When a missing cookie is written only if absent, then it is written', () => {
    writeCookie('MSUID', 'made', { onlyIfAbsent: true });
    expect(readCookie('MSUID')).toBe('made');
  });

  it('When the page writes or removes a cookie, then whoever listens hears it, until they stop', () => {
    const heard: string[] = [];
    const stop = subscribeToCookies(() => heard.push(readCookie('USER_NAME') ?? '(none)'));
    writeCookie('USER_NAME', 'Asha');
    removeCookie('USER_NAME');
    stop();
    writeCookie('USER_NAME', 'Ravi');
    expect(heard).toEqual(['Asha', '(none)']);
  });
});

describe('Reading cookies during a render', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function countReads() {
    const getter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')?.get;
    if (!getter) throw new Error('this DOM has no cookie getter');
    return vi.spyOn(document, 'cookie', 'get').mockImplementation(function (this: Document) {
      return getter.call(this) as string;
    });
  }

  it('When one task asks for cookies fifty times, then document.cookie is read once', async () => {
    document.cookie = 'USER_NAME=Asha';
    document.cookie = 'USER_TYPE=SEEKER';
    await Promise.resolve();
    const reads = countReads();
    for (let i = 0; i < 50; i++) expect(isSignedIn()).toBe(true);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('When the page writes a cookie, then a read in the same task sees it', () => {
    writeCookie('SPL', 'first');
    expect(readCookie('SPL')).toBe('first');
    writeCookie('SPL', 'second');
    expect(readCookie('SPL')).toBe('second');
  });

  it('When a cookie arrives from elsewhere, then the next task sees it', async () => {
    expect(readCookie('FROM_SERVER')).toBeUndefined();
    document.cookie = 'FROM_SERVER=1';
    await Promise.resolve();
    expect(readCookie('FROM_SERVER')).toBe('1');
  });

  it('When two cookies share a name, then the first document.cookie lists is read', async () => {
    await Promise.resolve();
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('A=outer; B=2; A=inner');
    expect(readCookie('A')).toBe('outer');
  });
});
