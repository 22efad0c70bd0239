// The seeker's account operations (openapi/paths/account.yaml): personal details, the
// accomplishments sections, kept resumes and their files, the settings page's state, change
// password and feedback. Invalid input answers 400 naming the field and changes nothing.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formEncoded } from '../../openapi/client';
import { accountEmail, TEST_PASSWORD } from '../../fixtures/accounts';
import { cookieHeaderOf, signedIn, visitor } from '../support/sim';
import {
  errorCode,
  expectReply,
  firstError,
  ruleRefusal,
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

/** A GET of an asset path with a cookie header. */
function getWithCookie(
  path: string,
  cookie: string,
): Promise<{ status: number; type: string; disposition: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${sim.url}${path}`, { headers: { Cookie: cookie } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: response.headers['content-type'] ?? '',
          disposition: String(response.headers['content-disposition'] ?? ''),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('editPersonalDetails', () => {
  it('When a seeker saves personal details, then the profile and userMe show them', async () => {
    const { api } = await signedIn(sim, 'seeker', 'SA');
    const body = {
      displayName: 'Asha Rao Menon',
      currentLocation: 'Dubai',
      dateOfBirth: '1993-04-12',
      gender: 'Female' as const,
      maritalStatus: 'Married' as const,
      category: 'General' as const,
    };

    const saved = await api.PUT('/middleware/personalDetails', { body });

    expect(expectReply('editPersonalDetails', saved, 200)).toMatchObject(body);
    const profile = await api.GET('/middleware/profiles', {
      params: { query: { fields: 'personal_details' } },
    });
    expect(profile.data?.profilesResponse.personalDetailSection?.personalDetails).toMatchObject({
      maritalStatus: 'Married',
      dateOfBirth: '1993-04-12',
      currentLocation: 'Dubai',
    });
    const me = await api.GET('/middleware/userMe');
    expect(me.data?.displayName).toBe('Asha Rao Menon');
  });

  it('When the name breaks section 5, then 400 names displayName and nothing changes', async () => {
    const { api } = await signedIn(sim, 'seeker', 'IN');
    const before = stateOf(sim);

    const reply = await api.PUT('/middleware/personalDetails', {
      body: { displayName: 'Asha 2' },
    });

    expectReply('editPersonalDetails', reply, 400);
    expect(firstError(reply.error).param).toBe('displayName');
    expect(stateOf(sim)).toBe(before);
  });
});

describe('editPersonalDetails: names as people have them (issue 37, item 1)', () => {
  it.each([
    ['VN', 'Nguyễn Văn An'],
    ['VN', 'Nguye\u0302\u0303n Văn An'],
    ['SA', 'فاطمة الحربي'],
    ['TH', 'สมชาย ใจดี'],
    ['IN', 'अनीता शर्मा'],
  ] as const)(
    'When a seeker on %s saves the name %s, then it is stored composed and userMe shows it',
    async (country, name) => {
      const { api } = await signedIn(sim, 'seeker', country);

      const saved = await api.PUT('/middleware/personalDetails', { body: { displayName: name } });

      expectReply('editPersonalDetails', saved, 200);
      expect(saved.data?.displayName).toBe(name.normalize('NFC'));
      const me = await api.GET('/middleware/userMe');
      expect(me.data?.displayName).toBe(name.normalize('NFC'));
    },
  );

  it.each(['A ', ' Asha', 'Asha  Rao', 'Asha2', 'Asha\u0007Rao', 'Asha_Rao', 'Asha ©', 'A'])(
    'When the name is %j, then the contract refuses it with 400 naming displayName (never a blank-name message)',
    async (displayName) => {
      const { api } = await signedIn(sim, 'seeker', 'IN');
      const before = stateOf(sim);

      const reply = await api.PUT('/middleware/personalDetails', { body: { displayName } });

      expectReply('editPersonalDetails', reply, 400);
      expect(firstError(reply.error).param).toBe('displayName');
      expect(firstError(reply.error).msg).not.toContain('blank');
      expect(stateOf(sim)).toBe(before);
    },
  );

  it.each([
    ['an Arabic-Indic digit', 'فاطمة ٢'],
    ['an emoji', 'Asha \u{1F600}'],
    ['a dash of General Punctuation', 'Asha\u2014Rao'],
    ['a mark with no letter before it', '\u0301Asha'],
    ['one letter once composed', 'A\u0301'],
  ])(
    "When the name fits PersonName's pattern but holds %s, then 422 NAME_NOT_LETTERS names displayName and nothing changes",
    async (_, displayName) => {
      const { api } = await signedIn(sim, 'seeker', 'IN');
      const before = stateOf(sim);

      const reply = await api.PUT('/middleware/personalDetails', { body: { displayName } });

      expectReply('editPersonalDetails', reply, 422);
      expect(ruleRefusal(reply.error)).toEqual({
        param: 'displayName',
        errorCode: 'NAME_NOT_LETTERS',
      });
      expect(stateOf(sim)).toBe(before);
    },
  );
});

describe('editAccomplishments', () => {
  it('When a list is sent, then it replaces that section and keeps the others', async () => {
    const { api } = await signedIn(sim, 'seeker', 'SG');
    const before = await api.GET('/middleware/profiles', {
      params: { query: { fields: 'projects' } },
    });
    const project = {
      title: 'Payments gateway',
      status: 'In progress' as const,
      startMonth: 3,
      startYear: 2024,
    };

    const saved = await api.PUT('/middleware/accomplishments', { body: { projects: [project] } });

    const body = expectReply('editAccomplishments', saved, 200);
    expect(body).toMatchObject({
      projects: [project],
      awards: before.data?.profilesResponse.awards,
    });
  });

  it('When an online profile is not a web address, then 400 names url', async () => {
    const { api } = await signedIn(sim, 'seeker', 'SG');

    const reply = await api.PUT('/middleware/accomplishments', {
      body: { onlineProfiles: [{ name: 'GitHub', url: 'javascript:alert(1)' }] },
    });

    expectReply('editAccomplishments', reply, 400);
    expect(firstError(reply.error).param).toContain('url');
  });

  it.each([
    ['link', { link: 'javascript:alert(1)' }],
    ['link', { link: 'data:text/html,<script>alert(1)</script>' }],
    ['images', { images: ['https://example.com/a.png', 'javascript:alert(1)'] }],
  ])(
    'When a project %s is not an http(s) address, then 400 names it and nothing is stored (audit 2026-11-26, L6)',
    async (field, extra) => {
      const { api } = await signedIn(sim, 'seeker', 'SG');
      const before = await api.GET('/middleware/profiles', {
        params: { query: { fields: 'projects' } },
      });

      const reply = await api.PUT('/middleware/accomplishments', {
        body: { projects: [{ title: 'Site', status: 'Finished', ...extra }] },
      });

      expectReply('editAccomplishments', reply, 400);
      expect(firstError(reply.error).param).toContain(field);
      const after = await api.GET('/middleware/profiles', {
        params: { query: { fields: 'projects' } },
      });
      expect(after.data?.profilesResponse.projects).toEqual(before.data?.profilesResponse.projects);
    },
  );
});

describe('resumes', () => {
  it('When a seeker uploads two resumes, then both are kept newest first and only they can open the files', async () => {
    const seeker = await signedIn(sim, 'unverified', 'IN');
    await seeker.api.POST('/middleware/upload-resume', {
      ...multipart('first cv.txt', Buffer.from('Asha Rao\nJava developer'), 'text/plain'),
    });
    sim.clock.advance(1000);
    await seeker.api.POST('/middleware/resume/update', {
      body: { fileName: 'second cv.txt', fileContent: Buffer.from('Asha\nSQL').toString('base64') },
      ...formEncoded,
    });

    const list = await seeker.api.GET('/middleware/resumes');

    expectReply('resumes', list, 200);
    const names = list.data?.resumes.map((r) => r.fileName) ?? [];
    expect(names.slice(0, 2)).toEqual(['second cv.txt', 'first cv.txt']);
    const latest = list.data?.resumes[0];
    const view = await getWithCookie(latest?.fileUrl ?? '', cookieHeaderOf(seeker.cookies));
    expect(view).toMatchObject({ status: 200, body: 'Asha\nSQL' });
    expect(view.disposition).toMatch(/^inline/);
    const download = await getWithCookie(
      `${latest?.fileUrl ?? ''}?download=1`,
      cookieHeaderOf(seeker.cookies),
    );
    expect(download.disposition).toMatch(/^attachment/);
    const other = await signedIn(sim, 'seeker', 'IN');
    expect((await getWithCookie(latest?.fileUrl ?? '', cookieHeaderOf(other.cookies))).status).toBe(
      404,
    );
    expect((await getAsset(`${sim.url}${latest?.fileUrl ?? ''}`)).status).toBe(404);
  });
});

describe('accountSettings', () => {
  it('When the seeker changes email preferences or unlinks Google, then the settings say so', async () => {
    const { api } = await signedIn(sim, 'delinked', 'HK');
    const preferences = {
      jobAlerts: false,
      recommendations: true,
      applicationUpdates: true,
      recruiterMessages: false,
      newsletters: true,
    };
    await api.PUT('/middleware/notifications/email', { body: preferences });

    const settings = await api.GET('/middleware/accountSettings');

    expectReply('accountSettings', settings, 200);
    expect(settings.data?.emailPreferences).toEqual(preferences);
    expect(settings.data?.socialAccounts).toEqual([
      { provider: 'google', email: accountEmail('delinked', 'HK'), status: 'delinked' },
    ]);
  });
});

describe('changePassword', () => {
  it('When the current password is wrong, then 422 and the old password still signs in', async () => {
    const { api } = await signedIn(sim, 'seeker', 'MY');
    const before = stateOf(sim);

    const reply = await api.POST('/middleware/changePassword', {
      body: { currentPassword: 'wrong-one', newPassword: 'N3wPassword' },
    });

    expectReply('changePassword', reply, 422);
    expect(errorCode(reply.error)).toBe('WRONG_PASSWORD');
    expect(stateOf(sim)).toBe(before);
  });

  it('When the seeker changes the password, then the new one signs in and the old one does not', async () => {
    const { api } = await signedIn(sim, 'seeker', 'TH');

    const reply = await api.POST('/middleware/changePassword', {
      body: { currentPassword: TEST_PASSWORD, newPassword: 'N3wPassword' },
    });

    expectReply('changePassword', reply, 200);
    const login = (password: string) =>
      visitor(sim, 'TH').api.POST('/rio/login', {
        body: {
          scope: 'all',
          username: accountEmail('seeker', 'TH'),
          password,
          grant_type: 'password',
          client_id: 'web',
        },
        ...formEncoded,
      });
    expect((await login('N3wPassword')).response.status).toBe(200);
    expect((await login(TEST_PASSWORD)).response.status).not.toBe(200);
  });

  it('When the new password equals the current one, then 422 SAME_PASSWORD names newPassword', async () => {
    const { api } = await signedIn(sim, 'seeker', 'VN');

    const reply = await api.POST('/middleware/changePassword', {
      body: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
    });

    expect(ruleRefusal(expectReply('changePassword', reply, 422))).toEqual({
      param: 'newPassword',
      errorCode: 'SAME_PASSWORD',
    });
  });
});

describe('feedback', () => {
  it('When a seeker sends feedback, then 201; a blank message is 400 naming message', async () => {
    const { api } = await signedIn(sim, 'seeker', 'PH');

    const sent = await api.POST('/middleware/feedback', {
      body: { rating: 5, message: 'Quick and clear.' },
    });
    const blank = await api.POST('/middleware/feedback', { body: { rating: 5, message: '   ' } });

    expectReply('feedback', sent, 201);
    expectReply('feedback', blank, 400);
    expect(firstError(blank.error).param).toBe('message');
  });

  it('When a guest calls an account operation, then 401', async () => {
    const reply = await visitor(sim, 'IN').api.GET('/middleware/accountSettings');

    expectReply('accountSettings', reply, 401);
  });
});
