// "More options" (spec sections 2, 3): job freshness and company types, folded away until asked
// for.
import { useState } from 'react';
import type { FormPartProps } from '../search-form';

const FRESHNESS = ['1', '3', '7', '15', '30'] as const;
const EMPLOYER_TYPES = ['Company', 'Consultant', 'MNC', 'Startup', 'Government'] as const;

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
    </>
  );
}
