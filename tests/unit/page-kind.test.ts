// Page kinds are recognised from the path exactly as spec section 2 gives them.
import { describe, expect, it } from 'vitest';
import {
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
