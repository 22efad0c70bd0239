// A Gulf seeker's expected salary in their own country's currency (issue 37, item 4): a seeker in
// Riyadh picks round riyal amounts, as Bayt offers them, not dirham steps converted (3,100, 3,600…).
import { describe, expect, it } from 'vitest';
import { onSite } from '../site';

const gulf = () => onSite('SA', () => import('../../../web/src/lib/seeker-currency'));

describe("The amounts a Gulf seeker's expected salary offers", () => {
  it('When the seeker lives in Riyadh, then the amounts are whole riyal steps of 500 from SAR 3,000', async () => {
    const { amountsIn, seekerCurrency } = await gulf();

    const riyals = seekerCurrency('Riyadh');
    const amounts = amountsIn(riyals);

    expect(riyals.currency).toBe('SAR');
    expect(amounts.slice(0, 4)).toEqual([3000, 3500, 4000, 4500]);
    expect(amounts).toContain(6000);
    // The site's top, AED 60,000, is about SAR 61,000.
    expect(amounts.at(-1)).toBe(61000);
    expect(amounts.every((amount) => amount % 500 === 0)).toBe(true);
  });

  it('When the seeker lives in Dubai, then the amounts are the site\u2019s own dirham steps', async () => {
    const { amountsIn, seekerCurrency } = await gulf();

    const amounts = amountsIn(seekerCurrency('Dubai'));

    expect(amounts.slice(0, 3)).toEqual([3000, 3500, 4000]);
    expect(amounts.at(-1)).toBe(60000);
  });

  it('When the seeker lives in Kuwait, then each amount is a round number of dinars, ascending, none repeated', async () => {
    const { amountsIn, seekerCurrency } = await gulf();

    const dinars = seekerCurrency('Kuwait City');
    const amounts = amountsIn(dinars);

    expect(dinars.currency).toBe('KWD');
    expect(amounts.every((amount) => amount % 10 === 0)).toBe(true);
    expect(amounts).toEqual([...new Set(amounts)].sort((a, b) => a - b));
    expect(amounts.length).toBeGreaterThan(20);
  });
});

describe('The currency of a seeker outside the Gulf, or of one with no known city', () => {
  it("When the seeker is on the India site, then the money is the site's rupees in its own steps", async () => {
    const { amountsIn, seekerCurrency } = await onSite(
      'IN',
      () => import('../../../web/src/lib/seeker-currency'),
    );
    const rupees = seekerCurrency('Pune');
    expect(rupees).toEqual({ currency: 'INR', perDirham: 1, roundTo: 1 });
    const amounts = amountsIn(rupees);
    expect([amounts[0], amounts[1], amounts.at(-1)]).toEqual([200000, 250000, 4000000]);
  });

  it.each([
    ['no current location', undefined],
    ['a place the site does not know', 'Qwertyville'],
  ])("When a Gulf seeker has %s, then the money is the site's dirhams", async (_, place) => {
    const { seekerCurrency } = await gulf();
    expect(seekerCurrency(place)).toEqual({ currency: 'AED', perDirham: 1, roundTo: 1 });
  });
});
