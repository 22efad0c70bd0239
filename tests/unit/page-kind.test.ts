// Page kinds are recognised from the path exactly as spec section 2 gives them.
import { describe, expect, it } from 'vitest';
import {
  isResultsPage,
  jobIdOf,
  listingPath,
  pageKindOf,
  seoJobTypePath,
  trackingCode,
} from '../../openapi/vocabulary/page-kind';

describe('Page kinds of spec section 2', () => {
  it.each([
    ['/', 'HOME'],
    ['/trex/', 'HOME'],
    ['/home', 'HOME'],
    ['/search/results', 'SRP'],
    ['/srp/results', 'SRP'],
    ['/search/walkin-jobs', 'walkinSRP'],
    ['/search/applied-success', 'APPLY_SUCC'],
    ['/seeker/dashboard', 'dashboard'],
    ['/seeker/free-job-alert-ssr', 'jobAlert'],
    ['/rio/login/seeker', 'login'],
    ['/rio/sign-out', 'signOut'],
    ['/rio/login/oauth/callback', 'socialCallback'],
    ['/seeker/registration', 'registration'],
    ['/seeker/education', 'registrationStep'],
    ['/seeker/job-alert-list', 'manageJobAlert'],
    ['/search/job-search', 'advancedSearch'],
    ['/search/jobs-by-company-cmpsrp', 'companySRP'],
    ['/career-booster', 'careerServices'],
    ['/seeker/free-job-alert', 'jobAlert'],
    ['/rio/login', 'login'],
    ['/login.html', 'login'],
    ['/seeker/employment', 'registrationStep'],
    ['/seeker/notifications', 'notifications'],
    ['/seeker/profile', 'profile'],
    ['/my-subscriptions', 'subscriptions'],
    ['/seeker/settings', 'settings'],
    ['/seeker/profile-performance', 'profilePerformance'],
    ['/seeker/my-jobs', 'myJobs'],
    ['/career-services', 'careerServices'],
    ['/career-services/cart', 'cart'],
    ['/resume-service', 'careerServices'],
    ['/seeker/dashboard//', 'dashboard'],
    ['/no/such/page', 'Any'],
  ])('When the path is %s, then the page is %s', (path, kind) => {
    expect(pageKindOf(path).kind).toBe(kind);
  });

  it('When the path is a job detail, then the job id is the last dash-separated piece of the last segment', () => {
    expect(pageKindOf('/job/java-developer-acme-10002303')).toEqual({
      kind: 'JD',
      jobId: '10002303',
    });
    expect(pageKindOf('/job-listings-sales-manager-mumbai-4711')).toEqual({
      kind: 'JD',
      jobId: '4711',
    });
    expect(pageKindOf('/seeker/job-details', '?id=99')).toEqual({ kind: 'JD', jobId: '99' });
    expect(jobIdOf('/a/b/title-with-dashes-123')).toBe('123');
  });

  it('When a listing slug also starts with "job", then it is a listing, not a job detail', () => {
    expect(pageKindOf('/jobs-by-company-cmpsrp/acme')).toMatchObject({
      kind: 'listing',
      filter: 'company',
      variant: '-cmpsrp',
      value: 'acme',
    });
    expect(pageKindOf('/jobs-by-skill-in/java')).toMatchObject({
      kind: 'listing',
      filter: 'skill',
      variant: '-in',
    });
    expect(pageKindOf('/jobs-by-location')).toMatchObject({
      kind: 'listing',
      filter: 'location',
      value: '',
    });
    expect(pageKindOf('/job-search')).toMatchObject({ kind: 'listing', filter: 'job-search' });
    expect(pageKindOf('/jobs-for-women-jobs')).toEqual({ kind: 'seoJobType', jobType: 'women' });
    expect(pageKindOf('/walkin-jobs')).toEqual({ kind: 'seoJobType', jobType: 'walkin' });
    expect(trackingCode(pageKindOf('/jobs-by-company-all'))).toBe('jobs-by-company-all');
  });

  it('When a path starts with search, then it is results only with a keyword or a location', () => {
    expect(pageKindOf('/search/java-jobs', '?query=java').kind).toBe('SRP');
    expect(pageKindOf('/search/anything', '?locations=Pune').kind).toBe('SRP');
    expect(pageKindOf('/search/anything').kind).toBe('Any');
  });
});

describe('Listing links', () => {
  it('When a listing or SEO link is built, then the page-kind rule reads it back as that listing', () => {
    expect(listingPath('skill')).toBe('/jobs-by-skill');
    expect(listingPath('skill', 'c++')).toBe('/jobs-by-skill/c%2B%2B');
    expect(listingPath('company', undefined, '-all')).toBe('/jobs-by-company-all');
    expect(listingPath('job-search')).toBe('/job-search');
    expect(pageKindOf(listingPath('location', 'Pune'))).toEqual({
      kind: 'listing',
      filter: 'location',
      variant: '',
      value: 'Pune',
    });
    expect(seoJobTypePath('contract')).toBe('/contract-jobs');
    expect(pageKindOf(seoJobTypePath('women'))).toEqual({ kind: 'seoJobType', jobType: 'women' });
  });
});

