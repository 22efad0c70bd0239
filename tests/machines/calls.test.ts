// The machines' backend calls (machines/calls/*), each run on the one typed client against a stub
// fetch that answers the contract's shapes: no simulator, no network. Each test holds the request a
// call sends (method, path, query, body: the spec's names and values, written as literals) and the
// event the machine receives for each answer (spec sections 4, 7 and 8).
import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../openapi/client';
import { notificationCountCall } from '../../machines/calls/bell.calls';
import { loadCovidFlagCall, saveCovidFlagCall } from '../../machines/calls/covidToggle.calls';
import { followCall } from '../../machines/calls/follow.calls';
import { rioAutoLoginCall } from '../../machines/calls/oldAutoLogin.calls';
import { rioLoginCall, validateSocialCall } from '../../machines/calls/oneTapLogin.calls';
import { MACHINE_CALLS } from '../../machines/calls/registry';
import { sendLinkCall } from '../../machines/calls/sendAppLink.calls';
import { readVoiceCall } from '../../machines/calls/voiceSearch.calls';
import { bindCall, reportOf } from '../../machines/lib/calls';

/** One request as the stub fetch saw it. */
interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  contentType: string | null;
  body: string;
}

/** What the stub answers: a status and a JSON body (none for a bodiless answer). */
interface Answer {
  status: number;
  body?: unknown;
}

/**
 * A client whose fetch records each request and answers with `answer`; `hang` makes it answer
 * only when the call is cancelled (the way a real fetch rejects on abort).
 */
function stubClient(answer: Answer = { status: 200, body: {} }, hang = false) {
  const sent: Sent[] = [];
  let heard: () => void = () => undefined;
  /** Settles once the stub has a request (the call reached the network). */
  const reached = new Promise<void>((resolve) => {
    heard = resolve;
  });
  const fetch = async (request: Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(request.url);
    sent.push({
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      contentType: request.headers.get('Content-Type'),
      body: await request.text(),
    });
    heard();
    if (hang) {
      return new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal;
        if (signal?.aborted) reject(signal.reason);
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    }
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(text, {
      status: answer.status,
      headers: text === null ? {} : { 'Content-Type': 'application/json' },
    });
  };
  const client: ApiClient = createApiClient({
    baseUrl: 'http://sim.test/api',
    site: { countryCode: 'IN', siteContext: 'india' },
    fetch,
  });
  return { client, sent, reached };
}

/** The only request the stub saw. */
function only(sent: Sent[]): Sent {
  expect(sent).toHaveLength(1);
  const [first] = sent;
  if (first === undefined) throw new Error('no request was sent');
  return first;
}

/** A call cancelled while in flight (the machine left the state): the HTTP client's message. */
async function cancelled(run: (client: ApiClient, signal: AbortSignal) => Promise<unknown>) {
  const { client, reached } = stubClient(undefined, true);
  const controller = new AbortController();
  const pending = run(client, controller.signal);
  await reached;
  controller.abort();
  await expect(pending).rejects.toThrow('Request aborted');
}

const unauthorized: Answer = {
  status: 401,
  body: { success: false, error: 'Please login to continue.', errorCode: 'UNAUTHORIZED' },
};

describe('The bell call (notificationCount)', () => {
  it('When the count is asked, then it is a GET of /middleware/notifications/count with a random v', async () => {
    const { client, sent } = stubClient({ status: 200, body: { notificationCounResponse: {} } });

    await notificationCountCall.run(client, undefined);
    await notificationCountCall.run(client, undefined);

    const [first, second] = sent;
    expect(first?.method).toBe('GET');
    expect(first?.path).toBe('/api/middleware/notifications/count');
    expect(first?.query.get('v')).toMatch(/\d/);
    expect(second?.query.get('v')).not.toBe(first?.query.get('v'));
  });

  it('When notificationCounResponse.total is 3, then the machine hears bell.counted with 3', async () => {
    const { client } = stubClient({
      status: 200,
      body: { notificationCounResponse: { total: 3 } },
    });

    const total = await notificationCountCall.run(client, undefined);

    expect(total).toBe(3);
    expect(notificationCountCall.done(total)).toEqual({ type: 'bell.counted', total: 3 });
  });

  it('When the total is 0, then bell.counted carries 0 (the machine hides the badge)', () => {
    expect(notificationCountCall.done(0)).toEqual({ type: 'bell.counted', total: 0 });
  });

  it('When the total is missing, then bell.counted carries none (the badge hides)', async () => {
    const { client } = stubClient({ status: 200, body: { notificationCounResponse: {} } });

    const total = await notificationCountCall.run(client, undefined);

    expect(notificationCountCall.done(total)).toStrictEqual({ type: 'bell.counted' });
  });

  it('When the count answers 401, then the call fails naming the operation and status, and the machine hears bell.failed', async () => {
    const { client } = stubClient(unauthorized);

    const failure = notificationCountCall.run(client, undefined);

    await expect(failure).rejects.toThrow('notificationCount answered 401');
    const error = new Error('logged');
    expect(notificationCountCall.failed(error)).toEqual({ type: 'bell.failed', error });
  });

  it('When the bell is hidden while the count is in flight, then the request is cancelled', async () => {
    await cancelled((client, signal) => notificationCountCall.run(client, undefined, signal));
  });
});

