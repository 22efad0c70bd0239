// The advanced search form's state and submit (advanced-search-form.tsx): the form, the typed but
// unchosen location and its message, the salary pair's message, and the validation machine whose
// submitSearch goes to the results.
import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { searchValidationMachine } from '../../../../../machines/searchValidation.machine';
import { LOCATION_SELECT_MAX } from '../../../../../openapi/vocabulary/limits';
import { INVALID_LOCATION_MESSAGE } from '../../../../../openapi/vocabulary/messages';
import { track } from '../../../api/publish-events';
import { showToast } from '../../../components/toast';
import { cityNamed } from '../../../lib/locations';
import { markNewSearch } from '../../../lib/new-search';
import { EMPTY_FORM, listOf, resultsPath, salaryError, type SearchForm } from '../search-form';
import { CITY_OPTIONS } from './location-field';

/**
 * A typed location must be a city of the site; one that is gets chosen on the way (up to the
 * limit). Undefined when no city matches; the form's locations otherwise.
 */
function withTypedCity(form: SearchForm, locationText: string): string | undefined {
  if (locationText.trim() === '') return form.location;
  const named = cityNamed(locationText);
  const city = CITY_OPTIONS.find((c) => c.id === named);
  if (!city) return undefined;
  const cities = listOf(form.location);
  if (cities.includes(city.id) || cities.length >= LOCATION_SELECT_MAX) return form.location;
  return [...cities, city.id].join(', ');
}

export function useAdvancedSearch() {
  const id = useId();
  const navigate = useNavigate();
  const keywordRef = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState<SearchForm>(EMPTY_FORM);
  const [salaryMessage, setSalaryMessage] = useState<string | null>(null);
  // A location typed but not chosen yet, and the message when no city matches it.
  const [locationText, setLocationText] = useState('');
  const [locationMessage, setLocationMessage] = useState<string | null>(null);
  // The machine's submitSearch runs after render; it reads the form of the latest render.
  const latest = useRef(form);
  useEffect(() => {
    latest.current = form;
  });
  const [validation, send] = useMachine(
    // The machine keeps these callbacks and calls them from events, never during render.
    // eslint-disable-next-line react-hooks/refs -- the callbacks read the refs when events arrive, never during render
    searchValidationMachine.provide({
      actions: {
        showToast: (_, toast) => showToast(toast),
        focusKeyword: () => keywordRef.current?.focus(),
        submitSearch: () => {
          void track('AdvancedSearchSelected', 'ADVANCED_SEARCH', latest.current.keyword);
          markNewSearch();
          void navigate(resultsPath(latest.current));
        },
      },
    }),
  );
  const update = (patch: Partial<SearchForm>) => {
    send({ type: 'search.edit' });
    setSalaryMessage(null);
    setForm((current) => ({ ...current, ...patch }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const location = withTypedCity(form, locationText);
    if (location === undefined) return setLocationMessage(INVALID_LOCATION_MESSAGE);
    if (location !== form.location) {
      update({ location });
      latest.current = { ...form, location };
    }
    // The salary pair is checked first; the keyword rules are the validation machine's.
    const salary = salaryError(form);
    if (salary) {
      setSalaryMessage(salary);
      showToast({ message: salary, tone: 'failure', kind: 'validation' });
      return;
    }
    send({ type: 'search.submit', form: 'advanced', keyword: form.keyword, location });
  }

  // The ref apart from the state, which render reads (React's compiler keeps the two apart).
  return {
    keywordRef,
    search: {
      id,
      form,
      update,
      keywordError: validation.context.error,
      salaryMessage,
      locationMessage,
      locationTyped: (text: string) => {
        setLocationText(text);
        setLocationMessage(null);
      },
      locationUnmatched: () => setLocationMessage(INVALID_LOCATION_MESSAGE),
      reset: () => {
        setForm(EMPTY_FORM);
        setLocationMessage(null);
      },
      submit,
    },
  };
}
