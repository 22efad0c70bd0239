// updateSeekerCardDesignation (PUT /middleware/seeker-cards/designation): answer the designation card.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { answerCard } from '../domain/seeker-card-answers';
import { requireText } from '../domain/text-rules';

export const updateSeekerCardDesignation = defineOperation(
  'updateSeekerCardDesignation',
  ({ body, site, account }, { store }: Deps<'store'>) => {
    const designation = requireText('designation', body.designation);
    return ok(
      answerCard(store, site, account, 'DESIGNATION', (profile) => {
        profile.designation = designation;
      }),
    );
  },
);