describe('The covid toggle calls (covidLayoffFlag, editCovidLayoffFlag)', () => {
  it('When the flag is loaded, then it is a GET of /middleware/covidLayoffFlag and Response.covidLayoff becomes covid.loaded', async () => {
    const { client, sent } = stubClient({
      status: 200,
      body: { Status: 200, Response: { covidLayoff: true } },
    });

    const flag = await loadCovidFlagCall.run(client, undefined);

    expect(only(sent)).toMatchObject({ method: 'GET', path: '/api/middleware/covidLayoffFlag' });
    expect(loadCovidFlagCall.done(flag)).toEqual({ type: 'covid.loaded', covidLayoff: true });
  });

  it('When the flag answers 401, then the load fails with the status and the machine hears covid.failed', async () => {
    const { client } = stubClient(unauthorized);

    await expect(loadCovidFlagCall.run(client, undefined)).rejects.toThrow(
      'covidLayoffFlag answered 401',
    );
    const error = new Error('logged');
    expect(loadCovidFlagCall.failed(error)).toEqual({ type: 'covid.failed', error });
  });

  it('When the flag is saved, then it is a POST of /middleware/editCovidLayoffFlag with covidLayoff, and Status 200 becomes covid.saved', async () => {
    const { client, sent } = stubClient({
      status: 200,
      body: { Status: 200, Response: { covidLayoff: false } },
    });

    await saveCovidFlagCall.run(client, { covidLayoff: false });

    const request = only(sent);
    expect(request).toMatchObject({ method: 'POST', path: '/api/middleware/editCovidLayoffFlag' });
    expect(JSON.parse(request.body)).toEqual({ covidLayoff: false });
    expect(saveCovidFlagCall.done()).toEqual({ type: 'covid.saved' });
  });

  it('When the save answers 401, then it fails with the status and the machine hears covid.failed (the toggle resets)', async () => {
    const { client } = stubClient(unauthorized);

    await expect(saveCovidFlagCall.run(client, { covidLayoff: true })).rejects.toThrow(
      'editCovidLayoffFlag answered 401',
    );
    const error = new Error('logged');
    expect(saveCovidFlagCall.failed(error)).toEqual({ type: 'covid.failed', error });
  });

  it('When the toggle is left while a call is in flight, then both calls are cancelled', async () => {
    await cancelled((client, signal) => loadCovidFlagCall.run(client, undefined, signal));
    await cancelled((client, signal) =>
      saveCovidFlagCall.run(client, { covidLayoff: true }, signal),
    );
  });
});

