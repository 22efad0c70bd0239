// The job alert form: name, keywords, locations, experience, frequency (Daily, Weekly, Monthly)
// and, for a guest, the email the alerts go to. Messages show next to their field; what was typed
// stays when a call fails.
import { useId, useState, type ReactNode } from 'react';
import { failureMessage } from '../../../../../openapi/errors';
import { JOB_ALERT_FREQUENCIES } from '../../../../../openapi/vocabulary/fixed-lists';
import {
  FRESHER_EXPERIENCE_ID,
  MAX_EXPERIENCE_YEARS,
} from '../../../../../openapi/vocabulary/limits';
import { FormActions } from '../../../components/edit-form';
import {
  callErrors,
  checkAlert,
  type AlertErrors,
  type AlertField,
  type AlertValues,
} from '../alert-form-state';

const YEARS = Array.from({ length: MAX_EXPERIENCE_YEARS + 1 }, (_, i) => i);

interface Props {
  initial: AlertValues;
  /** A guest gives the email the alerts go to. */
  askEmail: boolean;
  submitLabel: string;
  busy: boolean;
  /** Sends the values; rejects with the failure body. */
  onSubmit: (values: AlertValues) => Promise<void>;
  extraActions?: ReactNode;
  /**
   * An alert edited in place: Save and Cancel are the shared edit form's (components/edit-form),
   * which also keeps a failed save's words beside Save.
   */
  onCancel?: () => void;
}

export function AlertForm(props: Props) {
  const { initial, askEmail, submitLabel, busy, onSubmit, extraActions, onCancel } = props;
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AlertErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [failed, setFailed] = useState<unknown>();

  const set = (field: AlertField, value: string) => setValues({ ...values, [field]: value });
  const fieldId = (field: AlertField) => `${id}-${field}`;
  const described = (field: AlertField) =>
    errors[field]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(field)}-error` }
      : {};
  const message = (field: AlertField) =>
    errors[field] ? (
      <p id={`${fieldId(field)}-error`} className="field-error">
        {errors[field]}
      </p>
    ) : null;

  async function submit() {
    const found = checkAlert(values, askEmail);
    setErrors(found);
    setFormError(undefined);
    setFailed(undefined);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    try {
      await onSubmit(values);
    } catch (failure: unknown) {
      const text = failureMessage(failure);
      const placed = callErrors(failure, text);
      setErrors(placed);
      if (Object.keys(placed).length > 0) return;
      if (onCancel) setFailed(failure);
      else setFormError(text);
    }
  }

  return (
    <form
      className="alert-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="alert-field">
        <label htmlFor={fieldId('name')}>Alert name</label>
        <input
          id={fieldId('name')}
          value={values.name}
          maxLength={100}
          required
          onChange={(e) => set('name', e.target.value)}
          {...described('name')}
        />
        {message('name')}
      </div>
      <div className="alert-field">
        <label htmlFor={fieldId('keywords')}>Keywords</label>
        <input
          id={fieldId('keywords')}
          value={values.keywords}
          maxLength={250}
          required
          placeholder="Skills, designations or companies"
          onChange={(e) => set('keywords', e.target.value)}
          {...described('keywords')}
        />
        {message('keywords')}
      </div>
      <div className="alert-field">
        <label htmlFor={fieldId('locations')}>Locations</label>
        <input
          id={fieldId('locations')}
          value={values.locations}
          maxLength={500}
          placeholder="Cities, separated by commas"
          onChange={(e) => set('locations', e.target.value)}
          {...described('locations')}
        />
        {message('locations')}
      </div>
      <div className="alert-field">
        <label htmlFor={fieldId('experience')}>Experience</label>
        <select
          id={fieldId('experience')}
          value={values.experience}
          onChange={(e) => set('experience', e.target.value)}
          {...described('experience')}
        >
          <option value="">Any experience</option>
          <option value={FRESHER_EXPERIENCE_ID}>Fresher</option>
          {YEARS.map((year) => (
            <option key={year} value={year}>
              {year} {year === 1 ? 'year' : 'years'}
            </option>
          ))}
        </select>
        {message('experience')}
      </div>
      <fieldset className="alert-field alert-frequency">
        <legend>How often</legend>
        {JOB_ALERT_FREQUENCIES.map((frequency) => (
          <label key={frequency.id}>
            <input
              type="radio"
              name={`${id}-frequency`}
              value={frequency.id}
              checked={values.frequency === frequency.id}
              onChange={() => setValues({ ...values, frequency: frequency.id })}
            />
            {frequency.name}
          </label>
        ))}
      </fieldset>
      {askEmail ? (
        <div className="alert-field">
          <label htmlFor={fieldId('email')}>Email for the alerts</label>
          <input
            id={fieldId('email')}
            type="email"
            autoComplete="email"
            value={values.email}
            maxLength={254}
            required
            onChange={(e) => set('email', e.target.value)}
            {...described('email')}
          />
          {message('email')}
        </div>
      ) : null}
      {formError ? (
        <p className="field-error" role="alert">
          {formError}
        </p>
      ) : null}
      {onCancel ? (
        <FormActions busy={busy} onCancel={onCancel} failure={failed} submitLabel={submitLabel} />
      ) : (
        <div className="alert-actions">
          <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
            {submitLabel}
          </button>
          {extraActions}
        </div>
      )}
    </form>
  );
}
