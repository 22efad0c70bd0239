// Each check the simulator answers and the action it stands for agree (issue 35): what the check
// refuses, the action refuses too, with a status and reason code the contract declares, and
// nothing is recorded. A QA test written against the simulator then holds against a backend that
// enforces the rule. The pairs and their answers are listed in sim-server/README.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OTP } from '../../fixtures/accounts';
import { formEncoded } from '../../openapi/client';
import { accountId } from '../../sim-server/store/seed-state';
import type { Account } from '../../sim-server/store/state';
import { signedIn, visitor, type Visitor } from '../support/sim';
import {
  errorCode,
  expectReply,
  getAsset,
  multipart,
  startClockedSimulator,
  stateOf,
  type ClockedSimulator,
} from './helpers';

let sim: ClockedSimulator;

beforeAll(async () => {
  sim = await startClockedSimulator();
});

afterAll(async () => {
  await sim.dispose();
});

let registrations = 0;

/** A seeker who has just registered: no resume, no work history. */
async function newSeeker(): Promise<Visitor> {
  registrations += 1;
  const fresh = visitor(sim, 'IN');
  const registered = await fresh.api.POST('/middleware/registerPersonal', {
    body: {
      name: 'Asha Rao',
      email: `asha.pairs.${registrations}@example.com`,
      password: 'secret12',
      countryCode: '91',
      mobileNumber: `98100000${String(registrations).padStart(2, '0')}`,
      currentLocation: 'Pune',
      experienceYears: 0,
      experienceMonths: 0,
    },
  });
  expectReply('registerPersonal', registered, 201);
  return fresh;
}

function jobOf(filter: (job: { walkIn?: unknown; applyOnRedirect: boolean }) => boolean): string {
  const job = sim.context.catalogue.sites.IN.jobs.find(filter);
  if (!job) throw new Error('no such job in the catalogue');
  return job.jobId;
}

describe('canJobApply and jobApply, jobApplyAor', () => {
  it('When canJobApply says RESUME_MISSING, then jobApply answers 409 RESUME_MISSING with the same message and records nothing', async () => {
    const { api } = await newSeeker();
    const jobId = jobOf((j) => !j.walkIn && !j.applyOnRedirect);
    const check = await api.GET('/middleware/canJobApply/{jobId}', {
      params: { path: { jobId } },
    });
    expect(expectReply('canJobApply', check, 200)).toMatchObject({
      canApply: false,
      reason: 'RESUME_MISSING',
      message: 'Upload your resume to apply to this job.',
    });
    const before = stateOf(sim);

    const applied = await api.POST('/middleware/jobApply', { body: { jobId } });

    expect(expectReply('jobApply', applied, 409)).toEqual({
      success: false,
      error: 'Upload your resume to apply to this job.',
      errorCode: 'RESUME_MISSING',
    });
    expect(stateOf(sim)).toBe(before);
  });

  it("When canJobApply refuses a company-site job, then jobApplyAor answers 409 with the check's reason and records no visit", async () => {
    const { api } = await newSeeker();
    const jobId = jobOf((j) => !j.walkIn && j.applyOnRedirect);
    const check = await api.GET('/middleware/canJobApply/{jobId}', {
      params: { path: { jobId } },
    });
    const reason = (expectReply('canJobApply', check, 200) as { reason?: string }).reason;
    expect(reason).toBe('RESUME_MISSING');
    const before = stateOf(sim);

    const visited = await api.POST('/middleware/jobApplyAor', { body: { jobId } });

    expect(errorCode(expectReply('jobApplyAor', visited, 409))).toBe(reason);
    expect(stateOf(sim)).toBe(before);
  });
});

/** A seeded account as the store holds it now. */
function seeded(local: string, code: 'IN' | 'SG' | 'HK' = 'IN'): Account {
  const account = sim.context.store.state.accounts.find((a) => a.id === accountId(code, local));
  if (!account) throw new Error(`no seeded ${local}.${code}`);
  return account;
}