describe('The follow call (companyFollow, companyUnfollow, recruiterFollow, recruiterUnfollow)', () => {
  const cases = [
    {
      request: { target: 'company', id: 100001, action: 'follow' },
      path: '/api/middleware/companyFollow/100001',
      field: 'companyFollowResponse',
      operation: 'companyFollow',
      message: 'Company followed successfully.',
    },
    {
      request: { target: 'company', id: 100002, action: 'unfollow' },
      path: '/api/middleware/companyUnfollow/100002',
      field: 'companyUnfollowResponse',
      operation: 'companyUnfollow',
      message: 'Company unfollowed successfully.',
    },
    {
      request: { target: 'recruiter', id: 1000001, action: 'follow' },
      path: '/api/middleware/recruiterFollow/1000001',
      field: 'data',
      operation: 'recruiterFollow',
      message: 'Recruiter followed successfully.',
    },
    {
      request: { target: 'recruiter', id: 1000002, action: 'unfollow' },
      path: '/api/middleware/recruiterUnfollow/1000002',
      field: 'data',
      operation: 'recruiterUnfollow',
      message: 'Recruiter unfollowed successfully.',
    },
  ] as const;

  for (const { request, path, field, operation, message } of cases) {
    it(`When a ${request.target} is asked to ${request.action}, then it is a POST of ${path} and its ${field} becomes follow.answered`, async () => {
      const { client, sent } = stubClient({
        status: 200,
        body: { [field]: { successMessage: message, isFollowed: true, followerCount: 57 } },
      });

      const answer = await followCall.run(client, request);

      expect(only(sent)).toMatchObject({ method: 'POST', path });
      expect(followCall.done(answer)).toStrictEqual({
        type: 'follow.answered',
        successMessage: message,
        followerCount: 57,
      });
    });

    it(`When ${operation} answers 401, then the call fails naming ${operation} with the answer as its cause`, async () => {
      const { client } = stubClient(unauthorized);

      const failure = followCall.run(client, request);

      await expect(failure).rejects.toThrow(`${operation} failed.`);
      await expect(failure).rejects.toMatchObject({ cause: unauthorized.body });
    });
  }

  it('When a 200 carries no FollowResult, then the call fails (the machine shows the call failure)', async () => {
    const { client } = stubClient({ status: 200, body: {} });

    await expect(
      followCall.run(client, { target: 'company', id: 100001, action: 'follow' }),
    ).rejects.toThrow('companyFollow failed.');
    expect(followCall.failed(new Error('any'))).toEqual({ type: 'follow.failed' });
  });

  it('When the answer has only an errorMessage, then follow.answered carries it and no success or count', () => {
    expect(followCall.done({ errorMessage: 'You already follow this company.' })).toStrictEqual({
      type: 'follow.answered',
      errorMessage: 'You already follow this company.',
    });
  });

  it('When the follower count is 0, then follow.answered still carries it', () => {
    expect(
      followCall.done({ successMessage: 'Company unfollowed successfully.', followerCount: 0 }),
    ).toStrictEqual({
      type: 'follow.answered',
      successMessage: 'Company unfollowed successfully.',
      followerCount: 0,
    });
  });

  it('When the messages are empty texts, then follow.answered carries neither', () => {
    expect(followCall.done({ successMessage: '', errorMessage: '' })).toStrictEqual({
      type: 'follow.answered',
    });
  });

  it('When the button is left while a follow is in flight, then the request is cancelled', async () => {
    await cancelled((client, signal) =>
      followCall.run(client, { target: 'company', id: 1, action: 'follow' }, signal),
    );
    await cancelled((client, signal) =>
      followCall.run(client, { target: 'recruiter', id: 1, action: 'unfollow' }, signal),
    );
  });
});

describe('The old auto-login call (rioAutoLogin)', () => {
  const cookie = {
    'cookie-name': 'MSSOCLIENT',
    'cookie-value': 'abc123',
    path: '/',
    domain: 'sim.test',
    expires: '2026-12-27T00:00:00.000Z',
  };

  it('When the auto-login runs, then it is a GET of /middleware/rioAutoLogin and Status and Response become autoLogin.answered', async () => {
    const { client, sent } = stubClient({ status: 200, body: { Status: 200, Response: [cookie] } });

    const answer = await rioAutoLoginCall.run(client, undefined);

    expect(only(sent)).toMatchObject({ method: 'GET', path: '/api/middleware/rioAutoLogin' });
    expect(rioAutoLoginCall.done(answer)).toEqual({
      type: 'autoLogin.answered',
      status: 200,
      cookies: [cookie],
    });
  });

  it('When there is no session to restore (Status 204), then autoLogin.answered carries 204 and no cookie', () => {
    expect(rioAutoLoginCall.done({ Status: 204, Response: [] })).toEqual({
      type: 'autoLogin.answered',
      status: 204,
      cookies: [],
    });
  });

  it('When the auto-login answers 500, then it fails with the status and the machine hears autoLogin.failed', async () => {
    const { client } = stubClient({ status: 500, body: { success: false, error: 'Down.' } });

    await expect(rioAutoLoginCall.run(client, undefined)).rejects.toThrow(
      'rioAutoLogin answered 500',
    );
    const error = new Error('logged');
    expect(rioAutoLoginCall.failed(error)).toEqual({ type: 'autoLogin.failed', error });
  });

  it('When the page is left during the auto-login, then the request is cancelled', async () => {
    await cancelled((client, signal) => rioAutoLoginCall.run(client, undefined, signal));
  });
});

