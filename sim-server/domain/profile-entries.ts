// The seeker's profile lists, edited one entry at a time: employments and educations (added,
// replaced, deleted; at most PROFILE_ENTRIES_MAX each), IT skills (added by name, merged, at most
// IT_SKILLS_MAX; deleted by name), and the job preferences' lists. Also which sections a profile
// read asks for.
import type { Schemas } from '../../openapi/client';
import { IT_SKILLS_MAX, PROFILE_ENTRIES_MAX } from '../../openapi/vocabulary/limits';
import type { Store } from '../store/store';
import type { Account, Profile } from '../store/state';
import { updateAccount } from './accounts';
import { refuseEducationOrder } from './education';
import { conflict, invalid, notFound, ruleBroken } from './errors';
import { PROFILE_SECTIONS, type ProfileSection } from './profile';
import { nextNumberedId } from './records';
import { addItSkills } from './skills';
import { BLANK_MESSAGE, requireText } from './text-rules';

export const PROFILE_MESSAGES = {
  unknownSection: (name: string) =>
    `has an unknown section '${name}'; use ${[...PROFILE_SECTIONS, 'all'].join(', ')}`,
  duplicate: 'must not repeat an entry',
  tooManySkills: (max: number) => `would make more than ${max} IT skills on the profile`,
  listFull: (max: number, what: string) =>
    `A profile holds at most ${max} ${what}. Delete one to add another.`,
  employmentNotFound: 'Employment not found.',
  educationNotFound: 'Education not found.',
  skillNotFound: 'IT skill not found.',
  employmentDeleted: 'Employment deleted successfully.',
  educationDeleted: 'Education deleted successfully.',
} as const;

const ALL_FIELDS = 'all';

/** `fields` as sections: comma-joined names; 'all' or absent means every section. */
export function parseFields(fields: string | undefined): {
  sections: Set<ProfileSection>;
  all: boolean;
} {
  const names = (fields ?? ALL_FIELDS).split(',').map((n) => n.trim());
  const sections = new Set<ProfileSection>();
  let all = false;
  for (const name of names) {
    const section = PROFILE_SECTIONS.find((s) => s === name);
    if (section) sections.add(section);
    else if (name === ALL_FIELDS) all = true;
    else throw invalid('fields', PROFILE_MESSAGES.unknownSection(name), 'query');
  }
  return { sections: all ? new Set(PROFILE_SECTIONS) : sections, all };
}

/**
 * Employments and educations a profile holds (PROFILE_ENTRIES_MAX). Projects, certifications,
 * online profiles and awards are bounded by the contract (20 each).
 */
function refuseFullList(length: number, what: string): void {
  if (length >= PROFILE_ENTRIES_MAX)
    throw conflict(PROFILE_MESSAGES.listFull(PROFILE_ENTRIES_MAX, what), 'PROFILE_LIST_FULL');
}

// ---------------------------------------------------------------- employments

function employment(id: string, input: Schemas['WorkExperienceInput']): Schemas['WorkExperience'] {
  return {
    ...input,
    id,
    designation: requireText('designation', input.designation),
    organisation: requireText('organisation', input.organisation),
  };
}

/** Puts an employment on the profile; a current one makes the others past and sets the headline. */
function placeEmployment(profile: Profile, entry: Schemas['WorkExperience']): void {
  const index = profile.workExperience.findIndex((e) => e.id === entry.id);
  if (index >= 0) profile.workExperience[index] = entry;
  else profile.workExperience.push(entry);
  if (!entry.current) return;
  for (const other of profile.workExperience) if (other.id !== entry.id) other.current = false;
  profile.designation = entry.designation;
  profile.companyName = entry.organisation;
}

/** employement: a new employment (409 when the list is full). */
export function addEmployment(
  store: Store,
  account: Account,
  input: Schemas['WorkExperienceInput'],
): Schemas['WorkExperience'] {
  const ids = account.profile.workExperience.map((e) => e.id);
  refuseFullList(ids.length, 'employments');
  const entry = employment(nextNumberedId('emp', ids), input);
  updateAccount(store, account, (draft) => placeEmployment(draft.profile, entry));
  return entry;
}

/** editEmploymentDetails: the employment replaced (404 when the profile has none by the id). */
export function editEmployment(
  store: Store,
  account: Account,
  employmentId: string,
  input: Schemas['WorkExperienceInput'],
): Schemas['WorkExperience'] {
  const existing = account.profile.workExperience.find((e) => e.id === employmentId);
  if (!existing) throw notFound(PROFILE_MESSAGES.employmentNotFound);
  const entry = employment(existing.id, input);
  updateAccount(store, account, (draft) => placeEmployment(draft.profile, entry));
  return entry;
}

