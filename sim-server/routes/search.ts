// Search, listing filters, autocomplete, master data, banners, employers of choice, recent
// searches and the voice readers.
import { randomUUID } from 'node:crypto';
import type { Schemas } from '../../openapi/client';
import type { SiteCatalogue } from '../catalogue/types';
import type { SimContext } from '../context';
import { presentJob, seekerMarks } from '../domain/jobs';
import { ok, type Handlers } from '../http/operation';
import type { Account } from '../store/state';
import { keywordDictionary, suggest, suggestLocations } from '../search/autocomplete';
import { parseCriteria, words, type RawCriteria } from '../search/criteria';
import { FRESHNESS_BUCKETS, search } from '../search/engine';
import { parseSpokenSearch } from '../search/voice';

/** Spec section 7: master-data fetch limits per type. */
export const MASTER_DATA_LIMITS: Record<Schemas['MasterDataType'], number> = {
  INDUSTRY: 10_000,
  FUNCTION: 10_000,
  ROLE: 10_000,
  COMPANY: 73_098,
  DESIGNATION: 39_519,
  SKILL: 4_035,
  SALARY_MODE: 10_000,
  JOB_ALERT_FREQUENCY: 10_000,
};
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

  function results(
    site: SiteCatalogue,
    raw: RawCriteria,
    account: Account | undefined,
    now: Date,
    withFilters: boolean,
  ) {
    const salaryFilters = site.site.flags.salaryFilters;
    const criteria = parseCriteria(raw, salaryFilters);
    const outcome = search(site, criteria, salaryFilters);
    const marks = seekerMarks(store.state, account, site);
    const queryWords = criteria.phrases.flat();
    const companies =
      queryWords.length > 0
        ? site.companies
            .filter((c) => {
              const name = words(c.name);
              return queryWords.every((w) => name.some((n) => n.startsWith(w)));
            })
            .slice(0, COMPANIES_IN_RESULTS)
            .map((c) => ({ ...c, isFollowed: followed(account, c.companyId) }))
        : [];
    const body: Schemas['SearchResults'] = {
      jobs: outcome.jobs.map((job) => presentJob(catalogue, job, marks, now, false)),
      total: outcome.total,
      start: criteria.start,
      limit: criteria.limit,
      sort: criteria.sort === 2 ? 2 : 1,
      searchId: `srch-${randomUUID()}`,
      facets: outcome.facets,
      companies,
    };
    if (withFilters) {
      body.filters = {
        jobFreshness: FRESHNESS_BUCKETS.map((days) => ({
          id: String(days) as Schemas['JobFreshnessBucket'],
          value: `Last ${days} days`,
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
      ok(suggest(keywordDictionary(catalogue, site), query.query, query.size ?? 15)),

    autocompleteSuggestions: ({ site, query }) => {
      const exclude = new Set((query.excludeKeywords ?? []).map((k) => k.trim().toLowerCase()));
      return ok(
        suggest(keywordDictionary(catalogue, site), query.query, query.size ?? 15, exclude),
      );
    },

    autocompleteLocations: ({ site, query }) => {
      const target =
        Object.values(catalogue.sites).find((s) => s.site.siteContext === query.siteContext) ??
        site;
      return ok(suggestLocations(target, query.query, query.size ?? 10));
    },

    companyList: ({ site, query }) => {
      const codes = query.countries ? query.countries.split(',') : [site.site.countryCode];
      const prefix = query.query?.trim().toLowerCase() ?? '';
      const options = codes
        .flatMap((code) => catalogue.sites[code as keyof typeof catalogue.sites]?.companies ?? [])
        .filter((c) => prefix === '' || c.name.toLowerCase().includes(prefix))
        .sort((a, b) => a.name.localeCompare(b.name))
        .slice(0, query.limit ?? 500)
        .map((c) => ({ id: c.companyId, value: c.name }));
      return ok(options);
    },

    masterData: ({ site, query }) => {
      const limit = Math.min(
        query.limit ?? MASTER_DATA_LIMITS[query.type],
        MASTER_DATA_LIMITS[query.type],
      );
      const parents = new Set(query.parentUuids ?? []);
      const data = catalogue.masterData
        .filter(
          (m) =>
            m.type === query.type &&
            (!m.siteContext || m.siteContext.includes(site.site.siteContext)) &&
            (parents.size === 0 || (m.parentUuid !== undefined && parents.has(m.parentUuid))),
        )
        .sort((a, b) => a.orderBy - b.orderBy)
        .slice(0, limit);
      return ok({ type: query.type, data });
    },

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
      const parsed = parseSpokenSearch(catalogue, site, body.data);
      return ok({
        job: parsed.job.join(', '),
        location: parsed.locations.join(', '),
        exp: parsed.experience,
      });
    },

    getSemantic: ({ site, body }) => {
      const parsed = parseSpokenSearch(catalogue, site, body.text);
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