describe('The one-tap calls (social-validate, rio login)', () => {
  it('When a Google credential arrives, then social-validate is POSTed with socialAccessToken and socialProvider google', async () => {
    const { client, sent } = stubClient({ status: 200, body: { validationStatus: 'USER_EXISTS' } });

    const answer = await validateSocialCall.run(client, { credential: 'google-jwt' });

    const request = only(sent);
    expect(request).toMatchObject({ method: 'POST', path: '/api/middleware/social/validate' });
    expect(JSON.parse(request.body)).toEqual({
      socialAccessToken: 'google-jwt',
      socialProvider: 'google',
    });
    expect(validateSocialCall.done(answer)).toEqual({
      type: 'social.validated',
      status: 'USER_EXISTS',
    });
  });

  it('When the single sign-on carries a Facebook token, then socialProvider is facebook', async () => {
    const { client, sent } = stubClient({
      status: 200,
      body: { validationStatus: 'USER_NOT_EXISTS' },
    });

    await validateSocialCall.run(client, { credential: 'fb-token', provider: 'facebook' });

    expect(JSON.parse(only(sent).body)).toEqual({
      socialAccessToken: 'fb-token',
      socialProvider: 'facebook',
    });
  });

  it('When social-validate refuses, then the call fails with the answer first message and the machine hears social.failed', async () => {
    const { client } = stubClient({
      status: 400,
      body: { status: 1, errors: { errs: [{ msg: 'socialAccessToken is required' }] } },
    });

    await expect(validateSocialCall.run(client, { credential: '' })).rejects.toThrow(
      'SocialAccessToken is required',
    );
    expect(validateSocialCall.failed(new Error('any'))).toEqual({ type: 'social.failed' });
  });

  it('When the login starts, then rio login is POSTed form-encoded with scope all, the credential as username, grant_type password, social_provider google and the client_id', async () => {
    const { client, sent } = stubClient({
      status: 200,
      body: { redirectUrl: '/seeker/dashboard', userType: 'SEEKER' },
    });

    const answer = await rioLoginCall.run(client, { credential: 'google-jwt' });

    const request = only(sent);
    expect(request).toMatchObject({ method: 'POST', path: '/api/rio/login' });
    expect(request.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      scope: 'all',
      username: 'google-jwt',
      grant_type: 'password',
      social_provider: 'google',
      client_id: 'web',
    });
    expect(rioLoginCall.done(answer)).toStrictEqual({
      type: 'login.answered',
      status: 200,
      redirectUrl: '/seeker/dashboard',
    });
  });

  it('When the seeker came from a page, then rio login carries it as returnUrl, and with Facebook social_provider facebook', async () => {
    const { client, sent } = stubClient({
      status: 200,
      body: { redirectUrl: '/jobs-in-delhi', userType: 'SEEKER' },
    });

    await rioLoginCall.run(client, {
      credential: 'fb-token',
      returnUrl: '/jobs-in-delhi',
      provider: 'facebook',
    });

    const fields = new URLSearchParams(only(sent).body);
    expect(fields.get('returnUrl')).toBe('/jobs-in-delhi');
    expect(fields.get('social_provider')).toBe('facebook');
  });

  it('When there is no page to go back to, then rio login sends no returnUrl', async () => {
    const { client, sent } = stubClient({
      status: 200,
      body: { redirectUrl: '/seeker/dashboard', userType: 'SEEKER' },
    });

    await rioLoginCall.run(client, { credential: 'google-jwt', returnUrl: '' });

    expect(new URLSearchParams(only(sent).body).has('returnUrl')).toBe(false);
  });

  it('When rio login answers 401, then login.answered carries 401 and no redirectUrl (the machine shows its failure toast)', async () => {
    const { client } = stubClient(unauthorized);

    const answer = await rioLoginCall.run(client, { credential: 'google-jwt' });

    expect(rioLoginCall.done(answer)).toStrictEqual({ type: 'login.answered', status: 401 });
  });

  it('When rio login answers 200 without a redirectUrl, then login.answered carries none', () => {
    expect(rioLoginCall.done({ status: 200, redirectUrl: '' })).toStrictEqual({
      type: 'login.answered',
      status: 200,
    });
    expect(rioLoginCall.failed(new Error('any'))).toEqual({ type: 'login.failed' });
  });

  it('When the flow is left during either call, then the request is cancelled', async () => {
    await cancelled((client, signal) =>
      validateSocialCall.run(client, { credential: 'c' }, signal),
    );
    await cancelled((client, signal) => rioLoginCall.run(client, { credential: 'c' }, signal));
  });
});

