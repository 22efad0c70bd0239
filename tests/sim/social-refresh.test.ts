// MOTS_REFRESH: a Google sign-in's refresh token brings the seeker back once the session has
// ended, works once, and dies with sign-out; a password sign-in gets none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInForm } from '../../fixtures/accounts';
import { formEncoded } from '../../openapi/client';
import { startSimulator, visitor, type TestSimulator } from '../support/sim';

let sim: TestSimulator;

beforeAll(async () => {
  sim = await startSimulator();
});

afterAll(async () => {
  await sim.dispose();
});

async function googleSignIn() {
  const guest = visitor(sim, 'IN');
  const { response } = await guest.api.POST('/rio/login', {
    body: {
      scope: 'all',
      username: 'google:seeker.in@example.com',
      grant_type: 'password',
      social_provider: 'google',
      client_id: 'web',
    },
    ...formEncoded,
  });
  expect(response.status).toBe(200);
  return guest;
}

/** Ends the visitor's session on the server, as its expiry would. */
function endSessionOf(cookies: Map<string, string>) {
  const id = cookies.get('MSSOCLIENT') ?? '';
  sim.context.store.transact((tx) => tx.remove('sessions', id));
}

describe('The social refresh token (MOTS_REFRESH)', () => {
  it('When a Google sign-in has ended on the server, then the auto-login call signs the seeker back in with a new token', async () => {
    const { api, cookies } = await googleSignIn();
    const first = cookies.get('MOTS_REFRESH');
    expect(first).toBeTruthy();
    endSessionOf(cookies);
    expect((await api.GET('/middleware/userMe')).response.status).toBe(401);

    const { data } = await api.GET('/middleware/rioAutoLogin');
    expect(data?.Status).toBe(200);
    expect((await api.GET('/middleware/userMe')).response.status).toBe(200);
    expect(cookies.get('MOTS_REFRESH')).toBeTruthy();
    expect(cookies.get('MOTS_REFRESH')).not.toBe(first);
  });

  it('When a used or forged token comes back, then nobody is signed in', async () => {
    const { cookies } = await googleSignIn();
    const used = cookies.get('MOTS_REFRESH') ?? '';
    endSessionOf(cookies);
    const first = visitor(sim, 'IN');
    first.cookies.set('MOTS_REFRESH', used);
    expect((await first.api.GET('/middleware/rioAutoLogin')).data?.Status).toBe(200);

    for (const token of [used, 'forged-token']) {
      const again = visitor(sim, 'IN');
      again.cookies.set('MOTS_REFRESH', token);
      expect((await again.api.GET('/middleware/rioAutoLogin')).data?.Status).toBe(204);
      expect((await again.api.GET('/middleware/userMe')).response.status).toBe(401);
    }
  });

  it('When the seeker signs out, then the token is revoked and cleared', async () => {
    const { api, cookies } = await googleSignIn();
    const token = cookies.get('MOTS_REFRESH') ?? '';
    await api.POST('/middleware/logout');
    expect(cookies.has('MOTS_REFRESH')).toBe(false);
    const later = visitor(sim, 'IN');
    later.cookies.set('MOTS_REFRESH', token);
    expect((await later.api.GET('/middleware/rioAutoLogin')).data?.Status).toBe(204);
  });

  it('When a seeker signs in with a password, then no refresh token is given', async () => {
    const { api, cookies } = visitor(sim, 'IN');
    const { response } = await api.POST('/rio/login', {
      body: signInForm('seeker', 'IN'),
      ...formEncoded,
    });
    expect(response.status).toBe(200);
    expect(cookies.has('MSSOCLIENT')).toBe(true);
    expect(cookies.has('MOTS_REFRESH')).toBe(false);
  });
});
