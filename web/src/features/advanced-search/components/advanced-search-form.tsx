// The advanced search form (spec sections 2, 5): keyword, experience (with the hidden month
// field), location, industries, function and role, India-only salary, and more options. This
// file holds the form's state and its submit; each block of fields is its own component, and
// the state and the results URL are ../search-form.ts.
import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { searchValidationMachine } from '../../../../../machines/searchValidation.machine';
import { track } from '../../../api/publish-events';
import { showToast } from '../../../components/toast';
import { markNewSearch } from '../../../lib/new-search';
import { site } from '../../../lib/site';
import { INVALID_LOCATION_MESSAGE } from '../../../../../openapi/vocabulary/messages';
import { LOCATION_SELECT_MAX } from '../../../../../openapi/vocabulary/limits';
import { EMPTY_FORM, listOf, resultsPath, salaryError, type SearchForm } from '../search-form';
import { ExperienceFields } from './experience-fields';
import { IndustryFunctionRoleFields } from './industry-function-role-fields';
import { cityNamed } from '../../../lib/locations';
import { CITY_OPTIONS, LocationField } from './location-field';
import { MoreOptions } from './more-options';
import { SalaryFields } from './salary-fields';
import '../advanced-search.css';

export function AdvancedSearchForm() {
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
    // eslint-disable-next-line react-hooks/refs
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
  const part = { id, form, update };

  function submit(event: FormEvent) {
    event.preventDefault();
    // A typed location must be a city of the site; one that is gets chosen on the way.
    let location = form.location;
    if (locationText.trim() !== '') {
      const named = cityNamed(locationText);
      const city = CITY_OPTIONS.find((c) => c.id === named);
      if (!city) return setLocationMessage(INVALID_LOCATION_MESSAGE);
      const cities = listOf(form.location);
      if (!cities.includes(city.id) && cities.length < LOCATION_SELECT_MAX) {
        location = [...cities, city.id].join(', ');
        update({ location });
        latest.current = { ...form, location };
      }
    }
    // The salary pair is checked first; the keyword rules are the validation machine's.
    const salary = salaryError(form);
    if (salary) {
      setSalaryMessage(salary);
      showToast({ message: salary, tone: 'failure', kind: 'validation' });
      return;
    }
    send({
      type: 'search.submit',
      form: 'advanced',
      keyword: form.keyword,
      location,
    });
  }

  return (
    <form
      className="advanced-form card"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h1 id={`${id}-title`} className="page-title">
        Advanced search
      </h1>
      <div className="field">
        <label htmlFor={`${id}-keyword`}>Keywords</label>
        <input
          ref={keywordRef}
          id={`${id}-keyword`}
          value={form.keyword}
          placeholder="Skills, designations, companies"
          aria-invalid={validation.context.error !== null}
          aria-describedby={validation.context.error ? `${id}-keyword-error` : undefined}
          onChange={(event) => update({ keyword: event.target.value })}
        />
        {validation.context.error ? (
          <span id={`${id}-keyword-error`} className="field-error" role="alert">
            {validation.context.error}
          </span>
        ) : null}
      </div>
      <div className="field-row">
        <ExperienceFields {...part} />
        <LocationField
          {...part}
          error={locationMessage}
          onTyped={(text) => {
            setLocationText(text);
            setLocationMessage(null);
          }}
          onUnmatched={() => setLocationMessage(INVALID_LOCATION_MESSAGE)}
        />
      </div>
      <IndustryFunctionRoleFields {...part} />
      {site.flags.salaryFilters ? <SalaryFields {...part} message={salaryMessage} /> : null}
      <MoreOptions {...part} />
      <div className="advanced-actions">
        <button type="submit" className="button button-accent">
          Search
        </button>
        <button
          type="button"
          className="button button-outline"
          onClick={() => {
            setForm(EMPTY_FORM);
            setLocationMessage(null);
          }}
        >
          Reset
        </button>
      </div>
    </form>
  );
}