describe('The send-link call (apps download-link)', () => {
  const payload = {
    isdCode: '91',
    mobileNumber: '9876543210',
    sitePropsCountryCode: 'IN',
    gRecaptchaResponse: '03AGdBq24-example-token',
  } as const;

  it('When a link is asked, then the send-link payload is POSTed to /middleware/apps/download-link and a 200 becomes link.answered with its responseMessage', async () => {
    const message = 'The download link has been sent to your mobile number.';
    const { client, sent } = stubClient({ status: 200, body: { responseMessage: message } });

    const answer = await sendLinkCall.run(client, payload);

    const request = only(sent);
    expect(request).toMatchObject({ method: 'POST', path: '/api/middleware/apps/download-link' });
    expect(JSON.parse(request.body)).toEqual({
      isdCode: '91',
      mobileNumber: '9876543210',
      sitePropsCountryCode: 'IN',
      gRecaptchaResponse: '03AGdBq24-example-token',
    });
    expect(sendLinkCall.done(answer)).toEqual({
      type: 'link.answered',
      status: 200,
      responseMessage: message,
    });
  });

  it.each([401, 422])(
    'When the call answers %i, then link.answered carries the status and its errorMessage',
    async (status) => {
      const errorMessage = 'Captcha verification failed. Please try again.';
      const { client } = stubClient({ status, body: { errorMessage } });

      const answer = await sendLinkCall.run(client, payload);

      expect(sendLinkCall.done(answer)).toEqual({ type: 'link.answered', status, errorMessage });
    },
  );

  it('When the call answers 500 without an errorMessage, then link.answered carries the status and no message', async () => {
    const { client } = stubClient({ status: 500, body: { success: false, error: 'Down.' } });

    const answer = await sendLinkCall.run(client, payload);

    expect(answer).toEqual({ status: 500 });
    expect(answer.errorMessage).toBeUndefined();
    expect(answer.responseMessage).toBeUndefined();
  });

  it('When the call answers 500 with no body, then link.answered carries the status only', async () => {
    const { client } = stubClient({ status: 500 });

    const answer = await sendLinkCall.run(client, payload);

    expect(answer).toEqual({ status: 500 });
    expect(sendLinkCall.failed(new Error('any'))).toEqual({ type: 'link.failed' });
  });

  it('When the dialog is closed while the link is in flight, then the request is cancelled', async () => {
    await cancelled((client, signal) => sendLinkCall.run(client, payload, signal));
  });
});

describe('The voice reader call', () => {
  it('When the final transcript is read, then it is POSTed as data to /middleware/voice/reader and job, location and exp become reader.parsed', async () => {
    const { client, sent } = stubClient({
      status: 200,
      body: { job: 'designer', location: 'delhi', exp: 10 },
    });

    const answer = await readVoiceCall.run(client, {
      data: 'designer job in delhi for 10 years experienced',
    });

    const request = only(sent);
    expect(request).toMatchObject({ method: 'POST', path: '/api/middleware/voice/reader' });
    expect(JSON.parse(request.body)).toEqual({
      data: 'designer job in delhi for 10 years experienced',
    });
    expect(readVoiceCall.done(answer)).toEqual({
      type: 'reader.parsed',
      job: 'designer',
      location: 'delhi',
      exp: 10,
    });
  });

  it('When the reader understands nothing, then reader.parsed carries the empty fields', async () => {
    const { client } = stubClient({ status: 200, body: { job: '', location: '', exp: null } });

    const answer = await readVoiceCall.run(client, { data: 'hmm' });

    expect(readVoiceCall.done(answer)).toEqual({
      type: 'reader.parsed',
      job: '',
      location: '',
      exp: null,
    });
  });

  it('When the reader answers 400, then the call fails with the answer in its message and the machine hears reader.failed', async () => {
    const { client } = stubClient({
      status: 400,
      body: { status: 1, errors: { errs: [{ msg: 'data is required', param: 'data' }] } },
    });

    await expect(readVoiceCall.run(client, { data: '' })).rejects.toThrow(
      'voice reader failed: {"status":1,"errors":{"errs":[{"msg":"data is required","param":"data"}]}}',
    );
    expect(readVoiceCall.failed(new Error('any'))).toEqual({ type: 'reader.failed' });
  });

  it('When voice search is closed while the reader is in flight, then the request is cancelled', async () => {
    await cancelled((client, signal) => readVoiceCall.run(client, { data: 'java' }, signal));
  });
});

