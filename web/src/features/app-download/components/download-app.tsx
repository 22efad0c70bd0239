// The download-app section (spec sections 2, 4, 5, 8, 9): the headline, the send-link form with the
// site's dial code (read-only where the site has one; the Gulf site's six can be picked), the QR image of this country and the store links. The sendAppLink
// machine decides everything: digits only, the number rule, the captcha, one call at a time and
// the toasts.
import { useMachine } from '@xstate/react';
import type { KeyboardEvent } from 'react';
import { INVALID_MOBILE_MESSAGE } from '../../../../../openapi/vocabulary/messages';
import { sendLinkCall } from '../../../../../machines/calls/sendAppLink.calls';
import { fromTask } from '../../../../../machines/lib/implementations';
import {
  sendAppLinkMachine,
  type SendAppLinkEvent,
} from '../../../../../machines/sendAppLink.machine';
import { showToast } from '../../../components/toast';
import { site } from '../../../lib/site';
import { sendDownloadLink } from '../api/send-download-link';
import { executeCaptcha, resetCaptcha } from '../../../lib/captcha';
import '../app-download.css';
import { DOWNLOAD_APP_HEADLINE } from '../../../../../openapi/vocabulary/messages';
import { ISD_MAX_CHARS, MOBILE_NUMBER_MAX_CHARS } from '../../../../../openapi/vocabulary/limits';
import { NewTabHint } from '../../../components/new-tab-hint';

/** Spec section 5: the ISD field holds at most 4 characters, the number at most 15. */
const QR_SIZE_PX = 148;

const machine = sendAppLinkMachine.provide({
  actions: {
    resetCaptcha: () => resetCaptcha(),
    showToast: (_, toast) => showToast(toast),
  },
  actors: {
    executeCaptcha: fromTask(() => executeCaptcha(), {
      done: (token): SendAppLinkEvent => ({ type: 'captcha.solved', token }),
      failed: (): SendAppLinkEvent => ({ type: 'captcha.failed' }),
    }),
    sendLink: fromTask(sendDownloadLink, sendLinkCall),
  },
});

/** The dial code can be read and focused, never changed: no pointer or key opens the list. */
function keepReadOnly(event: KeyboardEvent<HTMLSelectElement>) {
  if (event.key !== 'Tab') event.preventDefault();
}

export function DownloadApp() {
  const [snapshot, send] = useMachine(machine, {
    input: {
      countryCode: site.countryCode,
      isdCode: site.dialCodes[0] ?? '',
      dialCodes: site.dialCodes,
    },
  });
  const isdCode = snapshot.context.isdCode;
  const busy = snapshot.hasTag('busy');
  const invalid = snapshot.matches('invalid');

  return (
    <section className="download-app" aria-labelledby="download-app-title">
      <div className="container download-app-card">
        <div className="download-app-copy">
          <h2 id="download-app-title">{DOWNLOAD_APP_HEADLINE}</h2>
          <p className="download-app-lead">
            Job alerts the moment they are posted, one-tap apply and your applications, all on your
            phone. Get the link by SMS:
          </p>
          <SendLinkForm
            isdCode={isdCode}
            mobileNumber={snapshot.context.mobileNumber}
            busy={busy}
            invalid={invalid}
            send={send}
          />
          <StoreBadges />
        </div>
        <figure className="download-app-qr">
          <img
            src={site.appLinks.qrImage}
            alt={`QR code: scan to get the ${site.name} job app`}
            width={QR_SIZE_PX}
            height={QR_SIZE_PX}
            loading="lazy"
            decoding="async"
          />
          <figcaption>Scan to download</figcaption>
        </figure>
      </div>
    </section>
  );
}

/** The number form: the dial code, the number, Send link and the number's error. */
function SendLinkForm({
  isdCode,
  mobileNumber,
  busy,
  invalid,
  send,
}: {
  isdCode: string;
  mobileNumber: string;
  busy: boolean;
  invalid: boolean;
  send: (event: SendAppLinkEvent) => void;
}) {
  return (
    <form
      className="send-link-form"
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'link.submit' });
      }}
    >
      <div className="send-link-fields">
        <DialCodeSelect
          value={isdCode}
          onChange={(value) => send({ type: 'link.dialCode', value })}
        />
        <div className="send-link-number">
          <label className="visually-hidden" htmlFor="send-link-number">
            Mobile number
          </label>
          <input
            id="send-link-number"
            className="input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="Mobile number"
            maxLength={MOBILE_NUMBER_MAX_CHARS}
            value={mobileNumber}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'send-link-error' : undefined}
            onChange={(event) => send({ type: 'link.input', value: event.target.value })}
          />
        </div>
        <button
          type="submit"
          className="button button-accent send-link-submit"
          aria-disabled={busy || undefined}
        >
          {busy ? <span className="spinner send-link-spinner" aria-hidden="true" /> : null}
          {busy ? 'Sending…' : 'Send link'}
        </button>
      </div>
      <p id="send-link-error" className="field-error send-link-error" role="alert">
        {invalid ? INVALID_MOBILE_MESSAGE : ''}
      </p>
    </form>
  );
}

/**
 * The dial code: the site's own, read-only, unless the site offers several (the Gulf), when the
 * seeker picks one.
 */
function DialCodeSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const choosable = site.dialCodes.length > 1;
  return (
    <div className="send-link-isd">
      <label className="visually-hidden" htmlFor="send-link-isd">
        Country code
      </label>
      <select
        id="send-link-isd"
        className="input"
        value={value}
        aria-readonly={choosable ? undefined : 'true'}
        aria-describedby={choosable ? undefined : 'send-link-isd-note'}
        data-max-length={ISD_MAX_CHARS}
        onChange={(event) => onChange(event.target.value)}
        onMouseDown={choosable ? undefined : (event) => event.preventDefault()}
        onKeyDown={choosable ? undefined : keepReadOnly}
      >
        {site.dialCodes.map((code) => (
          <option key={code} value={code}>
            {`+${code}`.slice(0, ISD_MAX_CHARS)}
          </option>
        ))}
      </select>
      {choosable ? null : (
        <span id="send-link-isd-note" className="visually-hidden">
          Set by the {site.name} site
        </span>
      )}
    </div>
  );
}

/** The two store links, each opening in a new tab. */
function StoreBadges() {
  return (
    <ul className="store-badges" aria-label="Get the app from a store">
      <li>
        <a
          className="store-badge"
          href={site.appLinks.playStore}
          target="_blank"
          rel="noopener noreferrer"
        >
          <PlayMark />
          <span>
            <small>Get it on</small> Google Play
          </span>
          <NewTabHint />
        </a>
      </li>
      <li>
        <a
          className="store-badge"
          href={site.appLinks.appStore}
          target="_blank"
          rel="noopener noreferrer"
        >
          <AppleMark />
          <span>
            <small>Download on the</small> App Store
          </span>
          <NewTabHint />
        </a>
      </li>
    </ul>
  );
}

function PlayMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 2.5v19a1 1 0 0 0 1.5.9l16-9.5a1 1 0 0 0 0-1.8l-16-9.5A1 1 0 0 0 4 2.5z"
      />
    </svg>
  );
}

function AppleMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.5 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.1 2.5-1.8 3.1-.5 7.6 1.2 10.1.8 1.2 1.8 2.6 3.1 2.5 1.3-.1 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.6-1-2.6-3.9zM14 5.2c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z"
      />
    </svg>
  );
}