function numberOf(account: Account): { countryCode: string; mobileNumber: string } {
  const [number] = account.mobileNumbers;
  if (!number) throw new Error(`${account.id} has no number`);
  return { countryCode: number.countryCode, mobileNumber: number.mobileNumber };
}

const REGISTRATION = {
  name: 'Ravi Menon',
  password: 'secret12',
  currentLocation: 'Pune',
  experienceYears: 2,
  experienceMonths: 0,
};

describe('checkExistence and registerPersonal, send-otp for REGISTRATION', () => {
  it("When checkExistence is asked for a number without its dial code, then it answers for the site's dial codes, as registration on the site counts the number", async () => {
    // 9123 4567 is one phone in Singapore, another in Hong Kong; the check used to match it
    // under any dial code and call it registered where registration then took it.
    const number = { countryCode: '65', mobileNumber: '91234567' };
    const singapore = visitor(sim, 'SG');
    expectReply(
      'registerPersonal',
      await singapore.api.POST('/middleware/registerPersonal', {
        body: { ...REGISTRATION, email: 'mei.pairs@example.com', ...number },
      }),
      201,
    );
    const hongKong = visitor(sim, 'HK');
    const mobileNumber = number.mobileNumber;

    const inHongKong = await hongKong.api.GET('/middleware/checkExistence', {
      params: { query: { mobileNumber } },
    });
    const inSingapore = await visitor(sim, 'SG').api.GET('/middleware/checkExistence', {
      params: { query: { mobileNumber } },
    });

    expect(expectReply('checkExistence', inHongKong, 200)).toMatchObject({ mobileExists: false });
    expect(expectReply('checkExistence', inSingapore, 200)).toMatchObject({ mobileExists: true });
    const before = stateOf(sim);
    const again = await visitor(sim, 'SG').api.POST('/middleware/registerPersonal', {
      body: { ...REGISTRATION, email: 'mei.again@example.com', ...number },
    });
    expect(errorCode(expectReply('registerPersonal', again, 409))).toBe('MOBILE_EXISTS');
    expect(stateOf(sim)).toBe(before);
    const here = await hongKong.api.POST('/middleware/registerPersonal', {
      body: { ...REGISTRATION, email: 'wing.pairs@example.com', countryCode: '852', mobileNumber },
    });
    expectReply('registerPersonal', here, 201);
  });

  it('When checkExistence calls an email and a number registered, then registerPersonal and send-otp refuse them with 409 and store nothing', async () => {
    const seeker = seeded('seeker');
    const number = numberOf(seeker);
    const guest = visitor(sim, 'IN');
    const check = await guest.api.GET('/middleware/checkExistence', {
      params: { query: { email: seeker.email.toUpperCase(), ...number } },
    });
    expect(expectReply('checkExistence', check, 200)).toEqual({
      emailExists: true,
      mobileExists: true,
    });
    const before = stateOf(sim);

    const sameEmail = await guest.api.POST('/middleware/registerPersonal', {
      body: { ...REGISTRATION, email: seeker.email.toUpperCase(), ...number },
    });
    const sameNumber = await guest.api.POST('/middleware/registerPersonal', {
      body: { ...REGISTRATION, email: 'ravi.pairs@example.com', ...number },
    });
    const code = await guest.api.POST('/middleware/send-otp', {
      body: { ...number, purpose: 'REGISTRATION' },
    });

    expect(errorCode(expectReply('registerPersonal', sameEmail, 409))).toBe('EMAIL_EXISTS');
    expect(errorCode(expectReply('registerPersonal', sameNumber, 409))).toBe('MOBILE_EXISTS');
    expect(errorCode(expectReply('sendOtp', code, 409))).toBe('MOBILE_REGISTERED');
    expect(stateOf(sim)).toBe(before);
  });
});

