// The banners of one site (spec section 3: brandMaximizer, brandBooster, walkinBanners). Images
// are real SVGs that assets.ts draws from the banner itself; texts are small HTML snippets.
import { companyResultsPath, ROUTE } from '../../openapi/vocabulary/routes';
import type { Schemas } from '../../openapi/client';
import type { SeedCompany } from './companies';
import { escapeHtml } from './descriptions';
import type { BannerText, CatalogueFixtures } from './catalogue-fixtures';
import { at, type Rng } from './rng';
import type { SeedJob, SiteProps } from './types';

type Banner = Schemas['Banner'];
export type BannerKind = 'bm' | 'bb' | 'wi';

export function bannerImagePath(id: string, size: 'large' | 'small'): string {
  return `/sim-assets/banners/${id}-${size}.svg`;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

function banner(
  site: SiteProps,
  kind: BannerKind,
  index: number,
  name: string,
  link: string,
  text: string,
): Banner {
  const id = `${site.countryCode.toLowerCase()}-${kind}-${index + 1}`;
  return {
    id,
    name,
    image_large: bannerImagePath(id, 'large'),
    image_small: bannerImagePath(id, 'small'),
    link,
    text,
  };
}

export function generateBanners(input: {
  site: SiteProps;
  rng: Rng;
  fixtures: CatalogueFixtures;
  companies: SeedCompany[];
  employersOfChoice: SeedCompany[];
  jobs: SeedJob[];
}): Schemas['BannersResponse'] {
  const { site, rng, fixtures, jobs } = input;
  const counts = fixtures.siteSeed[site.countryCode].banners;

  // One sample job per company (its first), and the companies with the most walk-in drives.
  const sampleJob = new Map<number, SeedJob>();
  const walkins = new Map<number, { count: number; job: SeedJob }>();
  for (const job of jobs) {
    if (!sampleJob.has(job.companyId)) sampleJob.set(job.companyId, job);
    if (job.walkIn) {
      const seen = walkins.get(job.companyId);
      if (seen) seen.count++;
      else walkins.set(job.companyId, { count: 1, job });
    }
  }
  const byId = new Map(input.companies.map((c) => [c.company.companyId, c]));
  const walkinCompanies = [...walkins.entries()]
    .sort(([idA, a], [idB, b]) => b.count - a.count || idA - idB)
    .map(([id]) => byId.get(id))
    .filter((c): c is SeedCompany => c !== undefined);

  const valuesFor = (company: SeedCompany, job: SeedJob | undefined) => ({
    company: escapeHtml(company.company.name),
    designation: escapeHtml(job?.designations?.[0] ?? job?.title ?? 'professional'),
    city: escapeHtml(job?.walkIn?.city ?? job?.locations[0]?.city ?? at(site.cities, 0).city),
    industry: escapeHtml(company.industries[0]?.name ?? ''),
    openJobs: String(company.company.openJobs ?? 0),
  });
  const texts = (list: BannerText[]) => rng.shuffle(list);

  const maximizerTexts = texts(fixtures.banners.brandMaximizer);
  const sponsors = input.employersOfChoice.length > 0 ? input.employersOfChoice : input.companies;
  const brandMaximizer = Array.from({ length: counts.brandMaximizer }, (_, i) => {
    const company = at(sponsors, i % sponsors.length);
    const t = at(maximizerTexts, i % maximizerTexts.length);
    const values = valuesFor(company, sampleJob.get(company.company.companyId));
    return banner(
      site,
      'bm',
      i,
      company.company.name,
      companyResultsPath(company.company.name),
      fill(t.text, values),
    );
  });

  const boosterTexts = texts(fixtures.banners.brandBooster);
  const brandBooster = Array.from({ length: counts.brandBooster }, (_, i) => {
    const t = at(boosterTexts, i % boosterTexts.length);
    return banner(site, 'bb', i, t.headline, t.link ?? ROUTE.careerServices, t.text);
  });

  const walkinTexts = texts(fixtures.banners.walkin);
  const hosts = walkinCompanies.length > 0 ? walkinCompanies : sponsors;
  const walkinBanners = Array.from({ length: counts.walkin }, (_, i) => {
    const company = at(hosts, i % hosts.length);
    const t = at(walkinTexts, i % walkinTexts.length);
    const job =
      walkins.get(company.company.companyId)?.job ?? sampleJob.get(company.company.companyId);
    return banner(
      site,
      'wi',
      i,
      company.company.name,
      ROUTE.walkinResults,
      fill(t.text, valuesFor(company, job)),
    );
  });

  return { brandMaximizer, brandBooster, walkinBanners };
}
