import { describe, expect, it } from 'vitest';
import { createApiClient, formEncoded, withTimeout, type SiteHeaders } from '../../openapi/client';
import { callFailureMessage, failureMessage, isFailureBody } from '../../openapi/errors';
import { GENERIC_FAILURE_MESSAGE, HTTP_MESSAGES } from '../../openapi/vocabulary/messages';

function recordingFetch(body: unknown = { total: 0 }) {
  const requests: Request[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    requests.push(request);
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  };
  return { requests, fetch };
}

describe('The typed client', () => {
  it('When it calls an operation, then the site headers of the current country go with it', async () => {
    const { requests, fetch } = recordingFetch({ Status: 200, Response: 3 });
    const client = createApiClient({
      baseUrl: 'http://sim.test/api',
      site: { countryCode: 'SG', siteContext: 'singapore' },
      fetch,
    });

    const { data } = await client.GET('/middleware/cart/count', { params: { query: { v: '1' } } });

    expect(data?.Response).toBe(3);
    const [request] = requests;
    expect(request?.url).toBe('http://sim.test/api/middleware/cart/count?v=1');
    expect(request?.headers.get('X-Source-Country')).toBe('SG');
    expect(request?.headers.get('X-Source-Site-Context')).toBe('singapore');
    expect(request?.headers.get('X-Language-Code')).toBe('EN');
  });

  it('When the site is a getter, then each request reads the site of that moment', async () => {
    const { requests, fetch } = recordingFetch();
    let site: SiteHeaders = { countryCode: 'IN', siteContext: 'india' };
    const client = createApiClient({ baseUrl: 'http://sim.test/api', site: () => site, fetch });

    await client.GET('/middleware/notifications/count', {});
    site = { countryCode: 'TH', siteContext: 'thailand' };
    await client.GET('/middleware/notifications/count', {});

    expect(requests.map((request) => request.headers.get('X-Source-Country'))).toEqual([
      'IN',
      'TH',
    ]);
  });

  it('When a call is form-encoded, then the body is sent as URL-encoded fields', async () => {
    const { requests, fetch } = recordingFetch({
      redirectUrl: '/seeker/dashboard',
      userType: 'SEEKER',
    });
    const client = createApiClient({
      baseUrl: 'http://sim.test/api',
      site: { countryCode: 'IN', siteContext: 'india' },
      fetch,
    });

    await client.POST('/rio/login', {
      body: {
        scope: 'all',
        username: 'asha@example.com',
        password: 'pw',
        grant_type: 'password',
        client_id: 'web',
      },
      ...formEncoded,
    });

    const request = requests[0];
    expect(request?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(await request?.text()).toBe(
      'scope=all&username=asha%40example.com&password=pw&grant_type=password&client_id=web',
    );
  });

  it('When the server does not answer in time, then the call is aborted with a timeout', async () => {
    const hanging = (request: Request) =>
      new Promise<Response>((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      });
    const client = createApiClient({
      baseUrl: 'http://sim.test/api',
      site: { countryCode: 'IN', siteContext: 'india' },
      fetch: hanging,
      timeoutMs: 60_000,
    });

    const call = client.GET('/middleware/splashScreen', { ...withTimeout(20) });

    await expect(call).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(HTTP_MESSAGES.timeout(20)).toBe('timeout of 20ms exceeded');
  });
});

describe('Reading failures as section 8 does', () => {
  it('When status is 1, then the first errs message shows with its first letter capitalised', () => {
    const body = {
      status: 1,
      errors: { errs: [{ msg: 'query.limit must be <= 100' }, { msg: 'other' }] },
    };
    expect(isFailureBody(body)).toBe(true);
    expect(failureMessage(body)).toBe('Query.limit must be <= 100');
  });

  it('When success is false or error is non-empty, then error shows', () => {
    expect(isFailureBody({ success: false, error: 'please login to continue.' })).toBe(true);
    expect(failureMessage({ success: false, error: 'please login to continue.' })).toBe(
      'Please login to continue.',
    );
    expect(isFailureBody({ error: ['first', 'second'] })).toBe(true);
    expect(failureMessage({ error: ['first', 'second'] })).toBe('First');
  });

  it('When a failure has no message, then the generic network message shows', () => {
    expect(failureMessage({ success: false })).toBe(GENERIC_FAILURE_MESSAGE);
    expect(failureMessage(undefined)).toBe('Network error. Please try again after sometime');
  });

  it('When a body is a success, then it is not a failure', () => {
    expect(isFailureBody({ Status: 200, Response: 2 })).toBe(false);
    expect(isFailureBody({ success: true, error: '' })).toBe(false);
    expect(isFailureBody([1, 2])).toBe(false);
  });
});

describe('The HTTP client messages of section 8', () => {
  const site = { countryCode: 'IN', siteContext: 'india' } as const;

  it('When the connection fails, then the call fails with Network Error', async () => {
    const client = createApiClient({
      baseUrl: 'http://sim.test/api',
      site,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(client.GET('/middleware/splashScreen')).rejects.toThrow('Network Error');
  });

  it('When the caller cancels the call, then it fails with Request aborted', async () => {
    // As fetch does: a signal aborted before or during the call rejects it.
    const hanging = (_request: Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
        if (init?.signal?.aborted) abort();
        init?.signal?.addEventListener('abort', abort);
      });
    const client = createApiClient({ baseUrl: 'http://sim.test/api', site, fetch: hanging });
    const cancel = new AbortController();
    const call = client.GET('/middleware/splashScreen', { signal: cancel.signal });
    cancel.abort();
    await expect(call).rejects.toThrow('Request aborted');
  });

  it('When an answer outside 200-299 carries no message, then the status is named', () => {
    expect(callFailureMessage({ status: 503, body: '' })).toBe(
      'Request failed with status code 503',
    );
    expect(callFailureMessage({ status: 500, body: { success: false, error: 'db down' } })).toBe(
      'Db down',
    );
    expect(callFailureMessage({ error: new TypeError('Network Error') })).toBe('Network Error');
    expect(callFailureMessage({})).toBe('Network error. Please try again after sometime');
  });
});
