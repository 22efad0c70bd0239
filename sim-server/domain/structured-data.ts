// schema.org JobPosting for a job, with the properties search engines require and the
// recommended ones the job has.
import type { Schemas } from '../../openapi/client';

const VALID_FOR_DAYS = 60;
const EMPLOYMENT_TYPES: Partial<Record<Schemas['JobType'], string>> = {
  permanent: 'FULL_TIME',
  contract: 'CONTRACTOR',
  payroll: 'FULL_TIME',
  walkin: 'FULL_TIME',
};

function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function jobPostingLd(job: Schemas['Job'], now: Date): Schemas['JobPostingLd'] {
  const posted = new Date(job.postedAt);
  const employmentType = [...new Set(job.jobTypes.flatMap((t) => EMPLOYMENT_TYPES[t] ?? []))];
  const ld: Schemas['JobPostingLd'] = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: plainText(job.description),
    datePosted: job.postedAt.slice(0, 10),
    validThrough: new Date(
      Math.max(posted.getTime(), now.getTime()) + VALID_FOR_DAYS * 86_400_000,
    ).toISOString(),
    identifier: { '@type': 'PropertyValue', name: job.companyName, value: job.jobId },
    hiringOrganization: {
      '@type': 'Organization',
      name: job.companyName,
      ...(job.companyLogo ? { logo: job.companyLogo } : {}),
    },
    jobLocation: job.locations.map((location) => ({
      '@type': 'Place' as const,
      address: {
        '@type': 'PostalAddress' as const,
        addressLocality: location.city,
        ...(location.state ? { addressRegion: location.state } : {}),
        addressCountry: location.country,
      },
    })),
    experienceRequirements: {
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: job.exp.min * 12,
    },
    skills: job.skills.join(', '),
  };
  if (employmentType.length > 0) ld.employmentType = employmentType;
  if (job.salary.disclosed && job.salary.min !== undefined && job.salary.max !== undefined) {
    ld.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: job.salary.currency,
      value: {
        '@type': 'QuantitativeValue',
        minValue: job.salary.min,
        maxValue: job.salary.max,
        unitText: job.salary.mode === 1 ? 'MONTH' : 'YEAR',
      },
    };
  }
  return ld;
}
