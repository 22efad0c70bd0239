// Jobs in the market's language (issue 37, item 2): on the sites whose portals list jobs in a
// language beside English (fixtures/local-words.ts: Vietnamese, Bahasa Indonesia, Thai, Malay,
// Arabic), a share of the jobs carries a local title and local skills, as the local portals show
// them. A job keeps its English designation beside the local one, so both words find it.
//
// The draws come from a stream of their own (`local-words`), after the job is drawn: the other
// jobs, and every other draw of a localised job (company, places, salary, dates), are what the
// seed gave before, on every site.
import {
  LOCAL_SKILLS,
  LOCAL_TITLES,
  MARKET_LANGUAGES,
  type MarketLanguage,
} from '../../fixtures/local-words';
import type { JobContext } from './job-context';
import type { SitePools } from './job-pools';
import { drawQualifications, type RoleDraw } from './job-draws';
import type { DesignationInfo, FunctionInfo, RoleInfo } from './master-data';
import { at, cumulativeWeights, type Rng } from './rng';
import type { SeedJob, SiteProps } from './types';

interface LocalTitle {
  title: string;
  fn: FunctionInfo;
  role: RoleInfo;
  designation: DesignationInfo;
  skills: readonly string[];
}

/** One market's local titles, with the taxonomy each stands in, and their weights. */
export interface LocalJobs {
  language: MarketLanguage;
  share: number;
  titles: LocalTitle[];
  weights: Float64Array;
}

/** Where each designation sits in the taxonomy (designation names are unique in functions.json). */
function placesOfDesignations(
  context: JobContext,
): Map<string, Omit<RoleDraw, 'variant' | 'skills'>> {
  const places = new Map<string, Omit<RoleDraw, 'variant' | 'skills'>>();
  for (const fn of context.taxonomy.functions)
    for (const role of fn.roles)
      for (const designation of role.designations)
        places.set(designation.name, { fn, role, designation });
  return places;
}

/** The site's local titles, or undefined on a site whose jobs are in English only. */
export function localJobsOf(site: SiteProps, context: JobContext): LocalJobs | undefined {
  const market = MARKET_LANGUAGES[site.countryCode];
  if (!market) return undefined;
  const places = placesOfDesignations(context);
  const titles: LocalTitle[] = [];
  const weights: number[] = [];
  for (const entry of LOCAL_TITLES) {
    const place = places.get(entry.designation);
    const skills = place && LOCAL_SKILLS[place.fn.fixture.name]?.[market.language];
    if (!place || !skills) continue;
    titles.push({ title: entry[market.language], ...place, skills });
    weights.push(entry.weight ?? 1);
  }
  return { ...market, titles, weights: cumulativeWeights(weights) };
}

/**
 * Gives the job, with the market's share, a local title and that title's function, role,
 * qualifications and skills: the local skills of its function, and for an IT function a few of
 * its IT skills (their names are English on every portal).
 */
export function localise(
  job: SeedJob,
  local: LocalJobs | undefined,
  pools: SitePools,
  rng: Rng,
  context: JobContext,
): void {
  if (!local || !rng.chance(local.share)) return;
  const { title, fn, role, designation, skills } = at(local.titles, rng.weighted(local.weights));
  const { interner } = context;
  job.title = interner.text(title);
  job.designations = interner.get(`local-designations:${title}`, () => [title, designation.name]);
  job.functions = fn.list;
  job.roles = role.list;
  job.qualifications = drawQualifications(pools, fn, rng);
  const listed = rng.sample(skills, rng.int(2, skills.length));
  job.skills = interner.get(`local-skills:${listed.join('|')}`, () => listed);
  const it = fn.it ? rng.sample(fn.fixture.itSkills, rng.int(2, 4)) : [];
  job.itSkills = interner.get(`it:${it.join('|')}`, () => it);
}