describe('socialValidate and registerPersonal', () => {
  it('When socialValidate calls a Google account USER_EXISTS, then registering with its token is a 409 USER_EXISTS and stores nothing', async () => {
    const token = `google:${seeded('seeker').email}`;
    const guest = visitor(sim, 'IN');
    const validated = await guest.api.POST('/middleware/social/validate', {
      body: { socialAccessToken: token, socialProvider: 'google' },
    });
    expect(expectReply('socialValidate', validated, 200)).toMatchObject({
      validationStatus: 'USER_EXISTS',
    });
    const before = stateOf(sim);

    const registered = await guest.api.POST('/middleware/registerPersonal', {
      body: {
        ...REGISTRATION,
        email: 'ravi.social@example.com',
        countryCode: '91',
        mobileNumber: '9810000091',
        socialAccessToken: token,
      },
    });

    expect(errorCode(expectReply('registerPersonal', registered, 409))).toBe('USER_EXISTS');
    expect(stateOf(sim)).toBe(before);
  });
});

describe('send-otp for LOGIN and otpLogin, forgotPassword and resetPassword', () => {
  it('When send-otp LOGIN and forgotPassword refuse a number no seeker holds, then otpLogin and resetPassword refuse it with 404 and nobody is signed in', async () => {
    const number = { countryCode: '91', mobileNumber: '9810000092' };
    const guest = visitor(sim, 'IN');
    const sent = await guest.api.POST('/middleware/send-otp', {
      body: { ...number, purpose: 'LOGIN' },
    });
    const forgot = await guest.api.POST('/middleware/forgotPassword', { body: number });
    expectReply('sendOtp', sent, 404);
    expectReply('forgotPassword', forgot, 404);
    const before = stateOf(sim);

    const login = await guest.api.POST('/rio/login/otp', { body: { ...number, otp: DEV_OTP } });
    const reset = await guest.api.POST('/middleware/resetPassword', {
      body: { ...number, otp: DEV_OTP, newPassword: 'a-new-secret-9' },
    });

    expectReply('otpLogin', login, 404);
    expectReply('resetPassword', reset, 404);
    expect(guest.cookies.has('MSSOCLIENT')).toBe(false);
    expect(stateOf(sim)).toBe(before);
  });
});

describe('getMobileOtp and verifyMobileOtp, verifySeekerCardMobileOtp', () => {
  it('When getMobileOtp refuses a number verified on the profile, then both verifications refuse it 409 MOBILE_VERIFIED, even with a code sent to it, and change nothing', async () => {
    const seeker = seeded('seeker');
    const number = numberOf(seeker);
    expect(seeker.mobileNumbers[0]?.status).toBe(1);
    const { api } = await signedIn(sim, 'seeker', 'IN');
    // A code the seeker holds for the number: the sign-in code send-otp sends.
    expectReply(
      'sendOtp',
      await visitor(sim, 'IN').api.POST('/middleware/send-otp', {
        body: { ...number, purpose: 'LOGIN' },
      }),
      200,
    );
    const asked = await api.POST('/middleware/getMobileOtp', { body: number });
    expect(errorCode(expectReply('getMobileOtp', asked, 409))).toBe('MOBILE_VERIFIED');
    const before = stateOf(sim);

    const verified = await api.POST('/middleware/verifyMobileOtp', {
      body: { ...number, otp: DEV_OTP },
    });
    const card = await api.POST('/middleware/seeker-cards/mobile-otp', {
      body: { ...number, otp: DEV_OTP },
    });

    expect(errorCode(expectReply('verifyMobileOtp', verified, 409))).toBe('MOBILE_VERIFIED');
    expect(errorCode(expectReply('verifySeekerCardMobileOtp', card, 409))).toBe('MOBILE_VERIFIED');
    expect(stateOf(sim)).toBe(before);
  });
});

