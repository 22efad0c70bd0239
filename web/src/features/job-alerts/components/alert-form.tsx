// The job alert form: name, keywords, locations, experience, frequency (Daily, Weekly, Monthly)
// and, for a guest, the email the alerts go to. A name the search gave follows the search. Messages show next to their field; what was typed
// stays when a call fails.
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { fieldAria } from '../../../components/form-field';
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
  withField,
} from '../alert-form-state';
import { failureText } from '../../../lib/call-failure';

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

/** The fields typed as text (all but the frequency's radio buttons). */
type TextField = Exclude<AlertField, 'frequency'>;

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'maxLength' | 'required' | 'placeholder' | 'type' | 'autoComplete'
>;

/** One labelled text field of the form, with its message tied to it. */
function AlertInput(props: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  input: InputProps;
}) {
  const { id, label, value, error, onChange, input } = props;
  return (
    <div className="alert-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...input}
        {...fieldAria(id, error)}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ExperienceField(props: {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { id, value, error, onChange } = props;
  return (
    <div className="alert-field">
      <label htmlFor={id}>Experience</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...fieldAria(id, error)}
      >
        <option value="">Any experience</option>
        <option value={FRESHER_EXPERIENCE_ID}>Fresher</option>
        {YEARS.map((year) => (
          <option key={year} value={year}>
            {year} {year === 1 ? 'year' : 'years'}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function FrequencyField(props: {
  name: string;
  value: AlertValues['frequency'];
  onChange: (value: AlertValues['frequency']) => void;
}) {
  return (
    <fieldset className="alert-field alert-frequency">
      <legend>How often</legend>
      {JOB_ALERT_FREQUENCIES.map((frequency) => (
        <label key={frequency.id}>
          <input
            type="radio"
            name={props.name}
            value={frequency.id}
            checked={props.value === frequency.id}
            onChange={() => props.onChange(frequency.id)}
          />
          {frequency.name}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Checks and sends the values: the first wrong field gets focus; a refusal that names fields goes
 * beside them; any other failure is the form's (`inPlace`: the edit form's failure line).
 */
function useAlertSubmit(
  id: string,
  askEmail: boolean,
  inPlace: boolean,
  onSubmit: Props['onSubmit'],
) {
  const [errors, setErrors] = useState<AlertErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [failed, setFailed] = useState<unknown>();
  async function submit(values: AlertValues) {
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
      const text = failureText(failure);
      const placed = callErrors(failure, text);
      setErrors(placed);
      if (Object.keys(placed).length > 0) return;
      if (inPlace) setFailed(failure);
      else setFormError(text);
    }
  }
  return { errors, formError, failed, submit };
}

export function AlertForm(props: Props) {
  const { initial, askEmail, submitLabel, busy, onSubmit, extraActions, onCancel } = props;
  const id = useId();
  const [values, setValues] = useState(initial);
  const { errors, formError, failed, submit } = useAlertSubmit(
    id,
    askEmail,
    onCancel !== undefined,
    onSubmit,
  );
  const set = (field: AlertField, value: string) => setValues(withField(values, field, value));
  const fieldId = (field: AlertField) => `${id}-${field}`;

  const field = (name: TextField, label: string, input: InputProps) => (
    <AlertInput
      id={fieldId(name)}
      label={label}
      value={values[name]}
      error={errors[name]}
      onChange={(value) => set(name, value)}
      input={input}
    />
  );

  return (
    <form
      className="alert-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(values);
      }}
    >
      {field('name', 'Alert name', { maxLength: 100, required: true })}
      {field('keywords', 'Keywords', {
        maxLength: 250,
        required: true,
        placeholder: 'Skills, designations or companies',
      })}
      {field('locations', 'Locations', {
        maxLength: 500,
        placeholder: 'Cities, separated by commas',
      })}
      <ExperienceField
        id={fieldId('experience')}
        value={values.experience}
        error={errors.experience}
        onChange={(value) => set('experience', value)}
      />
      <FrequencyField
        name={`${id}-frequency`}
        value={values.frequency}
        onChange={(frequency) => setValues({ ...values, frequency })}
      />
      {askEmail
        ? field('email', 'Email for the alerts', {
            type: 'email',
            autoComplete: 'email',
            maxLength: 254,
            required: true,
          })
        : null}
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
