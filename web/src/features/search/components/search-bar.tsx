// The search bar: keyword and location boxes with suggestions, the experience dropdown and
// Search. The validation machine decides (blank, special characters); at 920px or narrower the
// bar opens as a full-screen overlay.
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { searchValidationMachine } from '../../../../../machines/searchValidation.machine';
import { Icon } from '../../../components/icon';
import { showToast } from '../../../components/toast';
import { isValidLocationText } from '../../../lib/locations';
import { useMediaQuery } from '../../../lib/use-media-query';
import { INVALID_LOCATION_MESSAGE } from '../../../../../openapi/vocabulary/messages';
import { useKeywordSuggestions } from '../api/get-keyword-suggestions';
import { useLocationSuggestions } from '../api/get-location-suggestions';
import { MOBILE_OVERLAY_QUERY } from '../limits';
import {
  EXPERIENCE_OPTIONS,
  entityOf,
  experienceLabel,
  listOf,
  resultsUrl,
  type SearchTerms,
} from '../search-url';
import { SuggestInput, useFragment, type SuggestionItem } from './suggest-input';
import { useOverlayClose } from './use-overlay-close';
import { SuggestedKeywords, withKeyword } from './suggested-keywords';
import { markNewSearch } from '../../../lib/new-search';
import '../search.css';

interface Props {
  initial?: SearchTerms;
  /** The voice search button, when the page offers it (Chrome only). */
  voiceButton?: ReactNode;
  /** Big on the home page, compact above results. The parent keys the bar by the URL's terms. */
  variant?: 'hero' | 'compact';
}

const EMPTY: SearchTerms = { keyword: '', location: '', experience: null, entities: [] };

function useKeywordItems(fragment: string, chosen: string[]) {
  const { data, isFetching } = useKeywordSuggestions(fragment, chosen);
  const items: SuggestionItem[] = (data ?? []).map((s) => ({
    id: s.id,
    name: s.name,
    hint: s.suggestType,
    entity: entityOf(s),
  }));
  return { items, loading: isFetching };
}

function useLocationItems(fragment: string) {
  const { data, isFetching } = useLocationSuggestions(fragment);
  const items: SuggestionItem[] = (data ?? []).map((s) => ({
    id: s.id,
    name: s.name,
    hint: s.state,
  }));
  return { items, loading: isFetching };
}

export function SearchBar({ initial = EMPTY, voiceButton, variant = 'hero' }: Props) {
  const navigate = useNavigate();
  const [terms, setTerms] = useState<SearchTerms>(initial);
  // The machine's submitSearch runs after render; it reads the terms of the latest render.
  const termsRef = useRef(terms);
  useEffect(() => {
    termsRef.current = terms;
  });
  const keywordRef = useRef<HTMLInputElement>(null);
  const narrow = useMediaQuery(MOBILE_OVERLAY_QUERY);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const overlay = useOverlayClose(overlayOpen, setOverlayOpen);
  const [validation, send] = useMachine(
    // The machine keeps these callbacks and calls them from events, never during render.
    // eslint-disable-next-line react-hooks/refs
    searchValidationMachine.provide({
      actions: {
        showToast: (_, toast) => showToast(toast),
        focusKeyword: () => keywordRef.current?.focus(),
        submitSearch: (_, checked) => {
          setOverlayOpen(false);
          markNewSearch();
          void navigate(
            resultsUrl({
              ...termsRef.current,
              keyword: checked.keyword,
              location: checked.location,
            }),
            { replace: overlay.replacesEntry() },
          );
        },
      },
    }),
  );

  useEffect(() => {
    if (overlayOpen) keywordRef.current?.focus();
  }, [overlayOpen]);

  const chosen = listOf(terms.keyword).slice(0, -1);
  const keywordFragment = useFragment(terms.keyword);
  const keywordItems = useKeywordItems(keywordFragment, chosen);
  const locationFragment = useFragment(terms.location);
  const locationItems = useLocationItems(locationFragment);
  const update = (patch: Partial<SearchTerms>) => {
    send({ type: 'search.edit' });
    setTerms((current) => ({ ...current, ...patch }));
  };

  const form = (
    <form
      className={`search-bar search-${variant}`}
      role="search"
      aria-label="Job search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Section 5: a location no place of the site matches is refused before the search.
        if (!isValidLocationText(terms.location)) {
          showToast({ message: INVALID_LOCATION_MESSAGE, tone: 'failure', kind: 'validation' });
          return;
        }
        send({
          type: 'search.submit',
          form: 'home',
          keyword: terms.keyword,
          location: terms.location,
        });
      }}
    >
      <SuggestInput
        name="query"
        icon="search"
        label="Keywords"
        placeholder="Skills, designations, companies"
        value={terms.keyword}
        inputRef={keywordRef}
        onChange={(keyword) => update({ keyword })}
        onChoose={(item) => {
          const { entity } = item;
          if (entity)
            setTerms((current) => ({ ...current, entities: [...current.entities, entity] }));
        }}
        onClear={() => setTerms((current) => ({ ...current, entities: [] }))}
        fragment={keywordFragment}
        {...keywordItems}
      />
      <SuggestInput
        name="locations"
        icon="location"
        label="Locations"
        placeholder="Cities"
        value={terms.location}
        onChange={(location) => update({ location })}
        fragment={locationFragment}
        {...locationItems}
      />
      <label className="visually-hidden" htmlFor={`experience-${variant}`}>
        Experience
      </label>
      <select
        id={`experience-${variant}`}
        className="search-experience"
        value={terms.experience ?? ''}
        onChange={(event) =>
          update({ experience: event.target.value === '' ? null : Number(event.target.value) })
        }
      >
        <option value="">Experience</option>
        {EXPERIENCE_OPTIONS.map((id) => (
          <option key={id} value={id}>
            {experienceLabel(id)}
          </option>
        ))}
      </select>
      {voiceButton}
      <button type="submit" className="button button-accent search-submit">
        Search
      </button>
      {validation.context.error ? (
        <p className="search-error" role="alert">
          {validation.context.error}
        </p>
      ) : null}
      <SuggestedKeywords
        keyword={terms.keyword}
        onAdd={(name) => update({ keyword: withKeyword(terms.keyword, name) })}
      />
    </form>
  );

  if (!narrow) return form;
  return (
    <>
      <button
        type="button"
        className="search-trigger"
        aria-haspopup="dialog"
        onClick={() => setOverlayOpen(true)}
      >
        <Icon name="search" />
        <span>
          {listOf(terms.keyword).join(', ') || 'Search jobs by skill, designation or company'}
        </span>
      </button>
      {overlayOpen ? (
        <div
          className="search-overlay"
          role="dialog"
          aria-modal="true"
          aria-label="Search jobs"
          onKeyDown={overlay.onKeyDown}
        >
          <div className="search-overlay-head">
            <h2>Search jobs</h2>
            <button
              type="button"
              className="icon-button"
              aria-label="Close search"
              onClick={overlay.close}
            >
              ×
            </button>
          </div>
          {form}
        </div>
      ) : null}
    </>
  );
}
