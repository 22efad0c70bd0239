// The seeker's profile as the contract shows it.
import type { Schemas } from '../../openapi/client';
import type { Account, StoreState } from '../store/state';

/**
 * Share of the profile that is filled in, 0-100: each section counts for a fixed weight. The one
 * owner of the score: the header's stepper, the dashboard, the profile page and Profile
 * performance all show this figure. A resume weighs most after skills (issue 27: a profile with no
 * resume showed 95%, and 100% once a photo was added): without one the score stays at 85 or less.
 */
export function profileScore(state: StoreState, account: Account): number {
  const p = account.profile;
  const hasResume = state.uploads.some((u) => u.accountId === account.id && u.kind === 'resume');
  const parts: Array<[boolean, number]> = [
    [account.emails.some((e) => e.status === 1), 10],
    [account.mobileNumbers.some((m) => m.status === 1), 10],
    [account.avatarPath !== null, 5],
    [p.designation !== '', 5],
    [p.currentLocation !== '', 5],
    [hasResume, 15],
    [p.workExperience.length > 0, 10],
    [p.educationDetails.length > 0, 10],
    [p.itSkills.length > 0, 15],
    [Object.keys(p.preferences).length > 0, 5],
    [p.projects.length > 0, 5],
    [p.certifications.length > 0 || p.awards.length > 0, 5],
  ];
  return parts.reduce((score, [done, weight]) => score + (done ? weight : 0), 0);
}

export function profileData(state: StoreState, account: Account): Schemas['ProfileData'] {
  const primaryEmail = account.emails[0] ?? { email: account.email, status: 0 as const };
  return {
    uuid: account.id,
    avatarPath: account.avatarPath,
    displayName: account.displayName,
    emails: account.emails,
    mobileNumbers: account.mobileNumbers,
    primaryEmail,
    primaryMobileNumber: account.mobileNumbers[0] ?? null,
    profileScore: profileScore(state, account),
    userType: account.userType,
  };
}

export const PROFILE_SECTIONS = [
  'personal_details',
  'employment',
  'education',
  'skills',
  'preferences',
  'projects',
  'resume',
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export function profileSections(
  state: StoreState,
  account: Account,
  sections: ReadonlySet<ProfileSection>,
  resume: Schemas['ResumeFile'] | null,
): Schemas['ProfileSections'] {
  const p = account.profile;
  const result: Schemas['ProfileSections'] = {
    avtar: account.avatarPath,
    name: account.displayName,
    designation: p.designation,
    profileScore: profileScore(state, account),
    companyName: p.companyName,
    covidLayoff: account.covidLayoff,
  };
  if (sections.has('personal_details')) {
    result.personalDetailSection = {
      personalDetails: {
        displayName: account.displayName,
        emails: account.emails,
        mobileNumbers: account.mobileNumbers,
        currentLocation: p.currentLocation,
        ...p.personal,
      },
    };
  }
  if (sections.has('employment')) result.workExperience = p.workExperience;
  if (sections.has('education')) result.educationDetails = p.educationDetails;
  if (sections.has('skills')) result.itSkills = p.itSkills;
  if (sections.has('preferences')) result.preferences = p.preferences;
  if (sections.has('projects')) {
    result.projects = p.projects;
    result.certifications = p.certifications;
    result.onlineProfiles = p.onlineProfiles;
    result.awards = p.awards;
  }
  if (sections.has('resume')) result.resume = resume;
  return result;
}

/** The counter of the times recruiters viewed the seeker's profile. */
export function profileViewsCounter(account: Account): string {
  return `profileViews:${account.id}`;
}
