// updateSeekerCardWorkAuthorisation (PUT /middleware/seeker-cards/work-authorisation): answer the work-authorisation card.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { answerCard } from '../domain/seeker-card-answers';

export const updateSeekerCardWorkAuthorisation = defineOperation(
  'updateSeekerCardWorkAuthorisation',
  ({ body, site, account }, { store }: Deps<'store'>) =>
    ok(
      answerCard(store, site, account, 'WORK_AUTHORISATION', (profile) => {
        profile.workPermits = [...body.workPermits];
        profile.authorisedCountries = [...(body.authorisedCountries ?? [])];
      }),
    ),
);
