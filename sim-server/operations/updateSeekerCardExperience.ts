// updateSeekerCardExperience (PUT /middleware/seeker-cards/experience): answer the experience card.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { answerCard } from '../domain/seeker-card-answers';

export const updateSeekerCardExperience = defineOperation(
  'updateSeekerCardExperience',
  ({ body, site, account }, { store }: Deps<'store'>) =>
    ok(
      answerCard(store, site, account, 'EXPERIENCE', (profile) => {
        profile.experienceYears = body.years;
        profile.experienceMonths = body.months;
      }),
    ),
);
