// Verification of the seeker's email or mobile number by a one-time code (spec sections 4, 7):
// Verify asks for a code (the mobile behind the captcha of getMobileOtpV2, v1 when the captcha
// gives no token), the code is checked, a wrong or expired one says so and may be tried again,
// Resend waits resendAfterSeconds, and an email may ask for a link instead. Once verified, the
// tick shows here and in the header's dropdown without a reload.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { currentUserKey } from '../../../api/get-current-user';
import { OTP_MESSAGES } from '../../../../../openapi/vocabulary/profile-messages';
import { Icon } from '../../../components/icon';
import { useGetEmailOtp } from '../api/get-email-otp';
import { sendMobileOtp } from '../api/get-mobile-otp';
import { useVerifyEmailOtp } from '../api/verify-email-otp';
import { useVerifyEmailWithLink } from '../api/verify-email-with-link';
import { useVerifyMobileOtp } from '../api/verify-mobile-otp';
import { failureText } from '../failure';
import { useOtpTimer, type SentCode } from '../otp-timer';

const VERIFIED = 1;
/** While an emailed link waits to be opened (in another tab), the page asks this often. */
const LINK_CHECK_MS = 5000;

/**
 * The link is opened outside this page: while it waits, the seeker is fetched again every few
 * seconds and whenever the page comes back into view, so the tick appears without a reload.
 */
function useWatchForLink(waiting: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!waiting) return undefined;
    const check = () => void queryClient.invalidateQueries({ queryKey: currentUserKey });
    const timer = setInterval(check, LINK_CHECK_MS);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [waiting, queryClient]);
}

export type Contact =
  | { kind: 'email'; email: string; status: number }
  | { kind: 'mobile'; countryCode: string; mobileNumber: string; status: number };

function label(contact: Contact): string {
  return contact.kind === 'email'
    ? contact.email
    : `+${contact.countryCode} ${contact.mobileNumber}`;
}

function what(contact: Contact): string {
  return contact.kind === 'email' ? 'email' : 'mobile number';
}

function OtpPanel({ contact, onClose }: { contact: Contact; onClose: () => void }) {
  const id = useId();
  const codeInput = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState<SentCode>();
  const [sending, setSending] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [info, setInfo] = useState<string>();
  const timer = useOtpTimer(sent);
  const emailOtp = useGetEmailOtp();
  const emailLink = useVerifyEmailWithLink();
  useWatchForLink(emailLink.isSuccess);
  const verifyEmail = useVerifyEmailOtp();
  const verifyMobile = useVerifyMobileOtp();
  const checking = verifyEmail.isPending || verifyMobile.isPending;

  const send = async () => {
    setSending(true);
    setError(undefined);
    setInfo(undefined);
    try {
      const reply =
        contact.kind === 'email'
          ? await emailOtp
              .mutateAsync({ body: { email: contact.email } })
              .then((s) => ({ ok: true as const, sent: s }))
              .catch((e: unknown) => ({ ok: false as const, message: failureText(e) }))
          : await sendMobileOtp({
              countryCode: contact.countryCode,
              mobileNumber: contact.mobileNumber,
            }).then((r) =>
              r.ok
                ? r
                : {
                    ok: false as const,
                    message: failureText(r.body ?? new Error(String(r.status))),
                  },
            );
      if (reply.ok) {
        setSent({ at: Date.now(), ...reply.sent });
        setInfo(reply.sent.message);
        setCode('');
      } else {
        setError(reply.message);
      }
    } finally {
      setSending(false);
    }
  };

  // A mobile's code is asked once when the panel opens (a ref, so a re-run effect does not ask
  // twice); Resend asks again.
  const asked = useRef(false);
  useEffect(() => {
    // An email may be verified by a link instead, so its code waits for Send code.
    if (asked.current || contact.kind === 'email') return;
    asked.current = true;
    void send();
  });
  useEffect(() => {
    if (sent) codeInput.current?.focus();
  }, [sent]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return;
    if (timer.expired) {
      setError(OTP_MESSAGES.expired);
      return;
    }
    if (!new RegExp(`^\\d{${sent.otpLength}}$`).test(code)) {
      setError(OTP_MESSAGES.code(sent.otpLength));
      return;
    }
    setError(undefined);
    const onError = (e: unknown) => {
      setError(failureText(e));
      codeInput.current?.select();
    };
    if (contact.kind === 'email') {
      verifyEmail.mutate(
        { body: { email: contact.email, otp: code } },
        { onError, onSuccess: onClose },
      );
    } else {
      verifyMobile.mutate(
        {
          body: { countryCode: contact.countryCode, mobileNumber: contact.mobileNumber, otp: code },
        },
        { onError, onSuccess: onClose },
      );
    }
  };

  const sendLink = () =>
    contact.kind === 'email' &&
    emailLink.mutate(
      { body: { email: contact.email } },
      {
        onSuccess: (reply) => {
          setError(undefined);
          setInfo(reply.message);
        },
        onError: (e) => setError(failureText(e)),
      },
    );

  return (
    <form
      className="otp-panel"
      onSubmit={onSubmit}
      noValidate
      aria-label={`Verify ${what(contact)}`}
    >
      <p aria-live="polite" className="otp-info">
        {sending ? 'Sending a code…' : info}
      </p>
      <div className="field">
        <label htmlFor={`${id}-code`}>Verification code</label>
        <input
          ref={codeInput}
          id={`${id}-code`}
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={sent?.otpLength ?? 6}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={!sent}
        />
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={!sent || checking}>
          {checking ? 'Checking…' : 'Verify code'}
        </button>
        <button
          type="button"
          className="button button-outline"
          disabled={sending || timer.resendIn > 0}
          onClick={() => void send()}
        >
          {sent ? 'Resend code' : 'Send code'}
        </button>
        {contact.kind === 'email' ? (
          <button
            type="button"
            className="link-button"
            onClick={sendLink}
            disabled={emailLink.isPending}
          >
            Email me a link instead
          </button>
        ) : null}
        <button type="button" className="link-button" onClick={onClose}>
          Cancel
        </button>
      </div>
      {sent && timer.resendIn > 0 ? (
        <p className="profile-muted">{OTP_MESSAGES.resendIn(timer.resendIn)}</p>
      ) : null}
    </form>
  );
}

export function VerifyContact({
  contact,
  startOpen = false,
}: {
  contact: Contact;
  startOpen?: boolean;
}) {
  const [open, setOpen] = useState(startOpen && contact.status !== VERIFIED);
  const verified = contact.status === VERIFIED;
  const name = contact.kind === 'email' ? 'Email' : 'Phone';
  return (
    <div className="contact-line">
      <p>
        <span className="profile-contact-value">{label(contact)}</span>{' '}
        {verified ? (
          <span className="profile-verified">
            <Icon name="check" label={`${name} verified`} />
          </span>
        ) : open ? null : (
          <button type="button" className="link-button" onClick={() => setOpen(true)}>
            Verify<span className="visually-hidden"> {what(contact)}</span>
          </button>
        )}
      </p>
      {open && !verified ? <OtpPanel contact={contact} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
