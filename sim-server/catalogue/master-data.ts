// Master data of spec section 3: FUNCTION, INDUSTRY, ROLE, DESIGNATION, SKILL, SALARY_MODE and
// JOB_ALERT_FREQUENCY come from fixtures/ alone (so their ids and uuids never change with the
// seed); COMPANY entries come from the seeded companies. Jobs refer to these entries through
// shared TaxonomyItem objects.
import type { Schemas } from '../../openapi/client';
import { SALARY_MODES } from '../../openapi/vocabulary/fixed-lists';
import type { CatalogueFixtures, FunctionFixture, IndustryFixture } from './catalogue-fixtures';
import { deepFreeze } from './fixtures';
import { stableUuid } from './rng';
import { LOCAL_SKILLS, LOCAL_TITLES, MARKET_LANGUAGES } from '../../fixtures/local-words';
import type { SiteContext } from './types';

export type MasterDataEntry = Schemas['MasterDataEntry'];
export type MasterDataType = Schemas['MasterDataType'];
export type TaxonomyItem = Schemas['TaxonomyItem'];

/** The language every entry is in; the spec shows EN only. */
export const MASTER_DATA_LANGUAGE = 'EN';

/** kiwiId is another system's id for the same entry; each type gets its own range. */
const KIWI_OFFSET: Record<MasterDataType, number> = {
  FUNCTION: 100_000,
  INDUSTRY: 200_000,
  ROLE: 300_000,
  DESIGNATION: 400_000,
  SKILL: 500_000,
  SALARY_MODE: 600_000,
  JOB_ALERT_FREQUENCY: 700_000,
  COMPANY: 10_000_000,
};

/** Spec section 3: SALARY_MODE Monthly=1, Annually=2 (one home: the vocabulary's fixed lists). */
export { SALARY_MODES };
/** Spec section 3: JOB_ALERT_FREQUENCY Daily=1, Monthly=2, Weekly=3. */
export const JOB_ALERT_FREQUENCIES = [
  { id: 1, name: 'Daily' },
  { id: 2, name: 'Monthly' },
  { id: 3, name: 'Weekly' },
] as const;

/** Seniority read from a job title: 0 trainee/junior, 1 professional, 2 senior/manager, 3 executive. */
export type Level = 0 | 1 | 2 | 3;

export interface DesignationInfo {
  /** Position among all designations (a cheap key for per-designation caches). */
  index: number;
  name: string;
  level: Level;
  /** `[name]`, shared by every job with this designation. */
  designations: string[];
  /** Skills named in the title (Java Developer: Java), put first in the job's skill lists. */
  titleSkills: string[];
}
export interface RoleInfo {
  item: TaxonomyItem;
  /** `[item]`, shared. */
  list: TaxonomyItem[];
  designations: DesignationInfo[];
}
export interface FunctionInfo {
  fixture: FunctionFixture;
  item: TaxonomyItem;
  /** `[item]`, shared. */
  list: TaxonomyItem[];
  roles: RoleInfo[];
  /** True when most of the function's skills are IT skills (the job then lists more of them). */
  it: boolean;
}
export interface IndustryInfo {
  fixture: IndustryFixture;
  item: TaxonomyItem;
  /** `[item]`, shared. */
  list: TaxonomyItem[];
}
export interface Taxonomy {
  functions: FunctionInfo[];
  industries: IndustryInfo[];
  /** Every entry except COMPANY, in type order. */
  entries: MasterDataEntry[];
}

