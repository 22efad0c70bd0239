// A failed answer's body carries its HTTP status under a symbol (the pages' query hooks see the
// body alone and must tell a 401 from other failures); a failure with an empty body becomes an
// empty body so that it stays a failure (the UX walk's D4); a success is left as it came.
import { describe, expect, it } from 'vitest';
import { answerStatus, taggingStatus } from '../../../web/src/lib/answer-status';
import { clientAnswering as answering } from '../render';

/** The tagging client of a backend that gives every call this answer. */
const clientAnswering = (status: number, body: string, type?: string) =>
  taggingStatus(answering(status, body, type));

const ENDED = { Status: 401, Response: null, errorMessage: 'Your session has ended.' };

describe("A failed answer's status", () => {
  it('When a call is answered 401 with a body, then the body carries 401 and reads as it came', async () => {
    const { error } = await clientAnswering(401, JSON.stringify(ENDED)).GET(
      '/middleware/followedCompanies',
    );
    expect(answerStatus(error)).toBe(401);
    expect(error).toEqual(ENDED);
    expect(Object.keys(error as object)).toEqual(['Status', 'Response', 'errorMessage']);
    expect(JSON.stringify(error)).toBe(JSON.stringify(ENDED));
  });

  it('When a 502 comes with an empty body, then the failure is an empty body carrying 502', async () => {
    const { error } = await clientAnswering(502, '').GET('/middleware/followedCompanies');
    expect(error).toEqual({});
    expect(answerStatus(error)).toBe(502);
  });

  it('When a 500 comes as plain text, then its text is the failure, with no status to read', async () => {
    const { error } = await clientAnswering(500, 'Internal error', 'text/plain').GET(
      '/middleware/followedCompanies',
    );
    expect(error).toBe('Internal error');
    expect(answerStatus(error)).toBeUndefined();
  });

  it('When a call succeeds, then its answer is untouched and carries no failure', async () => {
    const body = { Status: 200, Response: { data: [] } };
    const result = await clientAnswering(200, JSON.stringify(body)).GET(
      '/middleware/followedCompanies',
    );
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual(body);
    expect(answerStatus(result.data)).toBeUndefined();
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a number', 401],
    ['a body with a status field of its own', { status: 401, Status: 401 }],
  ])('When the failure is %s, then it has no status to read', (_, body) => {
    expect(answerStatus(body)).toBeUndefined();
  });
});