describe('getEmailOtp and verifyEmailOtp', () => {
  it('When getEmailOtp refuses an email verified by its link, then verifyEmailOtp refuses it 409 EMAIL_VERIFIED with the code sent before, and changes nothing', async () => {
    const { api } = await signedIn(sim, 'unverified', 'IN');
    const email = seeded('unverified').email;
    expectReply('getEmailOtp', await api.POST('/middleware/getEmailOtp', { body: { email } }), 200);
    sim.clock.advance(31_000);
    const linked = await api.POST('/middleware/verifyEmailWithLink', { body: { email } });
    const message = (expectReply('verifyEmailWithLink', linked, 200) as { message: string })
      .message;
    const link = /open (\S+) to verify/.exec(message)?.[1];
    expect((await getAsset(`${sim.url}${link ?? ''}`)).status).toBe(200);
    const asked = await api.POST('/middleware/getEmailOtp', { body: { email } });
    expect(errorCode(expectReply('getEmailOtp', asked, 409))).toBe('EMAIL_VERIFIED');
    const before = stateOf(sim);

    const verified = await api.POST('/middleware/verifyEmailOtp', {
      body: { email, otp: DEV_OTP },
    });

    expect(errorCode(expectReply('verifyEmailOtp', verified, 409))).toBe('EMAIL_VERIFIED');
    expect(stateOf(sim)).toBe(before);
  });
});

describe('getSeekerCards and skipSeekerCard; educational and updateSeekerCardEducation', () => {
  it('When the cards call a card completed, then skipping it is a 409 CARD_COMPLETED and changes nothing', async () => {
    const { api } = await newSeeker();
    const cards = await api.GET('/middleware/seeker-cards', {});
    const list = expectReply('getSeekerCards', cards, 200) as {
      cards: Array<{ type: 'LOCATION'; completed: boolean }>;
    };
    expect(list.cards.find((c) => c.type === 'LOCATION')?.completed).toBe(true);
    const before = stateOf(sim);

    const skipped = await api.POST('/middleware/seeker-cards/{cardType}/skip', {
      params: { path: { cardType: 'LOCATION' } },
    });

    expect(errorCode(expectReply('skipSeekerCard', skipped, 409))).toBe('CARD_COMPLETED');
    expect(stateOf(sim)).toBe(before);
  });

  it('When educational refuses an order of educations, then the education card refuses the same order with a 422 EDUCATION_ORDER on yearOfPassing and changes nothing', async () => {
    const { api } = await newSeeker();
    const degree = {
      highestQualification: 'B.Tech',
      yearOfPassing: 2019,
      educationType: 'Full Time' as const,
    };
    const school = {
      highestQualification: '12th',
      yearOfPassing: 2015,
      educationType: 'Full Time' as const,
    };
    expectReply('educational', await api.POST('/middleware/educational', { body: degree }), 201);
    expectReply('educational', await api.POST('/middleware/educational', { body: school }), 201);
    const late10th = {
      highestQualification: '10th',
      yearOfPassing: 2029,
      educationType: 'Full Time' as const,
    };
    const added = await api.POST('/middleware/educational', { body: late10th });
    expect(expectReply('educational', added, 422)).toMatchObject({
      errorCode: 'EDUCATION_ORDER',
      param: 'yearOfPassing',
    });
    const before = stateOf(sim);

    const card = await api.PUT('/middleware/seeker-cards/education', { body: late10th });

    expect(expectReply('updateSeekerCardEducation', card, 422)).toMatchObject({
      errorCode: 'EDUCATION_ORDER',
      param: 'yearOfPassing',
    });
    expect(stateOf(sim)).toBe(before);
  });
});

describe('uploadResume and resumeUpdate', () => {
  it('When uploadResume refuses a file whose content is not its kind, then resumeUpdate refuses the same file with the same 422 and stores nothing', async () => {
    const { api } = await newSeeker();
    const bytes = Buffer.from('plain text, not a PDF at all, written by a seeker');
    const before = stateOf(sim);

    const uploaded = await api.POST(
      '/middleware/upload-resume',
      multipart('cv.pdf', bytes, 'application/pdf'),
    );
    const updated = await api.POST('/middleware/resume/update', {
      body: { fileName: 'cv.pdf', fileContent: bytes.toString('base64') },
      ...formEncoded,
    });

    expect(expectReply('uploadResume', uploaded, 422)).toMatchObject({
      errorCode: 'FILE_CONTENT_MISMATCH',
      param: 'file',
    });
    expect(expectReply('resumeUpdate', updated, 422)).toMatchObject({
      errorCode: 'FILE_CONTENT_MISMATCH',
      param: 'fileContent',
    });
    expect(stateOf(sim)).toBe(before);
  });
});