function entry(
  type: MasterDataType,
  id: number,
  orderBy: number,
  name: string,
  extra: {
    uuidKey?: string;
    enabled?: boolean;
    groupName?: string;
    parentUuid?: string;
    siteContext?: SiteContext[] | undefined;
    language?: string;
  } = {},
): MasterDataEntry {
  const made: MasterDataEntry = {
    id,
    kiwiId: KIWI_OFFSET[type] + id,
    language: extra.language ?? MASTER_DATA_LANGUAGE,
    name,
    orderBy,
    type,
    uuid: stableUuid(`${type}:${extra.uuidKey ?? name}`),
    enabled: extra.enabled ?? true,
  };
  if (extra.groupName !== undefined) made.groupName = extra.groupName;
  if (extra.parentUuid !== undefined) made.parentUuid = extra.parentUuid;
  if (extra.siteContext !== undefined) made.siteContext = [...extra.siteContext];
  return made;
}

function itemOf(e: MasterDataEntry): TaxonomyItem {
  return { id: e.id, uuid: e.uuid, name: e.name, kiwiId: e.kiwiId };
}

const EXECUTIVE =
  /\b(Chief|Head|Director|Vice President|President|Managing Director|General Manager|Country Manager|Business Head|Principal)\b/;
const SENIOR =
  /\b(Senior|Lead|Leader|Manager|Architect|Superintendent|Controller|Captain|Consultant Physician|Executive Chef|Sous Chef|Supervisor|Professor|Officer - PSU|Deputy|Head Nurse|Executive Housekeeper)\b/;
const JUNIOR =
  /\b(Trainee|Junior|Intern|Assistant|Associate|Commis|Attendant|Operator|Clerk|Guard|Agent|Representative|Cashier|Steward|Able Seaman|Delivery|Receptionist|Teller|Data Entry|Office Assistant|Barista)\b/;

