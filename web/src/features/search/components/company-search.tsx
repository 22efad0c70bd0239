// The company search form of spec section 2 ('Find Companies' and Search), with section 5's
// messages: blank gives 'Please select comapny name', a name no company starts with gives 'No
// result found for your search. Please enter a company.'. A name that several companies start
// with, none of them exactly, asks the visitor to pick one (the blank message: "select").
// A company goes to `/search/jobs-by-company-cmpsrp?query={company}&exactMatch=true`.
// Enter in the box runs the same check as Search, and picking a suggestion (Enter or a click)
// runs that company's search at once (UX walk f1: both did nothing).
import { useEffect, useId, useRef } from 'react';
import { FIND_COMPANIES_LABEL } from '../../../../../openapi/vocabulary/messages';
import { SearchableSelect } from '../../../components/searchable-select';
import {
  COMPANY_FIELD_LABEL,
  COMPANY_FIELD_NAME,
  COMPANY_FIELD_PLACEHOLDER,
  COMPANY_SUBMIT_NAME,
} from '../company-search-texts';
import { useCompanySearch } from './use-company-search';
import '../company-search.css';

/** What the visitor did in the stand-in before this form's code came (company-search-on-demand). */
export interface CompanySearchStart {
  text: string;
  focused: boolean;
  submitted: boolean;
}

export function CompanySearch({ startWith }: { startWith?: CompanySearchStart }) {
  const id = useId();
  const { inputRef, search } = useCompanySearch(startWith?.text);
  const { chosen } = search;
  const formRef = useRef<HTMLFormElement>(null);
  // Once, on taking over: the focus, then the Search pressed meanwhile (the text is already state).
  const start = useRef(startWith);
  useEffect(() => {
    const { focused = false, submitted = false } = start.current ?? {};
    if (focused || submitted) inputRef.current?.focus();
    if (submitted) formRef.current?.requestSubmit();
  }, [inputRef]);
  return (
    <section className="company-search container" aria-labelledby={`${id}-title`}>
      <form
        ref={formRef}
        className="company-search-form card"
        noValidate
        onSubmit={(e) => void search.submit(e)}
      >
        <h2 id={`${id}-title`} className="company-search-title">
          {FIND_COMPANIES_LABEL}
        </h2>
        <div className="company-search-row">
          <SearchableSelect
            label={COMPANY_FIELD_LABEL}
            name={COMPANY_FIELD_NAME}
            placeholder={COMPANY_FIELD_PLACEHOLDER}
            options={search.options}
            selected={chosen ? [chosen.id] : []}
            onChange={search.choose}
            onInputChange={search.type}
            filterLocally={false}
            autoHighlight={false}
            onPick={search.pick}
            submitOnEnter
            loading={search.loading}
            error={search.message}
            inputRef={inputRef}
            initialText={startWith?.text}
          />
          <button
            type="submit"
            className="button button-accent company-search-submit"
            aria-label={COMPANY_SUBMIT_NAME}
            aria-busy={search.checking}
            disabled={search.checking}
          >
            Search
          </button>
        </div>
      </form>
    </section>
  );
}
