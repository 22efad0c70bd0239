import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  FixtureError,
  generateCatalogue,
  readSites,
  resolveAsset,
} from '../../sim-server/catalogue';
import type { CountryCode, SiteProps } from '../../sim-server/catalogue/types';

const sites = readSites();
const byCode = new Map(sites.map((s) => [s.countryCode, s]));
const site = (code: CountryCode): SiteProps => {
  const found = byCode.get(code);
  if (!found) throw new Error(`no site ${code}`);
  return found;
};

const EXPECTED: Record<
  CountryCode,
  { currency: string; dial: string[]; channel: number; sub: number; context: string }
> = {
  IN: { currency: 'INR', dial: ['91'], channel: 1, sub: 1, context: 'india' },
  SA: {
    currency: 'AED',
    dial: ['971', '966', '974', '968', '965', '973'],
    channel: 2,
    sub: 2,
    context: 'gulf',
  },
  HK: { currency: 'HKD', dial: ['852'], channel: 5, sub: 5, context: 'hongkong' },
  SG: { currency: 'SGD', dial: ['65'], channel: 4, sub: 4, context: 'singapore' },
  PH: { currency: 'PHP', dial: ['63'], channel: 6, sub: 7, context: 'philippines' },
  TH: { currency: 'THB', dial: ['66'], channel: 8, sub: 8, context: 'thailand' },
  VN: { currency: 'VND', dial: ['84'], channel: 9, sub: 9, context: 'vietnam' },
  ID: { currency: 'IDR', dial: ['62'], channel: 10, sub: 10, context: 'indonesia' },
  MY: { currency: 'MYR', dial: ['60'], channel: 11, sub: 11, context: 'malaysia' },
};

const GULF_COUNTRIES = [
  'United Arab Emirates',
  'Saudi Arabia',
  'Egypt',
  'Qatar',
  'Oman',
  'Kuwait',
  'Bahrain',
  'Iraq',
  'Jordan',
  'Lebanon',
];

