// updateSeekerCardEducation (PUT /middleware/seeker-cards/education): answer the education card.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { refuseEducationOrder } from '../domain/education';
import { nextNumberedId } from '../domain/records';
import { answerCard } from '../domain/seeker-card-answers';
import { requireText } from '../domain/text-rules';

export const updateSeekerCardEducation = defineOperation(
  'updateSeekerCardEducation',
  ({ body, site, account }, { store }: Deps<'store'>) => {
    const highestQualification = requireText('highestQualification', body.highestQualification);
    // The answer is the highest education: the first entry, replaced or added, in the order
    // educational and editEducationDetails hold (a 400 on yearOfPassing otherwise).
    const highest = account.profile.educationDetails[0];
    const entry = { ...body, id: highest?.id ?? nextNumberedId('edu', []), highestQualification };
    refuseEducationOrder(entry, account.profile.educationDetails);
    return ok(
      answerCard(store, site, account, 'EDUCATION', (profile) => {
        if (profile.educationDetails[0]) profile.educationDetails[0] = entry;
        else profile.educationDetails.push(entry);
      }),
    );
  },
);
