// The simulator under hostile input: requests a hostile page, a curious network neighbour or a
// careless tool sends. None may answer 5xx, none that is refused may change the state, and the
// store keeps working after each of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInForm } from '../../fixtures/accounts';
import { controlRequest, rawRequest } from '../support/raw';
import { rawHttp } from '../support/raw-http';
import { signedIn, startSimulator, visitor, type TestSimulator } from '../support/sim';

let sim: TestSimulator;

beforeAll(async () => {
  sim = await startSimulator();
});

afterAll(async () => {
  await sim.dispose();
});

/** The stored state as text, to show that a refused request changed nothing. */
function stateText(): string {
  return JSON.stringify(sim.context.store.state);
}

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

describe('Bodies no contract allows', () => {
  it('When an event carries a field nested 6,000 deep, then it is refused, nothing is stored, and every later write still works', async () => {
    const before = stateText();
    const event = {
      action: 'pageView',
      channel: 1,
      currentTimestamp: 1,
      id: 'e1',
      label: 'HOME',
      sessionId: 's1',
      site: 'IN',
      tenant: 1,
      siteContext: 'india',
      user_type: 'guest',
      trackedList: [{ action: 'view', payload: 'PAYLOAD' }],
    };
    // The tracked list's payload is the event's one free-form field.
    const text = JSON.stringify({ events: [event] }).replace(
      '"PAYLOAD"',
      JSON.stringify(nested(6000)),
    );
    const reply = await rawHttp(sim.url, {
      method: 'POST',
      path: '/api/middleware/publish/events',
      headers: { 'Content-Type': 'application/json', Host: 'localhost' },
      body: text,
    });
    expect(reply.status).toBe(400);
    expect(stateText()).toBe(before);
    const { api } = await signedIn(sim, 'seeker', 'IN');
    const jobId = sim.context.catalogue.sites.IN.jobs[0]?.jobId ?? '';
    const saved = await api.POST('/middleware/jobSave', { body: { jobId } });
    expect(saved.response.status).toBe(200);
  });

  it('When a multipart body has a broken boundary or a file name with a NUL byte, then it is a 4xx', async () => {
    const { cookies } = await signedIn(sim, 'seeker', 'IN');
    const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const broken = await rawHttp(sim.url, {
      method: 'POST',
      path: '/api/middleware/upload-resume',
      headers: { 'Content-Type': 'multipart/form-data; boundary=zzz', Cookie: cookie },
      body: '--yyy\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhi\r\n--yy',
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    const nul = await rawHttp(sim.url, {
      method: 'POST',
      path: '/api/middleware/upload-resume',
      headers: { 'Content-Type': 'multipart/form-data; boundary=b', Cookie: cookie },
      body: '--b\r\nContent-Disposition: form-data; name="file"; filename="cv\u0000.txt"\r\nContent-Type: text/plain\r\n\r\nJava developer\r\n--b--\r\n',
    });
    expect(nul.status).toBeGreaterThanOrEqual(400);
    expect(nul.status).toBeLessThan(500);
  });

  it('When X-Sim-Fault carries bad percent-encoding, then it is a 400 naming the header', async () => {
    const reply = await rawRequest(sim.url, {
      method: 'get',
      path: '/middleware/search/results',
      rawQuery: 'query=java',
      headers: { 'X-Sim-Fault': 'kind=statusOne;message=%E0%A4%A' },
    });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('x-sim-fault');
  });

  it('When a control body is over its limit, then the answer is a JSON 4xx without a stack trace', async () => {
    for (const path of ['/__sim/faults', '/__sim/db/jobAlerts']) {
      const reply = await rawHttp(sim.url, {
        method: 'POST',
        path,
        headers: { 'Content-Type': 'application/json' },
        body: `{"operationId":"cartCount","message":"${'x'.repeat(11 * 1024 * 1024)}"}`,
      });
      expect(reply.status, path).toBeGreaterThanOrEqual(400);
      expect(reply.status, path).toBeLessThan(500);
      expect(reply.json, path).toBeDefined();
      expect(reply.text, path).not.toContain('    at ');
    }
  });
});

describe('Growth', () => {
  it('When guests send many large events, then the stored events stay within their byte budget and the newest are kept', async () => {
    const payload = Object.fromEntries(
      Array.from({ length: 16 }, (_, i) => [`field${i}`, 'x'.repeat(256)]),
    );
    const event = (n: number) => ({
      action: 'pageView',
      channel: 1,
      currentTimestamp: n,
      id: `big-${n}`,
      label: 'HOME',
      sessionId: 's1',
      site: 'IN',
      tenant: 1,
      siteContext: 'india',
      user_type: 'guest',
      trackedList: Array.from({ length: 100 }, () => ({ action: 'view', payload })),
    });
    // Three batches of ten ~430 KB events: ~13 MB, over the 8 MB budget by half.
    for (let batch = 0; batch < 3; batch += 1) {
      const events = Array.from({ length: 10 }, (_, i) => event(batch * 10 + i));
      const reply = await rawHttp(sim.url, {
        method: 'POST',
        path: '/api/middleware/publish/events',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ events }),
      });
      expect(reply.status).toBe(200);
    }
    const stored = sim.context.store.state.events;
    expect(JSON.stringify(stored).length).toBeLessThanOrEqual(8 * 1024 * 1024 + 1024);
    expect(stored.some((e) => e.event.id === 'big-29')).toBe(true);
    expect(stored.some((e) => e.event.id === 'big-0')).toBe(false);
  });
});