describe('The nine sites of fixtures/sites.json', () => {
  it('When the fixtures are read, then the nine sites come in contract order', () => {
    expect(sites.map((s) => s.countryCode)).toEqual(COUNTRY_CODES);
  });

  it.each(COUNTRY_CODES)(
    'When the %s site is read, then it has its currency, dial codes, channel and context',
    (code) => {
      const s = site(code);
      const expected = EXPECTED[code];

      expect(s.currency).toBe(expected.currency);
      expect(s.dialCodes).toEqual(expected.dial);
      expect(s.channelId).toBe(expected.channel);
      expect(s.subChannelId).toBe(expected.sub);
      expect(s.siteContext).toBe(expected.context);
      expect(s.domain).toBe(`${code.toLowerCase()}.localhost`);
      expect(s.languageCode).toBe('EN');
      expect(s.appLinks.qrImage).toBe(`/sim-assets/qr/${code.toLowerCase()}.svg`);
    },
  );

  it.each(COUNTRY_CODES)(
    'When the %s site is read, then it has 12 to 25 real cities in its countries',
    (code) => {
      const s = site(code);

      expect(s.cities.length).toBeGreaterThanOrEqual(12);
      expect(s.cities.length).toBeLessThanOrEqual(25);
      expect(new Set(s.cities.map((c) => c.city)).size).toBe(s.cities.length);
      for (const city of s.cities) {
        expect(city.state).not.toBe('');
        expect(s.countries).toContain(city.country);
      }
    },
  );

  it('When the Gulf site is read, then it covers its ten countries, with cities in each', () => {
    const gulf = site('SA');

    expect(gulf.countries).toEqual(GULF_COUNTRIES);
    expect(new Set(gulf.cities.map((c) => c.country))).toEqual(new Set(GULF_COUNTRIES));
  });

  it('When the contact sets are compared, then every site has its own', () => {
    for (const key of ['phone', 'tollFree', 'infoEmail'] as const) {
      expect(new Set(sites.map((s) => s.contact[key])).size).toBe(sites.length);
    }
    for (const network of ['facebook', 'twitter', 'linkedin', 'instagram', 'youtube'] as const) {
      expect(new Set(sites.map((s) => s.contact.social[network])).size).toBe(sites.length);
    }
  });

  it('When the career-advice links are read, then each site has 3 to 5 of its own', () => {
    const urls = new Set<string>();
    for (const s of sites) {
      expect(s.careerAdvice.length).toBeGreaterThanOrEqual(3);
      expect(s.careerAdvice.length).toBeLessThanOrEqual(5);
      for (const link of s.careerAdvice) urls.add(link.url);
    }
    expect(urls.size).toBe(sites.reduce((n, s) => n + s.careerAdvice.length, 0));
  });

  it.each(COUNTRY_CODES)('When %s formats money, then its locale and currency work', (code) => {
    const s = site(code);

    expect(Intl.NumberFormat.supportedLocalesOf([s.locale])).toEqual([s.locale]);
    expect(() =>
      new Intl.NumberFormat(s.locale, { style: 'currency', currency: s.currency }).format(1),
    ).not.toThrow();
  });

  it('When India formats 1234567, then it uses lakh grouping', () => {
    expect(new Intl.NumberFormat(site('IN').locale).format(1_234_567)).toBe('12,34,567');
  });

  it('When salary settings are read, then India is annual within the spec range and the rest monthly', () => {
    const india = site('IN').salary;

    expect(india.mode).toBe(2);
    expect(india.min).toBeGreaterThanOrEqual(100_000);
    expect(india.max).toBeLessThanOrEqual(10_000_000);
    for (const s of sites.filter((x) => x.countryCode !== 'IN')) expect(s.salary.mode).toBe(1);
  });

  it('When the flags are read, then salary filters are on for India only', () => {
    for (const s of sites) expect(s.flags.salaryFilters).toBe(s.countryCode === 'IN');
  });

  it.each(['showBell', 'showCart', 'oneTapLogin', 'oldAutoLogin', 'appLoginPopup'] as const)(
    'When %s is compared across sites, then both values occur, so QA can test each side',
    (flag) => {
      expect(new Set(sites.map((s) => s.flags[flag]))).toEqual(new Set([true, false]));
    },
  );

  it("When the auto-apply flag is read, then it is on for every site (section 9: 'Auto-apply flag true')", () => {
    for (const s of sites) expect(s.flags.autoApply, s.countryCode).toBe(true);
  });

  it('When the header, navigation, sign-in and footer flags are read, then all show', () => {
    for (const s of sites) {
      expect([s.flags.header, s.flags.navigation, s.flags.signIn, s.flags.footer]).toEqual([
        'show',
        'show',
        'show',
        'show',
      ]);
    }
  });

  it('When the ad settings are read, then sizes are the spec three, MY/HK/PH switch pages off, and one site is off', () => {
    for (const s of sites) {
      expect(s.ads.sizes).toEqual(['728x90', '300x250', '160x600']);
      const off = ['MY', 'HK', 'PH'].includes(s.countryCode);
      expect(s.ads.offOnPages).toEqual(off ? ['skill', 'location', 'company-search', 'jd'] : []);
    }
    expect(sites.filter((s) => !s.ads.enabled).length).toBeGreaterThanOrEqual(1);
  });

  it('When a site QR image path is asked for, then the simulator has an SVG for it', () => {
    const catalogue = generateCatalogue({ seed: 1, jobsTotal: 9 });
    for (const s of sites) {
      const asset = resolveAsset(catalogue, s.appLinks.qrImage);
      expect(asset?.contentType).toMatch(/^image\/svg\+xml/);
      expect(asset?.body).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
    }
  });
});

describe('A broken sites fixture stops start-up with a message that names the field', () => {
  const raw = (): unknown[] => JSON.parse(JSON.stringify(sites)) as unknown[];

  it('When a currency is not an ISO code, then the error names it', () => {
    const broken = raw();
    (broken[3] as { currency: string }).currency = 'dollars';

    expect(() => readSites(broken)).toThrow(FixtureError);
    expect(() => readSites(broken)).toThrow('fixtures/sites.json[3].currency');
  });

  it('When a dial code carries a plus sign, then the error names it', () => {
    const broken = raw();
    (broken[0] as { dialCodes: string[] }).dialCodes = ['+91'];

    expect(() => readSites(broken)).toThrow('fixtures/sites.json[0].dialCodes[0]');
  });

  it('When a site is missing, then the error says which one belongs there', () => {
    expect(() => readSites(raw().slice(0, 8))).toThrow(/must hold exactly 9 sites/);
    expect(() => readSites([...raw()].reverse())).toThrow(/must be the IN site/);
  });
});
