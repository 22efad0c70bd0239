// One valid and one invalid request for every operation of the contract, run in this order by
// the conformance test as a signed-in seeker (or a guest where the operation is public).
// `valid` may read ids that earlier cases created from `ctx.saved`.
import { signInForm } from '../../fixtures/accounts';
import type { RawRequest } from '../support/raw';

export interface CaseContext {
  jobId: string;
  otherJobId: string;
  companyId: number;
  recruiterId: number;
  channelId: number;
  saved: Record<string, string>;
}

type Request = Omit<RawRequest, 'cookies'>;

export interface OperationCase {
  operationId: string;
  /** The test account making the calls; the complete `seeker` unless said. */
  as?: 'seeker' | 'unverified' | 'fresh';
  valid: (ctx: CaseContext) => Request;
  /** Expected status of the valid call (200 unless said). */
  status?: number;
  /** Reads an id from the valid call's body for later cases. */
  keep?: (body: unknown, ctx: CaseContext) => void;
  invalid: (ctx: CaseContext) => Request;
  /** The field the refusal must name. */
  invalidField: string;
  /**
   * The refusal's status: 400 (the request breaks the contract) unless said; 422 for a rule the
   * schema cannot say (a multipart file's name, type or content), with its reason code.
   */
  invalidStatus?: 400 | 422;
}

/** A seeker the conformance test registers, whose email is still unverified. */
export const FRESH_EMAIL = 'fresh.seeker@example.com';

const RESUME_TEXT =
  'Asha Rao\nasha.rao@example.com\n+91 9876543210\nSenior Software Engineer with 6 years of experience in Java, React and SQL.\n';

function resumeForm(name: string, content = RESUME_TEXT): FormData {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'text/plain' }), name);
  return form;
}

function pngForm(): FormData {
  const png = Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
  ]);
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'me.png');
  return form;
}

function get(path: string, query?: Record<string, string | string[]>): Request {
  return { method: 'get', path, ...(query ? { query } : {}) };
}
function post(path: string, body?: unknown, encoding?: Request['encoding']): Request {
  return {
    method: 'post',
    path,
    ...(body === undefined ? {} : { body }),
    ...(encoding ? { encoding } : {}),
  };
}
function put(path: string, body: unknown): Request {
  return { method: 'put', path, body };
}

function idOf(field: string) {
  return (body: unknown, ctx: CaseContext, key: string) => {
    ctx.saved[key] = String((body as Record<string, unknown>)[field]);
  };
}

const alertBody = { name: 'Java in Pune', keywords: 'java', locations: 'Pune', frequency: 1 };
const employment = { years: 2, months: 3, designation: 'Developer', organisation: 'Initech' };
const education = { highestQualification: 'MBA', educationType: 'Full Time' };
const event = {
  action: 'page_view',
  channel: 1,
  currentTimestamp: 1_790_000_000_000,
  id: 'e1',
  label: 'HOME',
  site: 'IN',
  tenant: 1,
  siteContext: 'india',
  sessionId: 'sess-test',
};

