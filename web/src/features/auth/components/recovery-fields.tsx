// Pieces the two code-based forms of the sign-in page share (forgot-password.tsx and
// otp-sign-in.tsx): the mobile number with the site's dial codes, the code box, the sent code's
// step and the form's buttons (their state in use-code-step.ts).
import type { ReactNode, Ref } from 'react';
import { fieldAria, FormField } from '../../../components/form-field';
import { MOBILE_NUMBER_MAX_CHARS } from '../../../../../openapi/vocabulary/limits';
import { site } from '../../../lib/site';
import type { CodeStep } from './use-code-step';

/** The simulator's codes have six digits (OtpSent.otpLength says so per answer). */
export const CODE_DIGITS = 6;

interface MobileProps {
  id: string;
  countryCode: string;
  mobileNumber: string;
  error: string | undefined;
  onCountryCode: (value: string) => void;
  onMobileNumber: (value: string) => void;
}

/** Dial code (the Gulf offers six; elsewhere the one code, read-only) and the number's digits. */
export function MobileFields(props: MobileProps) {
  const { id, countryCode, mobileNumber, error } = props;
  const codes = site.dialCodes;
  return (
    <div className="recovery-mobile">
      <div className="field">
        <label htmlFor={`${id}-isd`}>Country code</label>
        <select
          id={`${id}-isd`}
          value={countryCode}
          aria-readonly={codes.length === 1 || undefined}
          onChange={(event) => props.onCountryCode(event.target.value)}
        >
          {codes.map((code) => (
            <option key={code} value={code}>
              +{code}
            </option>
          ))}
        </select>
      </div>
      <FormField id={`${id}-mobile`} label="Mobile number" error={error}>
        <input
          id={`${id}-mobile`}
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_NUMBER_MAX_CHARS}
          value={mobileNumber}
          {...fieldAria(`${id}-mobile`, error)}
          onChange={(event) => props.onMobileNumber(event.target.value.replace(/\D/g, ''))}
        />
      </FormField>
    </div>
  );
}

export function CodeField({
  id,
  value,
  error,
  inputRef,
  onChange,
}: {
  id: string;
  value: string;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={`${id}-code`} label="Code" error={error}>
      <input
        ref={inputRef}
        id={`${id}-code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_DIGITS}
        value={value}
        {...fieldAria(`${id}-code`, error)}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      />
    </FormField>
  );
}

/** Once a code is sent: the answer's message and the code box, then the form's own fields. */
export function SentCode({
  id,
  step,
  codeInput,
  error,
  children,
}: {
  id: string;
  step: CodeStep;
  codeInput: Ref<HTMLInputElement>;
  error: string | undefined;
  children?: ReactNode;
}) {
  if (!step.sent) return null;
  return (
    <>
      <p className="notice-success" role="status">
        {step.sent}
      </p>
      <CodeField
        id={id}
        value={step.code}
        error={error}
        inputRef={codeInput}
        onChange={step.setCode}
      />
      {children}
    </>
  );
}

/** The form's end: the call's failure, the submit button, a new code once one is sent, the way back. */
export function CodeActions({
  step,
  submitLabel,
  onResend,
  backLabel,
  onBack,
}: {
  step: CodeStep;
  submitLabel: string;
  onResend: () => void;
  backLabel: string;
  onBack: () => void;
}) {
  return (
    <>
      {step.failure ? (
        <p className="field-error" role="alert">
          {step.failure}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={step.busy}>
        {step.sent ? submitLabel : 'Send code'}
      </button>
      {step.sent ? (
        <button type="button" className="link-button" disabled={step.busy} onClick={onResend}>
          Send a new code
        </button>
      ) : null}
      <button type="button" className="link-button" onClick={onBack}>
        {backLabel}
      </button>
    </>
  );
}
