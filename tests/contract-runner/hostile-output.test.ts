// The contract runner against a hostile backend's answers (audit 2026-11-26, M5): its terminal
// output carries backend text only escaped, and its walk of an answer survives any depth.
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../scripts/lib/cli';
import { printable } from '../../scripts/lib/printable';
import { collect } from '../../scripts/contract/sequence-host';
import { freePort } from '../../scripts/lib/simulator-process';
import { runAgainst } from './run';

describe('Backend text in the runner output', () => {
  it('When an answer carries escape sequences, then they are printed escaped', () => {
    const hostile = '\u001b[2J\u001b]0;title\u0007\u001b]52;c;Y3VybA==\u0007\u001b[8m\u009b31m';
    const shown = printable(hostile);
    // eslint-disable-next-line no-control-regex -- checking that none is left
    expect(shown).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/);
    expect(shown).toBe('\\x1b[2J\\x1b]0;title\\x07\\x1b]52;c;Y3VybA==\\x07\\x1b[8m\\x9b31m');
  });
});

describe('Harvesting values from answers', () => {
  it('When an answer is nested 200,000 deep, then the walk finishes and finds the values', () => {
    let body: unknown = { jobId: 'deep' };
    for (let i = 0; i < 200_000; i += 1) body = { a: [body] };
    const found: string[] = [];
    collect(body, 'jobId', found);
    expect(found).toEqual(['deep']);
  });

  it('When values sit at several depths, then they come in document order, each once', () => {
    const found: string[] = [];
    collect({ a: { jobId: '1' }, jobId: '2', b: [{ jobId: 3 }, { jobId: '1' }] }, 'jobId', found);
    expect(found).toEqual(['1', '2', '3']);
  });
});

describe('A backend that is gone', () => {
  it('When nothing answers, then the run ends with the no-backend exit and names the address, not a report', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const failure: unknown = await runAgainst(base).then(
      () => undefined,
      (error: unknown) => error,
    );
    if (!(failure instanceof ToolError))
      throw new Error(`expected a ToolError, got ${String(failure)}`);
    expect(failure.exitCode).toBe(5);
    expect(failure.message).toContain(`no backend answers POST ${base}/api/`);
  });
});
