// The company search form's frame, shared by the form (company-search.tsx) and its stand-in
// (company-search-stand-in.tsx), so the two look the same: the section, its 'Find Companies'
// heading, the form, the field given as children, and the Search button.
import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import { FIND_COMPANIES_LABEL } from '../../../../../openapi/vocabulary/messages';
import { COMPANY_SUBMIT_NAME } from '../company-search-texts';
import '../company-search.css';

interface Props {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
  /** The form is checking a name: Search waits. */
  checking?: boolean;
  /** The visitor reached for the form (pointer, touch or focus). */
  onReach?: () => void;
  children: ReactNode;
}

export function CompanySearchFrame({
  onSubmit,
  formRef,
  checking = false,
  onReach,
  children,
}: Props) {
  const id = useId();
  return (
    <section
      className="company-search container"
      aria-labelledby={`${id}-title`}
      onPointerEnter={onReach}
      onFocus={onReach}
    >
      <form ref={formRef} className="company-search-form card" noValidate onSubmit={onSubmit}>
        <h2 id={`${id}-title`} className="company-search-title">
          {FIND_COMPANIES_LABEL}
        </h2>
        <div className="company-search-row">
          {children}
          <button
            type="submit"
            className="button button-accent company-search-submit"
            aria-label={COMPANY_SUBMIT_NAME}
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
