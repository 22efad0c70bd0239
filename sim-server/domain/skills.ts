// Adding IT skills never loses what the profile knows (issue 27): a skill already there (same
// name, ignoring case) keeps its spelling and every detail the new entry leaves out or leaves
// empty; a detail the new entry gives replaces the old one. So adding "java" to "Java 17, last
// used 2026, 5 years" changes nothing, and the resume's skill names only add the new ones.
import type { Schemas } from '../../openapi/client';

type ItSkill = Schemas['ItSkill'];

const experienceOf = (s: ItSkill) => (s.experienceYears ?? 0) * 12 + (s.experienceMonths ?? 0);

/** The old record with what the new entry tells beyond it. */
export function mergeItSkill(old: ItSkill, added: ItSkill): ItSkill {
  const merged: ItSkill = { ...old };
  if (added.version?.trim()) merged.version = added.version;
  if (added.lastUsed !== undefined) merged.lastUsed = added.lastUsed;
  if (experienceOf(added) > 0) {
    merged.experienceYears = added.experienceYears ?? 0;
    merged.experienceMonths = added.experienceMonths ?? 0;
  }
  return merged;
}

/** The profile's skills with the added ones: new names appended, known ones merged in place. */
export function addItSkills(existing: readonly ItSkill[], added: readonly ItSkill[]): ItSkill[] {
  const skills = [...existing];
  for (const skill of added) {
    const at = skills.findIndex((s) => s.skill.toLowerCase() === skill.skill.toLowerCase());
    const old = skills[at];
    if (old) skills[at] = mergeItSkill(old, skill);
    else skills.push(skill);
  }
  return skills;
}
