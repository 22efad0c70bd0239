// A deliberately plain reference for the search: every rule of the results page written out as
// a loop over the site's jobs, with no index, no precomputation and nothing imported from the
// search module, so that the module's answers can be checked against it. Slow on purpose.
// The seekers' words (city aliases, skill spellings, fresher, work from home) are data, read from
// the fixture the module reads too; the rules that apply them are written out here.
import { lancasterStemmer } from 'lancaster-stemmer';
import type { SeedJob, SiteCatalogue } from '../../sim-server/catalogue/types';
import {
  CITY_ALIASES,
  FRESHER_WORDS,
  REMOTE_CITY,
  REMOTE_PHRASES,
  SKILL_SPELLINGS,
} from '../../fixtures/search-aliases';
import { foldSearchText } from '../../openapi/vocabulary/search-fold';
import { jobWordGroups } from '../../fixtures/local-words';

/** The request as the results page and the listing pages send it. */
export interface ReferenceQuery {
  query?: string;
  queryEntity?: string[];
  locations?: string;
  experience?: number;
  experienceRanges?: string;
  industries?: string;
  functions?: string;
  roles?: string;
  salaryRanges?: string;
  jobFreshness?: string;
  employerTypes?: string;
  jobTypes?: string;
  companies?: string;
  jobCities?: string;
  qualifications?: string;
  jobCountries?: string;
  jobStates?: string;
  sort?: number;
  start?: number;
  limit?: number;
}

export interface ReferenceBucket {
  id: string;
  label: string;
  count: number;
}

export interface ReferenceOutcome {
  jobIds: string[];
  total: number;
  facets: Record<string, ReferenceBucket[]>;
}

// The product's numbers, written out here rather than imported.
const FRESHER = 51;
const PAGE_SIZE = 25;
const BY_DATE = 2;
const MINUTES_IN_A_DAY = 1440;
const LIST_FACET_SHOWN = 100;
const FRESHNESS_DAYS = [1, 3, 7, 15, 30];
const EXPERIENCE_RANGES: Array<[number, number]> = [
  [0, 1],
  [1, 3],
  [3, 5],
  [5, 7],
  [7, 10],
  [10, 15],
  [15, 50],
];
const SALARY_RANGES: Array<[number, number]> = [
  [0, 300_000],
  [300_000, 600_000],
  [600_000, 1_000_000],
  [1_000_000, 1_500_000],
  [1_500_000, 2_500_000],
  [2_500_000, 5_000_000],
  [5_000_000, 10_000_000],
];

const thaiWords = new Intl.Segmenter('th', { granularity: 'word' });

/**
 * Search text: folded (case, Latin accents, Arabic's optional marks: the vocabulary's one rule),
 * every character but letters with their marks, digits, + # . becomes a space, and a Thai run is
 * cut into its words.
 */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  for (let token of foldSearchText(text)
    .replace(/[^\p{L}\p{M}\p{N}+#.]/gu, ' ')
    .split(' ')) {
    while (token.startsWith('.')) token = token.slice(1);
    while (token.endsWith('.')) token = token.slice(0, -1);
    if (token === '') continue;
    if (!/\p{Script=Thai}/u.test(token)) words.push(token);
    else for (const part of thaiWords.segment(token)) if (part.isWordLike) words.push(part.segment);
  }
  return words;
}

function commaList(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function rangesOf(value: string | undefined): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const item of commaList(value)) {
    const parts = item.split('~');
    if (parts.length !== 2 || !/^\d+$/.test(parts[0] ?? '') || !/^\d+$/.test(parts[1] ?? ''))
      continue;
    const a = Number(parts[0]);
    const b = Number(parts[1]);
    ranges.push([Math.min(a, b), Math.max(a, b)]);
  }
  return ranges;
}

function overlap(min: number, max: number, [low, high]: [number, number]): boolean {
  return min <= high && max >= low;
}

/** Words of four letters or more, letters only, that the Lancaster stemmer gives one stem. */
function sameStem(a: string, b: string): boolean {
  const plain = /^\p{L}{4,}$/u;
  return plain.test(a) && plain.test(b) && lancasterStemmer(a) === lancasterStemmer(b);
}

