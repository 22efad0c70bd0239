// Annual salary in lakhs, minimum and maximum, and jobs without a salary (spec sections 2, 3, 5; the
// form shows it on sites with salary filters only). `message` is the salary pair's error.
import type { FormPartProps } from '../search-form';
import { NO_SALARY_CHECKBOX_LABEL } from '../../../../../openapi/vocabulary/messages';
import { SALARY_LAKHS } from '../../../../../openapi/vocabulary/fixed-lists';

/** The top of the salary list, shown as "100+". */
const SALARY_TOP_LAKHS = 100;

export function SalaryFields({
  id,
  form,
  update,
  message,
}: FormPartProps & { message: string | null }) {
  return (
    <fieldset className="salary">
      <legend>Annual salary (lakhs)</legend>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-min`}>Minimum</label>
          <select
            id={`${id}-min`}
            value={form.minSalary}
            onChange={(event) => update({ minSalary: event.target.value })}
          >
            <option value="">Min</option>
            {SALARY_LAKHS.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-max`}>Maximum</label>
          <select
            id={`${id}-max`}
            value={form.maxSalary}
            onChange={(event) => update({ maxSalary: event.target.value })}
          >
            <option value="">Max</option>
            {SALARY_LAKHS.map((l) => (
              <option key={l} value={l}>
                {l === SALARY_TOP_LAKHS ? `${l}+` : l}
              </option>
            ))}
          </select>
        </div>
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={form.includeUnspecified}
          onChange={(event) => update({ includeUnspecified: event.target.checked })}
        />
        {NO_SALARY_CHECKBOX_LABEL}
      </label>
      {message ? (
        <p className="field-error" role="alert">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
