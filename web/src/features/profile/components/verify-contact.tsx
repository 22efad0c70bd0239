// Verification of the seeker's email or mobile number by a one-time code (spec sections 4, 7), run
// by machines/otpVerification.machine.ts:
// Verify asks for a code (the mobile behind the captcha of getMobileOtpV2, v1 when the captcha
// gives no token), the code is checked, a wrong or expired one says so and may be tried again,
// Resend waits resendAfterSeconds, and an email may ask for a link instead. Once verified, the
// tick shows here and in the header's dropdown without a reload.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { currentUserKey } from '../../../api/get-current-user';
import {
  otpVerificationMachine,
  type OtpVerificationEvent,
} from '../../../../../machines/otpVerification.machine';
import { fromTask } from '../../../../../machines/lib/implementations';
import { OTP_MESSAGES } from '../../../../../openapi/vocabulary/profile-messages';
import { useEditForm } from '../../../components/edit-form';
import { Icon } from '../../../components/icon';
import { sendEmailOtp } from '../api/get-email-otp';
import { sendMobileOtp } from '../api/get-mobile-otp';
import { verifyEmailOtp } from '../api/verify-email-otp';
import { useVerifyEmailWithLink } from '../api/verify-email-with-link';
import { verifyMobileOtp } from '../api/verify-mobile-otp';
import { failureText } from '../../../lib/call-failure';

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

const SECOND_MS = 1000;

/**
 * Whole seconds left of `totalMs` since `running` became true, counted down once a second (UX walk
 * f8: the line stood at its first figure). The machine's own timer decides when Resend opens;
 * this only shows the wait.
 */
function useSecondsLeft(running: boolean, totalMs: number): number {
  const [ticks, setTicks] = useState(0);
  // Each new wait counts from its start (React's "adjust state when a prop changes").
  const [wasRunning, setWasRunning] = useState(running);
  if (wasRunning !== running) {
    setWasRunning(running);
    setTicks(0);
  }
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setTicks((n) => n + 1), SECOND_MS);
    return () => clearInterval(timer);
  }, [running]);
  return Math.max(1, Math.ceil(totalMs / SECOND_MS) - ticks);
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

/** The verification flow with this contact's calls. */
function verificationFor(contact: Contact, queryClient: QueryClient) {
  const sendCode = () =>
    contact.kind === 'email'
      ? sendEmailOtp(contact.email)
      : sendMobileOtp({ countryCode: contact.countryCode, mobileNumber: contact.mobileNumber });
  const verifyCode = ({ code }: { code: string }) =>
    contact.kind === 'email'
      ? verifyEmailOtp(queryClient, { email: contact.email, otp: code })
      : verifyMobileOtp(queryClient, {
          countryCode: contact.countryCode,
          mobileNumber: contact.mobileNumber,
          otp: code,
        });
  return otpVerificationMachine.provide({
    actors: {
      sendCode: fromTask(sendCode, {
        done: (reply): OtpVerificationEvent =>
          reply.ok
            ? { type: 'otp.sent', ...reply.sent }
            : { type: 'otp.sendFailed', message: reply.message },
        failed: (error): OtpVerificationEvent => ({
          type: 'otp.sendFailed',
          message: failureText(error),
        }),
      }),
      verifyCode: fromTask(verifyCode, {
        done: (reply): OtpVerificationEvent =>
          reply.ok ? { type: 'otp.verified' } : { type: 'otp.rejected', message: reply.message },
        failed: (error): OtpVerificationEvent => ({
          type: 'otp.rejected',
          message: failureText(error),
        }),
      }),
    },
  });
}

// Over 80 lines on purpose: the OTP machine's wiring and its panel (send, code, resend, expiry)
// in one place.
// eslint-disable-next-line max-lines-per-function -- read whole on purpose: the reason above
function OtpPanel({ contact, onClose }: { contact: Contact; onClose: () => void }) {
  const id = useId();
  const codeInput = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [machine] = useState(() => verificationFor(contact, queryClient));
  const [snapshot, send] = useMachine(machine);
  const emailLink = useVerifyEmailWithLink();
  const [linkInfo, setLinkInfo] = useState<string>();
  const [linkError, setLinkError] = useState<string>();
  useWatchForLink(emailLink.isSuccess);
  const { code, error, info, otpLength, resendAfterMs } = snapshot.context;
  const sent = snapshot.matches('codeSent');
  const sending = snapshot.matches('sending');
  const checking = snapshot.matches({ codeSent: { code: 'checking' } });
  const resendReady = snapshot.matches({ codeSent: { resend: 'ready' } });
  const shownError = error || linkError;
  const waiting = sent && !resendReady;
  const secondsLeft = useSecondsLeft(waiting, resendAfterMs);

  // A mobile's code is asked for once, when the panel opens (a ref, so a re-run effect does not
  // ask twice); an email waits for Send code, so that a link may be chosen instead.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || contact.kind === 'email') return;
    asked.current = true;
    send({ type: 'otp.send' });
  });
  useEffect(() => {
    if (sent) codeInput.current?.focus();
  }, [sent]);
  useEffect(() => {
    if (snapshot.status === 'done') onClose();
  }, [snapshot.status, onClose]);
  useEffect(() => {
    if (error) codeInput.current?.select();
  }, [error]);

  // The profile's edit behaviour: focus inside, Esc closes, focus back to Verify (or the contacts).
  const form = useRef<HTMLFormElement>(null);
  useEditForm(form, onClose);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'otp.submit' });
  };

  const sendLink = () => {
    if (contact.kind !== 'email') return;
    setLinkError(undefined);
    emailLink.mutate(
      { body: { email: contact.email } },
      {
        onSuccess: (reply) => setLinkInfo(reply.message),
        onError: (e) => setLinkError(failureText(e)),
      },
    );
  };

  return (
    <form
      ref={form}
      className="otp-panel"
      onSubmit={onSubmit}
      noValidate
      aria-label={`Verify ${what(contact)}`}
    >
      <p aria-live="polite" className="otp-info">
        {sending ? 'Sending a code…' : (linkInfo ?? info)}
      </p>
      {/* The form reads in the order it is done (UX walk N12): until a code is out there is only
          the way to get one; the code box and Verify code come once it is sent. */}
      {sent ? (
        <div className="field">
          <label htmlFor={`${id}-code`}>Verification code</label>
          <input
            ref={codeInput}
            id={`${id}-code`}
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={otpLength || 6}
            onChange={(e) => send({ type: 'otp.input', value: e.target.value })}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${id}-error` : undefined}
          />
        </div>
      ) : null}
      {shownError ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {shownError}
        </p>
      ) : null}
      <div className="form-actions">
        {sent ? (
          <button type="submit" className="button" disabled={checking}>
            {checking ? 'Checking…' : 'Verify code'}
          </button>
        ) : null}
        <button
          type="button"
          className={sent ? 'button button-outline' : 'button'}
          disabled={sending || waiting}
          onClick={() => send({ type: 'otp.send' })}
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
      {waiting ? <p className="profile-muted">{OTP_MESSAGES.resendIn(secondsLeft)}</p> : null}
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
