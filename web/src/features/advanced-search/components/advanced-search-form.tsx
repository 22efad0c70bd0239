// The advanced search form (spec sections 2, 5): keyword, experience (with the hidden month
// field), location, industries, function and role, India-only salary, and more options.
import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { searchValidationMachine } from '../../../../../machines/searchValidation.machine';
import { showToast } from '../../../components/toast';
import { site } from '../../../lib/site';
import { track } from '../../../api/publish-events';
import { useMasterData } from '../../../api/get-master-data';
import {
  EXPERIENCE_MONTHS,
  LAKH,
  SALARY_LAKHS,
  SALARY_MAX_MISSING_MESSAGE,
  SALARY_MIN_MISSING_MESSAGE,
  SALARY_ORDER_MESSAGE,
} from '../messages';
import '../advanced-search.css';

/** Spec section 7: industries, functions and roles are fetched whole, up to 10000. */
const MASTER_DATA_LIMIT = 10_000;
const FRESHER_ID = 51;
const FRESHNESS = ['1', '3', '7', '15', '30'] as const;
const EMPLOYER_TYPES = ['Company', 'Consultant', 'MNC', 'Startup', 'Government'] as const;

interface Form {
  keyword: string;
  location: string;
  years: string;
  months: string;
  industries: string[];
  functionUuid: string;
  role: string;
  minSalary: string;
  maxSalary: string;
  includeUnspecified: boolean;
  freshness: string;
  employerTypes: string[];
}

const EMPTY: Form = {
  keyword: '',
  location: '',
  years: '',
  months: '',
  industries: [],
  functionUuid: '',
  role: '',
  minSalary: '',
  maxSalary: '',
  includeUnspecified: false,
  freshness: '',
  employerTypes: [],
};

function salaryError(form: Form): string | null {
  if (!site.flags.salaryFilters) return null;
  if (form.minSalary !== '' && form.maxSalary === '') return SALARY_MAX_MISSING_MESSAGE;
  if (form.maxSalary !== '' && form.minSalary === '') return SALARY_MIN_MISSING_MESSAGE;
  if (form.minSalary !== '' && Number(form.minSalary) > Number(form.maxSalary))
    return SALARY_ORDER_MESSAGE;
  return null;
}

function resultsPath(form: Form, functionId: string | undefined): string {
  const params = new URLSearchParams();
  if (form.keyword.trim()) params.set('query', form.keyword.trim());
  if (form.location.trim()) params.set('locations', form.location.trim());
  if (form.years !== '') params.set('experience', form.years);
  if (
    form.years !== '' &&
    form.years !== String(FRESHER_ID) &&
    form.months !== '' &&
    form.months !== '0'
  ) {
    params.set('experienceRanges', `${form.years}~${Number(form.years) + 1}`);
  }
  if (form.industries.length > 0) params.set('industries', form.industries.join(','));
  if (functionId) params.set('functions', functionId);
  if (form.role) params.set('roles', form.role);
  const salary: string[] = [];
  if (form.minSalary !== '')
    salary.push(`${Number(form.minSalary) * LAKH}~${Number(form.maxSalary) * LAKH}`);
  if (form.includeUnspecified) salary.push('not specified');
  if (site.flags.salaryFilters && salary.length > 0) params.set('salaryRanges', salary.join(','));
  if (form.freshness) params.set('jobFreshness', form.freshness);
  if (form.employerTypes.length > 0) params.set('employerTypes', form.employerTypes.join(','));
  return `/search/results?${params.toString()}`;
}

