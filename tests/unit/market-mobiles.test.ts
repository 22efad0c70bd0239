// Each market's mobile numbers (openapi/vocabulary/validation.ts, MARKET_MOBILES), written here as
// the numbering plans give them: a changed length or leading digit of any market turns this red
// (an audit once changed two markets' patterns and no unit test noticed).
import { describe, expect, it } from 'vitest';
import { isMarketMobile, MARKET_MOBILES } from '../../openapi/vocabulary/validation';

/** Dial code, the plan's pattern, a real mobile, and numbers one digit off in length or lead. */
const PLANS = [
  ['65', '^[89]\\d{7}$', '91234567', ['9123456', '912345678', '71234567']],
  ['852', '^[5679]\\d{7}$', '51234567', ['5123456', '512345678', '81234567']],
  ['63', '^9\\d{9}$', '9171234567', ['917123456', '91712345678', '8171234567']],
  ['66', '^[689]\\d{8}$', '612345678', ['61234567', '6123456789', '712345678']],
  ['84', '^[35789]\\d{8}$', '312345678', ['31234567', '3123456789', '412345678']],
  ['62', '^8\\d{8,11}$', '812345678', ['81234567', '8123456789012', '912345678']],
  ['60', '^1\\d{8,9}$', '1234567890', ['12345678', '12345678901', '223456789']],
  ['971', '^5\\d{8}$', '501234567', ['50123456', '5012345678', '401234567']],
  ['966', '^5\\d{8}$', '551234567', ['55123456', '5512345678', '651234567']],
  ['974', '^[3567]\\d{7}$', '71234567', ['7123456', '712345678', '41234567']],
  ['968', '^[79]\\d{7}$', '72123456', ['7212345', '721234567', '82123456']],
  ['965', '^[569]\\d{7}$', '60012345', ['6001234', '600123456', '70012345']],
  ['973', '^[36]\\d{7}$', '66001234', ['6600123', '660012345', '56001234']],
] as const;

describe('Each market’s mobile numbers', () => {
  it('When the markets are listed, then they are these 13 dial codes with these patterns', () => {
    expect(
      Object.fromEntries(
        Object.entries(MARKET_MOBILES).map(([code, plan]) => [code, plan.pattern.source]),
      ),
    ).toEqual(Object.fromEntries(PLANS.map(([code, pattern]) => [code, pattern])));
  });

  it.each(PLANS)(
    'When a +%s number is checked, then %s passes and one digit off in length or lead does not',
    (code, _, real, off) => {
      expect(isMarketMobile(code, real)).toBe(true);
      expect(isMarketMobile(code, MARKET_MOBILES[code]?.example ?? '')).toBe(true);
      for (const wrong of off) expect(isMarketMobile(code, wrong), wrong).toBe(false);
    },
  );

  it('When a dial code has no plan of its own, then only the spec’s reading applies', () => {
    expect(isMarketMobile('91', '0000000000')).toBe(true);
  });
});