describe('Job ids', () => {
  it('When a job path ends in an id with other characters than letters and digits, then it is no job page (section 5: alphanumeric)', () => {
    expect(pageKindOf('/job/java-developer-10000003')).toEqual({ kind: 'JD', jobId: '10000003' });
    expect(pageKindOf('/job/java-developer-1000$003')).toEqual({ kind: 'Any' });
    expect(pageKindOf('/seeker/job-details', '?id=10000003')).toEqual({
      kind: 'JD',
      jobId: '10000003',
    });
    expect(pageKindOf('/seeker/job-details', '?id=10%3B0')).toEqual({ kind: 'Any' });
    expect(pageKindOf('/seeker/job-details')).toEqual({ kind: 'Any' });
  });
});

describe('Listing and SEO pages of section 2', () => {
  it.each([
    ['/jobs-by-company', 'company', ''],
    ['/jobs-by-company-all', 'company', '-all'],
    ['/jobs-by-company-num', 'company', '-num'],
    ['/jobs-by-company-cmpsrp', 'company', '-cmpsrp'],
    ['/jobs-by-function', 'function', ''],
    ['/jobs-by-industry', 'industry', ''],
    ['/jobs-by-location', 'location', ''],
    ['/jobs-by-education', 'education', ''],
    ['/jobs-by-consultant', 'consultant', ''],
    ['/jobs-by-skill', 'skill', ''],
    ['/jobs-by-skill-in', 'skill', '-in'],
    ['/job-search', 'job-search', ''],
  ] as const)(
    'When the path is the listing %s, then it is that listing with its variant',
    (path, filter, variant) => {
      expect(pageKindOf(path)).toEqual({ kind: 'listing', filter, variant, value: '' });
      if (filter !== 'job-search')
        expect(trackingCode(pageKindOf(path))).toBe(`jobs-by-${filter}${variant}`);
    },
  );

  it.each([
    ['contract', '/contract-jobs'],
    ['women', '/jobs-for-women-jobs'],
    ['international', '/international-jobs'],
    ['permanent', '/permanent-jobs'],
    ['walkin', '/walkin-jobs'],
  ] as const)('When the SEO job type is %s, then its page is %s and reads back', (type, path) => {
    expect(seoJobTypePath(type)).toBe(path);
    expect(pageKindOf(path)).toEqual({ kind: 'seoJobType', jobType: type });
  });

  it('When a variant the spec gives another listing is put on one without it, then it is no listing', () => {
    expect(pageKindOf('/jobs-by-function-all').kind).not.toBe('listing');
    expect(pageKindOf('/jobs-by-location-in').kind).not.toBe('listing');
    expect(pageKindOf('/jobs-by-company-in').kind).not.toBe('listing');
  });

  it('When a listing slug is only part of the first segment, then it is no listing', () => {
    // Starting with "job", it is a job detail by section 2's rule; elsewhere it is Any.
    expect(pageKindOf('/jobs-by-skill-extra')).toEqual({ kind: 'JD', jobId: 'extra' });
    expect(pageKindOf('/my-jobs-by-skill')).toEqual({ kind: 'Any' });
  });

  it('When a listing has its value in the query or follows /search/, then the value is read', () => {
    expect(pageKindOf('/jobs-by-skill', '?query=java')).toEqual({
      kind: 'listing',
      filter: 'skill',
      variant: '',
      value: 'java',
    });
    expect(pageKindOf('/search/jobs-by-skill/java')).toEqual({
      kind: 'listing',
      filter: 'skill',
      variant: '',
      value: 'java',
    });
  });

  it('When an SEO slug has a further segment, then it is no SEO page', () => {
    expect(pageKindOf('/contract-jobs/extra')).toEqual({ kind: 'Any' });
  });

  it('When a path outside /search carries a keyword, then it is no results page', () => {
    expect(pageKindOf('/anything', '?query=java')).toEqual({ kind: 'Any' });
  });

  it('When the page is not a listing, then its tracking code is its kind as section 2 names it', () => {
    expect(trackingCode(pageKindOf('/'))).toBe('HOME');
    expect(trackingCode(pageKindOf('/search/applied-success'))).toBe('APPLY_SUCC');
    expect(trackingCode(pageKindOf('/search/walkin-jobs'))).toBe('walkinSRP');
  });

  it('When the path is a Career Advice article, then it is that article', () => {
    expect(pageKindOf('/career-advice/how-to-write-a-cv')).toEqual({
      kind: 'careerAdvice',
      slug: 'how-to-write-a-cv',
    });
  });
});

describe('Results pages', () => {
  it('When a page shows job results, then it has the search bar and filters; other pages do not', () => {
    for (const path of ['/search/results', '/search/walkin-jobs', '/jobs-by-skill', '/walkin-jobs'])
      expect(isResultsPage(pageKindOf(path)), path).toBe(true);
    expect(isResultsPage(pageKindOf('/search/jobs-by-company-cmpsrp'))).toBe(true);
    for (const path of ['/', '/seeker/dashboard', '/job/java-developer-123'])
      expect(isResultsPage(pageKindOf(path)), path).toBe(false);
  });
});

describe('Job ids of paths', () => {
  it('When a job path ends with a slash, then the id is still the last piece of the last segment', () => {
    expect(jobIdOf('/job/java-developer-123/')).toBe('123');
  });

  it('When a path has no segment, then it has no job id', () => {
    expect(jobIdOf('/')).toBe('');
  });
});
