// The search bar: keyword and location boxes with suggestions, the experience dropdown and
// Search. The validation machine decides (blank, special characters); at 920px or narrower the
// bar opens as a full-screen overlay. The keyword box, blank and focused, offers the visitor's
// recent searches (spec section 7's recent-searches call); picking one runs it again.
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { searchValidationMachine } from '../../../../../machines/searchValidation.machine';
import { Icon } from '../../../components/icon';
import { showToast } from '../../../components/toast';
import { isValidLocationText } from '../../../lib/locations';
import { usePhoneLayout } from '../../../lib/use-media-query';
import { INVALID_LOCATION_MESSAGE } from '../../../../../openapi/vocabulary/messages';
import { useKeywordSuggestions } from '../api/get-keyword-suggestions';
import { useLocationSuggestions } from '../api/get-location-suggestions';
import { useRecentSearches } from '../api/get-recent-searches';
import {
  EXPERIENCE_OPTIONS,
  entityOf,
  experienceLabel,
  listOf,
  resultsUrl,
  type SearchTerms,
} from '../search-url';
import { SuggestInput, useFragment, type BlankChoices, type SuggestionItem } from './suggest-input';
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
  // A city found by another name shows that name with the city it means ("Sài Gòn", Ho Chi Minh
  // City); choosing it puts the city's own name in the box.
  const items: SuggestionItem[] = (data ?? []).map((s) =>
    s.matchedName
      ? { id: s.id, name: s.name, label: s.matchedName, hint: s.name }
      : { id: s.id, name: s.name, hint: s.state },
  );
  return { items, loading: isFetching };
}

/** A recent search as the list shows it: "java developer in Pune", its experience as the hint. */
function recentName(query: string, locations: string): string {
  if (query && locations) return `${query} in ${locations}`;
  return query || `Jobs in ${locations}`;
}

/** The recent searches the blank keyword box offers, asked for once it has had focus. */
function useRecentChoices(search: (terms: SearchTerms) => void) {
  const [asked, setAsked] = useState(false);
  const { data } = useRecentSearches(asked);
  const searches = data?.searches ?? [];
  const choices: BlankChoices = {
    label: 'Recent searches',
    items: searches.map((s) => ({
      id: s.url,
      name: recentName(s.query, s.locations),
      ...(s.experience === undefined ? {} : { hint: experienceLabel(s.experience) }),
    })),
    onPick: (item) => {
      const s = searches.find((one) => one.url === item.id);
      if (!s) return;
      search({
        keyword: s.query,
        location: s.locations,
        experience: s.experience ?? null,
        entities: [],
      });
    },
  };
  return { choices, ask: () => setAsked(true) };
}

/** The validation machine with the page's effects; a checked search opens the results. */
function useSearchMachine(
  termsRef: RefObject<SearchTerms>,
  keywordRef: RefObject<HTMLInputElement | null>,
  go: (terms: SearchTerms) => void,
) {
  return useMachine(
    // eslint-disable-next-line react-hooks/refs -- the machine keeps these callbacks and calls them from events, never during render
    searchValidationMachine.provide({
      actions: {
        showToast: (_, toast) => showToast(toast),
        focusKeyword: () => keywordRef.current?.focus(),
        submitSearch: (_, checked) =>
          go({ ...termsRef.current, keyword: checked.keyword, location: checked.location }),
      },
    }),
  );
}

