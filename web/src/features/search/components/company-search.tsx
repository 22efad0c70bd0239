// The company search form of spec section 2 ('Find Companies' and Search), with section 5's
// messages: blank gives 'Please select comapny name', a name no company starts with gives 'No
// result found for your search. Please enter a company.'. A name that several companies start
// with, none of them exactly, asks the visitor to pick one (the blank message: "select").
// A company goes to `/search/jobs-by-company-cmpsrp?query={company}&exactMatch=true`.
// Enter in the box runs the same check as Search, and picking a suggestion (Enter or a click)
// runs that company's search at once (UX walk f1: both did nothing).
import { useEffect, useRef } from 'react';
import { SearchableSelect } from '../../../components/searchable-select';
import {
  COMPANY_FIELD_LABEL,
  COMPANY_FIELD_NAME,
  COMPANY_FIELD_PLACEHOLDER,
} from '../company-search-texts';
import { CompanySearchFrame } from './company-search-frame';
import { useCompanySearch } from './use-company-search';

/** What the visitor did in the stand-in before this form's code came (company-search-on-demand). */
export interface CompanySearchStart {
  text: string;
  focused: boolean;
  submitted: boolean;
}

export function CompanySearch({ startWith }: { startWith?: CompanySearchStart }) {
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
    <CompanySearchFrame
      formRef={formRef}
      onSubmit={(e) => void search.submit(e)}
      checking={search.checking}
    >
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
    </CompanySearchFrame>
  );
}
