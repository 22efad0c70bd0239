// Job descriptions are HTML templates (fixtures/catalogue/descriptions.json) filled per job on
// demand, so that 100,000 jobs do not each carry a few hundred bytes of HTML. Values are escaped;
// the hostile templates carry their script and handlers in the template itself, as a careless
// employer's HTML would, and the web app must render them inert.
import type { CatalogueFixtures } from './catalogue-fixtures';
import type { Catalogue, SeedJob } from './types';

/** The global a hostile description bumps when it runs; end-to-end tests assert it stays unset. */
export const XSS_MARKER = '__simXss';

export function descriptionTemplates(fixtures: CatalogueFixtures): {
  descriptions: string[];
  hostile: number[];
  benign: number[];
} {
  const hostile: number[] = [];
  const benign: number[] = [];
  fixtures.descriptions.forEach((d, i) => (d.hostile ? hostile : benign).push(i));
  return { descriptions: fixtures.descriptions.map((d) => d.html), hostile, benign };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** The values a template may name as {{placeholder}}. */
export function descriptionValues(job: SeedJob): Record<string, string> {
  const cities = job.locations.map((l) => l.city);
  return {
    title: job.title,
    designation: job.designations?.[0] ?? job.title,
    companyName: job.companyName,
    city: cities[0] ?? '',
    locations: cities.join(', '),
    expMin: String(job.exp.min),
    expMax: String(job.exp.max),
    skills: [...job.itSkills, ...job.skills].join(', '),
    qualifications: job.qualifications.join(', '),
    role: job.roles[0]?.name ?? '',
    function: job.functions[0]?.name ?? '',
    industry: job.industries.map((i) => i.name).join(', '),
    employerType: job.employerType,
  };
}

/** The job's description HTML: its template with every placeholder filled with escaped text. */
export function renderDescription(catalogue: Catalogue, job: SeedJob): string {
  const template = catalogue.descriptions[job.descriptionTemplate];
  if (template === undefined) {
    throw new RangeError(`job ${job.jobId} names description template ${job.descriptionTemplate}`);
  }
  const values = descriptionValues(job);
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
    const value = values[key];
    return value === undefined ? whole : escapeHtml(value);
  });
}
