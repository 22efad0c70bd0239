// updateSeekerCardLocation (PUT /middleware/seeker-cards/location): answer the location card.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { answerCard } from '../domain/seeker-card-answers';
import { requireText } from '../domain/text-rules';

export const updateSeekerCardLocation = defineOperation(
  'updateSeekerCardLocation',
  ({ body, site, account }, { store }: Deps<'store'>) => {
    const location = requireText('currentLocation', body.currentLocation);
    return ok(
      answerCard(store, site, account, 'LOCATION', (profile) => {
        profile.currentLocation = location;
      }),
    );
  },
);