export function levelOf(designation: string): Level {
  if (/\bPrincipal Engineer\b/.test(designation)) return 2;
  if (EXECUTIVE.test(designation)) return 3;
  if (SENIOR.test(designation)) return 2;
  if (JUNIOR.test(designation)) return 0;
  return 1;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Skills whose name appears in the title as a whole word (case-sensitive, so 'R' needs 'R '). */
function skillsInTitle(title: string, skills: readonly string[]): string[] {
  return skills.filter(
    (skill) =>
      skill.length > 1 &&
      new RegExp(`(^|[^A-Za-z])${escapeRegExp(skill)}([^A-Za-z]|$)`).test(title),
  );
}

let cachedTaxonomy: { fixtures: CatalogueFixtures; taxonomy: Taxonomy } | undefined;

/** The master-data entries of each kind, numbered in the order they are made. */
interface Entries {
  functions: MasterDataEntry[];
  roles: MasterDataEntry[];
  designations: MasterDataEntry[];
  skills: MasterDataEntry[];
  industries: MasterDataEntry[];
  skillSeen: Set<string>;
}

/** The seed-independent master data and the shared references jobs use. */
export function buildTaxonomy(fixtures: CatalogueFixtures): Taxonomy {
  if (cachedTaxonomy?.fixtures === fixtures) return cachedTaxonomy.taxonomy;
  const made: Entries = {
    functions: [],
    roles: [],
    designations: [],
    skills: [],
    industries: [],
    skillSeen: new Set<string>(),
  };
  const functions = fixtures.functions.map((fixture, f) => functionInfo(made, fixture, f));
  localEntries(made, fixtures);
  const industries = fixtures.industries.map((fixture, i): IndustryInfo => {
    const e = entry('INDUSTRY', i + 1, i + 1, fixture.name, {
      groupName: fixture.groupName,
      siteContext: fixture.siteContext,
      enabled: fixture.enabled,
    });
    made.industries.push(e);
    const item = itemOf(e);
    return { fixture, item, list: [item] };
  });

  const fixed = [
    ...SALARY_MODES.map((m) => entry('SALARY_MODE', m.id, m.id, m.name)),
    ...JOB_ALERT_FREQUENCIES.map((m) => entry('JOB_ALERT_FREQUENCY', m.id, m.id, m.name)),
  ];

  const taxonomy: Taxonomy = deepFreeze({
    functions,
    industries,
    entries: [
      ...made.functions,
      ...made.industries,
      ...made.roles,
      ...made.designations,
      ...made.skills,
      ...fixed,
    ],
  });
  cachedTaxonomy = { fixtures, taxonomy };
  return taxonomy;
}

function addSkill(made: Entries, name: string, it: boolean): void {
  if (made.skillSeen.has(name)) return;
  made.skillSeen.add(name);
  const n = made.skills.length + 1;
  made.skills.push(entry('SKILL', n, n, name, { groupName: it ? 'IT' : 'Non-IT' }));
}

/** A function's entry, its skills' entries, then its roles with their designations. */
function functionInfo(
  made: Entries,
  fixture: CatalogueFixtures['functions'][number],
  f: number,
): FunctionInfo {
  const fnEntry = entry('FUNCTION', f + 1, f + 1, fixture.name, {
    siteContext: fixture.siteContext,
  });
  made.functions.push(fnEntry);
  fixture.itSkills.forEach((skill) => addSkill(made, skill, true));
  fixture.skills.forEach((skill) => addSkill(made, skill, false));
  const roles = fixture.roles.map((role): RoleInfo => {
    const n = made.roles.length + 1;
    const roleEntry = entry('ROLE', n, n, role.name, {
      uuidKey: `${fixture.name}/${role.name}`,
      parentUuid: fnEntry.uuid,
      groupName: fixture.name,
      siteContext: fixture.siteContext,
    });
    made.roles.push(roleEntry);
    const item = itemOf(roleEntry);
    return {
      item,
      list: [item],
      designations: role.designations.map((name) => designationInfo(made, fixture, name)),
    };
  });
  const item = itemOf(fnEntry);
  return {
    fixture,
    item,
    list: [item],
    roles,
    it: fixture.itSkills.length >= fixture.skills.length,
  };
}

function designationInfo(
  made: Entries,
  fixture: CatalogueFixtures['functions'][number],
  name: string,
): DesignationInfo {
  const d = made.designations.length + 1;
  made.designations.push(
    entry('DESIGNATION', d, d, name, {
      groupName: fixture.name,
      siteContext: fixture.siteContext,
    }),
  );
  return {
    index: d - 1,
    name,
    level: levelOf(name),
    designations: [name],
    titleSkills: skillsInTitle(name, fixture.itSkills),
  };
}

/**
 * The markets' local titles and skills (fixtures/local-words.ts) as DESIGNATION and SKILL entries
 * in their language, each offered on its market's site only, after the English ones (so theirs keep
 * their ids). Keyword suggestions offer them where enough jobs carry them.
 */
function localEntries(made: Entries, fixtures: CatalogueFixtures): void {
  for (const site of fixtures.sites) {
    const market = MARKET_LANGUAGES[site.countryCode];
    if (!market) continue;
    const where = { siteContext: [site.siteContext], language: market.code };
    const designations = new Set(LOCAL_TITLES.map((t) => t[market.language]));
    for (const name of designations) {
      const d = made.designations.length + 1;
      made.designations.push(
        entry('DESIGNATION', d, d, name, { ...where, uuidKey: `${market.code}:${name}` }),
      );
    }
    const skills = new Set(Object.values(LOCAL_SKILLS).flatMap((s) => s[market.language]));
    for (const name of skills) {
      const n = made.skills.length + 1;
      made.skills.push(
        entry('SKILL', n, n, name, {
          ...where,
          uuidKey: `${market.code}:${name}`,
          groupName: 'Non-IT',
        }),
      );
    }
  }
}

/** COMPANY entries for one site's companies; each is offered on its own site only. */
export function companyEntries(
  companies: ReadonlyArray<{ companyId: number; name: string; employerType?: string }>,
  site: SiteContext,
  firstOrderBy: number,
): MasterDataEntry[] {
  return companies.map((company, i) =>
    entry('COMPANY', company.companyId, firstOrderBy + i, company.name, {
      uuidKey: `${company.companyId}:${company.name}`,
      groupName: company.employerType,
      siteContext: [site],
    }),
  );
}
