// Text a request carries is well-formed and without control characters (hostile probe
// 2026-11-26, L6: NUL, lone surrogates and long file names were stored): one check in the
// runtime, before any handler, answering 400 naming the field and storing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textProblem } from '../../openapi/runtime/text-check';
import { rawRequest } from '../support/raw';
import { signedIn, startSimulator, type TestSimulator } from '../support/sim';
import { expectRaw, expectReply, firstError, multipart, PNG_BYTES, stateOf } from './helpers';

let sim: TestSimulator;

beforeAll(async () => {
  sim = await startSimulator();
});

afterAll(async () => {
  await sim.dispose();
});

const LONE_HIGH_SURROGATE = '\uD83D';
const alert = (name: string) => ({ name, keywords: 'java', frequency: 1 as const });

describe('Control characters and broken UTF-16 in request text', () => {
  it.each([
    ['a NUL', 'Java\u0000jobs'],
    ['an escape character', 'Java\u001B[2Jjobs'],
    ['a line break', 'Java\njobs'],
    ['a tab', 'Java\tjobs'],
    ['an unpaired surrogate', `Java ${LONE_HIGH_SURROGATE} jobs`],
    ['a lone low surrogate', 'Java \uDC00 jobs'],
    // The 2026-11-28 probe's (L4): each was stored in an alert name.
    ['a C1 control sequence introducer', 'Java\u009B2Jjobs'],
    ['a right-to-left override', 'Java\u202Ejobs'],
    ['a line separator', 'Java\u2028jobs'],
    ['a byte order mark', '\uFEFFJava jobs'],
  ])(
    "When a job alert's name holds %s, then it is a 400 naming name and nothing is stored",
    async (_case, name) => {
      const { api } = await signedIn(sim, 'seeker', 'TH');
      const before = stateOf(sim);

      const reply = await api.POST('/middleware/createJobAlert', { body: alert(name) });

      const refusal = firstError(expectReply('createJobAlert', reply, 400));
      expect(refusal.param).toBe('name');
      expect(stateOf(sim)).toBe(before);
    },
  );

  it('When a NUL is in a job alert name, then the message names the character', async () => {
    const { api } = await signedIn(sim, 'seeker', 'TH');
    const reply = await api.POST('/middleware/createJobAlert', { body: alert('a\u0000b') });
    expect(firstError(reply.error).msg).toBe(
      'body.name must not contain the control character U+0000',
    );
  });

  it('When a name holds an emoji (a surrogate pair) and accents, then it is stored as sent', async () => {
    const { api } = await signedIn(sim, 'seeker', 'TH');
    const reply = await api.POST('/middleware/createJobAlert', {
      body: alert('Café jobs \u{1F680}'),
    });
    expect(expectReply('createJobAlert', reply, 201)).toMatchObject({
      name: 'Café jobs \u{1F680}',
    });
  });

  it("When an employment's description has line breaks and tabs, then it is stored; a NUL in it or a line break in its designation is a 400", async () => {
    const { api } = await signedIn(sim, 'seeker', 'PH');
    const employment = {
      years: 2,
      months: 0,
      designation: 'Tester',
      organisation: 'Acme',
      description: 'Led QA.\r\n\t- Wrote the suite.\nShipped.',
    };
    const stored = await api.POST('/middleware/employement', { body: employment });
    expect(expectReply('employement', stored, 201)).toMatchObject({
      description: employment.description,
    });

    const before = stateOf(sim);
    const nul = await api.POST('/middleware/employement', {
      body: { ...employment, description: 'Led\u0000QA' },
    });
    expect(firstError(expectReply('employement', nul, 400)).param).toBe('description');
    const twoLines = await api.POST('/middleware/employement', {
      body: { ...employment, designation: 'Tester\nLead' },
    });
    expect(firstError(expectReply('employement', twoLines, 400)).param).toBe('designation');
    expect(stateOf(sim)).toBe(before);
  });

  it('When a search keyword in the query holds a NUL, then it is a 400 naming query and no recent search is kept', async () => {
    const cookies = new Map([['MSUID', 'free-text-visitor']]);
    const before = stateOf(sim);

    const reply = await rawRequest(sim.url, {
      method: 'GET',
      path: '/middleware/search/results',
      query: { query: 'java\u0000' },
      cookies,
    });

    const refusal = firstError(expectRaw('searchResults', reply, 400));
    expect(refusal).toMatchObject({ param: 'query', location: 'query' });
    expect(stateOf(sim)).toBe(before);
  });

  it('When a sign-in form carries a NUL in its username, then it is a 400 naming username', async () => {
    const reply = await rawRequest(sim.url, {
      method: 'POST',
      path: '/rio/login',
      encoding: 'form',
      body: {
        scope: 'all',
        grant_type: 'password',
        client_id: 'web',
        username: 'seeker\u0000@example.com',
        password: 'whatever1',
      },
    });
    expect(firstError(expectRaw('rioLogin', reply, 400)).param).toBe('username');
  });
});

