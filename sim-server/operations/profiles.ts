// profiles (GET /middleware/profiles): the seeker's profile, by section.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { profileSections } from '../domain/profile';
import { parseFields } from '../domain/profile-entries';
import { latestResume, resumeFile } from '../domain/uploads';

export const profiles = defineOperation(
  'profiles',
  ({ query, account }, { store }: Deps<'store'>) => {
    const { sections, all } = parseFields(query.fields);
    const latest = latestResume(store.state, account.id);
    const body = profileSections(
      store.state,
      account,
      sections,
      latest ? resumeFile(latest) : null,
    );
    // The COVID-19 flag comes with the whole profile only.
    if (!all) delete body.covidLayoff;
    return ok({ profilesStatus: 200 as const, profilesResponse: body });
  },
);
