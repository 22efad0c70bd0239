// The advanced search form (spec sections 2, 5): keyword, experience (with the hidden month
// field), location, industries, function and role, India-only salary, and more options. The
// form's state and its submit are use-advanced-search.ts; each block of fields is its own
// component, and the form's shape and the results URL are ../search-form.ts.
import type { Ref } from 'react';
import { site } from '../../../lib/site';
import { ExperienceFields } from './experience-fields';
import { IndustryFunctionRoleFields } from './industry-function-role-fields';
import { LocationField } from './location-field';
import { MoreOptions } from './more-options';
import { SalaryFields } from './salary-fields';
import { useAdvancedSearch } from './use-advanced-search';
import '../advanced-search.css';

/** Keywords, with the validation machine's message. */
function KeywordField({
  id,
  value,
  error,
  inputRef,
  onChange,
}: {
  id: string;
  value: string;
  error: string | null;
  inputRef: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={`${id}-keyword`}>Keywords</label>
      <input
        ref={inputRef}
        id={`${id}-keyword`}
        value={value}
        placeholder="Skills, designations, companies"
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-keyword-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <span id={`${id}-keyword-error`} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function AdvancedSearchForm() {
  const { keywordRef, search } = useAdvancedSearch();
  const { id, form, update } = search;
  const part = { id, form, update };
  return (
    <form
      className="advanced-form card"
      onSubmit={search.submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h1 id={`${id}-title`} className="page-title">
        Advanced search
      </h1>
      <KeywordField
        id={id}
        value={form.keyword}
        error={search.keywordError}
        inputRef={keywordRef}
        onChange={(keyword) => update({ keyword })}
      />
      <div className="field-row">
        <ExperienceFields {...part} />
        <LocationField
          {...part}
          error={search.locationMessage}
          onTyped={search.locationTyped}
          onUnmatched={search.locationUnmatched}
        />
      </div>
      <IndustryFunctionRoleFields {...part} />
      {site.flags.salaryFilters ? <SalaryFields {...part} message={search.salaryMessage} /> : null}
      <MoreOptions {...part} />
      <div className="advanced-actions">
        <button type="submit" className="button button-accent">
          Search
        </button>
        <button type="button" className="button button-outline" onClick={search.reset}>
          Reset
        </button>
      </div>
    </form>
  );
}
