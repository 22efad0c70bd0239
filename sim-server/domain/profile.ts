// The seeker's profile as the contract shows it.
import type { Schemas } from '../../openapi/client';
import type { Account, StoreState } from '../store/state';

/**
 * The parts of the profile and their weights, 0-100 in all: the one owner of the score and of what
 * the profile lacks. The header's stepper, the dashboard, the profile page, Profile performance
 * and the signed-in home's nudge all show these figures. A resume weighs most after skills (issue
 * 27: a profile with no resume showed 95%, and 100% once a photo was added): without one the score
 * stays at 85 or less.
 */
function profileParts(
  state: StoreState,
  account: Account,
): Array<{ part: Schemas['ProfilePart']; done: boolean; weight: number }> {
  const p = account.profile;
  const hasResume = state.uploads.some((u) => u.accountId === account.id && u.kind === 'resume');
  return [
    { part: 'verifiedEmail', done: account.emails.some((e) => e.status === 1), weight: 10 },
    { part: 'verifiedMobile', done: account.mobileNumbers.some((m) => m.status === 1), weight: 10 },
    { part: 'photo', done: account.avatarPath !== null, weight: 5 },
    { part: 'designation', done: p.designation !== '', weight: 5 },
    { part: 'currentLocation', done: p.currentLocation !== '', weight: 5 },
    { part: 'resume', done: hasResume, weight: 15 },
    { part: 'employment', done: p.workExperience.length > 0, weight: 10 },
    { part: 'education', done: p.educationDetails.length > 0, weight: 10 },
    { part: 'itSkills', done: p.itSkills.length > 0, weight: 15 },
    { part: 'preferences', done: Object.keys(p.preferences).length > 0, weight: 5 },
    { part: 'projects', done: p.projects.length > 0, weight: 5 },
    {
      part: 'accomplishments',
      done: p.certifications.length > 0 || p.awards.length > 0,
      weight: 5,
    },
  ];
}

/** Share of the profile that is filled in, 0-100. */
export function profileScore(state: StoreState, account: Account): number {
  return profileParts(state, account).reduce((score, p) => score + (p.done ? p.weight : 0), 0);
}

/** What the profile lacks, the heaviest first (the order of the parts among equals). */
export function profileGaps(state: StoreState, account: Account): Array<Schemas['ProfileGap']> {
  return profileParts(state, account)
    .filter((p) => !p.done)
    .map(({ part, weight }) => ({ part, weight }))
    .sort((a, b) => b.weight - a.weight);
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
    profileGaps: profileGaps(state, account),
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
