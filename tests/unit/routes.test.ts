// The URLs the product builds from spec section 2's routes, and the query parameters it reads.
import { describe, expect, it } from 'vitest';
import {
  APP_BANNER_HIDING_APP_PARAMS,
  AUTO_APPLY_TARGET_PARAM,
  SAVE_SEARCH_PARAM,
  UTM_PARAMS,
  appliedSuccessPath,
  careerAdviceSlugOf,
  cartUrl,
  companyResultsPath,
  freeJobAlertPath,
  myJobsPath,
  profilePath,
  profileSectionPath,
  seekerLoginUrl,
} from '../../openapi/vocabulary/routes';

describe('Links of section 2', () => {
  it("When a company's results are linked, then the path is the cmpsrp page with query and exactMatch=true", () => {
    expect(companyResultsPath('Tata Motors')).toBe(
      '/search/jobs-by-company-cmpsrp?query=Tata%20Motors&exactMatch=true',
    );
  });

  it('When the cart is linked, then it is {career-services-host}/cart', () => {
    expect(cartUrl('https://careers.example')).toBe('https://careers.example/cart');
    expect(cartUrl('')).toBe('/cart');
  });

  it('When the profile is opened at a part, then apop names it', () => {
    expect(profilePath('my-profile')).toBe('/seeker/profile?apop=my-profile');
    expect(profilePath('profile-card')).toBe('/seeker/profile?apop=profile-card');
    expect(profilePath('mobile')).toBe('/seeker/profile?apop=mobile');
  });

  it('When a part of the profile is linked, then my-profile opens at that part', () => {
    expect(profileSectionPath('education')).toBe('/seeker/profile?apop=my-profile#education');
  });

  it('When a guest is sent to sign in, then the login carries the encoded current path and query', () => {
    expect(seekerLoginUrl('/search/results?query=java')).toBe(
      '/rio/login/seeker?return_url=%2Fsearch%2Fresults%3Fquery%3Djava',
    );
  });
});

describe('Links of our own pages', () => {
  it('When My jobs is linked, then the tab is named and the page only past the first', () => {
    expect(myJobsPath('saved')).toBe('/seeker/my-jobs?tab=saved');
    expect(myJobsPath('applied', 1)).toBe('/seeker/my-jobs?tab=applied');
    expect(myJobsPath('following', 2)).toBe('/seeker/my-jobs?tab=following&page=2');
  });

  it('When a job is applied to, then its success page names the job', () => {
    expect(appliedSuccessPath('JOB 7')).toBe('/search/applied-success?jobId=JOB%207');
  });

  it('When a free job alert is opened from a search, then its keywords and locations are filled in', () => {
    expect(freeJobAlertPath('java', 'Pune')).toBe(
      '/seeker/free-job-alert?query=java&locations=Pune',
    );
    expect(freeJobAlertPath('java', '')).toBe('/seeker/free-job-alert?query=java');
    expect(freeJobAlertPath('', 'Pune')).toBe('/seeker/free-job-alert?locations=Pune');
    expect(freeJobAlertPath('', '')).toBe('/seeker/free-job-alert');
  });

  it('When a Career Advice path is read, then only a lower-case slug of up to 80 letters, digits and dashes is an article', () => {
    expect(careerAdviceSlugOf('/career-advice/how-to-write-a-cv')).toBe('how-to-write-a-cv');
    expect(careerAdviceSlugOf(`/career-advice/${'a'.repeat(80)}`)).toBe('a'.repeat(80));
    for (const path of [
      '/career-advice/',
      `/career-advice/${'a'.repeat(81)}`,
      '/career-advice/Bad/slug-x',
      '/career-advice/how-to/EVIL',
      '/career-advice/How-To',
      '/seeker/career-advice/how-to-write-a-cv',
      '/how-to-write-a-cv/career-advice/',
    ])
      expect(careerAdviceSlugOf(path), path).toBeUndefined();
  });

  it("When a guest's action rides on the return_url, then its parameter is a name of its own, none of section 2's", () => {
    const sectionTwo = ['query', 'locations', 'experience', 'spl', 'app', 'cart', 'filter'];
    for (const name of [AUTO_APPLY_TARGET_PARAM, SAVE_SEARCH_PARAM]) {
      expect(name).toMatch(/^[A-Za-z]+$/);
      expect(sectionTwo).not.toContain(name);
    }
    expect(AUTO_APPLY_TARGET_PARAM).not.toBe(SAVE_SEARCH_PARAM);
  });

  it('When the landing URL has campaign or app parameters, then the names and values are the spec’s', () => {
    expect(UTM_PARAMS).toEqual([
      'utm_campaign',
      'utm_medium',
      'utm_source',
      'utm_content',
      'utm_term',
    ]);
    expect(APP_BANNER_HIDING_APP_PARAMS).toEqual(['true', '1']);
  });
});
