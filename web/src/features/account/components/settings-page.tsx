// /seeker/settings (spec section 2): change password, the notification emails, linked Google
// account and feedback. `menu` and `subMenu` open the page at a part, as the dropdown's Change
// Password entry does (?menu=account&subMenu=change-password).
import { useEffect, useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useAccountSettings } from '../api/get-account-settings';
import { failureText } from '../../../lib/call-failure';
import { ChangePassword } from './change-password';
import { EmailPreferences } from './email-preferences';
import { FeedbackForm } from './feedback-form';
import { LinkedAccounts } from './linked-accounts';
import '../account.css';

const PARTS = [
  { id: 'change-password', title: 'Change password' },
  { id: 'email-preferences', title: 'Email notifications' },
  { id: 'linked-accounts', title: 'Linked accounts' },
  { id: 'feedback', title: 'Feedback' },
] as const;

function Part({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: (headingId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="card settings-part" id={id} aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId}>{title}</h2>
      {children(headingId)}
    </section>
  );
}

export function SettingsPage() {
  const titleId = useId();
  const [params] = useSearchParams();
  const target = params.get('subMenu') ?? params.get('menu');
  const settings = useAccountSettings();

  useEffect(() => {
    if (!target || target === 'account') return;
    const part = document.getElementById(target);
    part?.scrollIntoView({ block: 'start' });
    part?.focus({ preventScroll: true });
  }, [target]);

  const loading = (what: string) =>
    settings.isPending ? (
      <p aria-busy="true">Loading {what}…</p>
    ) : (
      <div role="alert">
        <p>We could not load your settings. {failureText(settings.error)}</p>
        <button type="button" className="button" onClick={() => void settings.refetch()}>
          Try again
        </button>
      </div>
    );

  return (
    <section className="container page settings-page" aria-labelledby={titleId}>
      <h1 id={titleId} className="page-title">
        Settings
      </h1>
      <div className="settings-layout">
        <nav aria-label="Settings" className="card settings-nav">
          <ul>
            {PARTS.map((part) => (
              <li key={part.id}>
                <a href={`#${part.id}`} aria-current={target === part.id ? 'location' : undefined}>
                  {part.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="settings-parts">
          <Part id="change-password" title="Change password">
            {(headingId) => <ChangePassword headingId={headingId} />}
          </Part>
          <Part id="email-preferences" title="Email notifications">
            {(headingId) =>
              settings.data ? (
                <EmailPreferences value={settings.data.emailPreferences} headingId={headingId} />
              ) : (
                loading('your email preferences')
              )
            }
          </Part>
          <Part id="linked-accounts" title="Linked accounts">
            {() =>
              settings.data ? (
                <LinkedAccounts accounts={settings.data.socialAccounts} />
              ) : (
                loading('your linked accounts')
              )
            }
          </Part>
          <Part id="feedback" title="Feedback">
            {(headingId) => <FeedbackForm headingId={headingId} />}
          </Part>
        </div>
      </div>
    </section>
  );
}
