// The company search form of spec section 2 ('Find Companies' and Search), with section 5's
// messages: blank gives 'Please select comapny name', a name no company starts with gives 'No
// result found for your search. Please enter a company.'. A name that several companies start
// with, none of them exactly, asks the visitor to pick one (the blank message: "select").
// A company goes to `/search/jobs-by-company-cmpsrp?query={company}&exactMatch=true`.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { failureMessage } from '../../../../../openapi/errors';
import { companyResultsPath } from '../../../../../openapi/vocabulary/routes';
import {
  COMPANY_BLANK_MESSAGE,
  FIND_COMPANIES_LABEL,
  GENERIC_FAILURE_MESSAGE,
} from '../../../../../openapi/vocabulary/messages';
import { showNotificationBar } from '../../../components/notification-bar';
import { SearchableSelect, type SelectOption } from '../../../components/searchable-select';
import { markNewSearch } from '../../../lib/new-search';
import { fetchCompanyList, useCompanyList } from '../api/get-company-list';
import { companyFor, sameName } from '../company-match';
import { AUTOCOMPLETE } from '../limits';
import '../company-search.css';

export function CompanySearch() {
  const id = useId();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<SelectOption | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // The list follows the name once typing settles (a company name may hold commas, so the
  // search bar's comma fragments do not apply here).
  const [fragment, setFragment] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setFragment(text.trim()), AUTOCOMPLETE.debounceMs);
    return () => clearTimeout(timer);
  }, [text]);
  const companies = useCompanyList(fragment);
  const options: SelectOption[] = (companies.data ?? []).map((c) => ({
    id: String(c.id),
    label: c.value,
  }));
  // The chosen company stays an option while the list follows the typing.
  const shown = chosen && !options.some((o) => o.id === chosen.id) ? [chosen, ...options] : options;

  function go(company: string) {
    markNewSearch();
    void navigate(companyResultsPath(company));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    if (chosen && sameName(chosen.label, text)) return go(chosen.label);
    if (text.trim() === '') {
      setMessage(COMPANY_BLANK_MESSAGE);
      return inputRef.current?.focus();
    }
    setChecking(true);
    try {
      const outcome = companyFor(text, await fetchCompanyList(text.trim()));
      if ('company' in outcome) return go(outcome.company);
      setMessage(outcome.message);
      inputRef.current?.focus();
    } catch (failure) {
      // The check could not run: the page-level bar says so, with the answer's own message if any.
      const own = failureMessage(failure);
      showNotificationBar('failure', own === GENERIC_FAILURE_MESSAGE ? undefined : own);
    } finally {
      setChecking(false);
    }
  }

  return (
    <section className="company-search container" aria-labelledby={`${id}-title`}>
      <form className="company-search-form card" noValidate onSubmit={(e) => void submit(e)}>
        <h2 id={`${id}-title`} className="company-search-title">
          {FIND_COMPANIES_LABEL}
        </h2>
        <div className="company-search-row">
          <SearchableSelect
            label="Company name"
            name="company"
            placeholder="Type a company, e.g. the first letters of its name"
            options={shown}
            selected={chosen ? [chosen.id] : []}
            onChange={(ids) => {
              setMessage(null);
              setChosen(shown.find((o) => o.id === ids[0]) ?? null);
            }}
            onInputChange={(value) => {
              setMessage(null);
              setText(value);
            }}
            filterLocally={false}
            autoHighlight={false}
            loading={companies.isFetching}
            error={message}
            inputRef={inputRef}
          />
          <button
            type="submit"
            className="button button-accent company-search-submit"
            aria-label="Search companies"
            aria-busy={checking}
            disabled={checking}
          >
            Search
          </button>
        </div>
      </form>
    </section>
  );
}
