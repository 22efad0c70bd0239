// A listing page without a value (e.g. /jobs-by-location) lists the values with their job counts,
// taken from the facets of all jobs on the site.
import { Link } from 'react-router';
import type { Schemas } from '../../../../../openapi/client';
import { listingPath, type ListingFilter } from '../../../../../openapi/vocabulary/page-kind';
import { useMasterData } from '../../../api/get-master-data';
import { PageLoading } from '../../../components/page-loading';
import { formatCount } from '../../../lib/format';
import { useResults } from '../api/get-results';
import { EMPTY_LIST_MESSAGE } from '../../../../../openapi/vocabulary/messages';

const FACET_OF: Partial<Record<ListingFilter, keyof Schemas['SearchFacets']>> = {
  location: 'jobCities',
  industry: 'industries',
  function: 'functions',
  company: 'companies',
  education: 'qualifications',
};

const HEADINGS: Partial<Record<ListingFilter, string>> = {
  location: 'Jobs by location',
  industry: 'Jobs by industry',
  function: 'Jobs by function',
  company: 'Jobs by company',
  education: 'Jobs by education',
};

const SKILLS_LISTED = 80;

function SkillDirectory() {
  const { data, isPending, error } = useMasterData({ type: 'SKILL', limit: SKILLS_LISTED });
  if (isPending) return <PageLoading />;
  if (error || !data) return <p className="empty-state">This list is not available just now.</p>;
  return (
    <section aria-labelledby="directory-heading">
      <h1 id="directory-heading" className="page-title">
        Jobs by skill
      </h1>
      <ul className="directory">
        {data.data.map((skill) => (
          <li key={skill.uuid}>
            <Link to={listingPath('skill', skill.name)}>{skill.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ListingDirectory({ filter }: { filter: ListingFilter }) {
  return filter === 'skill' ? <SkillDirectory /> : <FacetDirectory filter={filter} />;
}

function FacetDirectory({ filter }: { filter: ListingFilter }) {
  const { data, isPending, error } = useResults({
    via: 'jobsearch',
    query: { filterName: 'job-search', limit: 1, start: 0 },
    heading: '',
  });
  const facet = FACET_OF[filter];
  if (isPending) return <PageLoading />;
  if (error || !data || !facet)
    return <p className="empty-state">This list is not available just now.</p>;
  const buckets = (data as Schemas['SearchResults']).facets[facet] ?? [];
  return (
    <section aria-labelledby="directory-heading">
      <h1 id="directory-heading" className="page-title">
        {HEADINGS[filter] ?? 'Browse jobs'}
      </h1>
      {buckets.length === 0 ? (
        <p className="empty-state">{EMPTY_LIST_MESSAGE}</p>
      ) : (
        <ul className="directory">
          {buckets.map((bucket) => (
            <li key={bucket.id}>
              <Link
                to={`${listingPath(filter, bucket.id)}?title=${encodeURIComponent(`${bucket.label} jobs`)}`}
              >
                {bucket.label} <span className="facet-count">({formatCount(bucket.count)})</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