describe('Reaching the simulator from elsewhere', () => {
  it('When a request names a host that is not allowed (DNS rebinding), then it is refused', async () => {
    for (const path of ['/', '/api/middleware/search/results?query=java', '/__sim/db/accounts']) {
      const reply = await rawHttp(sim.url, { path, headers: { Host: 'evil.example:4000' } });
      expect(reply.status, path).toBe(403);
    }
    const allowed = await rawHttp(sim.url, { path: '/', headers: { Host: 'sa.localhost:4000' } });
    expect(allowed.status).not.toBe(403);
  });

  it('When a page of another origin posts to the control API, then nothing is reset or written', async () => {
    const before = stateText();
    const { api } = await signedIn(sim, 'seeker', 'IN');
    const jobId = sim.context.catalogue.sites.IN.jobs[1]?.jobId ?? '';
    await api.POST('/middleware/jobSave', { body: { jobId } });
    const withSave = stateText();
    expect(withSave).not.toBe(before);
    for (const origin of ['http://evil.example', 'http://localhost:5173', 'null']) {
      const reset = await rawHttp(sim.url, {
        method: 'POST',
        path: '/__sim/reset',
        headers: { Origin: origin },
      });
      expect(reset.status, origin).toBe(403);
    }
    const plain = await rawHttp(sim.url, {
      method: 'POST',
      path: '/__sim/reset',
      headers: { 'Content-Type': 'text/plain' },
      body: '{}',
    });
    expect(plain.status).toBe(415);
    const form = await rawHttp(sim.url, {
      method: 'POST',
      path: '/__sim/db/accounts',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'id=x',
    });
    expect(form.status).toBe(415);
    expect(stateText()).toBe(withSave);
  });

  it('When a page of another origin (another port of localhost included) posts to the API with the seeker cookie, then it is refused', async () => {
    const { cookies } = await signedIn(sim, 'seeker', 'IN');
    const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const before = stateText();
    const resume = await rawHttp(sim.url, {
      method: 'POST',
      path: '/api/middleware/resume/update',
      headers: {
        Origin: 'http://localhost:5173',
        Cookie: cookie,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'fileName=cv.txt&fileContent=SmF2YSBkZXZlbG9wZXI%3D',
    });
    expect(resume.status).toBe(403);
    const login = await rawHttp(sim.url, {
      method: 'POST',
      path: '/api/rio/login',
      headers: {
        Origin: 'http://evil.example',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(signInForm('seeker', 'IN')).toString(),
    });
    expect(login.status).toBe(403);
    expect(login.headers['set-cookie']).toBeUndefined();
    expect(stateText()).toBe(before);
    const sameOrigin = await rawHttp(sim.url, {
      method: 'POST',
      path: '/api/rio/login',
      headers: {
        Origin: sim.url,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(signInForm('seeker', 'IN')).toString(),
    });
    expect(sameOrigin.status).toBe(200);
  });
});

describe('Signing in', () => {
  it('When the return URL is /\\evil.example/ or another outside spelling, then sign-in sends the seeker to the dashboard', async () => {
    for (const returnUrl of ['/\\evil.example/', '//evil.example', '/%2F%2Fevil.example']) {
      const reply = await rawRequest(sim.url, {
        method: 'post',
        path: '/rio/login',
        encoding: 'form',
        body: { ...signInForm('seeker', 'IN'), returnUrl },
      });
      expect(reply.body, returnUrl).toMatchObject({ redirectUrl: '/seeker/dashboard' });
    }
  });
});

describe('The store through its json-server view', () => {
  it('When a page asks for the store as JSONP, then it gets JSON, which a script tag cannot read', async () => {
    const reply = await rawHttp(sim.url, { path: '/__sim/db/db?callback=steal' });
    expect(reply.text.startsWith('steal')).toBe(false);
    expect(reply.text).not.toContain('/**/');
    expect(reply.json).toBeDefined();
  });

  it('When the store is read, then no password is there in plain text', async () => {
    const reply = await controlRequest(sim.url, 'get', '/db/accounts');
    expect(reply.text).not.toContain('Passw0rd!');
    expect(reply.text).toContain('scrypt$');
  });

  it('When a record that the simulator could not read is planted, or the meta is changed, then it is refused and registration still works', async () => {
    const before = stateText();
    const planted = await controlRequest(sim.url, 'post', '/db/accounts', {
      id: 'planted',
      email: 'planted@example.com',
    });
    expect(planted.status).toBe(400);
    const meta = await controlRequest(sim.url, 'post', '/db/meta', { seed: 1 });
    expect(meta.status).toBe(400);
    const metaPatch = await rawHttp(sim.url, {
      method: 'PATCH',
      path: '/__sim/db/meta',
      headers: { 'Content-Type': 'application/json' },
      body: '{"schemaVersion":0}',
    });
    expect(metaPatch.status).toBe(400);
    expect(stateText()).toBe(before);
    const registered = await visitor(sim, 'IN').api.POST('/middleware/registerPersonal', {
      body: {
        name: 'Nila Menon',
        email: 'nila.menon@example.com',
        password: 'secret12',
        countryCode: '91',
        mobileNumber: '9811122233',
        currentLocation: 'Pune',
        experienceYears: 2,
        experienceMonths: 0,
      },
    });
    expect(registered.response.status).toBe(201);
  });
});

describe('What the journal and the events keep', () => {
  it('When a seeker signs in and a code is verified, then the journal keeps no password or code, only their length', async () => {
    await controlRequest(sim.url, 'delete', '/journal');
    await rawRequest(sim.url, {
      method: 'post',
      path: '/rio/login',
      encoding: 'form',
      body: signInForm('seeker', 'IN'),
    });
    const journal = await controlRequest(sim.url, 'get', '/journal');
    expect(journal.text).not.toContain('Passw0rd!');
    expect(journal.text).toContain('[redacted, 9 characters]');
  });

  it('When a request body is large, then the journal keeps a note of its size, not the body', async () => {
    await controlRequest(sim.url, 'delete', '/journal');
    await rawRequest(sim.url, {
      method: 'post',
      path: '/middleware/jobsearch',
      body: { query: 'x'.repeat(5000) },
    });
    const journal = await controlRequest(sim.url, 'get', '/journal');
    expect(journal.text).not.toContain('x'.repeat(5000));
  });
});

describe('Responses', () => {
  it('When anything is served, then it says not to sniff its type', async () => {
    for (const path of [
      '/',
      '/api/middleware/search/results?query=java',
      '/sim-assets/logos/1.svg',
    ]) {
      const reply = await rawHttp(sim.url, { path });
      expect(reply.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });
});
