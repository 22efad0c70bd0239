// The company search form as it looks before its combobox code has loaded (company-search-on-demand.tsx):
// the same frame (company-search-frame.tsx) with a box of the same label, so nothing moves when
// the real form takes its place. The box is a collapsed combobox of the same name; what is typed in
// it is kept for the real form.
import { useId } from 'react';
import {
  COMPANY_FIELD_LABEL,
  COMPANY_FIELD_NAME,
  COMPANY_FIELD_PLACEHOLDER,
} from '../company-search-texts';
import { CompanySearchFrame } from './company-search-frame';
import '../../../components/searchable-select.css';

interface Props {
  /** The visitor reached for the form (pointer, touch or focus): its code should load now. */
  onReach: () => void;
  onType: (text: string) => void;
  onSubmit: () => void;
}

export function CompanySearchStandIn({ onReach, onType, onSubmit }: Props) {
  const id = useId();
  return (
    <CompanySearchFrame
      onReach={onReach}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
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
    </CompanySearchFrame>
  );
}
