// Notification templates a new seeker session starts with (the bell list). Times are minutes
// before "now" so that the same seed gives the same data on any day.
import type { SeedCompany } from './companies';
import type { CatalogueFixtures } from './catalogue-fixtures';
import { at, type Rng } from './rng';
import type { SeedJob, SiteCatalogue, SiteProps } from './types';

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

export function generateNotifications(input: {
  site: SiteProps;
  rng: Rng;
  fixtures: CatalogueFixtures;
  companies: SeedCompany[];
  jobs: SeedJob[];
}): SiteCatalogue['notifications'] {
  const { site, rng, fixtures, companies, jobs } = input;
  const code = site.countryCode.toLowerCase();
  return fixtures.notifications.map((template, i) => {
    const job = jobs.length > 0 ? rng.pick(jobs) : undefined;
    const company = rng.pick(companies).company.name;
    const designation = job?.designations?.[0] ?? job?.title ?? 'Sales Executive';
    const city = job?.locations[0]?.city ?? at(site.cities, 0).city;
    const values: Record<string, string> = {
      company,
      designation,
      city,
      count: String(rng.int(2, 40)),
      companyQuery: encodeURIComponent(company),
      designationQuery: encodeURIComponent(designation.toLowerCase()),
      cityQuery: encodeURIComponent(city.toLowerCase()),
    };
    return {
      id: `${code}-n${i + 1}`,
      title: fill(template.title, values),
      message: fill(template.message, values),
      link: fill(template.link, values),
      minutesAgo: template.minutesAgo,
    };
  });
}
