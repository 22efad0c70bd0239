// /seeker/profile (spec sections 2-5): the seeker's photo, name, headline and contacts with Verify
// or a tick, the profile-completion cards, the resume, and every section of the sample profile
// shape, each viewable and editable. `apop` opens the page at a part: my-profile (the top),
// profile-card (the cards) or mobile (the mobile number's verification).
import { useEffect, useId } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../../api/get-current-user';
import { useProfile } from '../api/get-profile';
import { failureText } from '../../../lib/call-failure';
import { SlowNotice } from '../../../components/slow-notice';
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

function ProfileSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading your profile">
      {[0, 1, 2].map((n) => (
        <div key={n} className="card profile-section skeleton" />
      ))}
      <SlowNotice pending />
    </div>
  );
}

export function ProfilePage() {
  const titleId = useId();
  const [params] = useSearchParams();
  const apop = params.get('apop') ?? 'my-profile';
  const { hash } = useLocation();
  const profile = useProfile();
  const session = useSession();
  const user = session.user;
  const ready = profile.isSuccess && user !== undefined;

  useEffect(() => {
    // apop opens a part (section 2); a hash opens a section (profileSectionPath: the home's nudge).
    const target = APOP_TARGETS[apop] ?? hash.slice(1);
    if (ready && target) document.getElementById(target)?.scrollIntoView({ block: 'start' });
  }, [ready, apop, hash]);

  return (
    <section className="container page profile-page" aria-labelledby={titleId}>
      <h1 id={titleId} className="page-title">
        My profile
      </h1>
      {profile.isPending || !user ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        <div className="card empty-state" role="alert">
          <p>We could not load your profile. {failureText(profile.error)}</p>
          <button type="button" className="button" onClick={() => void profile.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <div className="profile-layout">
          <aside className="card profile-summary-card" aria-label="Profile summary">
            <AvatarUpload avatarPath={user.avatarPath} name={user.displayName} />
            <p className="profile-name">{user.displayName}</p>
            {profile.data.designation ? (
              <p className="profile-headline">
                {profile.data.designation}
                {profile.data.companyName ? ` at ${profile.data.companyName}` : ''}
              </p>
            ) : null}
            <div className="profile-score-line">
              <span>Profile score</span>
              <meter min={0} max={100} value={user.profileScore ?? 0} aria-label="Profile score" />
              <span>{user.profileScore ?? 0}%</span>
            </div>
            <div id="contacts" className="profile-contacts">
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
          </aside>
          <div className="profile-main">
            <SeekerCards />
            <ResumeSection />
            <PersonalDetailsSection
              details={
                profile.data.personalDetailSection?.personalDetails ?? {
                  displayName: user.displayName,
                  emails: user.emails,
                  mobileNumbers: user.mobileNumbers,
                }
              }
            />
            <EmploymentSection entries={profile.data.workExperience ?? []} />
            <EducationSection entries={profile.data.educationDetails ?? []} />
            <SkillsSection skills={profile.data.itSkills ?? []} />
            <PreferencesSection value={profile.data.preferences ?? {}} />
            <AccomplishmentsSections profile={profile.data} />
          </div>
        </div>
      )}
    </section>
  );
}
