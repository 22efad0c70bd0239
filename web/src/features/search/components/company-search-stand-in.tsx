// The company search form as it looks before its combobox code has loaded (company-search-on-demand.tsx):
// the same heading, label, box and button, so nothing moves when the real form takes its place.
// The box is a collapsed combobox of the same name; what is typed in it is kept for the real form.
import { useId } from 'react';
import { FIND_COMPANIES_LABEL } from '../../../../../openapi/vocabulary/messages';
import {
  COMPANY_FIELD_LABEL,
  COMPANY_FIELD_NAME,
  COMPANY_FIELD_PLACEHOLDER,
  COMPANY_SUBMIT_NAME,
} from '../company-search-texts';
import '../../../components/searchable-select.css';
import '../company-search.css';

interface Props {
  /** The visitor reached for the form (pointer, touch or focus): its code should load now. */
  onReach: () => void;
  onType: (text: string) => void;
  onSubmit: () => void;
}

export function CompanySearchStandIn({ onReach, onType, onSubmit }: Props) {
  const id = useId();
  return (
    <section
      className="company-search container"
      aria-labelledby={`${id}-title`}
      onPointerEnter={onReach}
      onFocus={onReach}
    >
      <form
        className="company-search-form card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <h2 id={`${id}-title`} className="company-search-title">
          {FIND_COMPANIES_LABEL}
        </h2>
        <div className="company-search-row">
          <div className="select">
            <label className="select-label" htmlFor={`${id}-box`}>
              {COMPANY_FIELD_LABEL}
            </label>
            <div className="select-box">
              <input
                id={`${id}-box`}
                className="select-input"
                name={COMPANY_FIELD_NAME}
                placeholder={COMPANY_FIELD_PLACEHOLDER}
                role="combobox"
                aria-expanded={false}
                aria-autocomplete="list"
                autoComplete="off"
                onChange={(event) => onType(event.target.value)}
              />
            </div>
          </div>
          <button
            type="submit"
            className="button button-accent company-search-submit"
            aria-label={COMPANY_SUBMIT_NAME}
          >
            Search
          </button>
        </div>
      </form>
    </section>
  );
}
