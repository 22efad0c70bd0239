// Job search over one site's index: keyword relevance, every filter of the results page, and a
// facet count per filter computed for the current query with the other filters applied.
// Plain functions, no Express, so that it can be tested and benchmarked on its own.
//
// A query runs in four steps, each in a module of its own:
// 1. candidates (keyword-scoring.ts): each keyword phrase is matched against the distinct titles,
//    designations, skill sets and company names (prefix lookups in sorted word lists); their
//    points reach the jobs through per-value job lists, and the jobs with points are the
//    candidates. Without keywords the candidates are the jobs of the chosen locations, or every job.
// 2. one pass over the candidates (filters.ts): the query's own conditions (entities, locations,
//    experience) must hold, then the filters are tested. A job that passes them all is a result; a
//    job that fails exactly one filter counts toward that filter's facet only (disjunctive
//    facets); others are dropped. A listing page (one filter, nothing else) takes its results
//    straight from the filter's job lists.
// 3. facet counts (facet-counts.ts) per key of each field over the results (or, when most jobs
//    match, every job's counts less the others'), spread over the facets' values at the end.
// 4. the page (paging.ts): a bounded heap keeps the first start + limit results; deeper pages walk
//    the jobs newest first and drop each result into the slot of its points.
// Buffers reused by every query of a site are in scratch.ts.
import type { SeedJob } from '../catalogue/types';
import { type Criteria } from './criteria';
import { FACETS, type Facet } from '../../openapi/vocabulary/search';
import { SORT_BY_DATE } from '../../openapi/vocabulary/limits';
import { type SiteSearchIndex } from './site-index';
import { FACET_FIELD } from './key-fields';
import { bucketsOf, countKeys, markMatched, type FacetBucket } from './facet-counts';
import { entityTests, experienceMask, filtersOf, locationMask, passesEntities } from './filters';
import { scoreKeywords } from './keyword-scoring';
import { maxScore } from './relevance';
import { HEAP_PAGE_MAX, firstInOrder } from './paging';
import { scratchOf, type KeyCounter } from './scratch';
import { withMeanings } from './query-rules';

const NOTHING_SELECTED: ReadonlySet<number> = new Set();

/** What a search computes beyond its matches and page: the facet counts, unless told not to. */
export interface SearchParts {
  facets: boolean;
}
const ALL_PARTS: SearchParts = { facets: true };

export interface SearchOutcome {
  jobs: SeedJob[];
  total: number;
  /** No job holds every word of a phrase: the results match some of the words (issue 27). */
  partial: boolean;
  facets: Record<Facet, FacetBucket[]>;
}

