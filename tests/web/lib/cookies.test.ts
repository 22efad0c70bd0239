// The cookies the web app reads to guess the sign-in before the server answers (spec section 4's
// older rule): USER_NAME and USER_TYPE present, the name not Guest, the type not B2B_AGENT or
// CORPORATE.
import { describe, expect, it } from 'vitest';
import { forgetSignIn, isSignedIn, readCookie, writeCookie } from '../../../web/src/lib/cookies';

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
});