export function deleteEmployment(store: Store, account: Account, employmentId: string): void {
  const known = account.profile.workExperience.some((e) => e.id === employmentId);
  if (!known) throw notFound(PROFILE_MESSAGES.employmentNotFound);
  updateAccount(store, account, (draft) => {
    draft.profile.workExperience = draft.profile.workExperience.filter(
      (e) => e.id !== employmentId,
    );
  });
}

// ---------------------------------------------------------------- educations

function education(id: string, input: Schemas['EducationInput']): Schemas['EducationDetail'] {
  return {
    ...input,
    id,
    highestQualification: requireText('highestQualification', input.highestQualification),
  };
}

/** educational: a new education, in order beside the others (409 when the list is full). */
export function addEducation(
  store: Store,
  account: Account,
  input: Schemas['EducationInput'],
): Schemas['EducationDetail'] {
  const ids = account.profile.educationDetails.map((e) => e.id);
  refuseFullList(ids.length, 'educations');
  const entry = education(nextNumberedId('edu', ids), input);
  refuseEducationOrder(entry, account.profile.educationDetails);
  updateAccount(store, account, (draft) => {
    draft.profile.educationDetails.push(entry);
  });
  return entry;
}

/** editEducationDetails: the education replaced, in order (404 when none has the id). */
export function editEducation(
  store: Store,
  account: Account,
  educationId: string,
  input: Schemas['EducationInput'],
): Schemas['EducationDetail'] {
  const index = account.profile.educationDetails.findIndex((e) => e.id === educationId);
  if (index < 0) throw notFound(PROFILE_MESSAGES.educationNotFound);
  const entry = education(educationId, input);
  refuseEducationOrder(entry, account.profile.educationDetails);
  updateAccount(store, account, (draft) => {
    draft.profile.educationDetails[index] = entry;
  });
  return entry;
}

export function deleteEducation(store: Store, account: Account, educationId: string): void {
  const known = account.profile.educationDetails.some((e) => e.id === educationId);
  if (!known) throw notFound(PROFILE_MESSAGES.educationNotFound);
  updateAccount(store, account, (draft) => {
    draft.profile.educationDetails = draft.profile.educationDetails.filter(
      (e) => e.id !== educationId,
    );
  });
}

// ---------------------------------------------------------------- skills and preferences

/** createSkills: the named skills added or merged (a 400 past IT_SKILLS_MAX). */
export function addSkills(
  store: Store,
  account: Account,
  input: readonly Schemas['ItSkill'][],
): Schemas['ItSkill'][] {
  const added = input.map((entry, index) => ({
    ...entry,
    skill: requireText(`itSkills.${index}.skill`, entry.skill),
  }));
  const skills = addItSkills(account.profile.itSkills, added);
  if (skills.length > IT_SKILLS_MAX) {
    throw ruleBroken('itSkills', PROFILE_MESSAGES.tooManySkills(IT_SKILLS_MAX), 'IT_SKILLS_FULL');
  }
  updateAccount(store, account, (draft) => {
    draft.profile.itSkills = skills;
  });
  return skills;
}

/** deleteSkill: the skill by name, ignoring case (skills carry no id), or a 404. */
export function deleteSkill(store: Store, account: Account, skill: string): Schemas['ItSkill'][] {
  const name = skill.trim().toLowerCase();
  const skills = account.profile.itSkills.filter((s) => s.skill.toLowerCase() !== name);
  if (skills.length === account.profile.itSkills.length) {
    throw notFound(PROFILE_MESSAGES.skillNotFound);
  }
  updateAccount(store, account, (draft) => {
    draft.profile.itSkills = skills;
  });
  return skills;
}

function listOf(param: string, values: string[] | undefined): string[] | undefined {
  if (values === undefined) return undefined;
  const trimmed = values.map((v) => v.trim());
  if (trimmed.some((v) => v === '')) throw invalid(param, BLANK_MESSAGE);
  if (new Set(trimmed.map((v) => v.toLowerCase())).size !== trimmed.length) {
    throw ruleBroken(param, PROFILE_MESSAGES.duplicate, 'REPEATED_ENTRY');
  }
  return trimmed;
}

/** jobpreferences: the preferences replaced, their lists trimmed, never blank or repeated. */
export function setPreferences(
  store: Store,
  account: Account,
  input: Schemas['JobPreferences'],
): Schemas['JobPreferences'] {
  const lists = {
    preferredLocations: listOf('preferredLocations', input.preferredLocations),
    preferredIndustries: listOf('preferredIndustries', input.preferredIndustries),
    preferredFunctions: listOf('preferredFunctions', input.preferredFunctions),
  };
  const preferences: Schemas['JobPreferences'] = { ...input };
  for (const [key, value] of Object.entries(lists)) {
    if (value !== undefined) preferences[key as keyof typeof lists] = value;
  }
  updateAccount(store, account, (draft) => {
    draft.profile.preferences = preferences;
  });
  return preferences;
}
