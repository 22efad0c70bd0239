// The results page's own actions: save this search (a seeker names it; a guest signs in first)
// and create a free job alert from it, which opens in a new tab (spec section 2; on a phone in the
// same tab).
import { useEffect, useId, useRef, useState } from 'react';
import { EditScope, useEditForm, useEditScope } from '../../../components/edit-form';
import { useLocation, useNavigate } from 'react-router';
import type { Schemas } from '../../../../../openapi/client';
import {
  freeJobAlertPath,
  ROUTE,
  SAVE_SEARCH_PARAM,
  seekerLoginUrl,
} from '../../../../../openapi/vocabulary/routes';
import { useSaveSearch } from '../../../api/save-search';
import { useSavedSearches } from '../../../api/get-saved-searches';
import { Icon } from '../../../components/icon';
import { showToast } from '../../../components/toast';
import { isSignedIn } from '../../../lib/cookies';
import { FILTERS } from '../search-request';
import '../search-actions.css';
import { rangeValue } from '../../../../../openapi/vocabulary/search';
import { NewTabOnDesktopLink } from '../../../components/new-tab-hint';
import { failureText } from '../../../lib/call-failure';

const NAME_MAX = 100;
const CRITERIA_PARAMS = ['query', 'locations', ...FILTERS] as const;

/** The search's criteria as saveSearch takes them, from the results page's URL. */
export function criteriaOf(params: URLSearchParams): Schemas['SearchCriteriaInput'] {
  const criteria: Schemas['SearchCriteriaInput'] = {};
  for (const name of CRITERIA_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) criteria[name] = value;
  }
  const experience = params.get('experience');
  if (!criteria.experienceRanges && experience && /^\d{1,2}$/.test(experience))
    criteria.experienceRanges = rangeValue(Number(experience), Number(experience));
  return criteria;
}

/**
 * The same search: every criterion a results page sets (criteriaOf) alike, words compared without
 * case or outer spaces.
 */
function sameCriteria(
  saved: Schemas['SearchCriteria'],
  current: Schemas['SearchCriteriaInput'],
): boolean {
  const norm = (value: string | undefined) => (value ?? '').trim().toLowerCase();
  return CRITERIA_PARAMS.every((key) => norm(saved[key]) === norm(current[key]));
}

/** This results page's address with the save-search parameter set or taken away. */
function withSaveSearch(pathname: string, search: string, on: boolean): string {
  const params = new URLSearchParams(search);
  if (on) params.set(SAVE_SEARCH_PARAM, '1');
  else params.delete(SAVE_SEARCH_PARAM);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

export function SearchActions({ heading }: { heading: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const backToSave = params.get(SAVE_SEARCH_PARAM) === '1';
  // Back from signing in to save this search: the form opens, ready to be named.
  const [open, setOpen] = useState(() => backToSave && isSignedIn());
  // An edit scope of its own: the form opens with focus on the name, Esc closes it and focus
  // goes back to "Save this search"; the save is announced by its toast.
  const scope = useEditScope<HTMLDivElement>('');
  const [name, setName] = useState(heading.slice(0, NAME_MAX));
  const [error, setError] = useState<string | undefined>();
  const save = useSaveSearch();
  const criteria = criteriaOf(params);
  // Saved already (now or before a reload): the page says so under its name (UX walk f5).
  const saved = useSavedSearches({ enabled: isSignedIn() });
  const savedAs = saved.data?.searches.find((s) => sameCriteria(s.criteria, criteria))?.name;

  useEffect(() => {
    if (!backToSave) return;
    void navigate(withSaveSearch(location.pathname, location.search, false), { replace: true });
  }, [backToSave, location.pathname, location.search, navigate]);

  async function submit() {
    if (!name.trim()) return setError('Please name this search.');
    setError(undefined);
    try {
      await save.mutateAsync({ body: { name: name.trim(), criteria } });
      setOpen(false);
      showToast({ message: `Search saved as "${name.trim()}"`, tone: 'success', kind: 'default' });
    } catch (failure: unknown) {
      setError(failureText(failure));
    }
  }

  return (
    <EditScope value={scope.value}>
      <div className="search-actions" {...scope.props}>
        <NewTabOnDesktopLink
          className="button button-outline"
          href={freeJobAlertPath(params.get('query') ?? '', params.get('locations') ?? '')}
        >
          Create job alert
        </NewTabOnDesktopLink>
        {savedAs !== undefined ? (
          <p className="search-saved">
            <Icon name="check" size={16} />
            Saved as “{savedAs}”
          </p>
        ) : (
          <SaveSearchButton
            open={open}
            disabled={Object.keys(criteria).length === 0}
            onPress={() => {
              if (!isSignedIn()) {
                const back = withSaveSearch(location.pathname, location.search, true);
                return window.location.assign(seekerLoginUrl(back));
              }
              setOpen(!open);
            }}
          />
        )}
        {open && savedAs === undefined ? (
          <SaveSearchForm
            name={name}
            onName={setName}
            error={error}
            busy={save.isPending}
            onSubmit={() => void submit()}
            onCancel={() => setOpen(false)}
          />
        ) : null}
      </div>
    </EditScope>
  );
}

function SaveSearchButton(props: { open: boolean; disabled: boolean; onPress: () => void }) {
  return (
    <button
      type="button"
      className="button button-outline"
      aria-expanded={props.open}
      disabled={props.disabled}
      onClick={props.onPress}
    >
      Save this search
    </button>
  );
}

/** The form that names this search, with the edit forms' keyboard behaviour. */
function SaveSearchForm(props: {
  name: string;
  onName: (name: string) => void;
  error: string | undefined;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const { name, onName, error, busy, onSubmit, onCancel } = props;
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  useEditForm(form, onCancel);
  return (
    <form
      ref={form}
      className="save-search-form card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={`${id}-name`}>Name of this search</label>
      <input
        id={`${id}-name`}
        value={name}
        maxLength={NAME_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onName(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      <div className="save-search-buttons">
        <button type="submit" className="button" disabled={busy}>
          Save search
        </button>
        <a href={ROUTE.manageJobAlert}>My saved searches</a>
      </div>
    </form>
  );
}
