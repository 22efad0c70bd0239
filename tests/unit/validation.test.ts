// The validation rules of spec section 5, each with the inputs the spec's words decide.
import { describe, expect, it } from 'vitest';
import {
  ALPHANUMERIC_PATTERN,
  DIGITS_ONLY_PATTERN,
  EMAIL_PATTERN,
  INDIA_MOBILE_PATTERN,
  NAME_PATTERN,
  isPersonName,
  tidyPersonName,
  PHONE_PATTERN,
  RESUME_BASE_NAME_PATTERN,
  MARKET_MOBILES,
  isMarketMobile,
  isResumePhone,
  isSeekerMobile,
  isSendLinkNumber,
  isTenDigitPhone,
  parseFormDate,
  resumeContentMatches,
  searchText,
} from '../../openapi/vocabulary/validation';

describe('Section 5 validation rules', () => {
  it('When an email is checked, then the local part, the @ and a last label of 2 to 6 alphanumerics decide', () => {
    for (const ok of ['asha.rao@example.com', 'a_b-c.d@mail.co.in', 'x@y.museum'])
      expect(EMAIL_PATTERN.test(ok), ok).toBe(true);
    for (const bad of [
      'a b@example.com',
      'a@example',
      'a@example.c',
      'a@example.toolong7',
      'a+b@x.com',
    ])
      expect(EMAIL_PATTERN.test(bad), bad).toBe(false);
  });

  it('When a phone is read the first way, then it is exactly 10 digits once leading zeros are gone', () => {
    expect(isTenDigitPhone('9876543210')).toBe(true);
    expect(isTenDigitPhone('009876543210')).toBe(true);
    expect(isTenDigitPhone('987654321')).toBe(false);
    expect(isTenDigitPhone('98765432101')).toBe(false);
    expect(isTenDigitPhone('98765-43210')).toBe(false);
  });

  it('When a phone is read the second way, then a first digit 6 to 9 and 10 to 15 digits in all are needed', () => {
    expect(PHONE_PATTERN.test('9876543210')).toBe(true);
    expect(PHONE_PATTERN.test('698765432101234')).toBe(true);
    expect(PHONE_PATTERN.test('5876543210')).toBe(false);
    expect(PHONE_PATTERN.test('987654321')).toBe(false);
    expect(PHONE_PATTERN.test('9876543210123456')).toBe(false);
  });

  it("When a mobile is typed on India's site, then 10 digits starting 6 to 9 are needed; elsewhere the site's own rule", () => {
    expect(INDIA_MOBILE_PATTERN.test('6123456789')).toBe(true);
    expect(INDIA_MOBILE_PATTERN.test('5123456789')).toBe(false);
    expect(isSendLinkNumber(true, '9123456789', '91')).toBe(true);
    expect(isSendLinkNumber(false, '501234', '')).toBe(true);
    expect(isSendLinkNumber(false, '50123', '')).toBe(false);
    expect(isSendLinkNumber(false, '50123456789', '')).toBe(false);
  });

  it('When a send-link number is no mobile of its market, then it is refused although it has 6 to 10 digits', () => {
    expect(isSendLinkNumber(false, '00000000', '65')).toBe(false);
    expect(isSendLinkNumber(false, '1234567', '852')).toBe(false);
    expect(isSendLinkNumber(false, '1111111111', '63')).toBe(false);
    expect(isSendLinkNumber(false, '91234567', '65')).toBe(true);
    expect(isSendLinkNumber(false, '9171234567', '63')).toBe(true);
    expect(isSendLinkNumber(false, '501234567', '971')).toBe(true);
  });

  it("When a seeker's mobile outside India is no mobile of its market, then it is refused; every market's real mobiles pass", () => {
    // Numbers no phone has, which the second reading alone let through (audit 2026-11-26, D3).
    expect(isSeekerMobile(false, '65', '00000000')).toBe(false);
    expect(isSeekerMobile(false, '852', '1234567')).toBe(false);
    expect(isSeekerMobile(false, '63', '1111111111')).toBe(false);
    // Real mobiles: Singapore and Hong Kong 9123 4567, the Philippines 917 123 4567, the Gulf
    // 50 123 4567, and one of each other market.
    for (const [dialCode, number] of [
      ['65', '91234567'],
      ['852', '91234567'],
      ['63', '9171234567'],
      ['971', '501234567'],
      ['966', '501234567'],
      ['974', '33123456'],
      ['968', '92123456'],
      ['965', '50012345'],
      ['973', '36001234'],
      ['66', '812345678'],
      ['84', '912345678'],
      ['62', '81234567890'],
      ['60', '123456789'],
    ] as const) {
      expect(isSeekerMobile(false, dialCode, number), `+${dialCode} ${number}`).toBe(true);
    }
  });

  it("When a seeker's mobile is checked, then India's pattern holds on India's site and the second reading, dial code included, elsewhere", () => {
    expect(isSeekerMobile(true, '91', '9876543210')).toBe(true);
    expect(isSeekerMobile(true, '91', '5876543210')).toBe(false);
    // +971 50 123 4567 and +65 8123 4567 as dialled from abroad: 12 and 10 digits.
    expect(isSeekerMobile(false, '971', '501234567')).toBe(true);
    expect(isSeekerMobile(false, '65', '81234567')).toBe(true);
    expect(isSeekerMobile(false, '65', '1234567')).toBe(false);
    expect(isSeekerMobile(false, '971', '5012345678901')).toBe(false);
    expect(isSeekerMobile(false, '971', '50-1234567')).toBe(false);
  });

  it('When a phone is found in a resume, then an international one takes the second reading and a national one the first', () => {
    expect(isResumePhone('919876543210', true)).toBe(true);
    expect(isResumePhone('19876543210', true)).toBe(false);
    expect(isResumePhone('9876543210', false)).toBe(true);
    expect(isResumePhone('98765432101', false)).toBe(false);
  });

  it('When numbers, alphanumerics and names are checked, then only their characters pass', () => {
    expect(DIGITS_ONLY_PATTERN.test('12345')).toBe(true);
    expect(DIGITS_ONLY_PATTERN.test('12a45')).toBe(false);
    expect(ALPHANUMERIC_PATTERN.test('AB12cd')).toBe(true);
    expect(ALPHANUMERIC_PATTERN.test('AB-12')).toBe(false);
    expect(isPersonName('Asha Rao')).toBe(true);
    expect(isPersonName('A')).toBe(false);
    expect(isPersonName('Asha R4o')).toBe(false);
    expect(isPersonName('x'.repeat(30))).toBe(true);
    expect(isPersonName('x'.repeat(31))).toBe(false);
  });

  it.each([
    'Nguyễn Văn An',
    'Nguye\u0302\u0303n Va\u0306n An',
    'فاطمة الحربي',
    'สมชาย ใจดี',
    'अनीता शर्मा',
    'Siti Nurhaliza',
    '王小明',
    'Zoë Ångström',
  ])('When the name %s (letters of its script and spaces) is checked, then it passes', (name) => {
    expect(NAME_PATTERN.test(name)).toBe(true);
    expect(isPersonName(tidyPersonName(name))).toBe(true);
  });

  it.each([
    ['a trailing space', 'A '],
    ['a leading space', ' Asha'],
    ['a digit', 'Asha 2'],
    ['an Arabic-Indic digit', 'فاطمة ٢'],
    ['a symbol', 'Asha $ Rao'],
    ['an emoji', 'Asha 😀'],
    ['an underscore', 'Asha_Rao'],
    ['a control character', 'Asha\u0007Rao'],
    ['a tab', 'Asha\tRao'],
    ['a leading combining mark', '\u0301Asha'],
    ['one letter', 'A'],
  ])('When the name holds %s, then the pattern refuses it', (_, name) => {
    expect(NAME_PATTERN.test(name)).toBe(false);
  });

  it('When a name is tidied, then it is composed with one space between words and none around', () => {
    expect(tidyPersonName('  Nguye\u0302\u0303n   Văn An ')).toBe('Nguyễn Văn An');
    expect(isPersonName(tidyPersonName(' A '))).toBe(false);
  });

  it('When a name is 30 letters once composed, then it fits though its decomposed form is longer', () => {
    const decomposed = 'e\u0302\u0303'.repeat(30);
    expect(isPersonName(decomposed)).toBe(false);
    expect(isPersonName(tidyPersonName(decomposed))).toBe(true);
  });

  it("When a resume's name is checked, then letters of any script, digits, spaces, dots and & ~ @ # $ ( ) _ - ' ; pass and nothing else", () => {
    expect(RESUME_BASE_NAME_PATTERN.test("Asha's CV (2026) & more_1;~@#$-")).toBe(true);
    for (const good of [
      'Resume_v2.1',
      'Rahul K. Resume',
      'Nguyễn Văn An CV',
      'Nguye\u0302\u0303n Va\u0306n An CV',
      'ประวัติ',
      'سيرة ذاتية',
    ])
      expect(RESUME_BASE_NAME_PATTERN.test(good), good).toBe(true);
    for (const bad of [
      'cv/1',
      'cv\\1',
      'cv%',
      'cv!',
      'cv:1',
      'cv?',
      'cv"',
      'cv<1>',
      'cv|1',
      'cv\u0000',
    ])
      expect(RESUME_BASE_NAME_PATTERN.test(bad), bad).toBe(false);
  });

  it('When a date is typed, then dd-mm-yyyy, dd/mm/yyyy and yyyy-mm-dd are read, and only real days', () => {
    const day = { year: 2026, month: 11, day: 24 };
    expect(parseFormDate('24-11-2026')).toEqual(day);
    expect(parseFormDate('24/11/2026')).toEqual(day);
    expect(parseFormDate('2026-11-24')).toEqual(day);
    expect(parseFormDate('29-02-2024')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of ['29-02-2026', '31/04/2026', '2026/11/24', '24.11.2026', '11-24-2026'])
      expect(parseFormDate(bad), bad).toBeUndefined();
  });

  it('When a date is typed with spaces around it, then it is still read', () => {
    expect(parseFormDate(' 24-11-2026 ')).toEqual({ year: 2026, month: 11, day: 24 });
  });

  it('When a year before 100 is typed, then it is no date the forms take (no calendar reads it as 19xx)', () => {
    expect(parseFormDate('24-11-0024')).toBeUndefined();
    expect(parseFormDate('0099-01-01')).toBeUndefined();
  });
});

