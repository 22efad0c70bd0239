// updateSeekerCardSkills (PUT /middleware/seeker-cards/skills): answer the skills card.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { answerCard, cardSkills } from '../domain/seeker-card-answers';

export const updateSeekerCardSkills = defineOperation(
  'updateSeekerCardSkills',
  ({ body, site, account }, { store }: Deps<'store'>) => {
    const names = cardSkills(body.skills);
    return ok(
      answerCard(store, site, account, 'SKILLS', (profile) => {
        // The card's list becomes the profile's skills; a known skill keeps its details.
        const known = new Map(profile.itSkills.map((s) => [s.skill.toLowerCase(), s]));
        profile.itSkills = names.map((name) => known.get(name.toLowerCase()) ?? { skill: name });
      }),
    );
  },
);