/**
 * A word of a title or skill matches a query word when it is that word or a form of it (never a
 * longer different word: "java" is not "javascript", issue 27).
 */
function wordMatches(textWord: string, queryWord: string): boolean {
  return textWord === queryWord || sameStem(textWord, queryWord);
}

/** A word of a company name matches when it starts with the query word or is a form of it. */
function companyWordMatches(textWord: string, queryWord: string): boolean {
  return textWord.startsWith(queryWord) || sameStem(textWord, queryWord);
}

/** Every word of the phrase matches some word of the text. */
function allWordsStart(
  textWords: string[],
  phrase: string[],
  matches: (textWord: string, queryWord: string) => boolean = wordMatches,
): boolean {
  return phrase.every((word) => textWords.some((w) => matches(w, word)));
}

/** The text holds the phrase as whole words: no letter or digit either side. */
function holdsWords(text: string, phrase: string): boolean {
  const letter = /[\p{L}\p{N}]/u;
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + phrase.length] ?? ' ';
    if (!letter.test(before) && !letter.test(after)) return true;
  }
  return false;
}

/**
 * Every word of the phrase is in the job: each in its title or one of its skills, or the whole
 * phrase in a designation or its company name.
 */
function holdsEveryWord(job: SeedJob, phrase: string[]): boolean {
  const text = phrase.join(' ');
  if ((job.designations ?? []).some((d) => holdsWords(foldSearchText(d), text))) return true;
  if (allWordsStart(searchWords(job.companyName), phrase, companyWordMatches)) return true;
  const titleWords = searchWords(job.title);
  const skills = [...job.skills, ...job.itSkills].map((s) => searchWords(s));
  return phrase.every(
    (word) =>
      titleWords.some((w) => wordMatches(w, word)) ||
      skills.some((skill) => skill.some((w) => wordMatches(w, word))),
  );
}

/**
 * Which of the query's words (each phrase's distinct words, phrase after phrase) the job holds: in
 * its title or a skill (or a form of it), or its phrase whole in a designation or company name.
 */
function heldWords(job: SeedJob, phrases: string[][]): boolean[] {
  const titleWords = searchWords(job.title);
  const skills = [...job.skills, ...job.itSkills].map((s) => searchWords(s));
  return phrases.flatMap((phrase) => {
    const text = phrase.join(' ');
    const whole =
      (job.designations ?? []).some((d) => holdsWords(foldSearchText(d), text)) ||
      allWordsStart(searchWords(job.companyName), phrase, companyWordMatches);
    return [...new Set(phrase)].map(
      (word) =>
        whole ||
        titleWords.some((w) => wordMatches(w, word)) ||
        skills.some((skill) => skill.some((w) => wordMatches(w, word))),
    );
  });
}

/** Whether word set `a` beats `b`: more words, else the first word in one and not the other is in `a`. */
function betterWordSet(a: boolean[], b: boolean[]): boolean {
  const count = (set: boolean[]) => set.filter(Boolean).length;
  if (count(a) !== count(b)) return count(a) > count(b);
  const first = a.findIndex((held, n) => held !== b[n]);
  return first >= 0 && a[first] === true;
}

function pointsFor(job: SeedJob, phrase: string[]): number {
  const text = phrase.join(' ');
  let points = 0;
  const titleWords = searchWords(job.title);
  const titleText = titleWords.join(' ');
  // Every word as typed 4, some only as a form of a title word 3 (issue 37: Product Manager before
  // Production Manager).
  if (allWordsStart(titleWords, phrase))
    points +=
      titleText === text
        ? 13
        : titleText.includes(text)
          ? 6
          : phrase.every((word) => titleWords.includes(word))
            ? 4
            : 3;
  if ((job.designations ?? []).some((d) => holdsWords(foldSearchText(d), text))) points += 3;
  const skills = [...job.skills, ...job.itSkills].map((s) => foldSearchText(s));
  if (skills.some((s) => s === text)) points += 3;
  else if (skills.some((s) => allWordsStart(searchWords(s), phrase))) points += 2;
  if (allWordsStart(searchWords(job.companyName), phrase, companyWordMatches)) points += 1;
  // Several words: one point for each word the title matches, one for each a skill matches.
  const distinct = [...new Set(phrase)];
  if (distinct.length > 1) {
    for (const word of distinct) {
      if (titleWords.some((w) => wordMatches(w, word))) points += 1;
      if (skills.some((s) => searchWords(s).some((w) => wordMatches(w, word)))) points += 1;
    }
  }
  return points;
}

