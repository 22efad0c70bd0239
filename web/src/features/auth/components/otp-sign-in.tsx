// Sign in with OTP (designed; issue 27), in place of the password form: the spec's send-otp call
// (purpose LOGIN) sends a code to the seeker's registered mobile number (the simulator's is always
// 123456), and otpLogin signs them in with it, going on to the return URL.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { failureMessage } from '../../../../../openapi/errors';
import { INVALID_MOBILE_MESSAGE } from '../../../../../openapi/vocabulary/messages';
import { OTP_MESSAGES } from '../../../../../openapi/vocabulary/profile-messages';
import { site } from '../../../lib/site';
import { otpLogin } from '../api/otp-login';
import { sendLoginOtp } from '../api/send-login-otp';
import { CODE_DIGITS, CodeField, MobileFields } from './recovery-fields';

interface Props {
  returnUrl: string | undefined;
  onBack: () => void;
}

export function OtpSignIn({ returnUrl, onBack }: Props) {
  const id = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const [countryCode, setCountryCode] = useState(site.dialCodes[0] ?? '');
  const [mobileNumber, setMobileNumber] = useState('');
  const [sent, setSent] = useState<string>();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => title.current?.focus(), []);
  useEffect(() => {
    if (sent) codeInput.current?.focus();
  }, [sent]);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    setFailure(undefined);
    setErrors(mobileNumber ? {} : { mobile: INVALID_MOBILE_MESSAGE });
    if (!mobileNumber) return;
    setBusy(true);
    const { data, error } = await sendLoginOtp(countryCode, mobileNumber).catch((e: unknown) => ({
      data: undefined,
      error: e,
    }));
    setBusy(false);
    if (data) setSent(data.message);
    else setFailure(failureMessage(error));
  }

  async function signIn(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const wrong = code.length !== CODE_DIGITS;
    setErrors(wrong ? { code: OTP_MESSAGES.code(CODE_DIGITS) } : {});
    if (wrong) return;
    setBusy(true);
    const { data, error } = await otpLogin({
      countryCode,
      mobileNumber,
      otp: code,
      ...(returnUrl ? { returnUrl } : {}),
    }).catch((e: unknown) => ({ data: undefined, error: e }));
    if (data) {
      window.location.assign(data.redirectUrl);
      return;
    }
    setBusy(false);
    setFailure(failureMessage(error));
  }

  return (
    <form
      className="login card"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void (sent ? signIn(event) : send(event))}
    >
      <h1 id={`${id}-title`} ref={title} tabIndex={-1} className="page-title">
        Sign in with OTP
      </h1>
      <p className="login-lead">We send a one-time code to your registered mobile number.</p>
      <MobileFields
        id={id}
        countryCode={countryCode}
        mobileNumber={mobileNumber}
        error={errors.mobile}
        onCountryCode={setCountryCode}
        onMobileNumber={setMobileNumber}
      />
      {sent ? (
        <>
          <p className="notice-success" role="status">
            {sent}
          </p>
          <CodeField
            id={id}
            value={code}
            error={errors.code}
            inputRef={codeInput}
            onChange={setCode}
          />
        </>
      ) : null}
      {failure ? (
        <p className="field-error" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {sent ? 'Sign in' : 'Send code'}
      </button>
      {sent ? (
        <button type="button" className="link-button" disabled={busy} onClick={() => void send()}>
          Send a new code
        </button>
      ) : null}
      <button type="button" className="link-button" onClick={onBack}>
        Sign in with password instead
      </button>
    </form>
  );
}
