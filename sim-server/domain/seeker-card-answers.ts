// Answering and skipping the dashboard's profile-completion cards: every answer saves to the
// profile and completes its card in one write, and answers with the refreshed list.
import type { Schemas } from '../../openapi/client';
import type { SiteCatalogue } from '../catalogue/types';
import type { Store } from '../store/store';
import type { Account, Profile } from '../store/state';
import { updateAccount } from './accounts';
import { conflict, ruleBroken } from './errors';
import { cardCompleted, completeCard, seekerCards } from './seeker-cards';
import { requireText } from './text-rules';

export const SEEKER_CARD_MESSAGES = {
  alreadyCompleted: 'This card is already completed.',
  repeatedSkill: 'must not repeat a skill (ignoring case)',
} as const;

type CardType = Schemas['SeekerCardType'];

/** Applies the answer and completes the card in one write; answers the refreshed cards. */
export function answerCard(
  store: Store,
  site: SiteCatalogue,
  account: Account,
  type: CardType,
  apply: (profile: Profile) => void,
): Schemas['SeekerCardList'] {
  const updated = updateAccount(store, account, (draft) => {
    apply(draft.profile);
    completeCard(draft, type);
  });
  return seekerCards(updated, site.site);
}

/** skipSeekerCard: the card skipped (409 for a completed card; skipping twice changes nothing). */
export function skipCard(
  store: Store,
  site: SiteCatalogue,
  account: Account,
  type: CardType,
): Schemas['SeekerCardList'] {
  if (cardCompleted(account, type)) {
    throw conflict(SEEKER_CARD_MESSAGES.alreadyCompleted, 'CARD_COMPLETED');
  }
  if (account.seekerCards.skipped.includes(type)) return seekerCards(account, site.site);
  const updated = updateAccount(store, account, (draft) => {
    draft.seekerCards.skipped.push(type);
  });
  return seekerCards(updated, site.site);
}

/** The SKILLS card's names: never blank, never repeated (ignoring case). */
export function cardSkills(skills: readonly string[]): string[] {
  const names = skills.map((skill, index) => requireText(`skills.${index}`, skill));
  if (new Set(names.map((n) => n.toLowerCase())).size !== names.length) {
    throw ruleBroken('skills', SEEKER_CARD_MESSAGES.repeatedSkill, 'REPEATED_ENTRY');
  }
  return names;
}
