// What the seeded data holds: the spec's master data, realistic shares of walk-in, SJS,
// undisclosed and hostile jobs, consistent companies and salary filters, and real images.
import { GULF_CURRENCIES } from '../../fixtures/gulf-currencies';
import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_ARROWS_HIDDEN_AT_OR_BELOW,
  generateCatalogue,
  POSTED_WINDOW_DAYS,
  renderDescription,
  resolveAsset,
  SJS_SPL,
  WALK_IN_STARTS_WITHIN_DAYS,
  XSS_MARKER,
} from '../../sim-server/catalogue';
import type { MasterDataEntry } from '../../sim-server/catalogue/master-data';
import type { SeedJob, SiteCatalogue } from '../../sim-server/catalogue/types';
import { allJobs } from './support';

const catalogue = generateCatalogue({ seed: 11, jobsTotal: 9_000 });
const sites = Object.values(catalogue.sites);
const jobs = allJobs(catalogue);
const entries = (type: MasterDataEntry['type']) =>
  catalogue.masterData.filter((e) => e.type === type);
const share = (predicate: (job: SeedJob) => boolean) => jobs.filter(predicate).length / jobs.length;
const DAY_MINUTES = 24 * 60;

function offered(entry: MasterDataEntry | undefined, site: SiteCatalogue): boolean {
  return (
    entry !== undefined && (!entry.siteContext || entry.siteContext.includes(site.site.siteContext))
  );
}

describe('Master data', () => {
  it('When the types are counted, then FUNCTION is about 30 and INDUSTRY about 75', () => {
    expect(entries('FUNCTION').length).toBeGreaterThanOrEqual(27);
    expect(entries('FUNCTION').length).toBeLessThanOrEqual(33);
    expect(entries('INDUSTRY').length).toBeGreaterThanOrEqual(70);
    expect(entries('INDUSTRY').length).toBeLessThanOrEqual(80);
    expect(entries('DESIGNATION').length).toBeGreaterThanOrEqual(200);
    expect(entries('SKILL').length).toBeGreaterThanOrEqual(300);
    expect(entries('ROLE').length).toBeGreaterThanOrEqual(60);
  });

  it('When the fixed types are read, then they hold the spec values', () => {
    const pairs = (type: MasterDataEntry['type']) => entries(type).map((e) => [e.name, e.id]);

    expect(pairs('SALARY_MODE')).toEqual([
      ['Monthly', 1],
      ['Annually', 2],
    ]);
    expect(pairs('JOB_ALERT_FREQUENCY')).toEqual([
      ['Daily', 1],
      ['Monthly', 2],
      ['Weekly', 3],
    ]);
  });

  it('When the COMPANY entries are read, then they are the seeded companies, each on its site', () => {
    const companies = entries('COMPANY');

    expect(companies.length).toBe(sites.reduce((n, s) => n + s.companies.length, 0));
    for (const site of sites) {
      for (const company of site.companies) {
        const entry = companies.find((e) => e.id === company.companyId);
        expect(entry?.name).toBe(company.name);
        expect(entry?.siteContext).toEqual([site.site.siteContext]);
      }
    }
  });

  it("When the entries are read, then each is EN or its one market's language on that market's site only, and uuids and (type, id) are unique", () => {
    expect(new Set(catalogue.masterData.map((e) => e.uuid)).size).toBe(catalogue.masterData.length);
    expect(new Set(catalogue.masterData.map((e) => `${e.type}:${e.id}`)).size).toBe(
      catalogue.masterData.length,
    );
    const marketOf: Record<string, string> = {
      VI: 'vietnam',
      ID: 'indonesia',
      TH: 'thailand',
      MS: 'malaysia',
      AR: 'gulf',
    };
    for (const e of catalogue.masterData) {
      if (e.language === 'EN') continue;
      expect(e.siteContext, e.name).toEqual([marketOf[e.language]]);
      expect(['DESIGNATION', 'SKILL']).toContain(e.type);
    }
    expect(entries('DESIGNATION').find((e) => e.name === 'Kế toán')?.language).toBe('VI');
    expect(entries('DESIGNATION').find((e) => e.name === 'محاسب')?.siteContext).toEqual(['gulf']);
  });

  it('When ROLE entries are read, then each sits under a FUNCTION by parentUuid', () => {
    const functionUuids = new Set(entries('FUNCTION').map((e) => e.uuid));
    for (const role of entries('ROLE')) expect(functionUuids).toContain(role.parentUuid);
  });

  it('When entries restricted to some sites are looked for, then there are such entries with a groupName', () => {
    for (const type of ['FUNCTION', 'INDUSTRY', 'ROLE', 'DESIGNATION'] as const) {
      expect(
        entries(type).some((e) => e.siteContext !== undefined),
        type,
      ).toBe(true);
    }
    expect(entries('INDUSTRY').some((e) => e.siteContext && e.groupName)).toBe(true);
    expect(entries('INDUSTRY').some((e) => !e.enabled)).toBe(true);
  });

  it('When a job names a function, industry or role, then the entry is enabled and offered on its site', () => {
    const byUuid = new Map(catalogue.masterData.map((e) => [e.uuid, e]));
    const wrong: string[] = [];
    for (const site of sites) {
      for (const job of site.jobs) {
        for (const item of [...job.functions, ...job.industries, ...job.roles]) {
          const entry = byUuid.get(item.uuid);
          const fits =
            entry?.enabled === true &&
            offered(entry, site) &&
            entry.id === item.id &&
            entry.kiwiId === item.kiwiId &&
            entry.name === item.name;
          if (!fits) wrong.push(`${job.jobId}: ${item.name}`);
        }
      }
    }

    expect(wrong.slice(0, 5)).toEqual([]);
  });
});

