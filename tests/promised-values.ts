// The promised values the value table (tests/spec-values.ts) does not hold: the numbers the
// contract's descriptions and the READMEs promise that live in the simulator's domain, each
// market's mobile plan, and the literals the web app applies. Each has a test that writes it;
// `npx tsx scripts/spec-values-mutation.ts --promised --related` changes each in turn and checks
// that `vitest related <its file>` goes red (the audit's held-out probe: three of twelve caught).
import type { Home } from './spec-values';

/** A literal written in a file's text (the first occurrence of `find` becomes `by`). */
export interface TextHome {
  kind: 'text';
  file: string;
  find: string;
  by: string;
}

export interface PromisedValue {
  /** What is promised, and where. */
  what: string;
  home: Home | TextHome;
}

const ts = (file: string, name: string): Home => ({ kind: 'ts', file, name });
const text = (file: string, find: string, by: string): TextHome => ({
  kind: 'text',
  file,
  find,
  by,
});

const VALIDATION = 'openapi/vocabulary/validation.ts';
const MARKETS = [
  '65',
  '852',
  '63',
  '66',
  '84',
  '62',
  '60',
  '971',
  '966',
  '974',
  '968',
  '965',
  '973',
];

export const PROMISED_VALUES: readonly PromisedValue[] = [
  ...MARKETS.map((code) => ({
    what: `+${code} mobile plan`,
    home: ts(VALIDATION, `MARKET_MOBILES.${code}.pattern`),
  })),
  {
    what: 'application viewed after 24 h',
    home: ts('sim-server/domain/applications.ts', 'APPLICATION_VIEWED_AFTER_HOURS'),
  },
  {
    what: 'application shortlisted after 72 h',
    home: ts('sim-server/domain/applications.ts', 'APPLICATION_SHORTLISTED_AFTER_HOURS'),
  },
  {
    what: 'OTP resend after 30 s',
    home: ts('sim-server/domain/otp.ts', 'OTP_RESEND_AFTER_SECONDS'),
  },
  { what: 'OTP daily limit 10', home: ts('sim-server/domain/otp.ts', 'OTP_DAILY_LIMIT') },
  {
    what: 'recent searches kept 10',
    home: ts('sim-server/domain/recent-searches.ts', 'RECENT_SEARCHES_KEPT'),
  },
  { what: 'resumes kept 5', home: ts('sim-server/domain/uploads.ts', 'MAX_RESUMES_KEPT') },
  {
    what: 'profile stats period 90 days',
    home: ts('sim-server/domain/profile-stats.ts', 'PROFILE_STATS_PERIOD_DAYS'),
  },
  {
    what: 'resume read timeout 5 s',
    home: ts('sim-server/domain/resume-reader.ts', 'RESUME_READ_TIMEOUT_MS'),
  },
  {
    what: 'resume reader queue 8',
    home: ts('sim-server/domain/resume-reader.ts', 'RESUME_QUEUE_MAX'),
  },
  {
    what: 'salary “Not disclosed”',
    home: text('web/src/lib/format.ts', "'Not disclosed'", "'Not disclosedx'"),
  },
  {
    what: 'experience “Fresher” label',
    home: text('web/src/lib/format.ts', "return 'Fresher';", "return 'Freshers';"),
  },
  {
    what: 'salary period “a month”',
    home: text('web/src/lib/format.ts', "'a month'", "'a monthx'"),
  },
  { what: 'Singapore dollar S$', home: text('web/src/lib/format.ts', "SGD: 'S$'", "SGD: 'SG$'") },
  {
    what: 'clear icon after more than one comma',
    home: text('web/src/features/search/search-url.ts', '.length > 1;', '.length > 2;'),
  },
  {
    what: 'a chosen suggestion is followed by ", "',
    home: text('web/src/features/search/search-url.ts', '${choice}, `', '${choice},`'),
  },
  {
    what: 'experience label “1 Year”',
    home: text('web/src/features/search/search-url.ts', "'Year' : 'Years'", "'Years' : 'Years'"),
  },
  {
    what: 'analytics user_type guest',
    home: text('web/src/lib/tracking.ts', "'user' : 'guest'", "'user' : 'visitor'"),
  },
  {
    what: 'analytics tenant is the channel',
    home: text('web/src/lib/tracking.ts', 'tenant: site.channelId', 'tenant: site.subChannelId'),
  },
  { what: 'cookie path /', home: text('web/src/lib/cookies.ts', "'path=/',", "'path=/web',") },
  {
    what: 'session-ended words',
    home: text(
      'openapi/vocabulary/messages.ts',
      'Sign in again to see ${what}.',
      'Sign in to see ${what}.',
    ),
  },
  {
    what: 'part failure words',
    home: text(
      'web/src/components/part-state.tsx',
      "We couldn't load {what}.",
      'We could not load {what}.',
    ),
  },
  {
    what: 'header flag hides the header',
    home: text(
      'web/src/components/layout/header.tsx',
      'if (!shows(site.flags.header)) return null;',
      'if (!shows(undefined)) return null;',
    ),
  },
  {
    what: 'menu ad slot 300x250',
    home: text(
      'web/src/components/layout/header.tsx',
      '<AdSlot placement="menu" size="300x250" />',
      '<AdSlot placement="menu" size="728x90" />',
    ),
  },
];
