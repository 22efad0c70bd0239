// The company search's state (company-search.tsx): the typed name and the company list that follows
// it once typing settles, the company chosen, the form's message, and the check on submit.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { failureMessage } from '../../../../../openapi/errors';
import { companyResultsPath } from '../../../../../openapi/vocabulary/routes';
import {
  COMPANY_BLANK_MESSAGE,
  GENERIC_FAILURE_MESSAGE,
} from '../../../../../openapi/vocabulary/messages';
import { showNotificationBar } from '../../../components/notification-bar';
import type { SelectOption } from '../../../components/searchable-select';
import { markNewSearch } from '../../../lib/new-search';
import { fetchCompanyList, useCompanyList } from '../api/get-company-list';
import { companyFor, sameName } from '../company-match';
import { AUTOCOMPLETE } from '../limits';

/** The companies whose names start with the typed text, once typing settles. */
function useCompanyOptions(text: string, chosen: SelectOption | null) {
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
  return { shown, loading: companies.isFetching };
}

/** `initialText`: typed in the stand-in before the form's code had loaded. */
export function useCompanySearch(initialText = '') {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialText);
  const [chosen, setChosen] = useState<SelectOption | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const { shown, loading } = useCompanyOptions(text, chosen);

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

  const choose = (ids: string[]) => {
    setMessage(null);
    setChosen(shown.find((o) => o.id === ids[0]) ?? null);
  };
  /** A suggestion picked from the list: its search runs at once. */
  const pick = (option: SelectOption) => {
    setMessage(null);
    go(option.label);
  };
  const type = (value: string) => {
    setMessage(null);
    setText(value);
  };

  // The ref apart from the state, which render reads (React's compiler keeps the two apart).
  return {
    inputRef,
    search: { options: shown, chosen, loading, message, checking, choose, pick, type, submit },
  };
}
