// What a seeker reads when a call fails (the UX walk's D4): the answer's own message, section 8's
// generic one for a failure envelope without a message, and never the HTTP client's own words.
import { describe, expect, it } from 'vitest';
import { answerOf, CallFailure, failureText } from '../../../web/src/lib/call-failure';

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
