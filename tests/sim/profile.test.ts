// The seeker's profile: sections, stats, section edits, skills, resume upload and parsing (txt,
// pdf, docx), the form-encoded resume update, avatars, covid flag, career services and email
// preferences. Invalid input answers 400 naming the field and changes nothing; guests get 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formEncoded } from '../../openapi/client';
import { rawRequest } from '../support/raw';
import { signedIn, visitor, type Visitor } from '../support/sim';
import {
  JPEG_BYTES,
  PNG_BYTES,
  docxWith,
  errorCode,
  expectRaw,
  expectReply,
  firstError,
  ruleRefusal,
  getAsset,
  multipart,
  pdfWith,
  scannedPdf,
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

const RESUME_LINES = [
  'Asha Rao',
  'Senior Software Engineer',
  'Email: asha.rao@example.com | Phone: +91 98765 43210',
  'Summary: 7 years of experience building Java and Spring Boot microservices on AWS with Docker.',
  'Education: B.Tech in Computer Science, 2015',
];
const EXPECTED_PARSE = {
  name: 'Asha Rao',
  email: 'asha.rao@example.com',
  mobileNumber: '+919876543210',
  designation: 'Senior Software Engineer',
  totalExperienceYears: 7,
  skills: ['Java', 'Spring Boot', 'Microservices', 'AWS', 'Docker'],
  education: ['Education: B.Tech in Computer Science, 2015'],
};

describe('profiles', () => {
  it('When fields is absent, then every section and covidLayoff come back', async () => {
    const { api } = await signedIn(sim, 'seeker');

    const all = await api.GET('/middleware/profiles', { params: { query: {} } });

    expectReply('profiles', all, 200);
    const profile = all.data?.profilesResponse;
    expect(profile?.personalDetailSection?.personalDetails.emails[0]?.email).toBe(
      'seeker.in@example.com',
    );
    expect(profile?.workExperience?.[0]?.id).toBe('emp-1');
    expect(profile?.educationDetails?.[0]?.id).toBe('edu-1');
    expect(profile?.itSkills?.map((s) => s.skill)).toEqual(['Java', 'React', 'SQL']);
    expect(profile?.resume).toBeNull();
    expect(profile?.covidLayoff).toBe(false);
  });

  it('When fields names sections, then only those come back (personal_details gives the email)', async () => {
    const { api } = await signedIn(sim, 'seeker');

    const some = await api.GET('/middleware/profiles', {
      params: { query: { fields: 'personal_details,skills' } },
    });

    expectReply('profiles', some, 200);
    const profile = some.data?.profilesResponse ?? {};
    expect(profile.personalDetailSection).toBeDefined();
    expect(profile.itSkills).toBeDefined();
    expect(profile.workExperience).toBeUndefined();
    expect(profile.covidLayoff).toBeUndefined();
  });

  it('When fields has an unknown section, then 400 names fields; a guest gets 401', async () => {
    const { api } = await signedIn(sim, 'seeker');

    const bad = await api.GET('/middleware/profiles', {
      params: { query: { fields: 'personal_details,hobbies' } },
    });
    const guest = await visitor(sim).api.GET('/middleware/profiles', { params: { query: {} } });

    expect(firstError(expectReply('profiles', bad, 400)).param).toBe('fields');
    expectReply('profiles', guest, 401);
  });
});

describe('profileStats', () => {
  it('When asked twice, then the figures are the same and the score is the profile score', async () => {
    const { api } = await signedIn(sim, 'seeker');

    const first = await api.GET('/middleware/profile-stats', {});
    const second = await api.GET('/middleware/profile-stats', {});
    const profile = await api.GET('/middleware/profiles', { params: { query: {} } });

    expectReply('profileStats', first, 200);
    expect(second.data).toEqual(first.data);
    expect(first.data?.profileScore).toBe(profile.data?.profilesResponse.profileScore);
    expect(first.data?.periodDays).toBe(90);
    expectReply('profileStats', await visitor(sim).api.GET('/middleware/profile-stats', {}), 401);
  });
});

describe('Employment, education, preferences and skills', () => {
  let seeker: Visitor;

  beforeAll(async () => {
    seeker = await signedIn(sim, 'linked');
  });

  it('When a current employment is added, then it gets the next id, the others stop being current and the headline follows it', async () => {
    const added = await seeker.api.POST('/middleware/employement', {
      body: {
        years: 1,
        months: 2,
        designation: ' Staff Engineer ',
        organisation: 'Acme Technologies',
        current: true,
      },
    });

    expect(expectReply('employement', added, 201)).toMatchObject({
      id: 'emp-2',
      designation: 'Staff Engineer',
      current: true,
    });
    const profile = (await seeker.api.GET('/middleware/profiles', { params: { query: {} } })).data
      ?.profilesResponse;
    expect(profile?.workExperience?.find((e) => e.id === 'emp-1')?.current).toBe(false);
    expect(profile?.designation).toBe('Staff Engineer');
    expect(profile?.companyName).toBe('Acme Technologies');
  });

  it('When an employment is edited, then it is replaced; an unknown id is 404; a blank designation is 400', async () => {
    const body = { years: 2, months: 0, designation: 'Lead Engineer', organisation: 'Acme' };

    const edited = await seeker.api.PUT('/middleware/editEmploymentDetails/{employmentId}', {
      params: { path: { employmentId: 'emp-2' } },
      body,
    });
    const unknown = await seeker.api.PUT('/middleware/editEmploymentDetails/{employmentId}', {
      params: { path: { employmentId: 'emp-99' } },
      body,
    });
    const before = stateOf(sim);
    const blank = await seeker.api.PUT('/middleware/editEmploymentDetails/{employmentId}', {
      params: { path: { employmentId: 'emp-2' } },
      body: { ...body, designation: '  ' },
    });

    expect(expectReply('editEmploymentDetails', edited, 200)).toEqual({ id: 'emp-2', ...body });
    expectReply('editEmploymentDetails', unknown, 404);
    expect(firstError(expectReply('editEmploymentDetails', blank, 400)).param).toBe('designation');
    expect(stateOf(sim)).toBe(before);
  });

  it('When an education is added and edited, then ids follow edu-n; an unknown id is 404; a bad year is 400', async () => {
    const body = {
      highestQualification: 'M.Tech',
      specialization: 'Data Science',
      yearOfPassing: 2021,
      educationType: 'Part Time' as const,
    };

    const added = await seeker.api.POST('/middleware/educational', { body });
    const edited = await seeker.api.PUT('/middleware/editEducationDetails/{educationId}', {
      params: { path: { educationId: 'edu-2' } },
      body: { ...body, college: 'IIT Madras' },
    });
    const unknown = await seeker.api.PUT('/middleware/editEducationDetails/{educationId}', {
      params: { path: { educationId: 'edu-9' } },
      body,
    });
    const before = stateOf(sim);
    const badYear = await rawRequest(sim.url, {
      method: 'post',
      path: '/middleware/educational',
      body: { ...body, yearOfPassing: 1800 },
      cookies: seeker.cookies,
    });

    expect(expectReply('educational', added, 201)).toMatchObject({ id: 'edu-2', ...body });
    expect(expectReply('editEducationDetails', edited, 200)).toMatchObject({
      id: 'edu-2',
      college: 'IIT Madras',
    });
    expectReply('editEducationDetails', unknown, 404);
    expect(firstError(expectRaw('educational', badYear, 400)).param).toBe('yearOfPassing');
    expect(stateOf(sim)).toBe(before);
  });

  it('When preferences are replaced, then fields left out are cleared; a blank location is 400 (the schema), a repeat ignoring case 422', async () => {
    const replaced = await seeker.api.PUT('/middleware/jobpreferences', {
      body: { preferredLocations: ['Pune', 'Mumbai'], jobType: 'Contractual' },
    });
    const before = stateOf(sim);
    const blank = await seeker.api.PUT('/middleware/jobpreferences', {
      body: { preferredLocations: ['Pune', ' '] },
    });

    expect(expectReply('jobpreferences', replaced, 200)).toEqual({
      preferredLocations: ['Pune', 'Mumbai'],
      jobType: 'Contractual',
    });
    expect(firstError(expectReply('jobpreferences', blank, 400))).toMatchObject({
      param: 'preferredLocations.1',
      msg: 'body.preferredLocations.1 must not be blank',
    });
    const repeated = await seeker.api.PUT('/middleware/jobpreferences', {
      body: { preferredLocations: ['Pune', ' pune'] },
    });
    expect(ruleRefusal(expectReply('jobpreferences', repeated, 422))).toEqual({
      param: 'preferredLocations',
      errorCode: 'REPEATED_ENTRY',
    });
    expect(stateOf(sim)).toBe(before);
  });

  it('When skills are added, then a known name (any case) is merged in place keeping its spelling and details, a new one appended, and later entries apply in order', async () => {
    const added = await seeker.api.POST('/middleware/createSkills', {
      body: {
        itSkills: [
          { skill: 'java', version: '21', experienceYears: 6, experienceMonths: 0 },
          { skill: 'Kotlin', experienceYears: 1 },
          { skill: 'KOTLIN', experienceYears: 2 },
        ],
      },
    });

    expectReply('createSkills', added, 200);
    expect(added.data?.itSkills).toEqual([
      { skill: 'Java', version: '21', lastUsed: 2026, experienceYears: 6, experienceMonths: 0 },
      { skill: 'React', version: '19', lastUsed: 2026, experienceYears: 3, experienceMonths: 6 },
      { skill: 'SQL', lastUsed: 2026, experienceYears: 5, experienceMonths: 0 },
      { skill: 'Kotlin', experienceYears: 2, experienceMonths: 0 },
    ]);
  });

  it('When a known skill is added by name alone or with empty details (as the resume parser adds them), then its record is unchanged', async () => {
    const before = (await seeker.api.GET('/middleware/profiles', { params: { query: {} } })).data
      ?.profilesResponse.itSkills;
    const added = await seeker.api.POST('/middleware/createSkills', {
      body: {
        itSkills: [
          { skill: 'REACT' },
          { skill: 'sql', version: ' ', experienceYears: 0, experienceMonths: 0 },
        ],
      },
    });
    expect(expectReply('createSkills', added, 200)).toEqual({ itSkills: before });
  });

  it('When no skills or a blank skill are sent, then 400 names itSkills and nothing changes', async () => {
    const before = stateOf(sim);

    const empty = await seeker.api.POST('/middleware/createSkills', { body: { itSkills: [] } });
    const blank = await seeker.api.POST('/middleware/createSkills', {
      body: { itSkills: [{ skill: 'Go' }, { skill: '   ' }] },
    });

    expect(firstError(expectReply('createSkills', empty, 400)).param).toBe('itSkills');
    expect(firstError(expectReply('createSkills', blank, 400)).param).toBe('itSkills.1.skill');
    expect(stateOf(sim)).toBe(before);
  });

  it('When a guest edits a section, then 401', async () => {
    const guest = visitor(sim);
    const employment = { years: 1, months: 0, designation: 'x', organisation: 'y' };
    expectReply(
      'employement',
      await guest.api.POST('/middleware/employement', { body: employment }),
      401,
    );
    expectReply(
      'createSkills',
      await guest.api.POST('/middleware/createSkills', { body: { itSkills: [{ skill: 'Go' }] } }),
      401,
    );
  });
});

describe('Resumes', () => {
  it('When a .txt resume is uploaded, then it is the profile resume and the parser reads it', async () => {
    const { api } = await signedIn(sim, 'seeker');

    const uploaded = await api.POST(
      '/middleware/upload-resume',
      multipart('Asha Rao CV (2026).txt', Buffer.from(RESUME_LINES.join('\n')), 'text/plain'),
    );

    expect(expectReply('uploadResume', uploaded, 201)).toMatchObject({
      resume: { fileName: 'Asha Rao CV (2026).txt', contentType: 'text/plain' },
    });
    const resumeId = uploaded.data?.resume.id ?? '';
    expect(resumeId).toMatch(/^resume-/);
    const profile = await api.GET('/middleware/profiles', {
      params: { query: { fields: 'resume' } },
    });
    expect(profile.data?.profilesResponse.resume?.id).toBe(resumeId);
    const parsed = await api.POST('/middleware/resumeParserV1', { body: {} });
    expect(expectReply('resumeParserV1', parsed, 200)).toEqual(EXPECTED_PARSE);
    const byId = await api.POST('/middleware/resumeParserV1', { body: { resumeId } });
    expect(byId.data).toEqual(EXPECTED_PARSE);
  });

  it('When a .pdf, .docx or .rtf resume is uploaded, then the parser reads its text', async () => {
    const { api } = await signedIn(sim, 'seeker');

    const pdf = await api.POST(
      '/middleware/upload-resume',
      multipart('asha_rao.PDF', pdfWith(RESUME_LINES), 'application/pdf'),
    );
    expectReply('uploadResume', pdf, 201);
    const fromPdf = await api.POST('/middleware/resumeParserV1', { body: {} });
    expect(fromPdf.data).toEqual(EXPECTED_PARSE);

    const docx = await api.POST(
      '/middleware/upload-resume',
      multipart("Asha's resume.docx", docxWith(RESUME_LINES)),
    );
    expect(expectReply('uploadResume', docx, 201)).toMatchObject({
      resume: {
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
    });
    const fromDocx = await api.POST('/middleware/resumeParserV1', { body: {} });
    expect(fromDocx.data).toEqual(EXPECTED_PARSE);

    const rtf = `{\\rtf1\\ansi{\\fonttbl{\\f0 Arial;}}{\\colortbl;\\red0\\green0\\blue0;}\\f0\\fs22 ${RESUME_LINES.join('\\par\n')}\\par}`;
    const fromRtf = await api.POST(
      '/middleware/upload-resume',
      multipart('Asha-Rao.rtf', Buffer.from(rtf, 'latin1'), 'application/rtf'),
    );
    expectReply('uploadResume', fromRtf, 201);
    expect((await api.POST('/middleware/resumeParserV1', { body: {} })).data).toEqual(
      EXPECTED_PARSE,
    );
  });

  it('When the file has no text (a scanned image), then the upload is stored but the parser answers 422', async () => {
    const { api } = await signedIn(sim, 'unverified');

    const uploaded = await api.POST(
      '/middleware/upload-resume',
      multipart('scan.pdf', scannedPdf(), 'application/pdf'),
    );
    expectReply('uploadResume', uploaded, 201);
    const parsed = await api.POST('/middleware/resumeParserV1', { body: {} });

    expect(errorCode(expectReply('resumeParserV1', parsed, 422))).toBe('RESUME_UNREADABLE');
  });

  it.each([
    ['a percent sign in the name', 'my 100%.txt', 1],
    ['a character outside the rule', 'resume<1>.pdf', 1],
    ['another extension', 'resume.exe', 1],
    ['no extension', 'resume', 1],
    ['an empty file', 'resume.txt', 0],
    ['more than 5 MB', 'resume.txt', 5 * 1024 * 1024 + 1],
  ])(
    'When the file has %s, then 422 names file and its reason and nothing is stored',
    async (_case, name, size) => {
      const { api } = await signedIn(sim, 'seeker');
      const before = stateOf(sim);

      const uploaded = await api.POST(
        '/middleware/upload-resume',
        multipart(name, Buffer.alloc(size, 0x61), 'text/plain'),
      );

      const refusal = ruleRefusal(expectReply('uploadResume', uploaded, 422));
      expect(refusal.param).toBe('file');
      expect(refusal.errorCode).toMatch(/^FILE_/);
      expect(stateOf(sim)).toBe(before);
    },
  );

  it('When the resume is updated form-encoded, then it becomes the profile resume; bad name or content is 400 naming the field', async () => {
    const { api } = await signedIn(sim, 'delinked');
    const fileContent = Buffer.from(RESUME_LINES.join('\n')).toString('base64');

    const updated = await api.POST('/middleware/resume/update', {
      body: { fileName: 'Updated CV.txt', fileContent },
      ...formEncoded,
    });
    expect(expectReply('resumeUpdate', updated, 200)).toMatchObject({
      resume: { fileName: 'Updated CV.txt' },
    });
    expect((await api.POST('/middleware/resumeParserV1', { body: {} })).data).toEqual(
      EXPECTED_PARSE,
    );

    const before = stateOf(sim);
    const badName = await api.POST('/middleware/resume/update', {
      body: { fileName: 'cv.exe', fileContent },
      ...formEncoded,
    });
    const badContent = await api.POST('/middleware/resume/update', {
      body: { fileName: 'cv.txt', fileContent: 'abcde' },
      ...formEncoded,
    });
    expect(firstError(expectReply('resumeUpdate', badName, 400)).param).toBe('fileName');
    expect(firstError(expectReply('resumeUpdate', badContent, 400)).param).toBe('fileContent');
    expect(stateOf(sim)).toBe(before);
  });

  it('When there is no resume or the id is not the seeker’s, then the parser answers 404; a guest gets 401', async () => {
    const { api } = await signedIn(sim, 'linked');
    const owner = sim.context.store.state.uploads.find((u) => u.accountId === 'acc-in-seeker');

    const none = await api.POST('/middleware/resumeParserV1', { body: {} });
    const noBody = await rawRequest(sim.url, {
      method: 'post',
      path: '/middleware/resumeParserV1',
      cookies: (await signedIn(sim, 'linked')).cookies,
    });
    const foreign = await api.POST('/middleware/resumeParserV1', {
      body: { resumeId: owner?.id ?? 'resume-x' },
    });
    const guest = await visitor(sim).api.POST('/middleware/resumeParserV1', { body: {} });
    const guestUpload = await visitor(sim).api.POST(
      '/middleware/upload-resume',
      multipart('cv.txt', Buffer.from('hello'), 'text/plain'),
    );

    expectReply('resumeParserV1', none, 404);
    expectRaw('resumeParserV1', noBody, 404);
    expectReply('resumeParserV1', foreign, 404);
    expectReply('resumeParserV1', guest, 401);
    expectReply('uploadResume', guestUpload, 401);
  });
});

describe('Avatars', () => {
  it('When a PNG is uploaded, then the avatar path serves the same bytes and the profile shows it; a second upload replaces it', async () => {
    const { api } = await signedIn(sim, 'seeker');

    const uploaded = await api.POST(
      '/middleware/upload-avatar',
      multipart('me.png', PNG_BYTES, 'image/png'),
    );

    expectReply('uploadAvatar', uploaded, 200);
    const path = uploaded.data?.avatarPath ?? '';
    expect(path).toMatch(/^\/sim-assets\/avatars\/avatar-/);
    const served = await getAsset(`${sim.url}${path}`);
    expect(served.status).toBe(200);
    expect(served.type).toContain('image/png');
    expect(served.body.equals(PNG_BYTES)).toBe(true);
    const me = await api.GET('/middleware/userMe', {});
    expect(me.data?.avatarPath).toBe(path);

    const replaced = await api.POST(
      '/middleware/upload-avatar',
      multipart('me.JPEG', JPEG_BYTES, 'image/jpeg'),
    );
    expectReply('uploadAvatar', replaced, 200);
    expect((await getAsset(`${sim.url}${path}`)).status).toBe(404);
    const avatars = sim.context.store.state.uploads.filter(
      (u) => u.accountId === 'acc-in-seeker' && u.kind === 'avatar',
    );
    expect(avatars.map((u) => u.contentType)).toEqual(['image/jpeg']);
  });

  it.each([
    ['another extension', 'me.gif', PNG_BYTES],
    ['bytes that are not the extension', 'me.png', JPEG_BYTES],
    ['bytes that are no image', 'me.jpg', Buffer.from('not an image at all')],
    ['more than 2 MB', 'me.png', Buffer.concat([PNG_BYTES, Buffer.alloc(2 * 1024 * 1024)])],
  ])(
    'When the image has %s, then 422 names file and its reason and nothing is stored',
    async (_case, name, bytes) => {
      const { api } = await signedIn(sim, 'unverified');
      const before = stateOf(sim);

      const uploaded = await api.POST('/middleware/upload-avatar', multipart(name, bytes));

      const refusal = ruleRefusal(expectReply('uploadAvatar', uploaded, 422));
      expect(refusal.param).toBe('file');
      expect(refusal.errorCode).toMatch(/^FILE_/);
      expect(stateOf(sim)).toBe(before);
    },
  );

  it('When a guest uploads an avatar, then 401', async () => {
    const guest = await visitor(sim).api.POST(
      '/middleware/upload-avatar',
      multipart('me.png', PNG_BYTES, 'image/png'),
    );
    expectReply('uploadAvatar', guest, 401);
  });
});

describe('Covid flag, career services and email preferences', () => {
  it('When the covid flag is set, then reading it gives the stored value; a wrong type is 400; a guest gets 401', async () => {
    const { api, cookies } = await signedIn(sim, 'seeker');

    const initial = await api.GET('/middleware/covidLayoffFlag', {});
    const set = await api.POST('/middleware/editCovidLayoffFlag', { body: { covidLayoff: true } });
    const read = await api.GET('/middleware/covidLayoffFlag', {});
    const before = stateOf(sim);
    const wrong = await rawRequest(sim.url, {
      method: 'post',
      path: '/middleware/editCovidLayoffFlag',
      body: { covidLayoff: 'yes' },
      cookies,
    });

    expect(expectReply('covidLayoffFlag', initial, 200)).toEqual({
      Status: 200,
      Response: { covidLayoff: false },
    });
    expect(expectReply('editCovidLayoffFlag', set, 200)).toEqual({
      Status: 200,
      Response: { covidLayoff: true },
    });
    expect(read.data?.Response.covidLayoff).toBe(true);
    expect(firstError(expectRaw('editCovidLayoffFlag', wrong, 400)).param).toBe('covidLayoff');
    expect(stateOf(sim)).toBe(before);
    expectReply(
      'covidLayoffFlag',
      await visitor(sim).api.GET('/middleware/covidLayoffFlag', {}),
      401,
    );
  });

  it("When the seeded seeker asks for career services, then the fixed set comes newest first; another seeker's list is empty", async () => {
    const seeker = await signedIn(sim, 'seeker');
    const other = await signedIn(sim, 'linked');

    const services = await seeker.api.GET('/middleware/career-services/fetchSeekerServices', {});
    const none = await other.api.GET('/middleware/career-services/fetchSeekerServices', {});

    expectReply('careerServicesFetchSeekerServices', services, 200);
    expect(services.data?.services.map((s) => [s.id, s.status])).toEqual([
      ['svc-in-resume-writing', 'ACTIVE'],
      ['svc-in-career-coaching', 'PENDING'],
      ['svc-in-featured-profile', 'EXPIRED'],
    ]);
    expect(services.data?.services[1]?.expiresAt).toBeNull();
    expect(none.data).toEqual({ services: [] });
    expectReply(
      'careerServicesFetchSeekerServices',
      await visitor(sim).api.GET('/middleware/career-services/fetchSeekerServices', {}),
      401,
    );
  });

  it('When email preferences are sent, then they are stored and answered; a missing flag is 400', async () => {
    const { api, cookies } = await signedIn(sim, 'seeker');
    const preferences = {
      jobAlerts: false,
      recommendations: true,
      applicationUpdates: true,
      recruiterMessages: false,
      newsletters: true,
    };

    const stored = await api.PUT('/middleware/notifications/email', { body: preferences });
    const before = stateOf(sim);
    const missing = await rawRequest(sim.url, {
      method: 'put',
      path: '/middleware/notifications/email',
      body: { jobAlerts: true },
      cookies,
    });

    expect(expectReply('notificationsEmail', stored, 200)).toEqual(preferences);
    expect(
      sim.context.store.state.accounts.find((a) => a.id === 'acc-in-seeker')?.emailPreferences,
    ).toEqual(preferences);
    expect(expectRaw('notificationsEmail', missing, 400)).toBeDefined();
    expect(stateOf(sim)).toBe(before);
    expectReply(
      'notificationsEmail',
      await visitor(sim).api.PUT('/middleware/notifications/email', { body: preferences }),
      401,
    );
  });
});
