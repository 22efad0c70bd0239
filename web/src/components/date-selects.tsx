// The year, month and experience selects of the profile forms, written once. Each is a labelled
// FormField (components/form-field.tsx); the year lists count back from this year, newest first.
import { FRESHER_EXPERIENCE_ID } from '../../../openapi/vocabulary/limits';
import { EXPERIENCE_MONTHS, EXPERIENCE_YEARS } from '../../../openapi/vocabulary/fixed-lists';
import { FormField, fieldAria } from './form-field';

/** The month names the forms show; a month's value is its number, 1 to 12. */
export const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** `count` years back from this year plus `ahead` years to come, newest first. */
export function yearsBack(count: number, ahead = 0): number[] {
  const last = new Date().getFullYear() + ahead;
  return Array.from({ length: count + ahead }, (_, i) => last - i);
}

interface ChoiceProps {
  id: string;
  label: string;
  /** '' while nothing is chosen. */
  value: string;
  onChange: (value: string) => void;
  /** A validation message of the form, shown under the field and tied to it. */
  error?: string | undefined;
}

/** A year, or none ("Select"). */
export function YearSelect({ years, ...props }: ChoiceProps & { years: readonly number[] }) {
  return (
    <NumberSelect {...props} options={years.map((year) => ({ value: year, name: String(year) }))} />
  );
}

/** A month by name, or none ("Select"). */
export function MonthSelect(props: ChoiceProps) {
  return (
    <NumberSelect {...props} options={MONTH_NAMES.map((name, i) => ({ value: i + 1, name }))} />
  );
}

function NumberSelect({
  id,
  label,
  value,
  onChange,
  options,
  error,
}: ChoiceProps & { options: readonly { value: number; name: string }[] }) {
  return (
    <FormField id={id} label={label} error={error}>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...fieldAria(id, error)}
      >
        <option value="">Select</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/**
 * Experience in whole years (0 to 50) or months (0 to 11), always chosen. With `fresher`, the
 * years list starts with Fresher, whose value is the spec's id for it (51, section 3).
 */
export function ExperienceSelect({
  id,
  label,
  unit,
  value,
  onChange,
  fresher = false,
}: {
  id: string;
  label: string;
  unit: 'years' | 'months';
  value: number;
  onChange: (value: number) => void;
  fresher?: boolean;
}) {
  const numbers = unit === 'years' ? EXPERIENCE_YEARS : EXPERIENCE_MONTHS;
  return (
    <FormField id={id} label={label}>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {fresher && unit === 'years' ? (
          <option value={FRESHER_EXPERIENCE_ID}>Fresher</option>
        ) : null}
        {numbers.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </FormField>
  );
}
