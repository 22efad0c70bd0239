// updateSeekerCardEducation (PUT /middleware/seeker-cards/education): answer the education card.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { nextNumberedId } from '../domain/records';
import { answerCard } from '../domain/seeker-card-answers';
import { requireText } from '../domain/text-rules';

export const updateSeekerCardEducation = defineOperation(
  'updateSeekerCardEducation',
  ({ body, site, account }, { store }: Deps<'store'>) => {
    const highestQualification = requireText('highestQualification', body.highestQualification);
    return ok(
      answerCard(store, site, account, 'EDUCATION', (profile) => {
        // The answer is the highest education: the first entry, replaced or added.
        const highest = profile.educationDetails[0];
        const id = highest?.id ?? nextNumberedId('edu', []);
        const entry = { ...body, id, highestQualification };
        if (highest) profile.educationDetails[0] = entry;
        else profile.educationDetails.push(entry);
      }),
    );
  },
);
