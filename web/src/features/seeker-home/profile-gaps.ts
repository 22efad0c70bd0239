// What the profile nudge says of each part the profile lacks and where it leads (ours: the spec is
// silent). The parts and their weights are the server's (ProfileData.profileGaps, the same rule as
// profileScore); this is only their wording and the profile section that fills each one.
import type { Schemas } from '../../../../openapi/client';
import { profilePath, profileSectionPath } from '../../../../openapi/vocabulary/routes';

export const PROFILE_GAP_LINKS: Record<Schemas['ProfilePart'], { text: string; to: string }> = {
  verifiedEmail: { text: 'Verify your email', to: profileSectionPath('contacts') },
  verifiedMobile: { text: 'Verify your mobile number', to: profilePath('mobile') },
  photo: { text: 'Add a photo', to: profilePath('my-profile') },
  designation: { text: 'Add your current designation', to: profileSectionPath('employment') },
  currentLocation: {
    text: 'Add your current location',
    to: profileSectionPath('personal-details'),
  },
  resume: { text: 'Upload your resume', to: profileSectionPath('resume') },
  employment: { text: 'Add your employment', to: profileSectionPath('employment') },
  education: { text: 'Add your education', to: profileSectionPath('education') },
  itSkills: { text: 'Add your IT skills', to: profileSectionPath('skills') },
  preferences: { text: 'Set your job preferences', to: profileSectionPath('preferences') },
  projects: { text: 'Add a project', to: profileSectionPath('projects') },
  accomplishments: {
    text: 'Add a certification or award',
    to: profileSectionPath('certifications'),
  },
};

/** How many of the heaviest gaps the nudge names (ours): the few that add most. */
export const PROFILE_GAPS_SHOWN = 3;

/** How many recommended jobs the signed-in home shows (ours); the dashboard has more. */
export const HOME_RECOMMENDED_SHOWN = 5;
