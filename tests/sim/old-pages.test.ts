// The older site's pages the spec names (section 2): the old results page reached by a form POST
// with its own field names, and the `my.` sub-host's my_monster and view_resume pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawHttp } from '../support/raw-http';
import { startSimulator, type TestSimulator } from '../support/sim';

let sim: TestSimulator;

beforeAll(async () => {
  sim = await startSimulator();
});

afterAll(async () => {
  await sim.dispose();
});

describe('The old results page', () => {
  it('When its form is posted with fts, exp, lmy, ind, func, role, mns and mxs, then the new results page opens with the same search', async () => {
    const form = new URLSearchParams({
      fts: 'java developer',
      exp: '3',
      lmy: 'Pune, Mumbai',
      ind: '12',
      func: '4',
      role: '7',
      mns: '3',
      mxs: '6',
    });
    const reply = await rawHttp(sim.url, {
      method: 'POST',
      path: '/search/java-jobs.html',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(reply.status).toBe(303);
    const location = new URL(String(reply.headers.location), 'http://x');
    expect(location.pathname).toBe('/search/results');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      query: 'java developer',
      experience: '3',
      locations: 'Pune, Mumbai',
      industries: '12',
      functions: '4',
      roles: '7',
      salaryRanges: '300000~600000',
    });
  });

  it('When only some fields come, or a salary pair is half given, then only what is there is carried', async () => {
    const reply = await rawHttp(sim.url, {
      method: 'POST',
      path: '/search/sales.html',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'fts=sales&mns=5',
    });
    expect(reply.headers.location).toBe('/search/results?query=sales');
  });
});

describe('The my. sub-host', () => {
  it('When my_monster or view_resume is opened on it, then the site profile (or its resume) opens on the site itself', async () => {
    const port = new URL(sim.url).port;
    const profile = await rawHttp(sim.url, {
      path: '/my_monster',
      headers: { Host: `my.in.localhost:${port}` },
    });
    expect(profile.status).toBe(301);
    expect(profile.headers.location).toBe(`//in.localhost:${port}/seeker/profile`);
    const resume = await rawHttp(sim.url, {
      path: '/view_resume',
      headers: { Host: `my.localhost:${port}` },
    });
    expect(resume.headers.location).toBe(
      `//localhost:${port}/seeker/profile?apop=my-profile#resume`,
    );
  });

  it('When the same paths are opened on the site itself, then they are not pages', async () => {
    const reply = await rawHttp(sim.url, { path: '/my_monster' });
    expect(reply.status).toBe(404);
  });
});
