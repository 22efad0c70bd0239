// Job alerts and saved searches: guest and seeker alerts, create/list/edit/delete, own-only
// access, duplicate names, and invalid input that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../support/raw';
import { signedIn, visitor } from '../support/sim';
import {
  MINUTE_MS,
  errorCode,
  expectRaw,
  expectReply,
  firstError,
  ruleRefusal,
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

const javaAlert = {
  name: 'Java jobs in Pune',
  keywords: 'java,spring boot',
  locations: 'Pune',
  experience: 4,
  frequency: 1 as const,
};

describe("A guest's free job alert", () => {
  it('When a guest gives an email, then the alert is created for it (201) with an alert- id', async () => {
    const guest = visitor(sim);

    const created = await guest.api.POST('/middleware/createJobAlert', {
      body: { ...javaAlert, email: 'guest.one@example.com' },
    });

    expect(expectReply('createJobAlert', created, 201)).toMatchObject({
      ...javaAlert,
      email: 'guest.one@example.com',
    });
    expect(created.data?.id).toMatch(/^alert-[0-9a-f-]{36}$/);
    const stored = sim.context.store.state.jobAlerts.find((a) => a.id === created.data?.id);
    expect(stored).toMatchObject({ accountId: null, site: 'IN' });
  });

  it('When a guest gives no email, then 422 GUEST_EMAIL_REQUIRED names email and nothing is stored', async () => {
    const before = stateOf(sim);

    const created = await visitor(sim).api.POST('/middleware/createJobAlert', { body: javaAlert });

    expect(ruleRefusal(expectReply('createJobAlert', created, 422))).toEqual({
      param: 'email',
      errorCode: 'GUEST_EMAIL_REQUIRED',
    });
    expect(stateOf(sim)).toBe(before);
  });

  it('When the same email already has an alert of that name, then 409', async () => {
    const guest = visitor(sim);
    const body = { ...javaAlert, name: 'Designer jobs', email: 'guest.two@example.com' };
    expectReply(
      'createJobAlert',
      await guest.api.POST('/middleware/createJobAlert', { body }),
      201,
    );

    const again = await guest.api.POST('/middleware/createJobAlert', {
      body: { ...body, name: ' designer JOBS ' },
    });

    expect(errorCode(expectReply('createJobAlert', again, 409))).toBe('ALERT_NAME_TAKEN');
  });

  it('When a guest lists, edits or deletes alerts, then 401', async () => {
    const guest = visitor(sim);
    const alertId = 'alert-1';

    expectReply('jobAlerts', await guest.api.GET('/middleware/jobAlerts', {}), 401);
    expectReply(
      'editJobAlert',
      await guest.api.PUT('/middleware/editJobAlert/{alertId}', {
        params: { path: { alertId } },
        body: javaAlert,
      }),
      401,
    );
    expectReply(
      'deleteJobAlert',
      await guest.api.DELETE('/middleware/deleteJobAlert/{alertId}', {
        params: { path: { alertId } },
      }),
      401,
    );
  });
});

describe("A seeker's job alerts", () => {
  it('When a seeker creates, lists, edits and deletes alerts, then each step shows in the list', async () => {
    const { api } = await signedIn(sim, 'seeker');

    const first = await api.POST('/middleware/createJobAlert', {
      body: { ...javaAlert, email: 'ignored@example.com' },
    });
    expect(expectReply('createJobAlert', first, 201)).toMatchObject({
      email: 'seeker.in@example.com',
    });
    sim.clock.advance(MINUTE_MS);
    const second = await api.POST('/middleware/createJobAlert', {
      body: { name: 'React remote', keywords: 'react', frequency: 3 },
    });
    expectReply('createJobAlert', second, 201);
    const firstId = first.data?.id ?? '';
    const secondId = second.data?.id ?? '';

    const listed = await api.GET('/middleware/jobAlerts', {});
    expectReply('jobAlerts', listed, 200);
    expect(listed.data?.alerts.map((a) => a.id)).toEqual([secondId, firstId]);
    expect(listed.data?.total).toBe(2);

    sim.clock.advance(MINUTE_MS);
    const edited = await api.PUT('/middleware/editJobAlert/{alertId}', {
      params: { path: { alertId: firstId } },
      body: { name: 'Java jobs anywhere', keywords: 'java', frequency: 2 },
    });
    expect(expectReply('editJobAlert', edited, 200)).toMatchObject({
      id: firstId,
      name: 'Java jobs anywhere',
      frequency: 2,
      email: 'seeker.in@example.com',
      createdAt: first.data?.createdAt,
    });
    expect(edited.data?.locations).toBeUndefined();
    expect(edited.data?.updatedAt).not.toBe(first.data?.updatedAt);

    const clash = await api.PUT('/middleware/editJobAlert/{alertId}', {
      params: { path: { alertId: firstId } },
      body: { name: 'react remote', keywords: 'java', frequency: 2 },
    });
    expect(errorCode(expectReply('editJobAlert', clash, 409))).toBe('ALERT_NAME_TAKEN');

    const deleted = await api.DELETE('/middleware/deleteJobAlert/{alertId}', {
      params: { path: { alertId: firstId } },
    });
    expect(expectReply('deleteJobAlert', deleted, 200)).toEqual({
      success: true,
      message: 'Job alert deleted successfully.',
    });
    const after = await api.GET('/middleware/jobAlerts', {});
    expect(after.data?.alerts.map((a) => a.id)).toEqual([secondId]);

    const twice = await api.DELETE('/middleware/deleteJobAlert/{alertId}', {
      params: { path: { alertId: firstId } },
    });
    expectReply('deleteJobAlert', twice, 404);
    const editGone = await api.PUT('/middleware/editJobAlert/{alertId}', {
      params: { path: { alertId: firstId } },
      body: javaAlert,
    });
    expectReply('editJobAlert', editGone, 404);
  });

  it("When another seeker uses an alert's id, then it is not found and the alert is untouched", async () => {
    const owner = await signedIn(sim, 'seeker');
    const created = await owner.api.POST('/middleware/createJobAlert', {
      body: { ...javaAlert, name: 'Private alert' },
    });
    const alertId = created.data?.id ?? '';
    const other = await signedIn(sim, 'linked');
    const before = stateOf(sim);

    const list = await other.api.GET('/middleware/jobAlerts', {});
    const edit = await other.api.PUT('/middleware/editJobAlert/{alertId}', {
      params: { path: { alertId } },
      body: javaAlert,
    });
    const remove = await other.api.DELETE('/middleware/deleteJobAlert/{alertId}', {
      params: { path: { alertId } },
    });

    expect(list.data?.alerts.map((a) => a.id)).not.toContain(alertId);
    expectReply('editJobAlert', edit, 404);
    expectReply('deleteJobAlert', remove, 404);
    expect(stateOf(sim)).toBe(before);
  });

  it('When the input breaks the schema, then 400 names the field; maxSalary below minSalary is 422 SALARY_RANGE_INVERTED; nothing changes', async () => {
    const { api, cookies } = await signedIn(sim, 'seeker');
    const before = stateOf(sim);

    const frequency = await rawRequest(sim.url, {
      method: 'post',
      path: '/middleware/createJobAlert',
      body: { ...javaAlert, frequency: 9 },
      cookies,
    });
    const blankName = await api.POST('/middleware/createJobAlert', {
      body: { ...javaAlert, name: '   ' },
    });
    const salary = await api.POST('/middleware/createJobAlert', {
      body: { ...javaAlert, name: 'Salary', minSalary: 900000, maxSalary: 500000 },
    });

    expect(firstError(expectRaw('createJobAlert', frequency, 400)).param).toBe('frequency');
    expect(firstError(expectReply('createJobAlert', blankName, 400)).param).toBe('name');
    expect(ruleRefusal(expectReply('createJobAlert', salary, 422))).toEqual({
      param: 'maxSalary',
      errorCode: 'SALARY_RANGE_INVERTED',
    });
    expect(stateOf(sim)).toBe(before);
  });
});

describe('Saved searches', () => {
  const criteria = {
    query: 'react,frontend developer',
    locations: 'Bengaluru',
    experienceRanges: '3~6',
  };

  it('When a seeker saves, lists, overwrites and deletes a search, then each step shows', async () => {
    const { api } = await signedIn(sim, 'unverified');

    const saved = await api.POST('/middleware/saveSearch', {
      body: { name: 'Remote React roles', criteria },
    });
    expect(expectReply('saveSearch', saved, 201)).toMatchObject({
      name: 'Remote React roles',
      criteria,
    });
    const searchId = saved.data?.id ?? '';
    expect(searchId).toMatch(/^search-/);
    expect(saved.data?.url).toBe(
      '/search/results?query=react%2Cfrontend+developer&locations=Bengaluru&experienceRanges=3%7E6',
    );

    const listed = await api.GET('/middleware/savedSearches', {});
    expectReply('savedSearches', listed, 200);
    expect(listed.data?.searches.map((s) => s.id)).toEqual([searchId]);

    sim.clock.advance(MINUTE_MS);
    const overwritten = await api.POST('/middleware/saveSearch', {
      body: { id: searchId, name: 'Vue roles', criteria: { query: 'vue' } },
    });
    expect(expectReply('saveSearch', overwritten, 200)).toMatchObject({
      id: searchId,
      name: 'Vue roles',
      criteria: { query: 'vue' },
      createdAt: saved.data?.createdAt,
    });
    expect(overwritten.data?.criteria.locations).toBeUndefined();

    const deleted = await api.DELETE('/middleware/savedSearches/{searchId}', {
      params: { path: { searchId } },
    });
    expect(expectReply('deleteSavedSearch', deleted, 200)).toMatchObject({ success: true });
    const again = await api.DELETE('/middleware/savedSearches/{searchId}', {
      params: { path: { searchId } },
    });
    expectReply('deleteSavedSearch', again, 404);
    expect((await api.GET('/middleware/savedSearches', {})).data?.total).toBe(0);
  });

  it('When the name is taken, the id is unknown or another seeker owns it, then 409 or 404', async () => {
    const owner = await signedIn(sim, 'seeker');
    const first = await owner.api.POST('/middleware/saveSearch', {
      body: { name: 'Java in Pune', criteria: { query: 'java', locations: 'Pune' } },
    });
    expectReply('saveSearch', first, 201);
    const searchId = first.data?.id ?? '';

    const taken = await owner.api.POST('/middleware/saveSearch', {
      body: { name: 'JAVA in pune', criteria: { query: 'java' } },
    });
    const unknown = await owner.api.POST('/middleware/saveSearch', {
      body: { id: 'search-unknown', name: 'Other', criteria: { query: 'go' } },
    });
    const other = await signedIn(sim, 'linked');
    const foreign = await other.api.POST('/middleware/saveSearch', {
      body: { id: searchId, name: 'Mine now', criteria: { query: 'go' } },
    });
    const foreignDelete = await other.api.DELETE('/middleware/savedSearches/{searchId}', {
      params: { path: { searchId } },
    });

    expect(errorCode(expectReply('saveSearch', taken, 409))).toBe('SEARCH_NAME_TAKEN');
    expectReply('saveSearch', unknown, 404);
    expectReply('saveSearch', foreign, 404);
    expectReply('deleteSavedSearch', foreignDelete, 404);
    expect(sim.context.store.state.savedSearches.find((s) => s.id === searchId)?.name).toBe(
      'Java in Pune',
    );
  });

  it('When the criteria are blank or break the contract, then 400 names the field and nothing changes', async () => {
    const { api, cookies } = await signedIn(sim, 'seeker');
    const before = stateOf(sim);

    const blank = await api.POST('/middleware/saveSearch', {
      body: { name: 'Blank', criteria: { query: '  ', locations: '' } },
    });
    const ranges = await rawRequest(sim.url, {
      method: 'post',
      path: '/middleware/saveSearch',
      body: { name: 'Bad range', criteria: { experienceRanges: '3-6' } },
      cookies,
    });

    expect(firstError(expectReply('saveSearch', blank, 400)).param).toBe('criteria');
    expect(firstError(expectRaw('saveSearch', ranges, 400)).param).toContain('experienceRanges');
    expect(stateOf(sim)).toBe(before);
  });

  it('When a guest lists, saves or deletes searches, then 401', async () => {
    const guest = visitor(sim);
    expectReply('savedSearches', await guest.api.GET('/middleware/savedSearches', {}), 401);
    expectReply(
      'saveSearch',
      await guest.api.POST('/middleware/saveSearch', {
        body: { name: 'x', criteria: { query: 'java' } },
      }),
      401,
    );
    expectReply(
      'deleteSavedSearch',
      await guest.api.DELETE('/middleware/savedSearches/{searchId}', {
        params: { path: { searchId: 'search-1' } },
      }),
      401,
    );
  });
});
