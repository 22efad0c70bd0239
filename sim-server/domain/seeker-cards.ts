// Profile-completion cards. A card is completed when the profile holds its answer (or the seeker
// answered it, as registration does for location and experience), and skipped when the seeker
// dismissed it and has not answered it since. Cards come in the contract's enum order.
import type { Schemas } from '../../openapi/client';
import type { SiteProps } from '../../fixtures/site-props';
import type { Account } from '../store/state';

type CardType = Schemas['SeekerCardType'];

export const SEEKER_CARD_TITLES: Record<CardType, string> = {
  LOCATION: 'Where do you live now?',
  WORK_AUTHORISATION: 'Where are you allowed to work?',
  EDUCATION: 'What is your highest qualification?',
  EXPERIENCE: 'How much work experience do you have?',
  DESIGNATION: 'What is your current designation?',
  SKILLS: 'Add your key skills',
  MOBILE_OTP: 'Verify your mobile number',
};

/** The contract's SeekerCardType enum order, which is the display order. */
export const SEEKER_CARD_ORDER: readonly CardType[] = [
  'LOCATION',
  'WORK_AUTHORISATION',
  'EDUCATION',
  'EXPERIENCE',
  'DESIGNATION',
  'SKILLS',
  'MOBILE_OTP',
];

/** Whether the profile already holds the card's answer. */
function answered(account: Account, type: CardType): boolean {
  const p = account.profile;
  switch (type) {
    case 'LOCATION':
      return p.currentLocation.trim() !== '';
    case 'WORK_AUTHORISATION':
      return p.workPermits.length > 0;
    case 'EDUCATION':
      return p.educationDetails.length > 0;
    case 'EXPERIENCE':
      return p.workExperience.length > 0 || p.experienceYears > 0 || p.experienceMonths > 0;
    case 'DESIGNATION':
      return p.designation.trim() !== '';
    case 'SKILLS':
      return p.itSkills.length > 0;
    case 'MOBILE_OTP':
      return account.mobileNumbers.some((m) => m.status === 1);
  }
}

export function cardCompleted(account: Account, type: CardType): boolean {
  return answered(account, type) || account.seekerCards.completed.includes(type);
}

/** The cards a site asks: the US work-permit card only where its properties say so. */
function asked(site: SiteProps): readonly CardType[] {
  return site.flags.workPermitQuestion
    ? SEEKER_CARD_ORDER
    : SEEKER_CARD_ORDER.filter((type) => type !== 'WORK_AUTHORISATION');
}

export function seekerCards(account: Account, site: SiteProps): Schemas['SeekerCardList'] {
  return {
    cards: asked(site).map((type) => {
      const completed = cardCompleted(account, type);
      return {
        type,
        title: SEEKER_CARD_TITLES[type],
        completed,
        skipped: !completed && account.seekerCards.skipped.includes(type),
      };
    }),
  };
}

/** Records the card as answered on an account being changed (a draft). */
export function completeCard(account: Account, type: CardType): void {
  const cards = account.seekerCards;
  if (!cards.completed.includes(type)) cards.completed.push(type);
  cards.skipped = cards.skipped.filter((t) => t !== type);
}
