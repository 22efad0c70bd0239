// /seeker/profile (spec sections 2-5): the seeker's photo, name, headline and contacts with Verify
// or a tick, the profile-completion cards, the resume, and every section of the sample profile
// shape, each viewable and editable. `apop` opens the page at a part: my-profile (the top),
// profile-card (the cards) or mobile (the mobile number's verification).
//
// The parts show together once the page's four calls (the account, the profile, the cards, the
// resumes) have answered, so that none pushes another down the page (shown-together.ts); a call
// late past SLOW_CALL_NOTICE_MS holds nothing back (issue 27, item 7): the summary card shows with
// the account (userMe), the cards and the resume with theirs, the profile's sections with the
// profile (profiles), and each late part keeps its own loading state (with "taking longer than
// usual"), then its own error with Try again.
import { useEffect, useId } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useSession, type CurrentUser } from '../../../api/get-current-user';
import { useProfile, type Profile } from '../api/get-profile';
import { failureText } from '../../../lib/call-failure';
import { EditScope, useEditScope } from '../../../components/edit-form';
import { PageLoading } from '../../../components/page-loading';
import { useShownTogether } from '../../../components/shown-together';
import { SlowNotice } from '../../../components/slow-notice';
import { useResumes } from '../api/get-resumes';
import { useSeekerCards } from '../api/get-seeker-cards';
import { AccomplishmentsSections } from './accomplishments';
import { AvatarUpload } from './avatar-upload';
import { EducationSection } from './education';
import { EmploymentSection } from './employment';
import { PersonalDetailsSection } from './personal-details';
import { PreferencesSection } from './preferences';
import { ResumeSection } from './resume-section';
import { SeekerCards } from './seeker-cards';
import { SkillsSection } from './skills';
import { VerifyContact } from './verify-contact';
import '../profile.css';

const APOP_TARGETS: Record<string, string> = { 'profile-card': 'profile-card', mobile: 'contacts' };

function PartLoading({ label, cards }: { label: string; cards: number }) {
  return (
    <div aria-busy="true" aria-label={label}>
      {Array.from({ length: cards }, (_, n) => (
        <div key={n} className="card profile-section skeleton" />
      ))}
      <SlowNotice pending />
    </div>
  );
}

function PartFailed({ text, retry }: { text: string; retry: () => void }) {
  return (
    <div className="card empty-state" role="alert">
      <p>{text}</p>
      <button type="button" className="button" onClick={retry}>
        Try again
      </button>
    </div>
  );
}

/** The photo, name, headline, score and contacts: the account's answer (userMe). */
function ProfileSummary({ profile, apop }: { profile: Profile | undefined; apop: string }) {
  const session = useSession();
  // The contacts' Verify panels are edit forms; the OTP's own lines say how it went.
  const contacts = useEditScope<HTMLDivElement>('');
  const user = session.user;
  if (!user) {
    return session.status === 'unreachable' ? (
      <PartFailed text="We could not load your account details." retry={session.retry} />
    ) : (
      <PartLoading label="Loading your account details" cards={1} />
    );
  }
  return (
    <aside className="card profile-summary-card" aria-label="Profile summary">
      <AvatarUpload avatarPath={user.avatarPath} name={user.displayName} />
      <p className="profile-name">{user.displayName}</p>
      {profile?.designation ? (
        <p className="profile-headline">
          {profile.designation}
          {profile.companyName ? ` at ${profile.companyName}` : ''}
        </p>
      ) : null}
      <div className="profile-score-line">
        <span>Profile score</span>
        <meter min={0} max={100} value={user.profileScore ?? 0} aria-label="Profile score" />
        <span>{user.profileScore ?? 0}%</span>
      </div>
      <EditScope value={contacts.value}>
        <div id="contacts" className="profile-contacts" {...contacts.props}>
          {user.emails.map((email) => (
            <VerifyContact key={email.email} contact={{ kind: 'email', ...email }} />
          ))}
          {user.mobileNumbers.map((mobile) => (
            <VerifyContact
              key={`${mobile.countryCode}-${mobile.mobileNumber}`}
              contact={{ kind: 'mobile', ...mobile }}
              startOpen={apop === 'mobile'}
            />
          ))}
        </div>
      </EditScope>
    </aside>
  );
}

/** The profile's own sections: the profile's answer (profiles). */
function ProfileSections({ profile, user }: { profile: Profile; user: CurrentUser | undefined }) {
  const details =
    profile.personalDetailSection?.personalDetails ??
    (user
      ? { displayName: user.displayName, emails: user.emails, mobileNumbers: user.mobileNumbers }
      : undefined);
  return (
    <>
      {details ? (
        <PersonalDetailsSection details={details} />
      ) : (
        <PartLoading label="Loading your personal details" cards={1} />
      )}
      <EmploymentSection entries={profile.workExperience ?? []} />
      <EducationSection entries={profile.educationDetails ?? []} />
      <SkillsSection skills={profile.itSkills ?? []} />
      <PreferencesSection
        value={profile.preferences ?? {}}
        currentLocation={details?.currentLocation}
      />
      <AccomplishmentsSections profile={profile} />
    </>
  );
}

export function ProfilePage() {
  const titleId = useId();
  const [params] = useSearchParams();
  const apop = params.get('apop') ?? 'my-profile';
  const { hash } = useLocation();
  const profile = useProfile();
  const session = useSession();
  const { user } = session;
  const shown = useShownTogether([
    session.status === 'checking',
    profile.isPending,
    useSeekerCards().isPending,
    useResumes().isPending,
  ]);

  useEffect(() => {
    // apop opens a part (section 2); a hash opens a section (profileSectionPath: the home's nudge).
    // Each part is there once its own call has answered: the contacts with the account, the rest
    // with the profile.
    const target = APOP_TARGETS[apop] ?? hash.slice(1);
    const ready = shown && (target === 'contacts' ? user !== undefined : profile.isSuccess);
    if (ready && target) document.getElementById(target)?.scrollIntoView({ block: 'start' });
  }, [profile.isSuccess, user, apop, hash, shown]);

  return (
    <section className="container page profile-page" aria-labelledby={titleId}>
      <h1 id={titleId} className="page-title">
        My profile
      </h1>
      {shown ? <ProfileParts apop={apop} /> : <PageLoading />}
    </section>
  );
}

function ProfileParts({ apop }: { apop: string }) {
  const profile = useProfile();
  const { user } = useSession();
  return (
    <div className="profile-layout">
      <ProfileSummary profile={profile.data} apop={apop} />
      <div className="profile-main">
        <SeekerCards />
        <ResumeSection />
        {profile.isPending ? (
          <PartLoading label="Loading your profile" cards={3} />
        ) : profile.isError ? (
          <PartFailed
            text={`We could not load your profile. ${failureText(profile.error)}`}
            retry={() => void profile.refetch()}
          />
        ) : (
          <ProfileSections profile={profile.data} user={user} />
        )}
      </div>
    </div>
  );
}
