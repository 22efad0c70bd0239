// Faults on demand and the request journal, as QA and the front end's error paths use them.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInForm } from '../../fixtures/accounts';
import { createApiClient } from '../../openapi/client';
import { failureMessage } from '../../openapi/errors';
import { ContractValidator } from '../support/contract-validator';
import { controlRequest, rawRequest } from '../support/raw';
import { signedIn, startSimulator, type TestSimulator } from '../support/sim';

const validator = new ContractValidator();
let sim: TestSimulator;
let seekerCookies: Map<string, string>;

const sendLink = {
  isdCode: '91',
  mobileNumber: '9876501234',
  sitePropsCountryCode: 'IN',
  gRecaptchaResponse: 'token',
};

beforeAll(async () => {
  sim = await startSimulator();
  seekerCookies = (await signedIn(sim, 'seeker', 'IN')).cookies;
});

afterEach(async () => {
  await controlRequest(sim.url, 'delete', '/faults');
});

afterAll(async () => {
  await sim.dispose();
});

function cartCount(headers: Record<string, string> = {}) {
  return rawRequest(sim.url, {
    method: 'get',
    path: '/middleware/cart/count',
    cookies: seekerCookies,
    headers,
  });
}

describe('Faults set through /__sim/faults', () => {
  it('When a statusOne fault is set on an operation, then the next call fails in that envelope, and clearing restores it', async () => {
    const set = await controlRequest(sim.url, 'post', '/faults', {
      operationId: 'cartCount',
      kind: 'statusOne',
      status: 500,
      message: 'cart service is down',
    });
    expect(set.status).toBe(201);

    const failed = await cartCount();
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ status: 1, errors: { errs: [{ msg: 'cart service is down' }] } });
    expect(failureMessage(failed.body)).toBe('Cart service is down');
    expect(validator.check('cartCount', 500, failed.body)).toEqual([]);

    await controlRequest(sim.url, 'delete', '/faults');
    expect((await cartCount()).status).toBe(200);
  });

  it('When a fault is scoped to a scenario, then only requests of that scenario see it', async () => {
    await controlRequest(sim.url, 'post', '/faults', {
      operationId: 'cartCount',
      scenario: 'run-a',
      kind: 'successFalse',
    });

    expect((await cartCount({ 'X-Sim-Scenario': 'run-a' })).status).toBe(500);
    expect((await cartCount({ 'X-Sim-Scenario': 'run-b' })).status).toBe(200);
    expect((await cartCount()).status).toBe(200);
    expect((await cartCount({ Cookie: 'sim_scenario=run-a' })).status).toBe(200);
  });

  it('When a fault has remaining 1, then it applies to one call only', async () => {
    await controlRequest(sim.url, 'post', '/faults', {
      operationId: 'cartCount',
      status: 503,
      remaining: 1,
    });
    expect((await cartCount()).status).toBe(503);
    expect((await cartCount()).status).toBe(200);
  });

  it('When a network fault is set, then the connection drops', async () => {
    await controlRequest(sim.url, 'post', '/faults', { operationId: 'cartCount', kind: 'network' });
    await expect(cartCount()).rejects.toThrow();
  });

  it('When a timeout fault is set, then the client gives up with its timeout', async () => {
    await controlRequest(sim.url, 'post', '/faults', {
      operationId: 'splashScreen',
      kind: 'timeout',
    });
    const client = createApiClient({
      baseUrl: `${sim.url}/api`,
      site: { countryCode: 'IN', siteContext: 'india' },
      timeoutMs: 300,
    });
    await expect(client.GET('/middleware/splashScreen', {})).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it('When latency is added, then the call still succeeds after at least that long', async () => {
    await controlRequest(sim.url, 'post', '/faults', { operationId: 'cartCount', latencyMs: 150 });
    const startedAt = performance.now();
    const response = await cartCount();
    expect(response.status).toBe(200);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(140);
  });

  it('When a fault control request is invalid, then it answers 400 naming the field and sets nothing', async () => {
    const response = await controlRequest(sim.url, 'post', '/faults', {
      operationId: 'cartCount',
      kind: 'explode',
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('kind');
    expect((await controlRequest(sim.url, 'get', '/faults')).body).toEqual({ faults: [] });
  });
});

describe('Every entry of the error catalogue (spec section 8) on demand', () => {
  it('When the send-link faults are set, then 422 and 401 carry errorMessage and other statuses the envelope', async () => {
    const call = () =>
      rawRequest(sim.url, {
        method: 'post',
        path: '/middleware/apps/download-link',
        body: sendLink,
      });
    expect((await call()).body).toEqual({
      responseMessage: 'The download link has been sent to your mobile number.',
    });

    await controlRequest(sim.url, 'post', '/faults', {
      operationId: 'appsDownloadLink',
      kind: 'unprocessable',
      message: 'Bad number',
    });
    const unprocessable = await call();
    expect(unprocessable.status).toBe(422);
    expect(unprocessable.body).toEqual({ errorMessage: 'Bad number' });
    expect(validator.check('appsDownloadLink', 422, unprocessable.body)).toEqual([]);

    await controlRequest(sim.url, 'post', '/faults', {
      operationId: 'appsDownloadLink',
      kind: 'unauthorized',
      message: 'Captcha failed',
    });
    const unauthorized = await call();
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.body).toEqual({ errorMessage: 'Captcha failed' });

    await controlRequest(sim.url, 'post', '/faults', {
      operationId: 'appsDownloadLink',
      status: 500,
    });
    const other = await call();
    expect(other.status).toBe(500);
    expect(validator.check('appsDownloadLink', 500, other.body)).toEqual([]);
  });

  it('When the send-link rules are broken for real, then the simulator answers 422 and 401 itself', async () => {
    const invalidNumber = await rawRequest(sim.url, {
      method: 'post',
      path: '/middleware/apps/download-link',
      body: { ...sendLink, mobileNumber: '5876501234' },
    });
    expect(invalidNumber).toMatchObject({
      status: 422,
      body: { errorMessage: 'Please enter a valid mobile number' },
    });
    const captcha = await rawRequest(sim.url, {
      method: 'post',
      path: '/middleware/apps/download-link',
      body: { ...sendLink, gRecaptchaResponse: 'invalid-captcha' },
    });
    expect(captcha.status).toBe(401);
  });

  it('When a follow is refused, then a body fault answers errorMessage without successMessage, within the contract', async () => {
    const company = sim.context.catalogue.sites.IN.companies[0];
    await controlRequest(sim.url, 'post', '/faults', {
      operationId: 'companyFollow',
      kind: 'body',
      status: 200,
      body: { companyFollowResponse: { errorMessage: 'You cannot follow this company.' } },
    });
    const response = await rawRequest(sim.url, {
      method: 'post',
      path: `/middleware/companyFollow/${company?.companyId ?? 1}`,
      cookies: seekerCookies,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      companyFollowResponse: { errorMessage: 'You cannot follow this company.' },
    });
    expect(validator.check('companyFollow', 200, response.body)).toEqual([]);
  });

  it('When a body fault breaks the contract on a strict simulator, then it is a 500 unless it says breaksContract, and then it goes out as it is with the violation journaled', async () => {
    const brokenBody = { validationStatus: 'NOT_A_STATUS' };
    const validate = () =>
      rawRequest(sim.url, {
        method: 'post',
        path: '/middleware/social/validate',
        body: { socialAccessToken: 'token', socialProvider: 'google' },
      });
    const fault = { operationId: 'socialValidate', kind: 'body', status: 200, body: brokenBody };

    await controlRequest(sim.url, 'post', '/faults', fault);
    expect((await validate()).status).toBe(500);

    await controlRequest(sim.url, 'post', '/faults', { ...fault, breaksContract: true });
    const broken = await validate();
    expect(broken.status).toBe(200);
    expect(broken.body).toEqual(brokenBody);
    const journal = await controlRequest(
      sim.url,
      'get',
      '/journal?operationId=socialValidate&limit=1',
    );
    const [entry] = (journal.body as { entries: Array<{ validation: { response?: string } }> })
      .entries;
    expect(entry?.validation.response).toBe('invalid');
  });

  it('When a one-call fault header is sent, then only that call fails', async () => {
    const failed = await cartCount({
      'X-Sim-Fault': 'kind=successFalse;status=503;message=try%20later',
    });
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({ success: false, error: 'try later' });
    expect((await cartCount()).status).toBe(200);
  });

  it('When sign-in is made to fail, then rio login answers without a redirectUrl', async () => {
    await controlRequest(sim.url, 'post', '/faults', { operationId: 'rioLogin', status: 500 });
    const response = await rawRequest(sim.url, {
      method: 'post',
      path: '/rio/login',
      encoding: 'form',
      body: signInForm('seeker', 'IN'),
    });
    expect(response.status).toBe(500);
    expect(response.body).not.toHaveProperty('redirectUrl');
  });
});

describe('The request journal', () => {
  it('When a client calls the API, then the journal records the operation, site, session, status and validation', async () => {
    await controlRequest(sim.url, 'delete', '/journal');
    await cartCount({ 'X-Source-Country': 'IN' });
    await rawRequest(sim.url, {
      method: 'get',
      path: '/middleware/search/results',
      query: { limit: '999' },
    });

    const journal = await controlRequest(sim.url, 'get', '/journal');
    const entries = (journal.body as { entries: Array<Record<string, unknown>> }).entries;
    expect(entries[1]).toMatchObject({
      operationId: 'cartCount',
      site: 'IN',
      sessionAccountId: 'acc-in-seeker',
      status: 200,
      validation: { request: 'valid', response: 'valid' },
    });
    expect(entries[0]).toMatchObject({
      operationId: 'searchResults',
      status: 400,
      validation: { request: 'invalid' },
    });
  });
});
