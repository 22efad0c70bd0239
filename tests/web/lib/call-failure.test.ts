// What a seeker reads when a call fails (the UX walk's D4): the answer's own message, section 8's
// generic one for a failure envelope without a message, and never the HTTP client's own words.
// And what the app does with a failure: retry once what may succeed, and tell a session that
// ended under the page (a 401 while signed in) from any other failure.
import { describe, expect, it } from 'vitest';
import { taggingStatus } from '../../../web/src/lib/answer-status';
import {
  answerOf,
  CallFailure,
  failureText,
  isClientError,
  isSessionExpired,
  retryOnce,
} from '../../../web/src/lib/call-failure';
import { clientAnswering } from '../render';

function answered(status: number, body: string): Promise<{ error?: unknown; response: Response }> {
  const response = new Response(body, { status });
  return Promise.resolve({ error: body === '' ? undefined : JSON.parse(body), response });
}

/** The CallFailure a call failed with. */
async function thrownBy(call: Promise<unknown>): Promise<CallFailure> {
  try {
    await call;
  } catch (error) {
    if (error instanceof CallFailure) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

describe('What a seeker reads about a failed call', () => {
  it('When a 502 comes with an empty body, then the seeker reads that it is our side, not the status code', async () => {
    const failure = await thrownBy(answerOf(answered(502, '')));

    expect(failureText(failure)).toBe(
      'Something went wrong on our side, not yours. Please try again.',
    );
    expect(failureText(failure)).not.toContain('status code');
  });

  it('When the connection drops, then the seeker reads that we could not be reached, not "Network Error"', async () => {
    const failure = await thrownBy(answerOf(Promise.reject(new TypeError('Network Error'))));

    expect(failureText(failure)).toBe(
      'We could not reach jobportal just now. Please try again in a moment.',
    );
    expect(failureText(new TypeError('Network Error'))).toBe(
      'We could not reach jobportal just now. Please try again in a moment.',
    );
  });

  it('When the client stopped waiting, then the seeker reads that we were too slow', () => {
    // The client's timeout (openapi/client.ts): a DOMException named TimeoutError, an Error in a
    // browser (jsdom's DOMException is not one, so the test builds the Error a browser throws).
    const timeout = Object.assign(new Error('timeout of 60000ms exceeded'), {
      name: 'TimeoutError',
    });

    expect(failureText(new CallFailure(undefined, undefined, timeout))).toBe(
      'jobportal took too long to answer. Please try again.',
    );
  });

  it("When the answer carries its own message, then that message shows (section 8's first error, capitalised)", async () => {
    const refusal = JSON.stringify({ status: 1, errors: { errs: [{ msg: 'name is required' }] } });
    const failure = await thrownBy(answerOf(answered(400, refusal)));

    expect(failureText(failure)).toBe('Name is required');
  });

  it("When a failure envelope has no message, then section 8's generic message stays", async () => {
    const failure = await thrownBy(answerOf(answered(200, JSON.stringify({ success: false }))));

    expect(failureText(failure)).toBe('Network error. Please try again after sometime');
    expect(failureText({ success: false })).toBe('Network error. Please try again after sometime');
  });

  it("When a call fails, then the error itself still carries the HTTP client's words (section 8)", async () => {
    const failure = await thrownBy(answerOf(answered(502, '')));

    expect(failure.message).toBe('Request failed with status code 502');
  });
});

/** A query's failure body as the app's client gives it: tagged with the answer's status. */
async function taggedBody(status: number): Promise<unknown> {
  const answer = JSON.stringify({ Status: status, errorMessage: 'Refused' });
  const client = taggingStatus(clientAnswering(status, answer));
  return (await client.GET('/middleware/followedCompanies')).error;
}

const timeout = () =>
  Object.assign(new Error('timeout of 60000ms exceeded'), { name: 'TimeoutError' });

describe('What a failed call is', () => {
  it('When a call succeeds, then its data is the answer; an answer with no data is a failure', async () => {
    const ok = { Status: 200, Response: { data: [] } };
    await expect(
      answerOf(Promise.resolve({ data: ok, response: new Response(null, { status: 200 }) })),
    ).resolves.toBe(ok);
    const empty = await thrownBy(
      answerOf(Promise.resolve({ response: new Response(null, { status: 204 }) })),
    );
    expect([empty.name, empty.status]).toEqual(['CallFailure', 204]);
  });

  it.each([
    ['400', new CallFailure(400, {}), true],
    ['404', new CallFailure(404, {}), true],
    ['499', new CallFailure(499, {}), true],
    ['399', new CallFailure(399, {}), false],
    ['500', new CallFailure(500, {}), false],
    ['no answer', new CallFailure(undefined, undefined, new TypeError('Network Error')), false],
    ["the contract's validation envelope", { status: 1, errors: {} }, true],
    ['another envelope', { status: 0 }, false],
    ['nothing', null, false],
    ['a plain-text answer', 'Internal error', false],
  ])('When the failure is %s, then it is a client error: %s', (_, error, client) => {
    expect(isClientError(error)).toBe(client);
  });

  it('When a call failed on the server side, then it is tried once more, never a third time', () => {
    expect(retryOnce(0, new CallFailure(502, {}))).toBe(true);
    expect(retryOnce(1, new CallFailure(502, {}))).toBe(false);
  });

  it('When a call was refused (4xx) or waited out its 60 s, then it is not tried again', () => {
    expect(retryOnce(0, new CallFailure(404, {}))).toBe(false);
    expect(retryOnce(0, new CallFailure(undefined, undefined, timeout()))).toBe(false);
    expect(retryOnce(0, timeout())).toBe(false);
  });
});

describe('A session that ended under the page', () => {
  const signedIn = () => {
    document.cookie = 'USER_NAME=Asha';
    document.cookie = 'USER_TYPE=SEEKER';
  };

  it('When a signed-in page gets a 401, as a failure or a tagged body or its cause, then the session ended', async () => {
    signedIn();
    const body = await taggedBody(401);
    expect(isSessionExpired(new CallFailure(401, {}))).toBe(true);
    expect(isSessionExpired(body)).toBe(true);
    expect(isSessionExpired(new Error('The follow failed', { cause: body }))).toBe(true);
  });

  it('When a guest gets a 401, or a signed-in page another status, then no session ended', async () => {
    expect(isSessionExpired(new CallFailure(401, {}))).toBe(false);
    signedIn();
    expect(isSessionExpired(new CallFailure(403, {}))).toBe(false);
    expect(isSessionExpired(await taggedBody(500))).toBe(false);
    expect(isSessionExpired(new Error('The follow failed', { cause: await taggedBody(403) }))).toBe(
      false,
    );
    expect(isSessionExpired(new Error('Network Error'))).toBe(false);
  });
});
