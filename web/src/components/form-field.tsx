// A labelled form control with its validation message next to it (the house rule for forms): the
// message is tied to the control by aria-describedby, and the control is marked invalid.
import type { ReactNode } from 'react';
import './form.css';

export function FormField({
  id,
  label,
  error,
  errorView,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  /** Shown in place of `error`'s plain words (a message with a link); `error` still marks it. */
  errorView?: ReactNode;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {errorView ?? error}
        </p>
      ) : null}
    </div>
  );
}

/** The aria attributes that tie a control to its message and hint. */
export function fieldAria(id: string, error: string | undefined, hint = false) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/** A labelled one-line text input with its message: the forms' plain text field. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  maxLength = 100,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  maxLength?: number;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <input
        id={id}
        value={value}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
        {...fieldAria(id, error)}
      />
    </FormField>
  );
}
