// skipSeekerCard (POST /middleware/seeker-cards/{cardType}/skip): skip a profile-completion card.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { skipCard } from '../domain/seeker-card-answers';

export const skipSeekerCard = defineOperation(
  'skipSeekerCard',
  ({ path, site, account }, { store }: Deps<'store'>) =>
    ok(skipCard(store, site, account, path.cardType)),
);