describe("Each market's own mobile numbers", () => {
  // A real mobile of each market as dialled at home (the audit's D3 examples, and one of each other
  // market's numbering plan).
  const REAL: readonly (readonly [string, string])[] = [
    ['65', '91234567'],
    ['852', '91234567'],
    ['63', '9171234567'],
    ['66', '812345678'],
    ['84', '912345678'],
    ['62', '81234567890'],
    ['60', '123456789'],
    ['971', '501234567'],
    ['966', '501234567'],
    ['974', '33123456'],
    ['968', '92123456'],
    ['965', '50012345'],
    ['973', '36001234'],
  ];

  it.each(REAL)(
    'When +%s %s is checked, then it is a mobile of its market, and not with a digit before it or digits after it',
    (dialCode, number) => {
      expect(isMarketMobile(dialCode, number)).toBe(true);
      expect(isMarketMobile(dialCode, `0${number}`)).toBe(false);
      expect(isMarketMobile(dialCode, `${number}00000`)).toBe(false);
    },
  );

  it("When a market's example is shown, then it is a mobile of that market (9123 4567 in Singapore and Hong Kong, 917 123 4567 in the Philippines, 50 123 4567 in the Gulf)", () => {
    expect(MARKET_MOBILES['65']?.example).toBe('91234567');
    expect(MARKET_MOBILES['852']?.example).toBe('91234567');
    expect(MARKET_MOBILES['63']?.example).toBe('9171234567');
    expect(MARKET_MOBILES['971']?.example).toBe('501234567');
    expect(Object.keys(MARKET_MOBILES)).toHaveLength(REAL.length);
    for (const [dialCode, plan] of Object.entries(MARKET_MOBILES))
      expect(plan.pattern.test(plan.example), `+${dialCode} ${plan.example}`).toBe(true);
  });

  it('When a dial code has no plan of its own, then the second reading alone decides', () => {
    expect(isMarketMobile('44', '7700900123')).toBe(true);
    expect(isSeekerMobile(false, '7', '9123456789')).toBe(true);
    expect(isSeekerMobile(false, '7', '12')).toBe(false);
  });
});

describe('Resume content', () => {
  it("When a file starts with only part of a PDF's signature, then it is no PDF", () => {
    const head = new TextEncoder().encode('%P not a pdf');
    expect(resumeContentMatches('pdf', head)).toBe(false);
    expect(resumeContentMatches('pdf', new TextEncoder().encode('%PDF-1.7'))).toBe(true);
  });
});

describe('Search text (section 5: special characters turned to spaces)', () => {
  it('When search text holds special characters, then each becomes a space and runs of spaces one', () => {
    expect(searchText('sales@manager')).toBe('sales manager');
    expect(searchText('java!!  developer')).toBe('java developer');
    expect(searchText(' java\t\n developer ')).toBe('java developer');
    expect(searchText('a  b')).toBe('a b');
  });

  it('When search text holds letters of any script, digits, commas and the + # . of c++, c# and .net, then they stay', () => {
    expect(searchText('c++, c#, .net')).toBe('c++, c#, .net');
    expect(searchText('Développeur 10 ans')).toBe('Développeur 10 ans');
    expect(searchText('開発者 5')).toBe('開発者 5');
  });
});
