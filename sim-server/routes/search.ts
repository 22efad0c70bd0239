// Search, listing filters, autocomplete, master data, banners, employers of choice, recent
// searches and the voice readers.
import { randomUUID } from 'node:crypto';
import type { Schemas } from '../../openapi/client';
import type { SiteCatalogue } from '../catalogue/types';
import type { SimContext } from '../context';
import { companyTarget, companyView, followerCount, isFollowing } from '../domain/follows';
import { presentJob, seekerMarks } from '../domain/jobs';
import { listingCriteria } from '../domain/listing-filters';
import {
  recentSearchesOf,
  recentSearchOf,
  recentSearchOwner,
  recordRecentSearch,
} from '../domain/recent-searches';
import { ok, type Handlers } from '../api/operation';
import type { Account } from '../store/state';
import { suggest, suggestLocations } from '../search/autocomplete';
import {
  COMPANY_LIST_LIMIT,
  KEYWORD_SUGGESTIONS,
  LOCATION_SUGGESTIONS,
} from '../../openapi/vocabulary/limits';
import { parseCriteria, words, type RawCriteria } from '../search/criteria';
import { SORT_BY_RELEVANCE, SORT_BY_DATE } from '../../openapi/vocabulary/limits';
import { EMPLOYER_TYPES, FRESHNESS_BUCKETS, freshnessLabel } from '../../openapi/vocabulary/search';
import { matchingCompanies } from '../search/company-matches';
import { search } from '../search/engine';
import { emptyResultHelp } from '../search/empty-help';
import { buildSearchIndexes, siteIndex } from '../search/indexes';
import { masterDataEntries } from '../search/master-data';
import { parseSpokenSearch } from '../search/voice';

const COMPANIES_IN_RESULTS = 10;

// Long by design: one table of the search operations, one short handler per operation (the longest,
// the shared results builder at 48 lines) sharing this context; the rules they apply live in
// sim-server/domain/.
// eslint-disable-next-line max-lines-per-function -- one table of short handlers, one per operation (reason above)
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
      return c ? [companyView(store.state, site, c, account)] : [];
    });
    const body: Schemas['SearchResults'] = {
      jobs: outcome.jobs.map((job) => presentJob(catalogue, job, marks, now, false)),
      total: outcome.total,
      start: criteria.start,
      limit: criteria.limit,
      sort: criteria.sort === SORT_BY_DATE ? SORT_BY_DATE : SORT_BY_RELEVANCE,
      searchId: `srch-${randomUUID()}`,
      facets: outcome.facets,
      companies,
    };
    if (outcome.partial) body.partialMatch = true;
    if ((outcome.total === 0 || outcome.partial) && criteria.phrases.length > 0) {
      // A correction is offered only when it finds jobs holding all of it.
      const help = emptyResultHelp(index, criteria.phrases, (phrases) => {
        const found = search(index, { ...criteria, phrases, start: 0, limit: 1 });
        return found.total > 0 && !found.partial;
      });
      if (help.didYouMean) body.didYouMean = help.didYouMean;
      body.relatedSearches = help.relatedSearches;
    }
    if (withFilters) {
      body.filters = {
        jobFreshness: FRESHNESS_BUCKETS.map((id) => ({ id, value: freshnessLabel(id) })),
        employerTypes: EMPLOYER_TYPES.map((name) => ({ name })),
      };
    }
    return body;
  }

  return {
    searchResults: ({ site, query, account, visitorId, now }) => {
      const raw: RawCriteria = { ...query };
      recordRecentSearch(
        store,
        recentSearchOwner(account, visitorId),
        site,
        recentSearchOf(query),
        now,
        context.config.recentSearchVisitors,
      );
      return ok(results(site, raw, account, now, query.filter === true));
    },

    jobsearch: ({ site, body, account, now }) => {
      const raw = listingCriteria(body);
      return ok(results(site, raw, account, now, false));
    },

    recentSearches: ({ site, query, account, visitorId }) =>
      ok({
        searches: recentSearchesOf(
          store.state,
          recentSearchOwner(account, visitorId),
          site,
          query.limit,
        ),
      }),

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
                isFollowed: isFollowing(store.state, 'company', account, site, c.companyId),
                followerCount: followerCount(store.state, 'company', site, companyTarget(c)),
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
