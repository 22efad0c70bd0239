// The single sign-on's Facebook variant (spec section 4: "form POST with returnUrl; a Facebook
// variant exists"; audit 2026-11-26, row C3): social-validate and the rio login form take
// social_provider facebook with the simulator's stand-in access token `facebook:{email}`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formEncoded } from '../../openapi/client';
import { getAsset } from './helpers';
import { startSimulator, visitor, type TestSimulator } from '../support/sim';

let sim: TestSimulator;

beforeAll(async () => {
  sim = await startSimulator();
});

afterAll(async () => {
  await sim.dispose();
});

describe("The single sign-on's Facebook variant", () => {
  it.each([
    ['seeker.sg@example.com', 'USER_EXISTS'],
    ['someone.new@example.com', 'USER_NOT_EXISTS'],
  ])('When the Facebook token of %s is validated, then it is %s', async (email, status) => {
    const { api } = visitor(sim, 'SG');
    const reply = await api.POST('/middleware/social/validate', {
      body: { socialAccessToken: `facebook:${email}`, socialProvider: 'facebook' },
    });
    expect(reply.response.status).toBe(200);
    expect(reply.data?.validationStatus).toBe(status);
  });

  it('When a Google credential is sent as a Facebook token, then it is a 422 BAD_CREDENTIAL naming socialAccessToken', async () => {
    const { api } = visitor(sim, 'SG');
    const reply = await api.POST('/middleware/social/validate', {
      body: { socialAccessToken: 'google:seeker.sg@example.com', socialProvider: 'facebook' },
    });
    expect(reply.response.status).toBe(422);
    expect(reply.error).toMatchObject({ errorCode: 'BAD_CREDENTIAL', param: 'socialAccessToken' });
    expect(JSON.stringify(reply.error)).toContain('is not a Facebook credential');
  });

  it('When the rio login form POST carries social_provider facebook and a known token, then it signs in and answers the returnUrl asked for', async () => {
    const { api, cookies } = visitor(sim, 'IN');
    const { data, response } = await api.POST('/rio/login', {
      body: {
        scope: 'all',
        username: 'facebook:seeker.in@example.com',
        grant_type: 'password',
        social_provider: 'facebook',
        client_id: 'web',
        returnUrl: '/search/results?query=java',
      },
      ...formEncoded,
    });
    expect(response.status).toBe(200);
    expect(data?.redirectUrl).toBe('/search/results?query=java');
    expect(cookies.has('MSSOCLIENT')).toBe(true);
  });

  it('When the rio login carries a Facebook token of nobody registered, then it is a 401 and nobody is signed in', async () => {
    const { api, cookies } = visitor(sim, 'IN');
    const { error, response } = await api.POST('/rio/login', {
      body: {
        scope: 'all',
        username: 'facebook:nobody.here@example.com',
        grant_type: 'password',
        social_provider: 'facebook',
        client_id: 'web',
      },
      ...formEncoded,
    });
    expect(response.status).toBe(401);
    expect(error).toMatchObject({
      error: 'The Facebook sign-in could not be verified. Please try again.',
    });
    expect(cookies.has('MSSOCLIENT')).toBe(false);
  });

  it('When USER_NOT_EXISTS on Facebook, then registration with the token cookie creates a seeker linked to Facebook', async () => {
    const guest = visitor(sim, 'MY');
    await guest.api.POST('/middleware/social/validate', {
      body: { socialAccessToken: 'facebook:aina.rahman@example.com', socialProvider: 'facebook' },
    });
    expect(guest.cookies.get('MOTS_AUTH')).toBe('facebook:aina.rahman@example.com');
    const registered = await guest.api.POST('/middleware/registerPersonal', {
      body: {
        name: 'Aina Rahman',
        email: 'aina.rahman@example.com',
        countryCode: '60',
        mobileNumber: '123456789',
        currentLocation: 'Kuala Lumpur',
        experienceYears: 2,
        experienceMonths: 0,
      },
    });
    expect(registered.response.status).toBe(201);
    const account = sim.context.store.state.accounts.find(
      (a) => a.email === 'aina.rahman@example.com',
    );
    expect(account?.socialLinks).toEqual([
      { provider: 'facebook', email: 'aina.rahman@example.com', status: 'linked' },
    ]);
  });

  it("When a new Facebook account comes with the name Facebook gives, then validation answers it for registration to prefill, and the token still names the email (the walk's D1)", async () => {
    const guest = visitor(sim, 'VN');
    const token = 'facebook:nguyen.van.an@example.com#Nguyễn Văn An';
    const reply = await guest.api.POST('/middleware/social/validate', {
      body: { socialAccessToken: token, socialProvider: 'facebook' },
    });
    expect(reply.data).toEqual({
      validationStatus: 'USER_NOT_EXISTS',
      email: 'nguyen.van.an@example.com',
      name: 'Nguyễn Văn An',
    });
    const registered = await guest.api.POST('/middleware/registerPersonal', {
      body: {
        name: 'Nguyễn Văn An',
        email: 'nguyen.van.an@example.com',
        countryCode: '84',
        mobileNumber: '912345678',
        currentLocation: 'Hanoi',
        experienceYears: 2,
        experienceMonths: 0,
      },
    });
    expect(registered.response.status).toBe(201);
    const account = sim.context.store.state.accounts.find(
      (a) => a.email === 'nguyen.van.an@example.com',
    );
    expect(account?.displayName).toBe('Nguyễn Văn An');
    expect(account?.emails).toEqual([{ email: 'nguyen.van.an@example.com', status: 1 }]);
  });

  it("When the site's Facebook SDK stand-in is loaded, then it offers FB.login and the site's test accounts", async () => {
    const script = await getAsset(`${sim.url}/sim-assets/facebook-sdk.js`);
    expect(script.status).toBe(200);
    expect(script.type).toContain('javascript');
    const text = script.body.toString('utf8');
    expect(text).toContain('window.FB');
    expect(text).toContain('"prefix":"facebook:"');
    expect(text).toContain('seeker.in@example.com');
  });
});
