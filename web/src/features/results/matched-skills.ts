// The skills a card shows: every skill of the job, IT skills included, those the search's words
// match first (issue 19: a Java search should show why a job was found), then the others.
import { searchText } from '../../../../openapi/vocabulary/validation';

export interface ShownSkill {
  name: string;
  matched: boolean;
}

function wordsOf(text: string): string[] {
  return searchText(text.toLowerCase())
    .split(/[\s,]+/)
    .filter(Boolean);
}

/**
 * A skill matches when one of its words is a word of the query, as search finds it (issue 27: a
 * skill never matches a longer different skill; "java" does not tick JavaScript).
 */
export function skillsToShow(
  job: { itSkills: readonly string[]; skills: readonly string[] },
  query: string,
  limit: number,
): ShownSkill[] {
  const queryWords = wordsOf(query);
  const all = [...new Set([...job.itSkills, ...job.skills])];
  const matches = (skill: string) =>
    queryWords.length > 0 && wordsOf(skill).some((word) => queryWords.includes(word));
  const shown = all.map((name) => ({ name, matched: matches(name) }));
  return [...shown.filter((s) => s.matched), ...shown.filter((s) => !s.matched)].slice(0, limit);
}