// Long (163 lines) on purpose: the measured hot path. Each step's work is in its own module (see
// the top of this file); what stays here is the hand-over between them: a dozen locals (the
// candidates, the matched list and its count, the filters, the listing page's one filter) over the
// site's reused scratch buffers, which helpers would have to pass back and forth as records.
// eslint-disable-next-line max-lines-per-function -- the measured hot path (reason above)
export function search(
  index: SiteSearchIndex,
  criteria: Criteria,
  want: SearchParts = ALL_PARTS,
): SearchOutcome {
  const s = scratchOf(index);
  const size = index.size;
  const phrases = withMeanings(criteria.phrases, index.meanings);

  // 1. candidates
  let all = false;
  let count = 0;
  const locations =
    criteria.locations.length > 0 ? locationMask(index, criteria.locations) : undefined;
  if (phrases.length > 0) {
    count = scoreKeywords(
      index,
      phrases,
      s,
      locations
        ? { mask: locations, jobs: index.locationJobs, keyOf: index.fields.location.keyOf }
        : undefined,
    );
  } else if (locations) {
    const { offsets, items } = index.locationJobs;
    for (let key = 0; key < locations.length; key++) {
      if (locations[key] === 0) continue;
      const from = offsets[key] as number;
      const to = offsets[key + 1] as number;
      s.candidates.set(items.subarray(from, to), count);
      count += to - from;
    }
  } else {
    all = true;
    count = size;
  }

  // 2. the query's own conditions, then the filters. Candidates drawn from the locations' job
  // lists are in those locations already.
  const tests = entityTests(index, criteria.entities);
  const locationTest = phrases.length > 0 ? locations : undefined;
  const locationOf = index.fields.location.keyOf;
  const experience =
    criteria.experience !== undefined ? experienceMask(index, criteria.experience) : undefined;
  const experienceOf = index.fields.experience.keyOf;
  const filters = filtersOf(index, criteria);
  const filterCount = filters.length;
  const filterMasks = filters.map((f) => f.mask);
  const filterKeys = filters.map((f) => f.keyOf);
  const oneCounts = filters.map((f) => {
    const counter = s.oneCounts[f.facet];
    counter.clear();
    return counter;
  });
  const unconditional = !locationTest && !experience && tests.length === 0 && filterCount === 0;
  const everything = all && unconditional;
  // A listing page: one filter over every job. Its results are the jobs of the filter's keys, and
  // its own facet counts every job (no other condition leaves any out).
  const only = filters[0];
  const oneFilter =
    all && !experience && tests.length === 0 && filterCount === 1 && only?.jobs !== undefined
      ? only
      : undefined;
  let matched = s.matched;
  let total = 0;
  if (everything) {
    total = size;
  } else if (oneFilter?.jobs) {
    const { offsets, items } = oneFilter.jobs;
    for (let key = 0; key < oneFilter.mask.length; key++) {
      if (oneFilter.mask[key] === 0) continue;
      const from = offsets[key] as number;
      const to = offsets[key + 1] as number;
      matched.set(items.subarray(from, to), total);
      total += to - from;
    }
    s.oneCounts[oneFilter.facet].fillFrom(index.fieldTotals[FACET_FIELD[oneFilter.facet]]);
  } else if (unconditional) {
    matched = s.candidates;
    total = count;
  } else {
    for (let i = 0; i < count; i++) {
      const job = all ? i : (s.candidates[i] as number);
      if (locationTest && locationTest[locationOf[job] as number] === 0) continue;
      if (experience && experience[experienceOf[job] as number] === 0) continue;
      if (tests.length > 0 && !passesEntities(tests, job)) continue;
      let failed = -1;
      for (let f = 0; f < filterCount; f++) {
        if ((filterMasks[f] as Uint8Array)[(filterKeys[f] as Uint32Array)[job] as number] === 0) {
          if (failed >= 0) {
            failed = -2;
            break;
          }
          failed = f;
        }
      }
      if (failed === -1) {
        matched[total++] = job;
      } else if (failed >= 0) {
        // Fails exactly one filter: counts toward that filter's facet only.
        (oneCounts[failed] as KeyCounter).add(
          (filterKeys[failed] as Uint32Array)[job] as number,
          1,
        );
      }
    }
  }
  // Marks on the matched jobs, for counting the complement and for walking deep pages.
  let gen = 0;

  // 3. facet counts per key of every field. When most jobs match, it is cheaper to take
  // the counts of every job and remove the jobs that do not match.
  const complement = want.facets && !everything && total > size / 2;
  let rest = 0;
  if (complement) {
    gen = markMatched(s, matched, total);
    for (let job = 0; job < size; job++) if (s.matchedMarks.get(job) !== gen) s.rest[rest++] = job;
  }
  if (want.facets)
    countKeys(
      index,
      s,
      everything || complement ? s.rest : matched,
      everything || complement ? rest : total,
      everything || complement,
    );
  const facets = {} as Record<Facet, FacetBucket[]>;
  for (const facet of FACETS) {
    if (!want.facets || (facet === 'salaryRanges' && !index.salaryFilters)) {
      facets[facet] = [];
      continue;
    }
    const filter = filters.find((f) => f.facet === facet);
    const all = s.allCounts[FACET_FIELD[facet]];
    const one = s.oneCounts[facet];
    facets[facet] = bucketsOf(
      index,
      index.facets[facet],
      s.bucketCounts[facet],
      filter === oneFilter && filter ? [one] : filter ? [all, one] : [all],
      filter?.selected ?? NOTHING_SELECTED,
      s.heap,
    );
  }

  // 4. the page
  const byDate = criteria.sort === SORT_BY_DATE || phrases.length === 0;
  const k = Math.min(criteria.start + criteria.limit, total);
  const order = firstInOrder(
    index,
    {
      all: everything,
      list: matched,
      count: total,
      marks: s.matchedMarks,
      gen: everything || k <= HEAP_PAGE_MAX ? 0 : gen || markMatched(s, matched, total),
      scores: byDate ? undefined : s.jobScore,
      cap: byDate ? 1 : maxScore(phrases) + 1,
    },
    k,
    s.heap,
  );
  if (!all) for (let i = 0; i < count; i++) s.jobScore[s.candidates[i] as number] = 0;
  const jobs: SeedJob[] = [];
  for (let i = criteria.start; i < order.length; i++)
    jobs.push(index.jobs[order[i] as number] as SeedJob);
  return { jobs, total, facets, partial: phrases.length > 0 && s.partial && total > 0 };
}