describe('Uploaded file names', () => {
  // 'é' is two bytes in UTF-8: 125 of them and '.png' make 254 bytes, 126 make 256.
  const nameOf = (accents: number) => `${'é'.repeat(accents)}.png`;

  it('When an avatar is named with 256 bytes of UTF-8, then it is a 400 naming file and nothing is stored; 254 bytes is taken', async () => {
    const { api } = await signedIn(sim, 'seeker', 'VN');
    const before = stateOf(sim);

    const long = await api.POST(
      '/middleware/upload-avatar',
      multipart(nameOf(126), PNG_BYTES, 'image/png'),
    );

    const refusal = firstError(expectReply('uploadAvatar', long, 400));
    expect(refusal).toMatchObject({
      param: 'file',
      msg: 'body.file name must be at most 255 bytes in UTF-8',
    });
    expect(stateOf(sim)).toBe(before);
    const fits = await api.POST(
      '/middleware/upload-avatar',
      multipart(nameOf(125), PNG_BYTES, 'image/png'),
    );
    expectReply('uploadAvatar', fits, 200);
  });

  it('When a resume is named with more than 255 bytes of UTF-8 (130 characters), then it is a 400 naming file and nothing is stored', async () => {
    const { api } = await signedIn(sim, 'seeker', 'VN');
    const before = stateOf(sim);

    const reply = await api.POST(
      '/middleware/upload-resume',
      multipart(`${'é'.repeat(130)}.txt`, Buffer.from('Asha Rao, tester')),
    );

    expect(firstError(expectReply('uploadResume', reply, 400)).param).toBe('file');
    expect(stateOf(sim)).toBe(before);
  });

  it('When an avatar file name holds an escape character, then it is a 400 and nothing is stored', async () => {
    const { api } = await signedIn(sim, 'seeker', 'VN');
    const before = stateOf(sim);
    const reply = await api.POST(
      '/middleware/upload-avatar',
      multipart('me\u001B[2J.png', PNG_BYTES, 'image/png'),
    );
    // busboy already refuses a control character in a part's header; the text rule backs it.
    expectReply('uploadAvatar', reply, 400);
    expect(stateOf(sim)).toBe(before);
  });
});

describe('The text rule', () => {
  it('When text is checked, then control characters (C0, DEL, C1) and unpaired surrogates are refused, and tab and line breaks only on one line', () => {
    expect(textProblem('plain text, ünïcödé, 日本語, \u{1F600}', false)).toBeUndefined();
    expect(textProblem('a\u0007b', true)).toBe('must not contain the control character U+0007');
    expect(textProblem('a\tb\r\nc', true)).toBeUndefined();
    expect(textProblem('a\tb', false)).toBe(
      'must be one line, without tabs or line breaks (U+0009)',
    );
    expect(textProblem('\uDBFF', false)).toBe(
      'must be well-formed Unicode text (it holds an unpaired surrogate U+DBFF)',
    );
    expect(textProblem('\uD800\uDC00', false)).toBeUndefined();
    expect(textProblem('a\u007Fb', false)).toBe('must not contain the control character U+007F');
    expect(textProblem('a\u0085b', true)).toBe('must not contain the control character U+0085');
    expect(textProblem('\u00A0\u00FF', false)).toBeUndefined();
  });

  it.each([
    ['a C1 control (CSI)', '\u009B2J', 'must not contain the control character U+009B'],
    ['the first C1 control', '\u0080', 'must not contain the control character U+0080'],
    [
      'a right-to-left override',
      'evil\u202Efdp.exe',
      'must not contain the bidirectional formatting character U+202E',
    ],
    [
      'a left-to-right isolate',
      'a\u2066b',
      'must not contain the bidirectional formatting character U+2066',
    ],
    ['a byte order mark', '\uFEFFname', 'must not contain a byte order mark (U+FEFF)'],
    ['a line separator', 'one\u2028two', 'must be one line, without tabs or line breaks (U+2028)'],
    [
      'a paragraph separator',
      'one\u2029two',
      'must be one line, without tabs or line breaks (U+2029)',
    ],
  ])('When text holds %s, then it is refused (audit 2026-11-28, L4)', (_case, text, problem) => {
    expect(textProblem(text, false)).toBe(problem);
  });

  it('When a multi-line field holds line and paragraph separators, then they are taken; a bidi override is not', () => {
    expect(textProblem('one\u2028two\u2029three', true)).toBeUndefined();
    expect(textProblem('a\u202Eb', true)).toBe(
      'must not contain the bidirectional formatting character U+202E',
    );
    expect(
      textProblem('Zoë, 日本語, \u200D\u200C, \u{1F469}\u200D\u{1F4BB}', false),
    ).toBeUndefined();
  });
});
