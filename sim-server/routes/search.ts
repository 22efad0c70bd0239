// Search, listing filters, autocomplete, master data, banners, employers of choice, recent
// searches and the voice readers.
import { randomUUID } from 'node:crypto';
import type { Schemas } from '../../openapi/client';
import type { SiteCatalogue } from '../catalogue/types';
import type { SimContext } from '../context';
import { presentJob, seekerMarks } from '../domain/jobs';
import { ok, type Handlers } from '../http/operation';
import type { Account } from '../store/state';
import {
  COMPANY_LIST_LIMIT,
  KEYWORD_SUGGESTIONS,
  LOCATION_SUGGESTIONS,
  suggest,
  suggestLocations,
} from '../search/autocomplete';
import {
  DEFAULT_SORT,
  FRESHNESS_BUCKETS,
  SORT_BY_DATE,
  freshnessLabel,
  parseCriteria,
  words,
  type RawCriteria,
} from '../search/criteria';
import { matchingCompanies, search } from '../search/engine';
import { buildSearchIndexes, siteIndex } from '../search/indexes';
import { masterDataEntries } from '../search/master-data';
import { parseSpokenSearch } from '../search/voice';

export const RECENT_SEARCHES_KEPT = 10;
export const EMPLOYER_TYPES: Schemas['EmployerTypeName'][] = [
  'Company',
  'Consultant',
  'MNC',
  'Startup',
  'Government',
];
const COMPANIES_IN_RESULTS = 10;

