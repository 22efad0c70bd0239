// Profile-completion cards on the dashboard: list, skip, and the answers that fill the profile.
// Every answer saves to the profile, completes its card and answers with the refreshed list.
import type { Schemas } from '../../openapi/client';
import type { SimContext } from '../context';
import { checkMobileNumber, verifyMobile } from '../domain/otp';
import { nextNumberedId } from '../domain/records';
import { cardCompleted, completeCard, seekerCards } from '../domain/seeker-cards';
import { updateAccount } from '../domain/accounts';
import { conflict, invalid } from '../domain/errors';
import { ok, type Handlers } from '../api/operation';
import type { SiteCatalogue } from '../catalogue/types';
import type { Account, Profile } from '../store/state';

export const SEEKER_CARD_MESSAGES = {
  alreadyCompleted: 'This card is already completed.',
  blank: 'must not be blank',
  repeatedSkill: 'must not repeat a skill (ignoring case)',
} as const;

type CardType = Schemas['SeekerCardType'];

/**
 * The store's Profile has no field for the countries of the work-authorisation card yet; the
 * answer is kept on the profile under this name until it does.
 */

function text(param: string, value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw invalid(param, SEEKER_CARD_MESSAGES.blank);
  return trimmed;
}

// Long by design: one table of the seeker-card operations, one short handler per operation (the
// longest, the shared answer step at 12 lines) sharing this context; the rules they apply live in
// sim-server/domain/.
// eslint-disable-next-line max-lines-per-function -- one table of short handlers, one per operation (reason above)
export function seekerCardHandlers(context: SimContext): Handlers {
  const { store } = context;

  /** Applies the answer and completes the card in one write; answers the refreshed cards. */
  function answer(
    site: SiteCatalogue,
    account: Account,
    type: CardType,
    apply: (profile: Profile) => void,
  ) {
    const updated = updateAccount(store, account, (draft) => {
      apply(draft.profile);
      completeCard(draft, type);
    });
    return ok(seekerCards(updated, site.site));
  }

  return {
    getSeekerCards: ({ site, account }) => ok(seekerCards(account, site.site)),

    skipSeekerCard: ({ path, site, account }) => {
      const type = path.cardType;
      if (cardCompleted(account, type)) {
        throw conflict(SEEKER_CARD_MESSAGES.alreadyCompleted, 'CARD_COMPLETED');
      }
      if (account.seekerCards.skipped.includes(type)) return ok(seekerCards(account, site.site));
      const updated = updateAccount(store, account, (draft) => {
        draft.seekerCards.skipped.push(type);
      });
      return ok(seekerCards(updated, site.site));
    },

    updateSeekerCardLocation: ({ body, site, account }) => {
      const location = text('currentLocation', body.currentLocation);
      return answer(site, account, 'LOCATION', (profile) => {
        profile.currentLocation = location;
      });
    },

    updateSeekerCardWorkAuthorisation: ({ body, site, account }) =>
      answer(site, account, 'WORK_AUTHORISATION', (profile) => {
        profile.workPermits = [...body.workPermits];
        profile.authorisedCountries = [...(body.authorisedCountries ?? [])];
      }),

    updateSeekerCardEducation: ({ body, site, account }) => {
      const highestQualification = text('highestQualification', body.highestQualification);
      return answer(site, account, 'EDUCATION', (profile) => {
        const highest = profile.educationDetails[0];
        const id = highest?.id ?? nextNumberedId('edu', []);
        const entry = { ...body, id, highestQualification };
        if (highest) profile.educationDetails[0] = entry;
        else profile.educationDetails.push(entry);
      });
    },

    updateSeekerCardExperience: ({ body, site, account }) =>
      answer(site, account, 'EXPERIENCE', (profile) => {
        profile.experienceYears = body.years;
        profile.experienceMonths = body.months;
      }),

    updateSeekerCardDesignation: ({ body, site, account }) => {
      const designation = text('designation', body.designation);
      return answer(site, account, 'DESIGNATION', (profile) => {
        profile.designation = designation;
      });
    },

    updateSeekerCardSkills: ({ body, site, account }) => {
      const names = body.skills.map((skill, index) => text(`skills.${index}`, skill));
      if (new Set(names.map((n) => n.toLowerCase())).size !== names.length) {
        throw invalid('skills', SEEKER_CARD_MESSAGES.repeatedSkill);
      }
      return answer(site, account, 'SKILLS', (profile) => {
        const known = new Map(profile.itSkills.map((s) => [s.skill.toLowerCase(), s]));
        profile.itSkills = names.map((name) => known.get(name.toLowerCase()) ?? { skill: name });
      });
    },

    verifySeekerCardMobileOtp: ({ body, site, account, now }) => {
      checkMobileNumber(site, body.countryCode, body.mobileNumber);
      verifyMobile(context, account, body, now);
      const verified = store.state.accounts.find((a) => a.id === account.id) ?? account;
      return answer(site, verified, 'MOBILE_OTP', () => undefined);
    },
  };
}