export const OPERATION_CASES: OperationCase[] = [
  // search
  {
    operationId: 'searchResults',
    valid: () => get('/middleware/search/results', { query: 'java', filter: 'true' }),
    invalid: () => get('/middleware/search/results', { limit: '500' }),
    invalidField: 'limit',
  },
  {
    operationId: 'jobsearch',
    valid: () =>
      post('/middleware/jobsearch', {
        limit: 10,
        sort: 2,
        filterName: 'walkin',
        filterValue: 'walkin',
      }),
    invalid: () => post('/middleware/jobsearch', { limit: 0 }),
    invalidField: 'limit',
  },
  {
    operationId: 'recentSearches',
    valid: () => get('/penguin/api/public/events/v1/ml/recent-searches'),
    invalid: () => get('/penguin/api/public/events/v1/ml/recent-searches', { limit: '99' }),
    invalidField: 'limit',
  },
  {
    operationId: 'autocompleteKeywords',
    valid: () => get('/middleware/autocomplete/keywords', { query: 'jav', size: '15' }),
    invalid: () => get('/middleware/autocomplete/keywords', { query: 'j' }),
    invalidField: 'query',
  },
  {
    operationId: 'autocompleteLocations',
    valid: () =>
      get('/middleware/autocomplete/locations', {
        query: 'mu',
        size: '10',
        type: 'locations',
        siteContext: 'india',
      }),
    invalid: () => get('/middleware/autocomplete/locations', { query: 'mu', size: '11' }),
    invalidField: 'size',
  },
  {
    operationId: 'autocompleteSuggestions',
    valid: () =>
      get('/middleware/autocomplete/suggestions', {
        query: 'dev',
        excludeKeywords: ['developer', 'devops'],
      }),
    invalid: () => get('/middleware/autocomplete/suggestions', {}),
    invalidField: 'query',
  },
  {
    operationId: 'companyList',
    valid: () => get('/middleware/autocomplete/companies', { limit: '500', countries: 'IN' }),
    invalid: () => get('/middleware/autocomplete/companies', { countries: 'XX' }),
    invalidField: 'countries',
  },
  {
    operationId: 'masterData',
    valid: () => get('/middleware/master-data', { type: 'INDUSTRY', limit: '10000' }),
    invalid: () => get('/middleware/master-data', { type: 'PLANET' }),
    invalidField: 'type',
  },
  {
    operationId: 'searchBanners',
    valid: () =>
      get('/middleware/searchBanners', {
        subchannel_id: '1',
        keywords: 'sales',
        showWalkin: 'true',
      }),
    invalid: () => get('/middleware/searchBanners', { subchannel_id: 'zero' }),
    invalidField: 'subchannel_id',
  },
  {
    operationId: 'employersOfChoice',
    valid: () => get('/middleware/employersOfChoice'),
    invalid: () => ({
      ...get('/middleware/employersOfChoice'),
      headers: { 'X-Source-Country': 'XX' },
    }),
    invalidField: 'x-source-country',
  },
  // voice
  {
    operationId: 'voiceReader',
    valid: () =>
      post('/middleware/voice/reader', { data: 'designer job for 10 years experienced' }),
    invalid: () => post('/middleware/voice/reader', { data: '' }),
    invalidField: 'data',
  },
  {
    operationId: 'getSemantic',
    valid: () => post('/middleware/voice-search/getSemantic', { text: 'java developer in mumbai' }),
    invalid: () => post('/middleware/voice-search/getSemantic', { words: 'java' }),
    invalidField: 'text',
  },
  // jobs
  {
    operationId: 'jobdetail',
    valid: (ctx) => get(`/middleware/jobdetail/${ctx.jobId}`),
    invalid: () => get('/middleware/jobdetail/not-an-id!'),
    invalidField: 'jobId',
  },
  {
    operationId: 'jobDetailSdt',
    valid: (ctx) => get(`/v4/xyz/${ctx.jobId}/sdt/${ctx.channelId}`),
    invalid: (ctx) => get(`/v4/xyz/${ctx.jobId}/sdt/zero`),
    invalidField: 't_id',
  },
  {
    operationId: 'jobViewCount',
    valid: (ctx) => post(`/middleware/job/${ctx.jobId}/view-count`),
    invalid: () => post('/middleware/job/bad~id/view-count'),
    invalidField: 'jobId',
  },
  {
    operationId: 'jobSave',
    valid: (ctx) => post('/middleware/jobSave', { jobId: ctx.jobId }),
    invalid: () => post('/middleware/jobSave', { job: 1 }),
    invalidField: 'jobId',
  },
  {
    operationId: 'savedJobs',
    valid: () => get('/middleware/savedJobs', { start: '0', limit: '10' }),
    invalid: () => get('/middleware/savedJobs', { start: '-1' }),
    invalidField: 'start',
  },
  {
    operationId: 'jobUnSave',
    valid: (ctx) => post('/middleware/jobUnSave', { jobId: ctx.jobId }),
    invalid: () => post('/middleware/jobUnSave', {}),
    invalidField: 'jobId',
  },
  {
    operationId: 'canJobApply',
    valid: (ctx) => get(`/middleware/canJobApply/${ctx.jobId}`),
    invalid: () => get('/middleware/canJobApply/%20'),
    invalidField: 'jobId',
  },
  {
    operationId: 'jobApply',
    valid: (ctx) => post('/middleware/jobApply', { jobId: ctx.jobId, source: 'JD' }),
    invalid: (ctx) => post('/middleware/jobApply', { jobId: ctx.jobId, extra: true }),
    invalidField: 'extra',
  },
  {
    operationId: 'jobApplySuccess',
    valid: (ctx) => get(`/middleware/jobApplySuccess/${ctx.jobId}`),
    invalid: () => get('/middleware/jobApplySuccess/a%2Fb'),
    invalidField: 'jobId',
  },
  {
    operationId: 'jobApplyAor',
    valid: (ctx) => post('/middleware/jobApplyAor', { jobId: ctx.otherJobId }),
    invalid: () => post('/middleware/jobApplyAor', { jobId: 42 }),
    invalidField: 'jobId',
  },
  {
    operationId: 'appliedJobs',
    valid: () => get('/middleware/appliedJobs'),
    invalid: () => get('/middleware/appliedJobs', { limit: 'all' }),
    invalidField: 'limit',
  },
  {
    operationId: 'suggestedJobs',
    valid: () => get('/middleware/suggestedJobs'),
    invalid: () => get('/middleware/suggestedJobs', { limit: '0' }),
    invalidField: 'limit',
  },
  {
    operationId: 'collaborativeJobs',
    valid: () => get('/middleware/collaborativeJobs'),
    invalid: () => get('/middleware/collaborativeJobs', { start: 'x' }),
    invalidField: 'start',
  },
  {
    operationId: 'networkJobs',
    valid: () => get('/middleware/networkJobs'),
    invalid: () => get('/middleware/networkJobs', { limit: '101' }),
    invalidField: 'limit',
  },
  {
    operationId: 'userDashboard',
    valid: () => get('/middleware/userDashboard'),
    invalid: () => ({
      ...get('/middleware/userDashboard'),
      headers: { 'X-Source-Site-Context': 'moon' },
    }),
    invalidField: 'x-source-site-context',
  },
  // follow
  {
    operationId: 'companyFollow',
    valid: (ctx) => post(`/middleware/companyFollow/${ctx.companyId}`),
    invalid: () => post('/middleware/companyFollow/0'),
    invalidField: 'companyId',
  },
  {
    operationId: 'followedCompanies',
    valid: () => get('/middleware/followedCompanies'),
    invalid: () => ({
      ...get('/middleware/followedCompanies'),
      headers: { 'X-Language-Code': 'english' },
    }),
    invalidField: 'x-language-code',
  },
  {
    operationId: 'followedRecruiters',
    valid: () => get('/middleware/followedRecruiters'),
    invalid: () => ({
      ...get('/middleware/followedRecruiters'),
      headers: { 'X-Language-Code': 'english' },
    }),
    invalidField: 'x-language-code',
  },
  {
    operationId: 'companyUnfollow',
    valid: (ctx) => post(`/middleware/companyUnfollow/${ctx.companyId}`),
    invalid: () => post('/middleware/companyUnfollow/abc'),
    invalidField: 'companyId',
  },
  {
    operationId: 'recruiterFollow',
    valid: (ctx) => post(`/middleware/recruiterFollow/${ctx.recruiterId}`),
    invalid: () => post('/middleware/recruiterFollow/-4'),
    invalidField: 'recruiterId',
  },
  {
    operationId: 'recruiterUnfollow',
    valid: (ctx) => post(`/middleware/recruiterUnfollow/${ctx.recruiterId}`),
    invalid: () => post('/middleware/recruiterUnfollow/1.5'),
    invalidField: 'recruiterId',
  },
  // alerts and saved searches
  {
    operationId: 'createJobAlert',
    valid: () => post('/middleware/createJobAlert', alertBody),
    status: 201,
    keep: (body, ctx) => idOf('id')(body, ctx, 'alertId'),
    invalid: () => post('/middleware/createJobAlert', { ...alertBody, frequency: 9 }),
    invalidField: 'frequency',
  },
  {
    operationId: 'jobAlerts',
    valid: () => get('/middleware/jobAlerts'),
    invalid: () => ({ ...get('/middleware/jobAlerts'), headers: { 'X-Source-Country': 'in' } }),
    invalidField: 'x-source-country',
  },
  {
    operationId: 'editJobAlert',
    valid: (ctx) =>
      put(`/middleware/editJobAlert/${ctx.saved.alertId}`, { ...alertBody, frequency: 3 }),
    invalid: (ctx) =>
      put(`/middleware/editJobAlert/${ctx.saved.alertId}`, { ...alertBody, name: '' }),
    invalidField: 'name',
  },
  {
    operationId: 'deleteJobAlert',
    valid: (ctx) => ({ method: 'delete', path: `/middleware/deleteJobAlert/${ctx.saved.alertId}` }),
    invalid: () => ({ method: 'delete', path: '/middleware/deleteJobAlert/bad%20id' }),
    invalidField: 'alertId',
  },
  {
    operationId: 'saveSearch',
    valid: () =>
      post('/middleware/saveSearch', {
        name: 'Java jobs',
        criteria: { query: 'java', locations: 'Pune' },
      }),
    status: 201,
    keep: (body, ctx) => idOf('id')(body, ctx, 'searchId'),
    invalid: () => post('/middleware/saveSearch', { name: 'Empty', criteria: {} }),
    invalidField: 'criteria',
  },
  {
    operationId: 'savedSearches',
    valid: () => get('/middleware/savedSearches'),
    invalid: () => ({ ...get('/middleware/savedSearches'), headers: { 'X-Source-Country': '' } }),
    invalidField: 'x-source-country',
  },
  {
    operationId: 'deleteSavedSearch',
    valid: (ctx) => ({ method: 'delete', path: `/middleware/savedSearches/${ctx.saved.searchId}` }),
    invalid: () => ({ method: 'delete', path: '/middleware/savedSearches/%24%24' }),
    invalidField: 'searchId',
  },
  // profile
  {
    operationId: 'profiles',
    valid: () => get('/middleware/profiles', { fields: 'personal_details', v: '1' }),
    invalid: () => get('/middleware/profiles', { fields: 'everything!' }),
    invalidField: 'fields',
  },
  {
    operationId: 'profileStats',
    valid: () => get('/middleware/profile-stats'),
    invalid: () => ({
      ...get('/middleware/profile-stats'),
      headers: { 'X-Source-Site-Context': 'INDIA' },
    }),
    invalidField: 'x-source-site-context',
  },
  {
    operationId: 'employement',
    valid: () => post('/middleware/employement', employment),
    status: 201,
    keep: (body, ctx) => idOf('id')(body, ctx, 'employmentId'),
    invalid: () => post('/middleware/employement', { ...employment, months: 12 }),
    invalidField: 'months',
  },
  {
    operationId: 'editEmploymentDetails',
    valid: (ctx) =>
      put(`/middleware/editEmploymentDetails/${ctx.saved.employmentId}`, {
        ...employment,
        years: 3,
      }),
    invalid: (ctx) =>
      put(`/middleware/editEmploymentDetails/${ctx.saved.employmentId}`, { years: 3 }),
    invalidField: 'months',
  },
  {
    operationId: 'deleteEmploymentDetails',
    valid: (ctx) => ({
      method: 'delete',
      path: `/middleware/editEmploymentDetails/${ctx.saved.employmentId}`,
    }),
    invalid: () => ({ method: 'delete', path: '/middleware/editEmploymentDetails/%24%24' }),
    invalidField: 'employmentId',
  },
  {
    operationId: 'educational',
    valid: () => post('/middleware/educational', education),
    status: 201,
    keep: (body, ctx) => idOf('id')(body, ctx, 'educationId'),
    invalid: () => post('/middleware/educational', { ...education, educationType: 'Online' }),
    invalidField: 'educationType',
  },
  {
    operationId: 'editEducationDetails',
    valid: (ctx) =>
      put(`/middleware/editEducationDetails/${ctx.saved.educationId}`, {
        ...education,
        yearOfPassing: 2018,
      }),
    invalid: (ctx) =>
      put(`/middleware/editEducationDetails/${ctx.saved.educationId}`, {
        ...education,
        yearOfPassing: 1800,
      }),
    invalidField: 'yearOfPassing',
  },
  {
    operationId: 'deleteEducationDetails',
    valid: (ctx) => ({
      method: 'delete',
      path: `/middleware/editEducationDetails/${ctx.saved.educationId}`,
    }),
    invalid: () => ({ method: 'delete', path: '/middleware/editEducationDetails/%24%24' }),
    invalidField: 'educationId',
  },
  {
    operationId: 'jobpreferences',
    valid: () =>
      put('/middleware/jobpreferences', { jobType: 'Permanent', noticePeriod: '30 days' }),
    invalid: () => put('/middleware/jobpreferences', { noticePeriod: 'tomorrow' }),
    invalidField: 'noticePeriod',
  },
  {
    operationId: 'createSkills',
    valid: () =>
      post('/middleware/createSkills', { itSkills: [{ skill: 'Kotlin', experienceYears: 1 }] }),
    invalid: () => post('/middleware/createSkills', { itSkills: [] }),
    invalidField: 'itSkills',
  },
  {
    operationId: 'deleteSkill',
    valid: () => ({ method: 'delete', path: '/middleware/deleteSkill/kotlin' }),
    invalid: () => ({ method: 'delete', path: `/middleware/deleteSkill/${'x'.repeat(61)}` }),
    invalidField: 'skill',
  },
  {
    operationId: 'uploadResume',
    valid: () => ({
      method: 'post',
      path: '/middleware/upload-resume',
      body: resumeForm('Asha Rao resume.txt'),
      encoding: 'multipart',
    }),
    status: 201,
    invalid: () => ({
      method: 'post',
      path: '/middleware/upload-resume',
      body: resumeForm('resume.exe'),
      encoding: 'multipart',
    }),
    invalidField: 'file',
    invalidStatus: 422,
  },
  {
    operationId: 'resumeUpdate',
    valid: () =>
      post(
        '/middleware/resume/update',
        { fileName: 'cv.txt', fileContent: Buffer.from(RESUME_TEXT).toString('base64') },
        'form',
      ),
    invalid: () =>
      post('/middleware/resume/update', { fileName: 'cv.txt', fileContent: 'not base64!' }, 'form'),
    invalidField: 'fileContent',
  },
  {
    operationId: 'resumeParserV1',
    valid: () => post('/middleware/resumeParserV1', {}),
    invalid: () => post('/middleware/resumeParserV1', { resumeId: 'a b' }),
    invalidField: 'resumeId',
  },
  {
    operationId: 'uploadAvatar',
    valid: () => ({
      method: 'post',
      path: '/middleware/upload-avatar',
      body: pngForm(),
      encoding: 'multipart',
    }),
    invalid: () => ({
      method: 'post',
      path: '/middleware/upload-avatar',
      body: resumeForm('me.txt'),
      encoding: 'multipart',
    }),
    invalidField: 'file',
    invalidStatus: 422,
  },
  {
    operationId: 'covidLayoffFlag',
    valid: () => get('/middleware/covidLayoffFlag'),
    invalid: () => ({
      ...get('/middleware/covidLayoffFlag'),
      headers: { 'X-Source-Country': 'UK' },
    }),
    invalidField: 'x-source-country',
  },
  {
    operationId: 'editCovidLayoffFlag',
    valid: () => post('/middleware/editCovidLayoffFlag', { covidLayoff: true }),
    invalid: () => post('/middleware/editCovidLayoffFlag', { covidLayoff: 'yes' }),
    invalidField: 'covidLayoff',
  },
  {
    operationId: 'careerServicesFetchSeekerServices',
    valid: () => get('/middleware/career-services/fetchSeekerServices'),
    invalid: () => ({
      ...get('/middleware/career-services/fetchSeekerServices'),
      headers: { 'X-Language-Code': 'e' },
    }),
    invalidField: 'x-language-code',
  },
  {
    operationId: 'notificationsEmail',
    valid: () =>
      put('/middleware/notifications/email', {
        jobAlerts: true,
        recommendations: false,
        applicationUpdates: true,
        recruiterMessages: true,
        newsletters: false,
      }),
    invalid: () => put('/middleware/notifications/email', { jobAlerts: true }),
    invalidField: 'recommendations',
  },
  // account pages (designed)
  {
    operationId: 'editPersonalDetails',
    valid: () =>
      put('/middleware/personalDetails', {
        displayName: 'Asha Rao',
        currentLocation: 'Pune',
        maritalStatus: 'Single',
      }),
    invalid: () => put('/middleware/personalDetails', { displayName: 'A' }),
    invalidField: 'displayName',
  },
  {
    operationId: 'editAccomplishments',
    valid: () =>
      put('/middleware/accomplishments', {
        awards: [{ title: 'Employee of the year', year: 2024 }],
      }),
    invalid: () => put('/middleware/accomplishments', { awards: [{ year: 2024 }] }),
    invalidField: 'title',
  },
  {
    operationId: 'resumes',
    valid: () => get('/middleware/resumes'),
    keep: (body, ctx) => {
      const [oldest] = (body as { resumes: Array<{ id: string }> }).resumes.slice(-1);
      if (oldest) ctx.saved.resumeId = oldest.id;
    },
    invalid: () => ({ ...get('/middleware/resumes'), headers: { 'X-Source-Country': 'IND' } }),
    invalidField: 'x-source-country',
  },
  {
    operationId: 'deleteResume',
    valid: (ctx) => ({ method: 'delete', path: `/middleware/resumes/${ctx.saved.resumeId}` }),
    invalid: () => ({ method: 'delete', path: '/middleware/resumes/%24%24' }),
    invalidField: 'resumeId',
  },
  {
    operationId: 'accountSettings',
    valid: () => get('/middleware/accountSettings'),
    invalid: () => ({
      ...get('/middleware/accountSettings'),
      headers: { 'X-Source-Site-Context': 'INDIA' },
    }),
    invalidField: 'x-source-site-context',
  },
  {
    operationId: 'changePassword',
    status: 422,
    valid: () =>
      post('/middleware/changePassword', { currentPassword: 'not-it', newPassword: 'N3wPassword' }),
    invalid: () =>
      post('/middleware/changePassword', { currentPassword: 'not-it', newPassword: 'abc' }),
    invalidField: 'newPassword',
  },
  {
    operationId: 'feedback',
    status: 201,
    valid: () => post('/middleware/feedback', { rating: 4, message: 'Clear pages.' }),
    invalid: () => post('/middleware/feedback', { rating: 9, message: 'Clear pages.' }),
    invalidField: 'rating',
  },
  // seeker cards
  {
    operationId: 'getSeekerCards',
    valid: () => get('/middleware/seeker-cards'),
    invalid: () => ({ ...get('/middleware/seeker-cards'), headers: { 'X-Source-Country': 'ZZ' } }),
    invalidField: 'x-source-country',
  },
  {
    operationId: 'skipSeekerCard',
    valid: () => post('/middleware/seeker-cards/WORK_AUTHORISATION/skip'),
    invalid: () => post('/middleware/seeker-cards/HOBBIES/skip'),
    invalidField: 'cardType',
  },
  {
    operationId: 'updateSeekerCardLocation',
    valid: () => put('/middleware/seeker-cards/location', { currentLocation: 'Pune' }),
    invalid: () => put('/middleware/seeker-cards/location', { currentLocation: '   ' }),
    invalidField: 'currentLocation',
  },
  {
    operationId: 'updateSeekerCardWorkAuthorisation',
    valid: () =>
      put('/middleware/seeker-cards/work-authorisation', {
        workPermits: ['H1B'],
        authorisedCountries: ['IN'],
      }),
    invalid: () =>
      put('/middleware/seeker-cards/work-authorisation', { workPermits: ['Moon visa'] }),
    invalidField: 'workPermits',
  },
  {
    operationId: 'updateSeekerCardEducation',
    valid: () => put('/middleware/seeker-cards/education', education),
    invalid: () => put('/middleware/seeker-cards/education', { educationType: 'Full Time' }),
    invalidField: 'highestQualification',
  },
  {
    operationId: 'updateSeekerCardExperience',
    valid: () => put('/middleware/seeker-cards/experience', { years: 4, months: 2 }),
    invalid: () => put('/middleware/seeker-cards/experience', { years: 51, months: 0 }),
    invalidField: 'years',
  },
  {
    operationId: 'updateSeekerCardDesignation',
    valid: () => put('/middleware/seeker-cards/designation', { designation: 'Team Lead' }),
    invalid: () => put('/middleware/seeker-cards/designation', {}),
    invalidField: 'designation',
  },
  {
    operationId: 'updateSeekerCardSkills',
    valid: () => put('/middleware/seeker-cards/skills', { skills: ['Java', 'Spring'] }),
    invalid: () => put('/middleware/seeker-cards/skills', { skills: 'Java' }),
    invalidField: 'skills',
  },
  // otp (the mobile one first sends, then verifies with the development OTP)
  {
    operationId: 'getMobileOtp',
    valid: () =>
      post('/middleware/getMobileOtp', { countryCode: '91', mobileNumber: '9811122233' }),
    invalid: () =>
      post('/middleware/getMobileOtp', { countryCode: '+91', mobileNumber: '9811122233' }),
    invalidField: 'countryCode',
  },
  {
    operationId: 'verifyMobileOtp',
    valid: () =>
      post('/middleware/verifyMobileOtp', {
        countryCode: '91',
        mobileNumber: '9811122233',
        otp: '123456',
      }),
    invalid: () =>
      post('/middleware/verifyMobileOtp', {
        countryCode: '91',
        mobileNumber: '9811122233',
        otp: '12',
      }),
    invalidField: 'otp',
  },
  {
    operationId: 'getMobileOtpV2',
    valid: () =>
      post('/middleware/v2/getMobileOtp', {
        countryCode: '91',
        mobileNumber: '9811122244',
        gRecaptchaResponse: 'token',
      }),
    invalid: () =>
      post('/middleware/v2/getMobileOtp', { countryCode: '91', mobileNumber: '9811122244' }),
    invalidField: 'gRecaptchaResponse',
  },
  {
    operationId: 'verifySeekerCardMobileOtp',
    valid: () =>
      post('/middleware/seeker-cards/mobile-otp', {
        countryCode: '91',
        mobileNumber: '9811122244',
        otp: '123456',
      }),
    invalid: () =>
      post('/middleware/seeker-cards/mobile-otp', {
        countryCode: '91',
        mobileNumber: 'abc',
        otp: '123456',
      }),
    invalidField: 'mobileNumber',
  },
  {
    operationId: 'verifyEmailWithLink',
    as: 'fresh',
    valid: () => post('/middleware/verifyEmailWithLink', { email: FRESH_EMAIL }),
    invalid: () => post('/middleware/verifyEmailWithLink', { email: 'a@b' }),
    invalidField: 'email',
  },
  {
    operationId: 'getEmailOtp',
    as: 'unverified',
    valid: () => post('/middleware/getEmailOtp', { email: 'unverified.in@example.com' }),
    invalid: () => post('/middleware/getEmailOtp', { email: 'not-an-email' }),
    invalidField: 'email',
  },
  {
    operationId: 'verifyEmailOtp',
    as: 'unverified',
    valid: () =>
      post('/middleware/verifyEmailOtp', { email: 'unverified.in@example.com', otp: '123456' }),
    invalid: () => post('/middleware/verifyEmailOtp', { email: 'unverified.in@example.com' }),
    invalidField: 'otp',
  },
  {
    operationId: 'forgotPassword',
    valid: () =>
      post('/middleware/forgotPassword', { countryCode: '91', mobileNumber: '9876500000' }),
    invalid: () => post('/middleware/forgotPassword', { email: 'not-an-email' }),
    invalidField: 'email',
  },
  {
    // Redeems the code forgotPassword just sent to the seeker's number.
    operationId: 'otpLogin',
    valid: () =>
      post('/rio/login/otp', { countryCode: '91', mobileNumber: '9876500000', otp: '123456' }),
    invalid: () =>
      post('/rio/login/otp', { countryCode: '91', mobileNumber: '9876500000', otp: '12ab56' }),
    invalidField: 'otp',
  },
  {
    // The code above is used up, so the well-formed reset is the wrong-code answer (the success
    // is in account-recovery.test.ts, which owns a clock for the resend wait).
    operationId: 'resetPassword',
    valid: () =>
      post('/middleware/resetPassword', {
        countryCode: '91',
        mobileNumber: '9876500000',
        otp: '123456',
        newPassword: 'Passw0rd!',
      }),
    status: 422,
    invalid: () =>
      post('/middleware/resetPassword', {
        email: 'seeker.in@example.com',
        otp: '123456',
        newPassword: 'short',
      }),
    invalidField: 'newPassword',
  },
  {
    operationId: 'sendOtp',
    valid: () =>
      post('/middleware/send-otp', {
        countryCode: '91',
        mobileNumber: '9811100001',
        purpose: 'REGISTRATION',
      }),
    invalid: () =>
      post('/middleware/send-otp', {
        countryCode: '91',
        mobileNumber: '9811100001',
        purpose: 'FUN',
      }),
    invalidField: 'purpose',
  },
  {
    operationId: 'sendOtpV2',
    valid: () =>
      post('/middleware/v2/send-otp', {
        countryCode: '91',
        mobileNumber: '9811100002',
        purpose: 'REGISTRATION',
        gRecaptchaResponse: 'token',
      }),
    invalid: () =>
      post('/middleware/v2/send-otp', {
        countryCode: '91',
        mobileNumber: '98',
        purpose: 'REGISTRATION',
        gRecaptchaResponse: 't',
      }),
    invalidField: 'mobileNumber',
  },
  // notifications and site
  {
    operationId: 'notificationCount',
    valid: () => get('/middleware/notifications/count', { v: '0.123' }),
    invalid: () => get('/middleware/notifications/count', { v: 'x'.repeat(40) }),
    invalidField: 'v',
  },
  {
    operationId: 'bellNotifications',
    valid: () => get('/middleware/bell-notification', { start: '0', limit: '10' }),
    invalid: () => get('/middleware/bell-notification', { limit: '51' }),
    invalidField: 'limit',
  },
  {
    operationId: 'cartCount',
    valid: () => get('/middleware/cart/count', { v: '7' }),
    invalid: () => get('/middleware/cart/count', { v: 'y'.repeat(33) }),
    invalidField: 'v',
  },
  {
    operationId: 'splashScreen',
    valid: () => get('/middleware/splashScreen'),
    invalid: () => ({ ...get('/middleware/splashScreen'), headers: { 'X-Source-Country': 'GB' } }),
    invalidField: 'x-source-country',
  },
  {
    operationId: 'careerAdvice',
    valid: () => get('/middleware/career-advice/resume-tips-india'),
    invalid: () => get('/middleware/career-advice/Not_A_Slug!'),
    invalidField: 'slug',
  },
  {
    operationId: 'appsDownloadLink',
    valid: () =>
      post('/middleware/apps/download-link', {
        isdCode: '91',
        mobileNumber: '9876543210',
        sitePropsCountryCode: 'IN',
        gRecaptchaResponse: 'token',
      }),
    invalid: () =>
      post('/middleware/apps/download-link', {
        isdCode: '91',
        mobileNumber: '98765abc',
        sitePropsCountryCode: 'IN',
        gRecaptchaResponse: 't',
      }),
    invalidField: 'mobileNumber',
  },
  {
    operationId: 'cmsPolls',
    valid: () => get('/middleware/cms/polls'),
    invalid: () => ({
      ...get('/middleware/cms/polls'),
      headers: { 'X-Source-Site-Context': 'mars' },
    }),
    invalidField: 'x-source-site-context',
  },
  // analytics
  {
    operationId: 'publishPenguinEvents',
    valid: () => post('/penguin/api/public/events/new/v1/publish', { events: [event] }),
    status: 202,
    invalid: () => post('/penguin/api/public/events/new/v1/publish', { events: [] }),
    invalidField: 'events',
  },
  {
    operationId: 'publishEvents',
    valid: () => post('/middleware/publish/events', { events: [event] }),
    invalid: () => post('/middleware/publish/events', { events: [{ ...event, site: 'XX' }] }),
    invalidField: 'site',
  },
  {
    operationId: 'publishEventsUserEngage',
    valid: () =>
      post('/middleware/publish/events/user-engage', {
        events: [
          {
            page_name: 'HOME',
            channel_id: 1,
            sub_channel_id: 1,
            date_time: '2026-11-21T10:00:00Z',
            platform: 'desktop',
          },
        ],
      }),
    invalid: () =>
      post('/middleware/publish/events/user-engage', {
        events: [
          {
            page_name: 'HOME',
            channel_id: 1,
            sub_channel_id: 1,
            date_time: 'yesterday',
            platform: 'desktop',
          },
        ],
      }),
    invalidField: 'date_time',
  },
  {
    operationId: 'publishCareerEvents',
    valid: () =>
      post('/middleware/publish/career-events', {
        careerRequestType: 'RESUME_WRITING',
        uuid: 'acc-in-seeker',
        displayName: 'Asha Rao',
        primaryEmail: { email: 'seeker.in@example.com', status: 1 },
      }),
    invalid: () =>
      post('/middleware/publish/career-events', { careerRequestType: 'RESUME_WRITING' }),
    invalidField: 'uuid',
  },
  // session (last: these change who is signed in)
  {
    operationId: 'userMe',
    valid: () => get('/middleware/userMe'),
    invalid: () => ({ ...get('/middleware/userMe'), headers: { 'X-Source-Country': 'IND' } }),
    invalidField: 'x-source-country',
  },
  {
    operationId: 'userJobInfo',
    valid: () => get('/middleware/userJobInfo'),
    invalid: () => ({ ...get('/middleware/userJobInfo'), headers: { 'X-Language-Code': 'en' } }),
    invalidField: 'x-language-code',
  },
  {
    operationId: 'seekerRelations',
    valid: () => get('/middleware/seekerRelations'),
    invalid: () => ({
      ...get('/middleware/seekerRelations'),
      headers: { 'X-Source-Site-Context': 'Gulf' },
    }),
    invalidField: 'x-source-site-context',
  },
  {
    operationId: 'ecashBalance',
    valid: () => get('/middleware/ecash/balance', { tenantId: '1' }),
    invalid: () => get('/middleware/ecash/balance', { tenantId: '0' }),
    invalidField: 'tenantId',
  },
  {
    operationId: 'rioAutoLogin',
    valid: () => get('/middleware/rioAutoLogin'),
    invalid: () => ({ ...get('/middleware/rioAutoLogin'), headers: { 'X-Source-Country': 'US' } }),
    invalidField: 'x-source-country',
  },
  {
    operationId: 'socialValidate',
    valid: () =>
      post('/middleware/social/validate', {
        socialAccessToken: 'google:new.in@example.com',
        socialProvider: 'google',
      }),
    invalid: () =>
      post('/middleware/social/validate', {
        socialAccessToken: 'google:x@y.com',
        socialProvider: 'twitter',
      }),
    invalidField: 'socialProvider',
  },
  {
    operationId: 'socialUnlink',
    valid: () => post('/middleware/socialUnlink', { socialProvider: 'google' }),
    invalid: () => post('/middleware/socialUnlink', {}),
    invalidField: 'socialProvider',
  },
  {
    operationId: 'socialLink',
    valid: () =>
      post('/middleware/socialLink', {
        socialAccessToken: 'google:seeker.in@example.com',
        socialProvider: 'google',
      }),
    invalid: () =>
      post('/middleware/socialLink', { socialAccessToken: '', socialProvider: 'google' }),
    invalidField: 'socialAccessToken',
  },
  {
    operationId: 'checkExistence',
    valid: () => get('/middleware/checkExistence', { email: 'seeker.in@example.com' }),
    invalid: () => get('/middleware/checkExistence', { email: 'nope' }),
    invalidField: 'email',
  },
  {
    operationId: 'registerPersonal',
    valid: () =>
      post('/middleware/registerPersonal', {
        name: 'Nila Das',
        email: 'nila.das@example.com',
        password: 'secret12',
        countryCode: '91',
        mobileNumber: '9811199999',
        currentLocation: 'Pune',
        experienceYears: 1,
        experienceMonths: 0,
      }),
    status: 201,
    invalid: () =>
      post('/middleware/registerPersonal', {
        name: 'N',
        email: 'nila2@example.com',
        password: 'secret12',
        countryCode: '91',
        mobileNumber: '9811199998',
        currentLocation: 'Pune',
        experienceYears: 1,
        experienceMonths: 0,
      }),
    invalidField: 'name',
  },
  {
    operationId: 'logout',
    valid: () => post('/middleware/logout'),
    invalid: () => ({ ...post('/middleware/logout'), headers: { 'X-Source-Country': 'EU' } }),
    invalidField: 'x-source-country',
  },
  {
    operationId: 'rioLogin',
    valid: () => post('/rio/login', signInForm('seeker', 'IN'), 'form'),
    invalid: () =>
      post(
        '/rio/login',
        { scope: 'some', username: 'x', grant_type: 'password', client_id: 'web' },
        'form',
      ),
    invalidField: 'scope',
  },
];
