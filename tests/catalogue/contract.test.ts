// Every seeded object, filled the way the server presents it, against the contract's schemas.
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../sim-server/catalogue';
import { allJobs, presentJob, problems, schemaValidator } from './support';

const catalogue = generateCatalogue({ seed: 7, jobsTotal: 9_000 });
const sites = Object.values(catalogue.sites);
const NOW = Date.UTC(2026, 0, 15, 9, 30);

describe('The seeded catalogue matches the contract', () => {
  it('When every job is presented, then each one is a valid Job', () => {
    const validate = schemaValidator('Job');
    const invalid = allJobs(catalogue)
      .map((job) => ({ job: job.jobId, why: problems(validate, presentJob(catalogue, job, NOW)) }))
      .filter((result) => result.why !== '');

    expect(invalid.slice(0, 3)).toEqual([]);
  });

  it('When a job breaks the contract, then the validator notices (it is not vacuous)', () => {
    const validate = schemaValidator('Job');
    const job = catalogue.sites.IN.jobs[1];
    if (!job) throw new Error('no job');
    const presented = presentJob(catalogue, job, NOW);

    expect(problems(validate, presented)).toBe('');
    expect(validate({ ...presented, isoCode: 'XX' })).toBe(false);
    expect(validate({ ...presented, salary: { ...job.salary, currency: 'rupees' } })).toBe(false);
    expect(validate({ ...presented, postedAt: 'yesterday' })).toBe(false);
  });

  it('When every company is presented, then each one is a valid Company', () => {
    const validate = schemaValidator('Company');
    for (const site of sites) {
      for (const company of site.companies) {
        expect(problems(validate, { ...company, isFollowed: false }), company.name).toBe('');
      }
    }
  });

  it('When every recruiter is presented, then each one is a valid Recruiter', () => {
    const validate = schemaValidator('Recruiter');
    for (const site of sites) {
      for (const recruiter of site.recruiters) {
        expect(problems(validate, { ...recruiter, isFollowed: false }), recruiter.name).toBe('');
      }
    }
  });

  it('When the employers of choice are presented, then each one is a valid EmployerOfChoice', () => {
    const validate = schemaValidator('EmployerOfChoice');
    for (const site of sites) {
      const byId = new Map(site.companies.map((c) => [c.companyId, c]));
      for (const id of site.employersOfChoice) {
        const company = byId.get(id);
        const employer = {
          companyId: id,
          name: company?.name,
          logo: company?.logo,
          isFollowed: false,
          followerCount: company?.followerCount,
        };
        expect(problems(validate, employer), String(id)).toBe('');
      }
    }
  });

  it('When the banners are served, then each site answers a valid BannersResponse', () => {
    const validate = schemaValidator('BannersResponse');
    const banner = schemaValidator('Banner');
    for (const site of sites) {
      expect(problems(validate, site.banners), site.site.countryCode).toBe('');
      const { brandMaximizer, brandBooster, walkinBanners } = site.banners;
      for (const item of [...brandMaximizer, ...brandBooster, ...walkinBanners]) {
        expect(problems(banner, item), item.id).toBe('');
      }
    }
  });

  it('When every master-data entry is served, then each one is a valid MasterDataEntry', () => {
    const validate = schemaValidator('MasterDataEntry');
    const invalid = catalogue.masterData.filter((entry) => !validate(entry));

    expect(invalid.slice(0, 3)).toEqual([]);
  });

  it('When the notifications are presented, then each one is a valid Notification', () => {
    const validate = schemaValidator('Notification');
    for (const site of sites) {
      expect(site.notifications.length).toBeGreaterThan(10);
      for (const { minutesAgo, ...notification } of site.notifications) {
        const presented = {
          ...notification,
          createdAt: new Date(NOW - minutesAgo * 60_000).toISOString(),
          read: false,
        };
        expect(problems(validate, presented), notification.id).toBe('');
      }
    }
  });
});
