// The diff's verdicts on mutations of the real contract: each rule of the issue, from the side of
// old clients' requests and of what they read, and the changes that break no one.
import { describe, expect, it } from 'vitest';
import { DIFF_PAIRS } from './pairs';
import { verdicts } from './support';

describe('contract:diff verdicts on the real contract', () => {
  it('When nothing changes, then the diff finds nothing', () => {
    expect(verdicts(() => undefined)).toEqual([]);
  });
  for (const [side, pairs] of Object.entries(DIFF_PAIRS))
    for (const pair of pairs)
      it(`When ${pair.when} (${side}), then the diff says ${pair.then.join(', ')}`, () => {
        expect(verdicts(pair.mutate)).toEqual([...pair.then].sort());
      });
});
