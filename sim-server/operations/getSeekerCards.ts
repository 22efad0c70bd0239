// getSeekerCards (GET /middleware/seeker-cards): the seeker's profile-completion cards.
import { defineOperation, ok } from '../api/operation';
import { seekerCards } from '../domain/seeker-cards';

export const getSeekerCards = defineOperation('getSeekerCards', ({ site, account }) =>
  ok(seekerCards(account, site.site)),
);
