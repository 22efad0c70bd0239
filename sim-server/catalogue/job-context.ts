// What the job generator shares across the sites of one catalogue: fixtures, taxonomy, the
// interner, description templates, and the skill lists and experience spans every site reuses.
import type { CatalogueFixtures } from './catalogue-fixtures';
import { NumberCache, type Interner } from './intern';
import type { DesignationInfo, Taxonomy } from './master-data';
import type { ExperienceSpan } from './job-rules';

export interface SkillVariant {
  itSkills: string[];
  skills: string[];
}

/** State shared by all sites of one catalogue (skill lists are the same on every site). */
export interface JobContext {
  fixtures: CatalogueFixtures;
  taxonomy: Taxonomy;
  interner: Interner;
  benignTemplates: number[];
  hostileTemplates: number[];
  skillVariants: Map<DesignationInfo, SkillVariant[]>;
  /** Experience spans by min × 64 + max, shared by all sites. */
  experience: NumberCache<ExperienceSpan>;
}

/** A fresh context for one catalogue. */
export function jobContext(
  fixtures: CatalogueFixtures,
  taxonomy: Taxonomy,
  interner: Interner,
  templates: { benign: number[]; hostile: number[] },
): JobContext {
  return {
    fixtures,
    taxonomy,
    interner,
    benignTemplates: templates.benign,
    hostileTemplates: templates.hostile,
    skillVariants: new Map(),
    experience: new NumberCache(),
  };
}
