// The signed-in seeker's part of the header (spec sections 2, 4, 6): the bell, from 920 px wide
// (920 included) on sites whose properties allow it, and the profile dropdown with every entry of section 2 —
// display name, avatar or default icon, email and phone with Verify or a tick, the profile score
// stepper, Notifications with the bell's counter, Settings, My Subscription, My Profile, My
// Dashboard, My Profile Performance, Manage Job Alert, Country Switch, Change Password, Feedback,
// and Logout — plus the 'job affected by COVID-19' toggle. Every entry leads to a page of its own.
// Under 920 px, where the spec shows no bell, the unread count rides on the account button (its
// name says it) and the menu's Notifications entry leads to the list (tests/spec-values.ts, B14).
import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import {
  CHANGE_PASSWORD_PATH,
  FEEDBACK_PATH,
  profilePath,
  ROUTE,
} from '../../../../../openapi/vocabulary/routes';
import { useSession, type CurrentUser } from '../../../api/get-current-user';
import { Icon } from '../../../components/icon';
import { useDisclosure } from '../../../components/use-disclosure';
import { AccountHint } from '../../../components/layout/account-hint';
import { CountrySwitch } from '../../../components/layout/country-switch';
import { BELL_MIN_WIDTH_PX } from '../../../../../openapi/vocabulary/limits';
import { useMediaQuery } from '../../../lib/use-media-query';
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
  // The spec names the entry only; it opens the portal's own feedback form (not an email).
  { label: 'Feedback', to: FEEDBACK_PATH },
];

/** The menu's own links and controls, in order, for the arrow keys. */
function itemsOf(panel: HTMLElement | null): HTMLElement[] {
  if (!panel) return [];
  return [...panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), select, input')];
}

function entryAt(items: HTMLElement[], end: 'first' | 'last'): HTMLElement | undefined {
  return end === 'first' ? items[0] : items[items.length - 1];
}

/**
 * The dropdown's keyboard and pointer rules (issue 27's walk): a disclosure's (a press outside or
 * focus leaving it closes it; Esc closes it onto its button), and the arrows: ArrowDown on the
 * button goes to its first entry and ArrowUp to its last (opening it when closed), and ArrowDown
 * and ArrowUp move between its entries.
 */
function useDropdown() {
  const disclosure = useDisclosure();
  const { open, setOpen, button } = disclosure;
  const panel = useRef<HTMLDivElement>(null);
  /** The entry the arrow that opened the dropdown goes to, once its panel is there. */
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  useEffect(() => {
    if (open && focusOnOpen.current) entryAt(itemsOf(panel.current), focusOnOpen.current)?.focus();
    focusOnOpen.current = null;
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    disclosure.onKeyDown(event);
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    // On the button, ArrowDown goes to the first entry and ArrowUp to the last, opening if need be.
    if (event.target === button.current) {
      event.preventDefault();
      const end = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) entryAt(itemsOf(panel.current), end)?.focus();
      else {
        focusOnOpen.current = end;
        setOpen(true);
      }
      return;
    }
    const items = itemsOf(panel.current);
    const at = items.findIndex((item) => item === event.target);
    // A select or the country switch keeps its own arrows.
    if (at < 0 || items[at]?.tagName === 'SELECT') return;
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(at + step + items.length) % items.length]?.focus();
  };
  return { ...disclosure, panel, onKeyDown };
}

function ProfilePanel(props: {
  id: string;
  user: CurrentUser;
  bell: Bell;
  panel: RefObject<HTMLDivElement | null>;
  close: () => void;
}) {
  const { id, user, bell, panel: panelRef, close } = props;
  const mobile = user.primaryMobileNumber;
  return (
    <div id={`${id}-panel`} className="profile-panel card" ref={panelRef}>
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
        </ul>
      </nav>
      <div className="profile-country">
        <span aria-hidden="true">Country Switch</span>
        <CountrySwitch id={`${id}-country`} />
      </div>
      <CovidToggle signedIn />
      <Link to={ROUTE.signOut} className="button button-outline profile-sign-out" onClick={close}>
        Logout
      </Link>
    </div>
  );
}

function ProfileDropdown({ user, bell }: { user: CurrentUser; bell: Bell }) {
  const id = useId();
  const { open, toggle, root, button, panel, onKeyDown, onBlur, close } = useDropdown();
  const bellShownApart = useMediaQuery(`(min-width: ${BELL_MIN_WIDTH_PX}px)`);
  const unreadHere = bell.shown && !bellShownApart && bell.count > 0 ? bell.count : 0;

  return (
    <div className="profile-menu" ref={root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="profile-button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-label={`${user.displayName}, account menu${unreadHere > 0 ? `, ${unreadHere} unread notification${unreadHere === 1 ? '' : 's'}` : ''}`}
        onClick={toggle}
      >
        <Avatar user={user} size={32} />
        {unreadHere > 0 ? (
          <span className="bell-count profile-button-count" aria-hidden="true">
            {unreadHere}
          </span>
        ) : null}
        <span className="profile-button-name">{user.displayName}</span>
        <span className="profile-caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open ? <ProfilePanel id={id} user={user} bell={bell} panel={panel} close={close} /> : null}
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
