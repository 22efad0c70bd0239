// The seeker's profile: sections and their edits, performance figures, resume and avatar uploads,
// the resume parser, the covid flag, career services and email preferences. All seeker-only.
import type { Schemas } from '../../openapi/client';
import type { SimContext } from '../context';
import { addItSkills } from '../domain/skills';
import { refuseEducationOrder } from '../domain/education';
import { updateAccount } from '../domain/accounts';
import { profileStats } from '../domain/profile-stats';
import { seekerServices } from '../domain/career-services';
import { nextNumberedId } from '../domain/records';
import { PROFILE_SECTIONS, profileSections, type ProfileSection } from '../domain/profile';
import {
  RESUME_RULE_MESSAGES,
  checkResumeName,
  checkResumeContent,
  checkResumeSize,
  decodeBase64,
} from '../domain/resume';
import {
  checkAvatar,
  latestResume,
  resumeFile,
  resumesOf,
  storeAvatar,
  storeResume,
} from '../domain/uploads';
import { conflict, invalid, notFound, unprocessable } from '../domain/errors';
import { ok, type Handlers } from '../api/operation';
import type { Profile } from '../store/state';
import { IT_SKILLS_MAX, PROFILE_ENTRIES_MAX } from '../../openapi/vocabulary/limits';

export const PROFILE_MESSAGES = {
  unknownSection: (name: string) =>
    `has an unknown section '${name}'; use ${[...PROFILE_SECTIONS, 'all'].join(', ')}`,
  blank: 'must not be blank',
  duplicate: 'must not repeat an entry',
  tooManySkills: (max: number) => `would make more than ${max} IT skills on the profile`,
  listFull: (max: number, what: string) =>
    `A profile holds at most ${max} ${what}. Delete one to add another.`,
  employmentNotFound: 'Employment not found.',
  educationNotFound: 'Education not found.',
  skillNotFound: 'IT skill not found.',
  employmentDeleted: 'Employment deleted successfully.',
  educationDeleted: 'Education deleted successfully.',
  noResume: 'No resume uploaded yet. Upload your resume first.',
  resumeNotFound: 'Resume not found.',
  resumeUnreadable: 'We could not read this resume.',
} as const;

/**
 * Employments and educations a profile holds (PROFILE_ENTRIES_MAX). Projects, certifications,
 * online profiles and awards are bounded by the contract (20 each).
 */
function refuseFullList(length: number, what: string): void {
  if (length >= PROFILE_ENTRIES_MAX)
    throw conflict(PROFILE_MESSAGES.listFull(PROFILE_ENTRIES_MAX, what), 'PROFILE_LIST_FULL');
}
const ALL_FIELDS = 'all';

type WorkExperienceInput = Schemas['WorkExperienceInput'];
type EducationInput = Schemas['EducationInput'];

