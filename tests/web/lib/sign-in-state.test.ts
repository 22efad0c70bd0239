// The email registration's "Sign in instead" hands the sign-in page in the router's state, never
// in the URL: read from whatever the state holds, and only when it is a string.
import { describe, expect, it } from 'vitest';
import { signInStateOf } from '../../../web/src/lib/sign-in-state';

describe("The sign-in page's state", () => {
  it('When the state carries an email, then the sign-in form starts with it', () => {
    expect(signInStateOf({ email: 'meera.nair@example.com', other: 1 })).toEqual({
      email: 'meera.nair@example.com',
    });
  });

  it.each([
    ['no state', undefined],
    ['a null state', null],
    ['a string state', 'meera.nair@example.com'],
    ['a state without an email', { returnTo: '/' }],
    ['an email that is not a string', { email: 42 }],
  ])('When the page was opened with %s, then the form starts empty', (_, state) => {
    expect(signInStateOf(state)).toEqual({});
  });
});
