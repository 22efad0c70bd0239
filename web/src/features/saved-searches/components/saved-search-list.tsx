// The seeker's saved searches: each runs again (its results page) or is deleted after a
// confirmation. Searches are saved from the results page.
import { Link } from 'react-router';
import type { Schemas } from '../../../../../openapi/client';
import { ROUTE } from '../../../../../openapi/vocabulary/routes';
import { DeleteAction } from '../../../components/delete-action';
import { showToast } from '../../../components/toast';
import { formatDate } from '../../../lib/format';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../../../api/get-saved-searches';
import '../saved-searches.css';
import { failureText } from '../../../lib/call-failure';

/** The results page of a saved search: the server's URL, else one made from its criteria. */
export function runUrl(search: Schemas['SavedSearch']): string {
  if (search.url?.startsWith('/') && !search.url.startsWith('//')) return search.url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search.criteria)) {
    if (typeof value === 'string' && value) params.set(key, value);
  }
  return `${ROUTE.searchResults}?${params.toString()}`;
}

function summary(criteria: Schemas['SearchCriteria']): string {
  const what = criteria.query ?? criteria.skills ?? criteria.designations ?? 'Any job';
  const where = criteria.locations ?? criteria.location;
  return where ? `${what} in ${where}` : what;
}

export function SavedSearchList() {
  const { data, error, isPending, refetch } = useSavedSearches();
  const remove = useDeleteSavedSearch();

  let body;
  if (isPending) {
    body = (
      <p role="status" className="searches-note">
        Loading your saved searches…
      </p>
    );
  } else if (error || !data) {
    body = (
      <div role="alert" className="searches-error">
        <p className="field-error">We couldn't load your saved searches. {failureText(error)}</p>
        <button type="button" className="button button-outline" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (data.searches.length === 0) {
    body = (
      <p className="searches-note">
        No saved searches yet. Search for jobs and press “Save this search” on the results.
      </p>
    );
  } else {
    body = (
      <ul className="search-list">
        {data.searches.map((search) => (
          <li key={search.id} className="search-item">
            <div>
              <h3>{search.name}</h3>
              <p className="searches-note">
                {summary(search.criteria)} · saved {formatDate(search.updatedAt)}
              </p>
            </div>
            <div className="search-item-actions">
              <Link
                className="button"
                to={runUrl(search)}
                aria-label={`Run saved search ${search.name}`}
              >
                Run search
              </Link>
              <DeleteAction
                what={`saved search ${search.name}`}
                label={`Delete saved search ${search.name}`}
                className="button button-outline"
                confirm={{
                  title: 'Delete this saved search?',
                  message: `“${search.name}” will be removed from your saved searches.`,
                  confirmLabel: 'Delete saved search',
                }}
                run={async () => {
                  await remove.mutateAsync({ params: { path: { searchId: search.id } } });
                  showToast({ message: 'Saved search deleted', tone: 'success', kind: 'default' });
                }}
              >
                Delete
              </DeleteAction>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="card searches-card" aria-labelledby="searches-title">
      <h2 id="searches-title">Saved searches</h2>
      {body}
    </section>
  );
}