/** Removes every run of `sought` from `words`; whether there was one. */
function cutRuns(words: string[], sought: readonly string[]): boolean {
  let found = false;
  let i = 0;
  while (i + sought.length <= words.length) {
    if (sought.every((w, k) => words[i + k] === w)) {
      words.splice(i, sought.length);
      found = true;
    } else i++;
  }
  return found;
}

function placesOf(job: SeedJob): string[] {
  return job.locations
    .flatMap((l) => [l.city, l.state ?? '', l.country])
    .map((p) => p.toLowerCase());
}

/** The values a job has for each list facet (ids as the filter takes them) and their labels. */
function listValues(job: SeedJob): Record<string, Array<[string, string]>> {
  return {
    industries: job.industries.map((i) => [String(i.id), i.name]),
    functions: job.functions.map((f) => [String(f.id), f.name]),
    roles: job.roles.map((r) => [String(r.id), r.name]),
    employerTypes: [[job.employerType.toLowerCase(), `${job.employerType} Jobs`]],
    jobTypes: job.jobTypes.map((t) => [t.toLowerCase(), t]),
    companies: [[String(job.companyId), job.companyName]],
    jobCities: job.locations.map((l) => [l.city.toLowerCase(), l.city]),
    qualifications: job.qualifications.map((q) => [q.toLowerCase(), q]),
    jobCountries: job.locations.map((l) => [l.country.toLowerCase(), l.country]),
    jobStates: job.locations.flatMap((l): Array<[string, string]> =>
      l.state ? [[l.state.toLowerCase(), l.state]] : [],
    ),
  };
}

const LIST_FACETS = [
  'industries',
  'functions',
  'roles',
  'employerTypes',
  'jobTypes',
  'companies',
  'jobCities',
  'qualifications',
  'jobCountries',
  'jobStates',
] as const;

