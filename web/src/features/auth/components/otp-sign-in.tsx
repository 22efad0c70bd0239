// Sign in with OTP (designed; issue 27), in place of the password form: the spec's send-otp call
// (purpose LOGIN) sends a code to the seeker's registered mobile number (the simulator's is always
// 123456), and otpLogin signs them in with it, going on to the return URL.
import { useId, useState, type FormEvent } from 'react';
import { INVALID_MOBILE_MESSAGE } from '../../../../../openapi/vocabulary/messages';
import { OTP_MESSAGES } from '../../../../../openapi/vocabulary/profile-messages';
import { site } from '../../../lib/site';
import { otpLogin } from '../api/otp-login';
import { sendLoginOtp } from '../api/send-login-otp';
import { CODE_DIGITS, CodeActions, MobileFields, SentCode } from './recovery-fields';
import { useCodeStep } from './use-code-step';

interface Props {
  returnUrl: string | undefined;
  onBack: () => void;
}

export function OtpSignIn({ returnUrl, onBack }: Props) {
  const id = useId();
  const { title, codeInput, step } = useCodeStep();
  const [countryCode, setCountryCode] = useState(site.dialCodes[0] ?? '');
  const [mobileNumber, setMobileNumber] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});

  async function send(event?: FormEvent) {
    event?.preventDefault();
    step.setFailure(undefined);
    setErrors(mobileNumber ? {} : { mobile: INVALID_MOBILE_MESSAGE });
    if (!mobileNumber) return;
    await step.requestCode(() => sendLoginOtp(countryCode, mobileNumber));
  }

  async function signIn(event: FormEvent) {
    event.preventDefault();
    step.setFailure(undefined);
    const wrong = step.code.length !== CODE_DIGITS;
    setErrors(wrong ? { code: OTP_MESSAGES.code(CODE_DIGITS) } : {});
    if (wrong) return;
    await step.signInWith(() =>
      otpLogin({
        countryCode,
        mobileNumber,
        otp: step.code,
        ...(returnUrl ? { returnUrl } : {}),
      }),
    );
  }

  return (
    <form
      className="login card"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void (step.sent ? signIn(event) : send(event))}
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
      <SentCode id={id} step={step} codeInput={codeInput} error={errors.code} />
      <CodeActions
        step={step}
        submitLabel="Sign in"
        onResend={() => void send()}
        backLabel="Sign in with password instead"
        onBack={onBack}
      />
    </form>
  );
}