export function AdvancedSearchForm() {
  const id = useId();
  const navigate = useNavigate();
  const keywordRef = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState<Form>(EMPTY);
  const [salaryMessage, setSalaryMessage] = useState<string | null>(null);
  const [moreOpen, setMoreOpen] = useState(false);
  const industries = useMasterData({ type: 'INDUSTRY', limit: MASTER_DATA_LIMIT });
  const functions = useMasterData({ type: 'FUNCTION', limit: MASTER_DATA_LIMIT });
  const roles = useMasterData(
    {
      type: 'ROLE',
      limit: MASTER_DATA_LIMIT,
      ...(form.functionUuid ? { parentUuids: [form.functionUuid] } : {}),
    },
    Boolean(form.functionUuid),
  );
  const functionId = functions.data?.data.find((f) => f.uuid === form.functionUuid)?.id;
  // The machine's submitSearch runs after render; it reads the form of the latest render.
  const latest = useRef({ form, functionId });
  useEffect(() => {
    latest.current = { form, functionId };
  });
  const [validation, send] = useMachine(
    // The machine keeps these callbacks and calls them from events, never during render.
    // eslint-disable-next-line react-hooks/refs
    searchValidationMachine.provide({
      actions: {
        showToast: (_, toast) => showToast(toast),
        focusKeyword: () => keywordRef.current?.focus(),
        submitSearch: () => {
          const { form: current, functionId: chosenFunction } = latest.current;
          void track('AdvancedSearchSelected', 'ADVANCED_SEARCH', current.keyword);
          void navigate(
            resultsPath(current, chosenFunction === undefined ? undefined : String(chosenFunction)),
          );
        },
      },
    }),
  );
  const update = (patch: Partial<Form>) => {
    send({ type: 'search.edit' });
    setSalaryMessage(null);
    setForm((current) => ({ ...current, ...patch }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
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
      location: form.location,
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
        <div className="field">
          <label htmlFor={`${id}-years`}>Experience (years)</label>
          <select
            id={`${id}-years`}
            value={form.years}
            onChange={(event) => update({ years: event.target.value })}
          >
            <option value="">Any</option>
            <option value={FRESHER_ID}>Fresher</option>
            {Array.from({ length: 51 }, (_, i) => (
              <option key={i} value={i}>
                {i}
              </option>
            ))}
          </select>
        </div>
        {form.years !== '' && form.years !== String(FRESHER_ID) ? (
          <div className="field">
            <label htmlFor={`${id}-months`}>Months</label>
            <select
              id={`${id}-months`}
              value={form.months}
              onChange={(event) => update({ months: event.target.value })}
            >
              {EXPERIENCE_MONTHS.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={`${id}-location`}>Location</label>
          <input
            id={`${id}-location`}
            value={form.location}
            placeholder="Cities"
            onChange={(event) => update({ location: event.target.value })}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-industries`}>Industry</label>
        <select
          id={`${id}-industries`}
          multiple
          size={6}
          value={form.industries}
          aria-describedby={`${id}-industries-hint`}
          onChange={(event) =>
            update({ industries: [...event.target.selectedOptions].map((o) => o.value) })
          }
        >
          {(industries.data?.data ?? []).map((industry) => (
            <option key={industry.uuid} value={industry.id}>
              {industry.name}
            </option>
          ))}
        </select>
        <span id={`${id}-industries-hint`} className="field-hint">
          {industries.isPending
            ? 'Loading industries…'
            : 'Hold Ctrl (⌘ on Mac) to choose more than one.'}
        </span>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-function`}>Function</label>
          <select
            id={`${id}-function`}
            value={form.functionUuid}
            onChange={(event) => update({ functionUuid: event.target.value, role: '' })}
          >
            <option value="">Any</option>
            {(functions.data?.data ?? []).map((f) => (
              <option key={f.uuid} value={f.uuid}>
                {f.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-role`}>Role</label>
          <select
            id={`${id}-role`}
            value={form.role}
            disabled={!form.functionUuid}
            onChange={(event) => update({ role: event.target.value })}
          >
            <option value="">{form.functionUuid ? 'Any' : 'Choose a function first'}</option>
            {(roles.data?.data ?? []).map((r) => (
              <option key={r.uuid} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {site.flags.salaryFilters ? (
        <fieldset className="salary">
          <legend>Annual salary (lakhs)</legend>
          <div className="field-row">
            <div className="field">
              <label htmlFor={`${id}-min`}>Minimum</label>
              <select
                id={`${id}-min`}
                value={form.minSalary}
                onChange={(event) => update({ minSalary: event.target.value })}
              >
                <option value="">Min</option>
                {SALARY_LAKHS.map((l) => (
                  <option key={l} value={l}>
                    {l}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-max`}>Maximum</label>
              <select
                id={`${id}-max`}
                value={form.maxSalary}
                onChange={(event) => update({ maxSalary: event.target.value })}
              >
                <option value="">Max</option>
                {SALARY_LAKHS.map((l) => (
                  <option key={l} value={l}>
                    {l === 100 ? '100+' : l}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={form.includeUnspecified}
              onChange={(event) => update({ includeUnspecified: event.target.checked })}
            />
            Jobs that don't include salary
          </label>
          {salaryMessage ? (
            <p className="field-error" role="alert">
              {salaryMessage}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <button
        type="button"
        className="link-button"
        aria-expanded={moreOpen}
        aria-controls={`${id}-more`}
        onClick={() => setMoreOpen((o) => !o)}
      >
        {moreOpen ? 'Fewer options' : 'More options'}
      </button>
      <div id={`${id}-more`} hidden={!moreOpen} className="field-row">
        <div className="field">
          <label htmlFor={`${id}-freshness`}>Job freshness</label>
          <select
            id={`${id}-freshness`}
            value={form.freshness}
            onChange={(event) => update({ freshness: event.target.value })}
          >
            <option value="">Any time</option>
            {FRESHNESS.map((n) => (
              <option key={n} value={n}>
                Last {n} days
              </option>
            ))}
          </select>
        </div>
        <fieldset className="company-types">
          <legend>Company type</legend>
          {EMPLOYER_TYPES.map((type) => (
            <label key={type} className="checkbox">
              <input
                type="checkbox"
                checked={form.employerTypes.includes(type)}
                onChange={(event) =>
                  update({
                    employerTypes: event.target.checked
                      ? [...form.employerTypes, type]
                      : form.employerTypes.filter((t) => t !== type),
                  })
                }
              />
              {type} Jobs
            </label>
          ))}
        </fieldset>
      </div>
      <div className="advanced-actions">
        <button type="submit" className="button button-accent">
          Search
        </button>
        <button type="button" className="button button-outline" onClick={() => setForm(EMPTY)}>
          Reset
        </button>
      </div>
    </form>
  );
}
