// "More options" (spec sections 2, 3): job freshness and company types, folded away until asked
// for.
import { useState } from 'react';
import type { FormPartProps } from '../search-form';
import {
  EMPLOYER_TYPES,
  employerTypeLabel,
  FRESHNESS_BUCKETS,
  freshnessLabel,
} from '../../../../../openapi/vocabulary/search';

export function MoreOptions({ id, form, update }: FormPartProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={`${id}-more`}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Fewer options' : 'More options'}
      </button>
      <div id={`${id}-more`} hidden={!open} className="field-row">
        <div className="field">
          <label htmlFor={`${id}-freshness`}>Job freshness</label>
          <select
            id={`${id}-freshness`}
            value={form.freshness}
            onChange={(event) => update({ freshness: event.target.value })}
          >
            <option value="">Any time</option>
            {FRESHNESS_BUCKETS.map((n) => (
              <option key={n} value={n}>
                {freshnessLabel(n)}
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
              {employerTypeLabel(type)}
            </label>
          ))}
        </fieldset>
      </div>
    </>
  );
}