/** `fields` as sections: comma-joined names; 'all' or absent means every section. */
function parseFields(fields: string | undefined): { sections: Set<ProfileSection>; all: boolean } {
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

function text(param: string, value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw invalid(param, PROFILE_MESSAGES.blank);
  return trimmed;
}

function employment(id: string, input: WorkExperienceInput): Schemas['WorkExperience'] {
  return {
    ...input,
    id,
    designation: text('designation', input.designation),
    organisation: text('organisation', input.organisation),
  };
}

function education(id: string, input: EducationInput): Schemas['EducationDetail'] {
  return {
    ...input,
    id,
    highestQualification: text('highestQualification', input.highestQualification),
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

function listOf(param: string, values: string[] | undefined): string[] | undefined {
  if (values === undefined) return undefined;
  const trimmed = values.map((v) => v.trim());
  if (trimmed.some((v) => v === '')) throw invalid(param, PROFILE_MESSAGES.blank);
  if (new Set(trimmed.map((v) => v.toLowerCase())).size !== trimmed.length) {
    throw invalid(param, PROFILE_MESSAGES.duplicate);
  }
  return trimmed;
}

// Long by design: one table of the profile operations, one short handler per operation (the
// longest, resumeParserV1 at 15 lines) sharing this context; the rules they apply live in
// sim-server/domain/.
// eslint-disable-next-line max-lines-per-function -- one table of short handlers, one per operation (reason above)
export function profileHandlers(context: SimContext): Handlers {
  const { store } = context;

  return {
    profiles: ({ query, account }) => {
      const { sections, all } = parseFields(query.fields);
      const latest = latestResume(store.state, account.id);
      const body = profileSections(
        store.state,
        account,
        sections,
        latest ? resumeFile(latest) : null,
      );
      if (!all) delete body.covidLayoff;
      return ok({ profilesStatus: 200 as const, profilesResponse: body });
    },

    profileStats: ({ account, now }) => ok(profileStats(store.state, account, now)),

    employement: ({ body, account }) => {
      const ids = account.profile.workExperience.map((e) => e.id);
      refuseFullList(ids.length, 'employments');
      const entry = employment(nextNumberedId('emp', ids), body);
      updateAccount(store, account, (draft) => placeEmployment(draft.profile, entry));
      return { status: 201 as const, body: entry };
    },

    editEmploymentDetails: ({ body, path, account }) => {
      const existing = account.profile.workExperience.find((e) => e.id === path.employmentId);
      if (!existing) throw notFound(PROFILE_MESSAGES.employmentNotFound);
      const entry = employment(existing.id, body);
      updateAccount(store, account, (draft) => placeEmployment(draft.profile, entry));
      return ok(entry);
    },

    deleteEmploymentDetails: ({ path, account }) => {
      const known = account.profile.workExperience.some((e) => e.id === path.employmentId);
      if (!known) throw notFound(PROFILE_MESSAGES.employmentNotFound);
      updateAccount(store, account, (draft) => {
        draft.profile.workExperience = draft.profile.workExperience.filter(
          (e) => e.id !== path.employmentId,
        );
      });
      return ok({ success: true as const, message: PROFILE_MESSAGES.employmentDeleted });
    },

    educational: ({ body, account }) => {
      const ids = account.profile.educationDetails.map((e) => e.id);
      refuseFullList(ids.length, 'educations');
      const entry = education(nextNumberedId('edu', ids), body);
      refuseEducationOrder(entry, account.profile.educationDetails);
      updateAccount(store, account, (draft) => {
        draft.profile.educationDetails.push(entry);
      });
      return { status: 201 as const, body: entry };
    },

    editEducationDetails: ({ body, path, account }) => {
      const index = account.profile.educationDetails.findIndex((e) => e.id === path.educationId);
      if (index < 0) throw notFound(PROFILE_MESSAGES.educationNotFound);
      const entry = education(path.educationId, body);
      refuseEducationOrder(entry, account.profile.educationDetails);
      updateAccount(store, account, (draft) => {
        draft.profile.educationDetails[index] = entry;
      });
      return ok(entry);
    },

    deleteEducationDetails: ({ path, account }) => {
      const known = account.profile.educationDetails.some((e) => e.id === path.educationId);
      if (!known) throw notFound(PROFILE_MESSAGES.educationNotFound);
      updateAccount(store, account, (draft) => {
        draft.profile.educationDetails = draft.profile.educationDetails.filter(
          (e) => e.id !== path.educationId,
        );
      });
      return ok({ success: true as const, message: PROFILE_MESSAGES.educationDeleted });
    },

    jobpreferences: ({ body, account }) => {
      const lists = {
        preferredLocations: listOf('preferredLocations', body.preferredLocations),
        preferredIndustries: listOf('preferredIndustries', body.preferredIndustries),
        preferredFunctions: listOf('preferredFunctions', body.preferredFunctions),
      };
      const preferences: Schemas['JobPreferences'] = { ...body };
      for (const [key, value] of Object.entries(lists)) {
        if (value !== undefined) preferences[key as keyof typeof lists] = value;
      }
      updateAccount(store, account, (draft) => {
        draft.profile.preferences = preferences;
      });
      return ok(preferences);
    },

    createSkills: ({ body, account }) => {
      const added = body.itSkills.map((input, index) => ({
        ...input,
        skill: text(`itSkills.${index}.skill`, input.skill),
      }));
      const skills = addItSkills(account.profile.itSkills, added);
      if (skills.length > IT_SKILLS_MAX) {
        throw invalid('itSkills', PROFILE_MESSAGES.tooManySkills(IT_SKILLS_MAX));
      }
      updateAccount(store, account, (draft) => {
        draft.profile.itSkills = skills;
      });
      return ok({ itSkills: skills });
    },

    deleteSkill: ({ path, account }) => {
      // Skills carry no id: the name is the key, ignoring case, as createSkills matches them.
      const name = path.skill.trim().toLowerCase();
      const skills = account.profile.itSkills.filter((s) => s.skill.toLowerCase() !== name);
      if (skills.length === account.profile.itSkills.length) {
        throw notFound(PROFILE_MESSAGES.skillNotFound);
      }
      updateAccount(store, account, (draft) => {
        draft.profile.itSkills = skills;
      });
      return ok({ itSkills: skills });
    },

    uploadResume: async ({ files, account, site, now }) => {
      const file = files.find((f) => f.fieldname === 'file');
      if (!file) throw invalid('file', RESUME_RULE_MESSAGES.missing);
      const kind = checkResumeName('file', file.originalname);
      checkResumeSize('file', file.buffer.length);
      checkResumeContent('file', kind, file.buffer);
      const upload = { fileName: file.originalname, kind, bytes: file.buffer };
      const resume = await storeResume(context, account, site, upload, now);
      return { status: 201 as const, body: { resume } };
    },

    resumeUpdate: async ({ body, account, site, now }) => {
      const kind = checkResumeName('fileName', body.fileName);
      const bytes = decodeBase64('fileContent', body.fileContent);
      checkResumeSize('fileContent', bytes.length);
      checkResumeContent('fileContent', kind, bytes);
      const upload = { fileName: body.fileName, kind, bytes };
      return ok({ resume: await storeResume(context, account, site, upload, now) });
    },

    uploadAvatar: async ({ files, account, site, now }) => {
      const upload = checkAvatar(files.find((f) => f.fieldname === 'file'));
      return ok({ avatarPath: await storeAvatar(context, account, site, upload, now) });
    },

    resumeParserV1: ({ body, account }) => {
      const resumeId = (body as Schemas['ResumeParseRequest'] | undefined)?.resumeId;
      const record =
        resumeId === undefined
          ? latestResume(store.state, account.id)
          : resumesOf(store.state, account.id).find((r) => r.id === resumeId);
      if (!record) {
        throw notFound(
          resumeId === undefined ? PROFILE_MESSAGES.noResume : PROFILE_MESSAGES.resumeNotFound,
        );
      }
      if (!record.parsed)
        throw unprocessable(PROFILE_MESSAGES.resumeUnreadable, 'RESUME_UNREADABLE');
      return ok(record.parsed);
    },

    covidLayoffFlag: ({ account }) =>
      ok({ Status: 200 as const, Response: { covidLayoff: account.covidLayoff } }),

    editCovidLayoffFlag: ({ body, account }) => {
      const updated = updateAccount(store, account, (draft) => {
        draft.covidLayoff = body.covidLayoff;
      });
      return ok({ Status: 200 as const, Response: { covidLayoff: updated.covidLayoff } });
    },

    careerServicesFetchSeekerServices: ({ account, now }) =>
      ok({ services: seekerServices(account, now) }),

    notificationsEmail: ({ body, account }) => {
      const preferences: Schemas['EmailPreferences'] = {
        jobAlerts: body.jobAlerts,
        recommendations: body.recommendations,
        applicationUpdates: body.applicationUpdates,
        recruiterMessages: body.recruiterMessages,
        newsletters: body.newsletters,
      };
      updateAccount(store, account, (draft) => {
        draft.emailPreferences = preferences;
      });
      return ok(preferences);
    },
  };
}