describe('Jobs', () => {
  it('When ids are compared, then job ids, public job ids and company ids are unique', () => {
    expect(new Set(jobs.map((j) => j.id)).size).toBe(jobs.length);
    expect(new Set(jobs.map((j) => j.jobId)).size).toBe(jobs.length);
    const companies = sites.flatMap((s) => s.companies);
    expect(new Set(companies.map((c) => c.companyId)).size).toBe(companies.length);
    for (const job of jobs) expect(job.jobId).toMatch(/^[A-Za-z0-9]{1,32}$/);
  });

  it('When a site’s jobs are read, then they are in its cities, currency, country and channel', () => {
    const wrong: string[] = [];
    for (const site of sites) {
      // Remote: a job done from home lists it besides its office city (fixtures/search-aliases.ts).
      const cities = new Set([...site.site.cities.map((c) => c.city), 'Remote']);
      for (const job of site.jobs) {
        const fits =
          job.isoCode === site.site.countryCode &&
          job.channelId === site.site.channelId &&
          job.channelName === site.site.channelName &&
          // The Gulf quotes each job's country's currency (fixtures/gulf-currencies.ts).
          job.salary.currency ===
            (site.site.countryCode === 'SA'
              ? (GULF_CURRENCIES[job.locations[0]?.country ?? '']?.currency ?? site.site.currency)
              : site.site.currency) &&
          job.salary.mode === site.site.salary.mode &&
          job.locations.length >= 1 &&
          job.locations.length <= 3 &&
          job.locations.every((l) => cities.has(l.city));
        if (!fits) wrong.push(job.jobId);
      }
    }

    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('When the cities are counted, then jobs spread over most of each site’s cities', () => {
    for (const site of sites) {
      const used = new Set(site.jobs.flatMap((j) => j.locations.map((l) => l.city)));
      expect(used.size).toBeGreaterThanOrEqual(Math.ceil(site.site.cities.length * 0.75));
    }
  });

  it('When every field is read, then the job is filled sensibly', () => {
    const wrong = jobs.filter(
      (job) =>
        job.title.trim() === '' ||
        job.exp.min > job.exp.max ||
        job.functions.length !== 1 ||
        job.roles.length !== 1 ||
        job.industries.length < 1 ||
        job.qualifications.length < 1 ||
        job.itSkills.length + job.skills.length < 2 ||
        job.jobTypes.length < 1 ||
        (job.designations?.length ?? 0) < 1 ||
        !job.recruiter?.name,
    );

    expect(wrong.slice(0, 3)).toEqual([]);
  });

  it('When salaries are read, then about 15% are undisclosed and the filters are annual amounts', () => {
    expect(share((j) => !j.salary.disclosed)).toBeGreaterThan(0.1);
    expect(share((j) => !j.salary.disclosed)).toBeLessThan(0.2);
    for (const site of sites) {
      const { mode, min, max } = site.site.salary;
      const perYear = mode === 2 ? 1 : 12;
      for (const job of site.jobs) {
        if (!job.salary.disclosed) {
          expect(job.salary.min).toBeUndefined();
          expect(job.salary.max).toBeUndefined();
          expect(job.minimumSalaryFilter).toBeNull();
          expect(job.maximumSalaryFilter).toBeNull();
          continue;
        }
        const lo = job.salary.min ?? -1;
        const hi = job.salary.max ?? -1;
        if (job.salary.currency !== site.site.currency) {
          // A Gulf job outside the Emirates: its own currency; the filters stay in dirhams.
          expect(lo).toBeLessThan(hi);
          expect(job.minimumSalaryFilter ?? -1).toBeGreaterThanOrEqual(min * perYear);
          expect(job.maximumSalaryFilter ?? Infinity).toBeLessThanOrEqual(max * perYear);
          continue;
        }
        expect(lo).toBeGreaterThanOrEqual(min);
        expect(hi).toBeLessThanOrEqual(max);
        expect(lo).toBeLessThan(hi);
        expect(job.minimumSalaryFilter).toBe(lo * perYear);
        expect(job.maximumSalaryFilter).toBe(hi * perYear);
      }
    }
  });

  it('When Indian salary filters are read, then they lie in the spec’s annual range', () => {
    for (const job of catalogue.sites.IN.jobs.filter((j) => j.salary.disclosed)) {
      expect(job.minimumSalaryFilter).toBeGreaterThanOrEqual(100_000);
      expect(job.maximumSalaryFilter).toBeLessThanOrEqual(10_000_000);
    }
  });

  it('When salaries are compared by experience, then senior jobs pay more', () => {
    for (const site of sites) {
      const disclosed = site.jobs.filter((j) => j.salary.disclosed);
      const mean = (list: SeedJob[]) =>
        list.reduce((n, j) => n + (j.salary.min ?? 0), 0) / Math.max(1, list.length);
      expect(mean(disclosed.filter((j) => j.exp.min >= 8))).toBeGreaterThan(
        mean(disclosed.filter((j) => j.exp.min <= 2)),
      );
    }
  });

  it('When walk-in jobs are read, then about 8% have a venue, future dates and the walkin type', () => {
    expect(share((j) => j.walkIn !== undefined)).toBeGreaterThan(0.05);
    expect(share((j) => j.walkIn !== undefined)).toBeLessThan(0.11);
    for (const job of jobs) {
      expect(job.jobTypes.includes('walkin')).toBe(job.walkIn !== undefined);
      if (!job.walkIn) continue;
      expect(job.walkIn.startsInDays).toBeGreaterThanOrEqual(0);
      expect(job.walkIn.startsInDays).toBeLessThanOrEqual(WALK_IN_STARTS_WITHIN_DAYS);
      expect(job.walkIn.endsInDays).toBeGreaterThanOrEqual(job.walkIn.startsInDays);
      expect(job.locations.map((l) => l.city)).toContain(job.walkIn.city);
      expect(job.walkIn.address).toContain(job.walkIn.city);
      expect(job.walkIn.timings).toMatch(/\d+:\d\d [AP]M - \d+:\d\d [AP]M/);
    }
    for (const site of sites) expect(site.jobs.some((j) => j.walkIn)).toBe(true);
  });

  it('When SJS jobs are read, then about 5% carry spl MSJ_OnSite', () => {
    expect(share((j) => j.jobTypes.includes('sjs'))).toBeGreaterThan(0.03);
    expect(share((j) => j.jobTypes.includes('sjs'))).toBeLessThan(0.07);
    for (const job of jobs) {
      expect(job.spl).toBe(job.jobTypes.includes('sjs') ? SJS_SPL : undefined);
    }
    expect(SJS_SPL).toBe('MSJ_OnSite');
  });

  it('When apply-on-redirect jobs are counted, then they are about 10%', () => {
    expect(share((j) => j.applyOnRedirect)).toBeGreaterThan(0.07);
    expect(share((j) => j.applyOnRedirect)).toBeLessThan(0.13);
  });

  it('When posting times are read, then they spread over 60 days, with fresh and old jobs on every site', () => {
    for (const site of sites) {
      const minutes = site.jobs.map((j) => j.postedMinutesAgo);
      expect(Math.min(...minutes)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...minutes)).toBeLessThan(POSTED_WINDOW_DAYS * DAY_MINUTES);
      expect(minutes.some((m) => m < DAY_MINUTES)).toBe(true);
      expect(minutes.some((m) => m > 30 * DAY_MINUTES)).toBe(true);
    }
  });

  it('When job types and employer types are counted, then each value occurs', () => {
    const types = new Set(jobs.flatMap((j) => j.jobTypes));
    expect([...types].sort()).toEqual(
      [
        'contract',
        'govt',
        'international',
        'payroll',
        'permanent',
        'sjs',
        'walkin',
        'women',
      ].sort(),
    );
    expect(new Set(jobs.map((j) => j.employerType))).toEqual(
      new Set(['Company', 'Consultant', 'MNC', 'Startup', 'Government']),
    );
  });

  it('When shared values are changed in place, then they refuse, so one job cannot change many', () => {
    const job = jobs[1];

    expect(Object.isFrozen(job?.locations)).toBe(true);
    expect(Object.isFrozen(job?.functions[0])).toBe(true);
    expect(Object.isFrozen(job?.salary)).toBe(true);
    expect(Object.isFrozen(catalogue.sites.IN.site)).toBe(true);
  });
});

describe('Hostile descriptions', () => {
  it('When the templates are read, then two or three are hostile, each with a different attack', () => {
    const hostile = catalogue.hostileDescriptions.map((i) => catalogue.descriptions[i] ?? '');

    expect(hostile.length).toBeGreaterThanOrEqual(2);
    expect(hostile.length).toBeLessThanOrEqual(3);
    const all = hostile.join('\n');
    expect(all).toMatch(/<script>/);
    expect(all).toMatch(/<img src=x onerror=/);
    expect(all).toMatch(/href="javascript:/);
    expect(all).toMatch(/ onclick="/);
    for (const html of hostile) expect(html).toContain(XSS_MARKER);
  });

  it('When each site is read, then its first job has a hostile description', () => {
    for (const site of sites) {
      expect(catalogue.hostileDescriptions).toContain(site.jobs[0]?.descriptionTemplate);
    }
  });

  it('When hostile jobs are counted, then they are a small share (about 1%) and every template is used', () => {
    const hostile = jobs.filter((j) =>
      catalogue.hostileDescriptions.includes(j.descriptionTemplate),
    );

    expect(hostile.length / jobs.length).toBeGreaterThan(0.004);
    expect(hostile.length / jobs.length).toBeLessThan(0.02);
    expect(new Set(hostile.map((j) => j.descriptionTemplate)).size).toBe(
      catalogue.hostileDescriptions.length,
    );
  });

  it('When descriptions are rendered, then every placeholder is filled', () => {
    for (const job of jobs.slice(0, 2_000)) {
      const html = renderDescription(catalogue, job);
      expect(html).not.toMatch(/\{\{/);
      const named = [job.title, job.designations?.[0] ?? '', job.companyName].map((v) =>
        v.replace(/&/g, '&amp;').replace(/'/g, '&#39;'),
      );
      expect(
        named.some((v) => html.includes(v)),
        job.jobId,
      ).toBe(true);
    }
  });

  it('When a value holds markup, then rendering escapes it (only the template may be hostile)', () => {
    const base = catalogue.sites.IN.jobs[1];
    if (!base) throw new Error('no job');
    const job: SeedJob = {
      ...base,
      descriptionTemplate: 0,
      companyName: '<b onclick="x()">A & B</b>',
    };

    const html = renderDescription(catalogue, job);

    expect(html).toContain('&lt;b onclick=&quot;x()&quot;&gt;A &amp; B&lt;/b&gt;');
    expect(html).not.toContain('<b onclick');
  });
});

describe('Companies, recruiters and employers of choice', () => {
  it('When jobs are counted per company, then openJobs matches and each job names its company', () => {
    for (const site of sites) {
      const byId = new Map(site.companies.map((c) => [c.companyId, c]));
      const counts = new Map<number, number>();
      for (const job of site.jobs) {
        const company = byId.get(job.companyId);
        expect(company?.name).toBe(job.companyName);
        expect(company?.employerType).toBe(job.employerType);
        expect(company?.logo).toBe(job.companyLogo);
        counts.set(job.companyId, (counts.get(job.companyId) ?? 0) + 1);
      }
      for (const company of site.companies) {
        expect(company.openJobs).toBe(counts.get(company.companyId) ?? 0);
        expect(company.id).toBe(company.companyId);
      }
    }
  });

  it('When a job names its recruiter, then the recruiter works for the job’s company', () => {
    for (const site of sites) {
      const recruiters = new Map(site.recruiters.map((r) => [r.id, r]));
      for (const job of site.jobs) {
        const recruiter = recruiters.get(job.recruiter?.id ?? -1);
        expect(recruiter?.companyId).toBe(job.companyId);
        expect(recruiter?.name).toBe(job.recruiter?.name);
      }
    }
  });

  it('When company names are compared, then they are unique within a site', () => {
    for (const site of sites) {
      expect(new Set(site.companies.map((c) => c.name)).size).toBe(site.companies.length);
    }
  });

  it('When the carousels are counted, then each has 5 to 20 companies, on both sides of 7', () => {
    const counts = sites.map((s) => s.employersOfChoice.length);
    for (const count of counts) {
      expect(count).toBeGreaterThanOrEqual(5);
      expect(count).toBeLessThanOrEqual(20);
    }
    const few = counts.filter((n) => n <= CAROUSEL_ARROWS_HIDDEN_AT_OR_BELOW).length;
    expect(few).toBeGreaterThanOrEqual(1);
    expect(counts.length - few).toBeGreaterThan(counts.length / 2);
  });

  it('When the employers of choice are read, then they are distinct companies of the site with jobs', () => {
    for (const site of sites) {
      const byId = new Map(site.companies.map((c) => [c.companyId, c]));
      expect(new Set(site.employersOfChoice).size).toBe(site.employersOfChoice.length);
      for (const id of site.employersOfChoice) expect(byId.get(id)?.openJobs).toBeGreaterThan(0);
    }
  });
});

describe('Images served at /sim-assets', () => {
  it('When every banner image is asked for, then each is a real SVG', () => {
    for (const site of sites) {
      const { brandMaximizer, brandBooster, walkinBanners } = site.banners;
      expect(brandMaximizer.length).toBeGreaterThan(0);
      expect(brandBooster.length).toBeGreaterThan(0);
      expect(walkinBanners.length).toBeGreaterThan(0);
      for (const banner of [...brandMaximizer, ...brandBooster, ...walkinBanners]) {
        for (const path of [banner.image_large, banner.image_small]) {
          const asset = resolveAsset(catalogue, path);
          expect(asset?.contentType, path).toMatch(/^image\/svg\+xml/);
          expect(asset?.body).toMatch(
            /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s,
          );
        }
      }
    }
  });

  it('When every company logo is asked for, then each is an SVG with the company’s initials', () => {
    for (const site of sites) {
      for (const company of site.companies) {
        const asset = resolveAsset(catalogue, company.logo ?? '');
        expect(asset?.body, company.name).toMatch(/<text [^>]*>[A-Z?]{1,2}<\/text><\/svg>$/);
      }
    }
  });

  it('When an unknown or malformed asset path is asked for, then there is no image', () => {
    for (const path of [
      '/sim-assets/logos/1.svg',
      '/sim-assets/banners/zz-bm-1-large.svg',
      '/sim-assets/qr/xx.svg',
      '/sim-assets/logos/../../etc/passwd',
      '/elsewhere/logo.svg',
    ]) {
      expect(resolveAsset(catalogue, path), path).toBeUndefined();
    }
  });

  it('When the same asset is asked for twice, then the bytes are the same', () => {
    const path = catalogue.sites.MY.banners.walkinBanners[0]?.image_large ?? '';

    expect(resolveAsset(catalogue, `${path}?v=2`)).toEqual(resolveAsset(catalogue, path));
  });
});