/** The bar's terms, its machine, its overlay and its recent searches: everything but the markup. */
function useSearchBar(initial: SearchTerms) {
  const navigate = useNavigate();
  const [terms, setTerms] = useState<SearchTerms>(initial);
  // The machine's submitSearch runs after render; it reads the terms of the latest render.
  const termsRef = useRef(terms);
  useEffect(() => {
    termsRef.current = terms;
  });
  const keywordRef = useRef<HTMLInputElement>(null);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const overlay = useOverlayClose(overlayOpen, setOverlayOpen);
  const go = (next: SearchTerms) => {
    setOverlayOpen(false);
    markNewSearch();
    void navigate(resultsUrl(next), { replace: overlay.replacesEntry() });
  };
  const [validation, send] = useSearchMachine(termsRef, keywordRef, go);
  const recent = useRecentChoices(go);
  useEffect(() => {
    if (overlayOpen) keywordRef.current?.focus();
  }, [overlayOpen]);
  const update = (patch: Partial<SearchTerms>) => {
    send({ type: 'search.edit' });
    setTerms((current) => ({ ...current, ...patch }));
  };
  const submit = () => {
    // Section 5: a location no place of the site matches is refused before the search.
    if (!isValidLocationText(terms.location)) {
      showToast({ message: INVALID_LOCATION_MESSAGE, tone: 'failure', kind: 'validation' });
      return;
    }
    send({ type: 'search.submit', form: 'home', keyword: terms.keyword, location: terms.location });
  };
  const error = validation.context.error;
  return {
    terms,
    setTerms,
    update,
    submit,
    error,
    keywordRef,
    overlayOpen,
    setOverlayOpen,
    overlay,
    recent,
  };
}

type BarState = ReturnType<typeof useSearchBar>;

function KeywordBox({ bar }: { bar: BarState }) {
  const { terms, setTerms, update, keywordRef, recent } = bar;
  const chosen = listOf(terms.keyword).slice(0, -1);
  const fragment = useFragment(terms.keyword);
  const items = useKeywordItems(fragment, chosen);
  return (
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
      onFocus={recent.ask}
      blank={recent.choices}
      fragment={fragment}
      {...items}
    />
  );
}

function LocationBox({ bar }: { bar: BarState }) {
  const fragment = useFragment(bar.terms.location);
  const items = useLocationItems(fragment);
  return (
    <SuggestInput
      name="locations"
      icon="location"
      label="Locations"
      placeholder="Cities"
      value={bar.terms.location}
      onChange={(location) => bar.update({ location })}
      fragment={fragment}
      {...items}
    />
  );
}

function SearchForm({
  bar,
  variant,
  voiceButton,
}: {
  bar: BarState;
  variant: NonNullable<Props['variant']>;
  voiceButton: ReactNode;
}) {
  const { terms, update } = bar;
  return (
    <form
      className={`search-bar search-${variant}`}
      role="search"
      aria-label="Job search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        bar.submit();
      }}
    >
      <KeywordBox bar={bar} />
      <LocationBox bar={bar} />
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
      {bar.error ? (
        <p className="search-error" role="alert">
          {bar.error}
        </p>
      ) : null}
      <SuggestedKeywords
        keyword={terms.keyword}
        onAdd={(name) => update({ keyword: withKeyword(terms.keyword, name) })}
      />
    </form>
  );
}

function SearchOverlay({ bar, form }: { bar: BarState; form: ReactNode }) {
  const keywords = listOf(bar.terms.keyword).join(', ');
  return (
    <>
      <button
        type="button"
        className="search-trigger"
        aria-haspopup="dialog"
        // Named for what pressing it does; the keywords it shows stay in the name (WCAG 2.5.3).
        aria-label={keywords ? `Edit search: ${keywords}` : undefined}
        onClick={() => bar.setOverlayOpen(true)}
      >
        <Icon name="search" />
        <span>{keywords || 'Search jobs by skill, designation or company'}</span>
      </button>
      {bar.overlayOpen ? (
        <div
          className="search-overlay"
          role="dialog"
          aria-modal="true"
          aria-label="Search jobs"
          onKeyDown={bar.overlay.onKeyDown}
        >
          <div className="search-overlay-head">
            <h2>Search jobs</h2>
            <button
              type="button"
              className="icon-button"
              aria-label="Close search"
              onClick={bar.overlay.close}
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

export function SearchBar({ initial = EMPTY, voiceButton, variant = 'hero' }: Props) {
  const bar = useSearchBar(initial);
  // On a phone the search bar is the mobile overlay (spec section 2: at 920 px or narrower).
  const narrow = usePhoneLayout();
  const form = <SearchForm bar={bar} variant={variant} voiceButton={voiceButton} />;
  return narrow ? <SearchOverlay bar={bar} form={form} /> : form;
}