export function referenceSearch(site: SiteCatalogue, q: ReferenceQuery): ReferenceOutcome {
  const salaryOn = site.site.flags.salaryFilters;
  // The seekers' words: skill spellings, "work from home" (Remote), "fresher" (experience 51).
  let remote = false;
  let fresher = false;
  const phrases: string[][] = [];
  for (const typed of commaList(q.query).map(searchWords)) {
    const phrase = typed.map((w) => SKILL_SPELLINGS[w] ?? w);
    for (const sought of REMOTE_PHRASES) if (cutRuns(phrase, sought)) remote = true;
    for (const word of FRESHER_WORDS) if (cutRuns(phrase, [word])) fresher = true;
    if (phrase.length > 0) phrases.push(phrase);
  }
  // The market's words: a phrase that is one of a group's words also finds the group's others,
  // each typed phrase's in the groups' order, after the typed phrases.
  const groups = jobWordGroups(site.site.countryCode).map((group) =>
    group.map(searchWords).filter((p) => p.length > 0),
  );
  for (const typed of [...phrases]) {
    for (const members of groups) {
      if (!members.some((m) => m.join(' ') === typed.join(' '))) continue;
      for (const member of members)
        if (!phrases.some((p) => p.join(' ') === member.join(' '))) phrases.push(member);
    }
  }
  const experience = q.experience ?? (fresher ? FRESHER : undefined);
  const entities = (q.queryEntity ?? []).flatMap((raw) => {
    const colon = raw.lastIndexOf(':');
    const name = foldSearchText(raw.slice(0, colon).trim());
    const type = raw.slice(colon + 1);
    return name !== '' ? [{ name, type }] : [];
  });
  const locations = commaList(q.locations).map((l) => l.toLowerCase());
  for (const place of [...locations]) {
    // Diacritics and dots folded, then the aliases (short forms, districts) of the folded place.
    const folded = place
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .replace(/đ/g, 'd')
      .replace(/\./g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    locations.push(folded);
    const alias = CITY_ALIASES[folded];
    for (const name of typeof alias === 'string' ? [alias] : (alias ?? []))
      locations.push(name.toLowerCase());
  }
  if (remote) locations.push(REMOTE_CITY.toLowerCase());
  const wanted: Record<string, string[]> = {
    industries: commaList(q.industries),
    functions: commaList(q.functions),
    roles: commaList(q.roles),
    employerTypes: commaList(q.employerTypes).map((v) => v.toLowerCase()),
    jobTypes: commaList(q.jobTypes).map((v) => v.toLowerCase()),
    companies: commaList(q.companies),
    jobCities: commaList(q.jobCities).map((v) => v.toLowerCase()),
    qualifications: commaList(q.qualifications).map((v) => v.toLowerCase()),
    jobCountries: commaList(q.jobCountries).map((v) => v.toLowerCase()),
    jobStates: commaList(q.jobStates).map((v) => v.toLowerCase()),
  };
  const salaryItems = commaList(q.salaryRanges).map((s) => s.toLowerCase());
  const salaryFilter = salaryOn && salaryItems.length > 0;
  const experienceRanges = rangesOf(q.experienceRanges);
  const freshness = q.jobFreshness === undefined ? undefined : Number(q.jobFreshness);

  // 1. The query itself: keywords, entities, locations, experience. When some job in the
  // locations holds every word of a phrase, only such jobs are found (more words never find more
  // jobs); when none does, the jobs holding the most of the words together are (a partial match):
  // the largest set of words some job in the locations holds, the earliest typed of equal sets.
  const inPlaces = (job: SeedJob) =>
    locations.length === 0 || placesOf(job).some((p) => locations.includes(p));
  const full = (job: SeedJob) => phrases.some((p) => holdsEveryWord(job, p));
  const scoring = (job: SeedJob) => phrases.some((p) => pointsFor(job, p) > 0);
  const anyFull =
    phrases.length > 0 && site.jobs.some((job) => inPlaces(job) && scoring(job) && full(job));
  let kept: boolean[] | undefined;
  if (phrases.length > 0 && !anyFull) {
    for (const job of site.jobs) {
      if (!inPlaces(job) || !scoring(job)) continue;
      const held = heldWords(job, phrases);
      if (kept === undefined || betterWordSet(held, kept)) kept = held;
    }
  }
  const holdsKept = (job: SeedJob) =>
    kept === undefined ||
    heldWords(job, phrases).every((held, n) => held || !(kept as boolean[])[n]);
  const base: Array<{ job: SeedJob; points: number; order: number }> = [];
  site.jobs.forEach((job, order) => {
    const points =
      phrases.length === 0 ? 1 : phrases.reduce((sum, p) => sum + pointsFor(job, p), 0);
    if (points === 0) return;
    if (anyFull && !full(job)) return;
    if (!anyFull && !holdsKept(job)) return;
    for (const entity of entities) {
      const ok =
        entity.type === 'company'
          ? foldSearchText(job.companyName) === entity.name
          : entity.type === 'skill'
            ? [...job.skills, ...job.itSkills].some((s) => foldSearchText(s) === entity.name)
            : (job.designations ?? []).some((d) => foldSearchText(d) === entity.name) ||
              searchWords(job.title).join(' ').includes(entity.name);
      if (!ok) return;
    }
    if (locations.length > 0 && !placesOf(job).some((p) => locations.includes(p))) return;
    if (experience !== undefined) {
      if (
        experience === FRESHER
          ? job.exp.min !== 0
          : experience < job.exp.min || experience > job.exp.max
      )
        return;
    }
    base.push({ job, points, order });
  });

  // 2. Each filter on its own.
  const passes: Record<string, (job: SeedJob) => boolean> = {};
  for (const facet of LIST_FACETS) {
    const values = wanted[facet] ?? [];
    passes[facet] = (job) =>
      values.length === 0 || (listValues(job)[facet] ?? []).some(([id]) => values.includes(id));
  }
  passes.salaryRanges = (job) => {
    if (!salaryFilter) return true;
    const min = job.minimumSalaryFilter;
    const max = job.maximumSalaryFilter;
    if (min === null || min === undefined || max === null || max === undefined)
      return salaryItems.includes('not specified');
    return rangesOf(q.salaryRanges).some((r) => overlap(min, max, r));
  };
  passes.jobFreshness = (job) =>
    freshness === undefined || job.postedMinutesAgo <= freshness * MINUTES_IN_A_DAY;
  passes.experienceRanges = (job) =>
    experienceRanges.length === 0 ||
    experienceRanges.some((r) => overlap(job.exp.min, job.exp.max, r));
  const filterNames = Object.keys(passes);
  const passesAllBut = (job: SeedJob, skip: string | null) =>
    filterNames.every((name) => name === skip || (passes[name] as (job: SeedJob) => boolean)(job));

  // 3. Facets: each counted over the jobs that pass every other filter.
  const facets: Record<string, ReferenceBucket[]> = {};
  for (const facet of LIST_FACETS) {
    // Each value's label and place as first met in the site's jobs (ties in count and label).
    const firstMet = new Map<string, { label: string; at: number }>();
    for (const job of site.jobs)
      for (const [id, label] of listValues(job)[facet] ?? [])
        if (!firstMet.has(id)) firstMet.set(id, { label, at: firstMet.size });
    const counts = new Map<string, number>();
    for (const { job } of base) {
      if (!passesAllBut(job, facet)) continue;
      for (const id of new Set((listValues(job)[facet] ?? []).map(([id]) => id)))
        counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const buckets = [...counts].map(([id, count]) => ({
      id,
      label: firstMet.get(id)?.label ?? id,
      count,
      at: firstMet.get(id)?.at ?? 0,
    }));
    buckets.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label) || a.at - b.at);
    facets[facet] = buckets
      .filter((b, i) => i < LIST_FACET_SHOWN || (wanted[facet] ?? []).includes(b.id))
      .map(({ id, label, count }) => ({ id, label, count }));
  }
  const countFixed = (facet: string, inBucket: (job: SeedJob) => boolean) =>
    base.filter(({ job }) => passesAllBut(job, facet) && inBucket(job)).length;
  facets.jobFreshness = FRESHNESS_DAYS.map((days) => ({
    id: String(days),
    label: days === 1 ? 'Last 1 day' : `Last ${days} days`,
    count: countFixed('jobFreshness', (job) => job.postedMinutesAgo <= days * MINUTES_IN_A_DAY),
  }));
  facets.experienceRanges = EXPERIENCE_RANGES.map(([min, max]) => ({
    id: `${min}~${max}`,
    label: `${min}-${max} Yrs`,
    count: countFixed('experienceRanges', (job) => overlap(job.exp.min, job.exp.max, [min, max])),
  }));
  facets.salaryRanges = salaryOn
    ? [
        ...SALARY_RANGES.map(([min, max]) => ({
          id: `${min}~${max}`,
          label: `${min / 100_000}-${max / 100_000} Lakhs`,
          count: countFixed('salaryRanges', (job) => {
            const low = job.minimumSalaryFilter;
            const high = job.maximumSalaryFilter;
            return (
              low !== null &&
              low !== undefined &&
              high !== null &&
              high !== undefined &&
              overlap(low, high, [min, max])
            );
          }),
        })),
        {
          id: 'not specified',
          label: 'Not specified',
          count: countFixed(
            'salaryRanges',
            (job) =>
              job.minimumSalaryFilter === null ||
              job.minimumSalaryFilter === undefined ||
              job.maximumSalaryFilter === null ||
              job.maximumSalaryFilter === undefined,
          ),
        },
      ]
    : [];

  // 4. Results, sorted, one page.
  const results = base.filter(({ job }) => passesAllBut(job, null));
  results.sort((a, b) =>
    q.sort === BY_DATE
      ? a.job.postedMinutesAgo - b.job.postedMinutesAgo || a.order - b.order
      : b.points - a.points || a.job.postedMinutesAgo - b.job.postedMinutesAgo || a.order - b.order,
  );
  const start = q.start ?? 0;
  return {
    jobIds: results.slice(start, start + (q.limit ?? PAGE_SIZE)).map(({ job }) => job.jobId),
    total: results.length,
    facets,
  };
}
