// Sign-in paths the one-tap flow and the login page rely on, and the voice reader.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, ruleRefusal } from './helpers';
import { signInForm } from '../../fixtures/accounts';
import { formEncoded } from '../../openapi/client';
import { startSimulator, visitor, signedIn, type TestSimulator } from '../support/sim';

let sim: TestSimulator;

beforeAll(async () => {
  sim = await startSimulator();
});

afterAll(async () => {
  await sim.dispose();
});

describe('Social sign-in outcomes for the test accounts', () => {
  it.each([
    ['seeker.sg@example.com', 'USER_EXISTS'],
    ['linked.sg@example.com', 'USER_LINKED_TO_OTHER_USER'],
    ['delinked.sg@example.com', 'USER_DELINKED'],
    ['someone.new@example.com', 'USER_NOT_EXISTS'],
  ])('When the Google credential of %s is validated, then it is %s', async (email, status) => {
    const { api } = visitor(sim, 'SG');
    const { data } = await api.POST('/middleware/social/validate', {
      body: { socialAccessToken: `google:${email}`, socialProvider: 'google' },
    });
    expect(data?.validationStatus).toBe(status);
  });

  it('When USER_NOT_EXISTS, then the token cookie is set and registration with it signs the seeker in, linked to Google', async () => {
    const guest = visitor(sim, 'PH');
    await guest.api.POST('/middleware/social/validate', {
      body: { socialAccessToken: 'google:maria.cruz@example.com', socialProvider: 'google' },
    });
    expect(guest.cookies.get('MOTS_AUTH')).toBe('google:maria.cruz@example.com');

    const registered = await guest.api.POST('/middleware/registerPersonal', {
      body: {
        name: 'Maria Cruz',
        email: 'maria.cruz@example.com',
        countryCode: '63',
        mobileNumber: '9171234567',
        currentLocation: 'Makati',
        experienceYears: 3,
        experienceMonths: 0,
      },
    });
    expect(registered.response.status).toBe(201);
    expect(guest.cookies.has('MSSOCLIENT')).toBe(true);

    const again = visitor(sim, 'PH');
    const validated = await again.api.POST('/middleware/social/validate', {
      body: { socialAccessToken: 'google:maria.cruz@example.com', socialProvider: 'google' },
    });
    expect(validated.data?.validationStatus).toBe('USER_EXISTS');
  });

  it('When a USER_EXISTS credential signs in through rio login, then it answers the redirectUrl asked for', async () => {
    const { api, cookies } = visitor(sim, 'IN');
    const { data, response } = await api.POST('/rio/login', {
      body: {
        scope: 'all',
        username: 'google:seeker.in@example.com',
        grant_type: 'password',
        social_provider: 'google',
        client_id: 'web',
        returnUrl: '/search/results?query=java',
      },
      ...formEncoded,
    });
    expect(response.status).toBe(200);
    expect(data?.redirectUrl).toBe('/search/results?query=java');
    expect(cookies.has('MSSOCLIENT')).toBe(true);
  });

  it('When the return URL points off the site, then sign-in goes to the dashboard instead', async () => {
    const { api } = visitor(sim, 'IN');
    const { data } = await api.POST('/rio/login', {
      body: { ...signInForm('seeker', 'IN'), returnUrl: '//evil.example.com/' },
      ...formEncoded,
    });
    expect(data?.redirectUrl).toBe('/seeker/dashboard');
  });

  it('When a delinked Google account tries to sign in, then rio login refuses it', async () => {
    const { api } = visitor(sim, 'IN');
    const { response, data } = await api.POST('/rio/login', {
      body: {
        scope: 'all',
        username: 'google:delinked.in@example.com',
        grant_type: 'password',
        social_provider: 'google',
        client_id: 'web',
      },
      ...formEncoded,
    });
    expect(response.status).toBe(401);
    expect(data).toBeUndefined();
  });

  it('When a remembered seeker asks for auto-login, then the older cookies come back; a guest gets none', async () => {
    const seeker = await signedIn(sim, 'seeker', 'TH');
    const remembered = await seeker.api.GET('/middleware/rioAutoLogin', {});
    expect(remembered.data?.Status).toBe(200);
    expect(remembered.data?.Response.map((c) => c['cookie-name'])).toEqual([
      'USER_NAME',
      'USER_TYPE',
      'IS_LOGGED_IN',
    ]);

    const guest = await visitor(sim, 'TH').api.GET('/middleware/rioAutoLogin', {});
    expect(guest.data).toEqual({ Status: 204, Response: [] });
  });

  it('When registration reuses a registered email, then it answers 409 and creates nothing', async () => {
    const before = sim.context.store.state.accounts.length;
    const { response } = await visitor(sim, 'IN').api.POST('/middleware/registerPersonal', {
      body: {
        name: 'Asha Again',
        email: 'seeker.in@example.com',
        password: 'secret12',
        countryCode: '91',
        mobileNumber: '9800011111',
        currentLocation: 'Pune',
        experienceYears: 1,
        experienceMonths: 0,
      },
    });
    expect(response.status).toBe(409);
    expect(sim.context.store.state.accounts.length).toBe(before);
  });

  it("When registration gives a dial code or number the OTP calls would refuse, then it answers 400 (no dial code of any site) or 422 (the site's rule) naming the field and creates nothing", async () => {
    const before = sim.context.store.state.accounts.length;
    const register = (countryCode: string, mobileNumber: string) =>
      visitor(sim, 'IN').api.POST('/middleware/registerPersonal', {
        body: {
          name: 'Ravi Kumar',
          email: `ravi.${countryCode}.${mobileNumber}@example.com`,
          password: 'secret12',
          countryCode,
          mobileNumber,
          currentLocation: 'Pune',
          experienceYears: 1,
          experienceMonths: 0,
        },
      });
    const noDialCode = await register('0', '1234567');
    expect(noDialCode.response.status).toBe(400);
    expect(firstError(noDialCode.error).param).toBe('countryCode');
    const shortNumber = await register('91', '1234567');
    expect(shortNumber.response.status).toBe(422);
    expect(ruleRefusal(shortNumber.error)).toEqual({
      param: 'mobileNumber',
      errorCode: 'MOBILE_NUMBER_INVALID',
    });
    const otherSite = await register('65', '9811100031');
    expect(ruleRefusal(otherSite.error)).toEqual({
      param: 'countryCode',
      errorCode: 'DIAL_CODE_NOT_OF_SITE',
    });
    expect(sim.context.store.state.accounts.length).toBe(before);
  });

  it("When registration's name fits PersonName's pattern but not section 5's rule, then 422 NAME_NOT_LETTERS names it and nothing is created; a name the pattern refuses is a 400", async () => {
    const before = sim.context.store.state.accounts.length;
    const register = (name: string) =>
      visitor(sim, 'SA').api.POST('/middleware/registerPersonal', {
        body: {
          name,
          email: 'fatima.name@example.com',
          password: 'secret12',
          countryCode: '966',
          mobileNumber: '501234560',
          currentLocation: 'Riyadh',
          experienceYears: 1,
          experienceMonths: 0,
        },
      });

    const digit = await register('فاطمة ٢');
    const spaced = await register('Fatima ');

    expect(digit.response.status).toBe(422);
    expect(ruleRefusal(digit.error)).toEqual({ param: 'name', errorCode: 'NAME_NOT_LETTERS' });
    expect(spaced.response.status).toBe(400);
    expect(firstError(spaced.error).param).toBe('name');
    expect(sim.context.store.state.accounts.length).toBe(before);
  });

  it("When a seeker outside India registers a number too short to dial with the site's code, then it is a 422 and a real one is taken", async () => {
    const register = (mobileNumber: string) =>
      visitor(sim, 'SG').api.POST('/middleware/registerPersonal', {
        body: {
          name: 'Mei Tan',
          email: `mei.${mobileNumber}@example.com`,
          password: 'secret12',
          countryCode: '65',
          mobileNumber,
          currentLocation: 'Singapore',
          experienceYears: 1,
          experienceMonths: 0,
        },
      });
    const before = sim.context.store.state.accounts.length;
    const tooShort = await register('1234567');
    expect(tooShort.response.status).toBe(422);
    expect(ruleRefusal(tooShort.error).param).toBe('mobileNumber');
    expect(sim.context.store.state.accounts.length).toBe(before);
    expect((await register('81234567')).response.status).toBe(201);
  });

  it('When a number is no mobile of its market (00000000 in Singapore), then registration answers 422 and creates nothing', async () => {
    const before = sim.context.store.state.accounts.length;
    const { response, error } = await visitor(sim, 'SG').api.POST('/middleware/registerPersonal', {
      body: {
        name: 'Mei Tan',
        email: 'mei.zeros@example.com',
        password: 'secret12',
        countryCode: '65',
        mobileNumber: '00000000',
        currentLocation: 'Singapore',
        experienceYears: 1,
        experienceMonths: 0,
      },
    });
    expect(response.status).toBe(422);
    expect(ruleRefusal(error).param).toBe('mobileNumber');
    expect(sim.context.store.state.accounts.length).toBe(before);
  });

  it('When Hong Kong 9123 4567 registers after Singapore 9123 4567, then both are taken: a mobile is one only with its dial code', async () => {
    const register = (site: 'SG' | 'HK', countryCode: string, email: string) =>
      visitor(sim, site).api.POST('/middleware/registerPersonal', {
        body: {
          name: 'Wing Chan',
          email,
          password: 'secret12',
          countryCode,
          mobileNumber: '91234567',
          currentLocation: site === 'SG' ? 'Singapore' : 'Hong Kong',
          experienceYears: 1,
          experienceMonths: 0,
        },
      });
    expect((await register('SG', '65', 'wing.sg@example.com')).response.status).toBe(201);
    expect((await register('HK', '852', 'wing.hk@example.com')).response.status).toBe(201);
    expect((await register('HK', '852', 'wing.hk2@example.com')).response.status).toBe(409);
  });
});

describe('The voice reader', () => {
  it("When the speech is 'Designer job for 10 years experienced', then it reads a job, no location and 10 years", async () => {
    const { data } = await visitor(sim, 'IN').api.POST('/middleware/voice/reader', {
      body: { data: 'designer job for 10 years experienced' },
    });
    expect(data).toEqual({ job: 'designer', location: '', exp: 10 });
  });

  it('When the speech names a city of the site, then the location is read too', async () => {
    const city = sim.context.catalogue.sites.IN.site.cities[0]?.city ?? '';
    const { data } = await visitor(sim, 'IN').api.POST('/middleware/voice/reader', {
      body: { data: `java developer jobs in ${city.toLowerCase()} for fresher` },
    });
    expect(data).toEqual({ job: 'java developer', location: city, exp: 51 });
  });

  it('When the speech holds nothing the dictionaries know, then every field is empty', async () => {
    const { data } = await visitor(sim, 'IN').api.POST('/middleware/voice/reader', {
      body: { data: 'hmm well okay then' },
    });
    expect(data).toEqual({ job: '', location: '', exp: null });
  });
});
