// editAccomplishments (PUT /middleware/accomplishments): replace the profile's projects, certifications, online profiles or awards.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { updateAccount } from '../domain/accounts';

export const editAccomplishments = defineOperation(
  'editAccomplishments',
  ({ body, account }, { store }: Deps<'store'>) => {
    // Each list the body holds replaces the profile's; the others stay.
    const updated = updateAccount(store, account, (draft) => {
      if (body.projects) draft.profile.projects = body.projects;
      if (body.certifications) draft.profile.certifications = body.certifications;
      if (body.onlineProfiles) draft.profile.onlineProfiles = body.onlineProfiles;
      if (body.awards) draft.profile.awards = body.awards;
    });
    const { projects, certifications, onlineProfiles, awards } = updated.profile;
    return ok({ projects, certifications, onlineProfiles, awards });
  },
);