describe('A call as its event (lib/calls) and the replay registry', () => {
  it('When a reported call answers, then it becomes the done event; when it fails, the failed event', async () => {
    const report = reportOf(notificationCountCall);
    const signal = new AbortController().signal;

    const counted = await report(
      stubClient({ status: 200, body: { notificationCounResponse: { total: 2 } } }).client,
      undefined,
      signal,
    );
    const failed = await report(stubClient(unauthorized).client, undefined, signal);

    expect(counted).toEqual({ type: 'bell.counted', total: 2 });
    expect(failed).toMatchObject({ type: 'bell.failed' });
  });

  it('When a call is bound to a client, then it runs on that client with the input and the signal', async () => {
    const { client, sent } = stubClient({
      status: 200,
      body: { job: 'java', location: '', exp: 2 },
    });
    const controller = new AbortController();

    const run = bindCall(readVoiceCall, client);
    const answer = await run({ data: 'java' }, controller.signal);

    expect(answer).toEqual({ job: 'java', location: '', exp: 2 });
    expect(JSON.parse(only(sent).body)).toEqual({ data: 'java' });
    await cancelled((bound, signal) => bindCall(readVoiceCall, bound)({ data: 'java' }, signal));
  });

  it('When the replay looks a call up by machine and actor, then each runs its own operation and reports its own event', async () => {
    const signal = new AbortController().signal;
    const entries: [string, string, unknown, Answer, string, string][] = [
      [
        'oneTapLogin',
        'validateSocial',
        { credential: 'c' },
        { status: 200, body: { validationStatus: 'USER_EXISTS' } },
        '/api/middleware/social/validate',
        'social.validated',
      ],
      [
        'oneTapLogin',
        'rioLogin',
        { credential: 'c' },
        { status: 200, body: { redirectUrl: '/', userType: 'SEEKER' } },
        '/api/rio/login',
        'login.answered',
      ],
      [
        'voiceSearch',
        'readVoice',
        { data: 'java' },
        { status: 200, body: { job: 'java', location: '', exp: null } },
        '/api/middleware/voice/reader',
        'reader.parsed',
      ],
      [
        'sendAppLink',
        'sendLink',
        {
          isdCode: '91',
          mobileNumber: '9876543210',
          sitePropsCountryCode: 'IN',
          gRecaptchaResponse: 't',
        },
        { status: 200, body: { responseMessage: 'Sent.' } },
        '/api/middleware/apps/download-link',
        'link.answered',
      ],
      [
        'follow',
        'followRequest',
        { target: 'company', id: 7, action: 'follow' },
        {
          status: 200,
          body: { companyFollowResponse: { successMessage: 'Company followed successfully.' } },
        },
        '/api/middleware/companyFollow/7',
        'follow.answered',
      ],
      [
        'covidToggle',
        'loadCovidFlag',
        undefined,
        { status: 200, body: { Status: 200, Response: { covidLayoff: false } } },
        '/api/middleware/covidLayoffFlag',
        'covid.loaded',
      ],
      [
        'covidToggle',
        'saveCovidFlag',
        { covidLayoff: true },
        { status: 200, body: { Status: 200, Response: { covidLayoff: true } } },
        '/api/middleware/editCovidLayoffFlag',
        'covid.saved',
      ],
      [
        'bell',
        'loadNotificationCount',
        undefined,
        { status: 200, body: { notificationCounResponse: { total: 1 } } },
        '/api/middleware/notifications/count',
        'bell.counted',
      ],
      [
        'oldAutoLogin',
        'rioAutoLogin',
        undefined,
        { status: 200, body: { Status: 204, Response: [] } },
        '/api/middleware/rioAutoLogin',
        'autoLogin.answered',
      ],
    ];

    for (const [machine, actor, input, answer, path, event] of entries) {
      const { client, sent } = stubClient(answer);
      const report = MACHINE_CALLS[machine]?.[actor];
      if (report === undefined) throw new Error(`${machine}.${actor} is not in the registry`);

      // The registry types each input `never` (each call is run with its machine's input only).
      const reported = await report(client, input as never, signal);

      expect(only(sent).path, `${machine}.${actor}`).toBe(path);
      expect(reported.type, `${machine}.${actor}`).toBe(event);
    }
    expect(Object.keys(MACHINE_CALLS).sort()).toEqual([
      'bell',
      'covidToggle',
      'follow',
      'oldAutoLogin',
      'oneTapLogin',
      'sendAppLink',
      'voiceSearch',
    ]);
  });
});
