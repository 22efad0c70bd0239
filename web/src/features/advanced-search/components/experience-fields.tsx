// Experience in years (Any, Fresher, 0 to 50) and, for a number of years, the months field
// (spec section 3).
import {
  FRESHER_EXPERIENCE_ID,
  MAX_EXPERIENCE_YEARS,
} from '../../../../../openapi/vocabulary/limits';
import { hasMonths, type FormPartProps } from '../search-form';
import { EXPERIENCE_MONTHS } from '../../../../../openapi/vocabulary/fixed-lists';

export function ExperienceFields({ id, form, update }: FormPartProps) {
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-years`}>Experience (years)</label>
        <select
          id={`${id}-years`}
          value={form.years}
          onChange={(event) => update({ years: event.target.value })}
        >
          <option value="">Any</option>
          <option value={FRESHER_EXPERIENCE_ID}>Fresher</option>
          {Array.from({ length: MAX_EXPERIENCE_YEARS + 1 }, (_, i) => (
            <option key={i} value={i}>
              {i}
            </option>
          ))}
        </select>
      </div>
      {hasMonths(form.years) ? (
        <div className="field">
          <label htmlFor={`${id}-months`}>Months</label>
          <select
            id={`${id}-months`}
            value={form.months}
            onChange={(event) => update({ months: event.target.value })}
          >
            {EXPERIENCE_MONTHS.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </>
  );
}
