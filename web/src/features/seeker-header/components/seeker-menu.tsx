// The signed-in seeker's part of the header (spec sections 2, 4, 6): the bell, from 920 px wide
// (920 included) on sites whose properties allow it, and the profile dropdown with every entry of section 2 —
// display name, avatar or default icon, email and phone with Verify or a tick, the profile score
// stepper, Notifications with the bell's counter, Settings, My Subscription, My Profile, My
// Dashboard, My Profile Performance, Manage Job Alert, Country Switch, Change Password, Feedback,
// and Logout — plus the 'job affected by COVID-19' toggle. Every entry leads to a page of its own.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { CHANGE_PASSWORD_PATH, profilePath, ROUTE } from '../../../../../openapi/vocabulary/routes';
import { useSession, type CurrentUser } from '../../../api/get-current-user';
import { Icon } from '../../../components/icon';
import { AccountHint } from '../../../components/layout/account-hint';
import { CountrySwitch } from '../../../components/layout/country-switch';
import { site } from '../../../lib/site';
import { CovidToggle } from './covid-toggle';
import { ProfileScore } from './profile-score';
import { useBell, type Bell } from './use-bell';
import '../seeker-header.css';

/** Section 4: email or phone status 0 shows Verify, 1 a tick. */
const VERIFIED = 1;

function Avatar({ user, size }: { user: CurrentUser; size: number }) {
  return user.avatarPath ? (
    <img className="avatar avatar-image" src={user.avatarPath} alt="" width={size} height={size} />
  ) : (
    <span className="avatar" aria-hidden="true">
      <Icon name="user" size={Math.round(size * 0.6)} />
    </span>
  );
}

function ContactLine({
  what,
  value,
  status,
  verifyAt,
  onNavigate,
}: {
  what: 'email' | 'phone';
  value: string;
  status: number;
  verifyAt: string;
  onNavigate: () => void;
}) {
  return (
    <p className="profile-contact">
      <span className="profile-contact-value">{value}</span>
      {status === VERIFIED ? (
        <span className="profile-verified">
          <Icon name="check" label={`${what === 'email' ? 'Email' : 'Phone'} verified`} />
        </span>
      ) : (
        <Link to={verifyAt} onClick={onNavigate}>
          Verify<span className="visually-hidden"> {what}</span>
        </Link>
      )}
    </p>
  );
}

function BellLink({ bell }: { bell: Bell }) {
  if (!bell.shown) return null;
  return (
    <a
      href={ROUTE.notifications}
      className="bell"
      aria-label={bell.count > 0 ? `Notifications, ${bell.count} unread` : 'Notifications'}
      onClick={(event) => {
        event.preventDefault();
        bell.open();
      }}
    >
      <Icon name="bell" size={22} />
      {bell.count > 0 ? (
        <span className="bell-count" aria-hidden="true">
          {bell.count}
        </span>
      ) : null}
    </a>
  );
}

interface Entry {
  label: string;
  to: string;
}

const ENTRIES: Entry[] = [
  { label: 'Settings', to: ROUTE.settings },
  { label: 'My Subscription', to: ROUTE.subscriptions },
  { label: 'My Profile', to: profilePath('my-profile') },
  { label: 'My Dashboard', to: ROUTE.dashboard },
  { label: 'My jobs', to: ROUTE.myJobs },
  { label: 'My Profile Performance', to: ROUTE.profilePerformance },
  { label: 'Manage Job Alert', to: ROUTE.manageJobAlert },
  { label: 'Change Password', to: CHANGE_PASSWORD_PATH },
];

function ProfileDropdown({ user, bell }: { user: CurrentUser; bell: Bell }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  };
  const mobile = user.primaryMobileNumber;

  return (
    <div className="profile-menu" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="profile-button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-label={`${user.displayName}, account menu`}
        onClick={() => setOpen((was) => !was)}
      >
        <Avatar user={user} size={32} />
        <span className="profile-button-name">{user.displayName}</span>
        <span className="profile-caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open ? (
        <div id={`${id}-panel`} className="profile-panel card">
          <div className="profile-summary">
            <Avatar user={user} size={48} />
            <div>
              <p className="profile-name">{user.displayName}</p>
              <ContactLine
                what="email"
                value={user.primaryEmail.email}
                status={user.primaryEmail.status}
                verifyAt={profilePath('my-profile')}
                onNavigate={close}
              />
              {mobile ? (
                <ContactLine
                  what="phone"
                  value={`+${mobile.countryCode} ${mobile.mobileNumber}`}
                  status={mobile.status}
                  verifyAt={profilePath('mobile')}
                  onNavigate={close}
                />
              ) : null}
            </div>
          </div>
          <ProfileScore score={user.profileScore ?? 0} onNavigate={close} />
          <nav aria-label="Account">
            <ul className="profile-links">
              <li>
                <Link to={ROUTE.notifications} onClick={close}>
                  Notifications
                  {bell.count > 0 ? (
                    <span className="menu-count">
                      {bell.count}
                      <span className="visually-hidden"> unread</span>
                    </span>
                  ) : null}
                </Link>
              </li>
              {ENTRIES.map((entry) => (
                <li key={entry.label}>
                  <Link to={entry.to} onClick={close}>
                    {entry.label}
                  </Link>
                </li>
              ))}
              <li>
                <a href={`mailto:${site.contact.infoEmail}?subject=Feedback`}>Feedback</a>
              </li>
            </ul>
          </nav>
          <div className="profile-country">
            <span aria-hidden="true">Country Switch</span>
            <CountrySwitch id={`${id}-country`} />
          </div>
          <CovidToggle signedIn />
          <Link
            to={ROUTE.signOut}
            className="button button-outline profile-sign-out"
            onClick={close}
          >
            Logout
          </Link>
        </div>
      ) : null}
    </div>
  );
}

export default function SeekerMenu() {
  const session = useSession();
  const bell = useBell(session.status === 'signedIn');
  if (!session.user) return <AccountHint name={session.hintedName} />;
  return (
    <div className="seeker-menu">
      <BellLink bell={bell} />
      <ProfileDropdown user={session.user} bell={bell} />
    </div>
  );
}