export function searchHandlers(context: SimContext): Handlers {
  const { catalogue, store } = context;
  // Built at start-up by server.ts; this answers the same indexes.
  const indexes = buildSearchIndexes(catalogue);

  function results(
    site: SiteCatalogue,
    raw: RawCriteria,
    account: Account | undefined,
    now: Date,
    withFilters: boolean,
  ) {
    const index = siteIndex(indexes, site);
    const criteria = parseCriteria(raw, index.salaryFilters);
    const outcome = search(index, criteria);
    const marks = seekerMarks(store.state, account, site);
    const companies = matchingCompanies(
      index,
      criteria.phrases.flat(),
      COMPANIES_IN_RESULTS,
    ).flatMap((position) => {
      const c = site.companies[position];
      return c ? [{ ...c, isFollowed: followed(account, c.companyId) }] : [];
    });
    const body: Schemas['SearchResults'] = {
      jobs: outcome.jobs.map((job) => presentJob(catalogue, job, marks, now, false)),
      total: outcome.total,
      start: criteria.start,
      limit: criteria.limit,
      sort: criteria.sort === SORT_BY_DATE ? SORT_BY_DATE : DEFAULT_SORT,
      searchId: `srch-${randomUUID()}`,
      facets: outcome.facets,
      companies,
    };
    if (withFilters) {
      body.filters = {
        jobFreshness: FRESHNESS_BUCKETS.map((days) => ({
          id: String(days) as Schemas['JobFreshnessBucket'],
          value: freshnessLabel(days),
        })),
        employerTypes: EMPLOYER_TYPES.map((name) => ({ name })),
      };
    }
    return body;
  }

  function followed(account: Account | undefined, companyId: number): boolean {
    return (
      !!account &&
      store.state.companyFollows.some((f) => f.accountId === account.id && f.targetId === companyId)
    );
  }

  /** Feeds the visitor's recent searches: newest first, duplicates folded, at most ten. */
  function remember(
    site: SiteCatalogue,
    owner: string | undefined,
    raw: RawCriteria,
    url: string,
    now: Date,
  ): void {
    const query = (raw.query ?? '').trim();
    const locations = (raw.locations ?? '').trim();
    if (!owner || (query === '' && locations === '')) return;
    const code = site.site.countryCode;
    store.update((state) => {
      const same = (r: (typeof state.recentSearches)[number]) =>
        r.owner === owner &&
        r.site === code &&
        r.search.query === query &&
        r.search.locations === locations;
      state.recentSearches = state.recentSearches.filter((r) => !same(r));
      state.recentSearches.push({
        id: `rs-${randomUUID()}`,
        owner,
        site: code,
        search: {
          query,
          locations,
          ...(raw.experience === undefined ? {} : { experience: raw.experience }),
          searchedAt: now.toISOString(),
          url,
        },
      });
      const mine = state.recentSearches.filter((r) => r.owner === owner && r.site === code);
      const drop = new Set(
        mine.slice(0, Math.max(0, mine.length - RECENT_SEARCHES_KEPT)).map((r) => r.id),
      );
      state.recentSearches = state.recentSearches.filter((r) => !drop.has(r.id));
    });
  }

  function ownerOf(
    account: Account | undefined,
    visitorId: string | undefined,
  ): string | undefined {
    return account ? account.id : visitorId ? `visitor:${visitorId}` : undefined;
  }

  return {
    searchResults: ({ site, query, account, visitorId, now }) => {
      const raw: RawCriteria = { ...query };
      const params = new URLSearchParams();
      if (query.query) params.set('query', query.query);
      if (query.locations) params.set('locations', query.locations);
      if (query.experience !== undefined) params.set('experience', String(query.experience));
      remember(site, ownerOf(account, visitorId), raw, `/search/results?${params.toString()}`, now);
      return ok(results(site, raw, account, now, query.filter === true));
    },

    jobsearch: ({ site, body, account, now }) => {
      const raw: RawCriteria = { ...body, companies: body.companyIds };
      if (body.filterName && body.filterValue) {
        const value = body.filterValue;
        if (body.filterName === 'company') raw.companies = value;
        else if (body.filterName === 'function') raw.functions = value;
        else if (body.filterName === 'industry') raw.industries = value;
        else if (body.filterName === 'location') raw.locations = value;
        else if (body.filterName === 'education') raw.qualifications = value;
        else if (body.filterName === 'consultant') raw.employerTypes = 'Consultant';
        else if (body.filterName === 'skill') raw.query = value;
        else if (body.filterName === 'jobType') raw.jobTypes = value;
        else if (body.filterName === 'walkin') raw.jobTypes = 'walkin';
      }
      return ok(results(site, raw, account, now, false));
    },

    recentSearches: ({ site, query, account, visitorId }) => {
      const owner = ownerOf(account, visitorId);
      const searches = owner
        ? store.state.recentSearches
            .filter((r) => r.owner === owner && r.site === site.site.countryCode)
            .map((r) => r.search)
            .reverse()
            .slice(0, query.limit ?? RECENT_SEARCHES_KEPT)
        : [];
      return ok({ searches });
    },

    autocompleteKeywords: ({ site, query }) =>
      ok(
        suggest(siteIndex(indexes, site).keywords, query.query, query.size ?? KEYWORD_SUGGESTIONS),
      ),

    autocompleteSuggestions: ({ site, query }) => {
      const exclude = new Set((query.excludeKeywords ?? []).map((k) => k.trim().toLowerCase()));
      return ok(
        suggest(
          siteIndex(indexes, site).keywords,
          query.query,
          query.size ?? KEYWORD_SUGGESTIONS,
          exclude,
        ),
      );
    },

    autocompleteLocations: ({ site, query }) => {
      const target =
        Object.values(catalogue.sites).find((s) => s.site.siteContext === query.siteContext) ??
        site;
      return ok(
        suggestLocations(
          target,
          siteIndex(indexes, target).locations,
          query.query,
          query.size ?? LOCATION_SUGGESTIONS,
        ),
      );
    },

    companyList: ({ site, query }) => {
      const codes = query.countries ? query.countries.split(',') : [site.site.countryCode];
      return ok(
        indexes.companies.list(codes, query.query ?? '', query.limit ?? COMPANY_LIST_LIMIT),
      );
    },

    masterData: ({ site, query }) =>
      ok({
        type: query.type,
        data: masterDataEntries(
          siteIndex(indexes, site).masterData.get(query.type) ?? [],
          query.type,
          query.limit,
          query.parentUuids,
        ),
      }),

    searchBanners: ({ site, query }) => {
      const keywords = new Set(words(query.keywords ?? ''));
      const byKeywords = (banners: Schemas['Banner'][]) =>
        [...banners].sort((a, b) => Number(matches(b, keywords)) - Number(matches(a, keywords)));
      return ok({
        brandMaximizer: byKeywords(site.banners.brandMaximizer),
        brandBooster: byKeywords(site.banners.brandBooster),
        walkinBanners: query.showWalkin ? byKeywords(site.banners.walkinBanners) : [],
      });
    },

    employersOfChoice: ({ site, account }) => {
      const companies = site.employersOfChoice.flatMap((id) => {
        const c = site.companies.find((company) => company.companyId === id);
        return c
          ? [
              {
                companyId: c.companyId,
                name: c.name,
                logo: c.logo ?? `/sim-assets/logos/${c.companyId}.svg`,
                isFollowed: followed(account, c.companyId),
                followerCount:
                  (c.followerCount ?? 0) +
                  store.state.companyFollows.filter(
                    (f) => f.targetId === c.companyId && f.site === site.site.countryCode,
                  ).length,
              },
            ]
          : [];
      });
      return ok({ companies });
    },

    voiceReader: ({ site, body }) => {
      const parsed = parseSpokenSearch(siteIndex(indexes, site), body.data);
      return ok({
        job: parsed.job.join(', '),
        location: parsed.locations.join(', '),
        exp: parsed.experience,
      });
    },

    getSemantic: ({ site, body }) => {
      const parsed = parseSpokenSearch(siteIndex(indexes, site), body.text);
      return ok({
        job: parsed.job,
        locations: parsed.locations,
        experience: parsed.experience,
        entities: [
          ...parsed.job.map((text) => ({ text, type: 'job' as const })),
          ...parsed.locations.map((text) => ({ text, type: 'location' as const })),
          ...(parsed.experience === null
            ? []
            : [{ text: String(parsed.experience), type: 'experience' as const }]),
        ],
      });
    },
  };
}

function matches(banner: Schemas['Banner'], keywords: ReadonlySet<string>): boolean {
  return words(banner.name).some((w) => keywords.has(w));
}
