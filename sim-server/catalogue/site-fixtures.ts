// fixtures/sites.json read and checked: each site's properties, flags and third-party scripts.
import { CAROUSEL_ARROWS_HIDDEN_MAX_COMPANIES } from '../../openapi/vocabulary/limits';
import { DIAL_CODE_PATTERN, EMAIL_PATTERN } from '../../openapi/vocabulary/validation';
import sitesJson from '../../fixtures/sites.json' with { type: 'json' };
import type { SiteFlags, SiteProps } from './types';
import {
  FixtureError,
  field,
  flag,
  integer,
  list,
  nonEmptyText,
  oneOf,
  record,
  text,
} from './fixture-reader';
import { COUNTRY_CODES, SITE_CONTEXTS } from './countries';

/** Employers-of-choice carousel arrows hide at this many companies or fewer (spec section 9). */
export const CAROUSEL_ARROWS_HIDDEN_AT_OR_BELOW = CAROUSEL_ARROWS_HIDDEN_MAX_COMPANIES;
export const EMPLOYERS_OF_CHOICE_MIN = 5;
export const EMPLOYERS_OF_CHOICE_MAX = 20;

export const siteContexts = list(oneOf(SITE_CONTEXTS), 1);
const showHide = oneOf(['show', 'hide'] as const);

// ---------------------------------------------------------------- sites

function readFlags(value: unknown, path: string): SiteFlags {
  const o = record(value, path);
  return {
    showBell: field(o, 'showBell', path, flag),
    showCart: field(o, 'showCart', path, flag),
    oneTapLogin: field(o, 'oneTapLogin', path, flag),
    oldAutoLogin: field(o, 'oldAutoLogin', path, flag),
    appLoginPopup: field(o, 'appLoginPopup', path, flag),
    salaryFilters: field(o, 'salaryFilters', path, flag),
    autoApply: field(o, 'autoApply', path, flag),
    workPermitQuestion: field(o, 'workPermitQuestion', path, flag),
    header: field(o, 'header', path, showHide),
    navigation: field(o, 'navigation', path, showHide),
    signIn: field(o, 'signIn', path, showHide),
    footer: field(o, 'footer', path, showHide),
  };
}

function readThirdPartyScripts(value: unknown, path: string): SiteProps['thirdPartyScripts'] {
  const o = record(value, path);
  const social = record(o.socialSignIn, `${path}.socialSignIn`);
  const facebook = record(o.facebookSignIn, `${path}.facebookSignIn`);
  const engagement = record(o.seekerEngagement, `${path}.seekerEngagement`);
  const ads = record(o.ads, `${path}.ads`);
  return {
    socialSignIn: {
      scriptUrl: field(social, 'scriptUrl', `${path}.socialSignIn`, nonEmptyText),
      clientId: field(social, 'clientId', `${path}.socialSignIn`, nonEmptyText),
    },
    facebookSignIn: {
      scriptUrl: field(facebook, 'scriptUrl', `${path}.facebookSignIn`, nonEmptyText),
      appId: field(facebook, 'appId', `${path}.facebookSignIn`, nonEmptyText),
    },
    seekerEngagement: {
      scriptUrl: field(engagement, 'scriptUrl', `${path}.seekerEngagement`, nonEmptyText),
    },
    ads: { scriptUrl: field(ads, 'scriptUrl', `${path}.ads`, nonEmptyText) },
  };
}

function readSite(value: unknown, path: string): SiteProps {
  const o = record(value, path);
  const contact = record(o.contact, `${path}.contact`);
  const social = record(contact.social, `${path}.contact.social`);
  const appLinks = record(o.appLinks, `${path}.appLinks`);
  const ads = record(o.ads, `${path}.ads`);
  const salary = record(o.salary, `${path}.salary`);
  const site: SiteProps = {
    countryCode: field(o, 'countryCode', path, oneOf(COUNTRY_CODES)),
    siteContext: field(o, 'siteContext', path, oneOf(SITE_CONTEXTS)),
    name: field(o, 'name', path, nonEmptyText),
    domain: field(o, 'domain', path, nonEmptyText),
    currency: field(o, 'currency', path, nonEmptyText),
    locale: field(o, 'locale', path, nonEmptyText),
    dialCodes: field(o, 'dialCodes', path, list(nonEmptyText, 1)),
    channelId: field(o, 'channelId', path, integer),
    subChannelId: field(o, 'subChannelId', path, integer),
    channelName: field(o, 'channelName', path, nonEmptyText),
    languageCode: field(o, 'languageCode', path, nonEmptyText),
    countries: field(o, 'countries', path, list(nonEmptyText, 1)),
    contact: readContact(contact, social, `${path}.contact`),
    careerAdvice: field(o, 'careerAdvice', path, list(readLink, 3)),
    appLinks: readAppLinks(appLinks, `${path}.appLinks`),
    careerServicesHost: field(o, 'careerServicesHost', path, text),
    thirdPartyScripts: readThirdPartyScripts(o.thirdPartyScripts, `${path}.thirdPartyScripts`),
    flags: readFlags(o.flags, `${path}.flags`),
    ads: {
      enabled: field(ads, 'enabled', `${path}.ads`, flag),
      sizes: field(ads, 'sizes', `${path}.ads`, list(nonEmptyText)),
      offOnPages: field(ads, 'offOnPages', `${path}.ads`, list(nonEmptyText)),
    },
    salary: {
      mode: field(salary, 'mode', `${path}.salary`, oneOf([1, 2] as const)),
      min: field(salary, 'min', `${path}.salary`, integer),
      max: field(salary, 'max', `${path}.salary`, integer),
      step: field(salary, 'step', `${path}.salary`, integer),
    },
    cities: field(o, 'cities', path, list(readCity, 1)),
  };
  checkSite(site, path);
  return site;
}

type Fields = ReturnType<typeof record>;

/** The records are read by readSite first, so that a missing block is the first error told. */
function readContact(contact: Fields, social: Fields, path: string): SiteProps['contact'] {
  return {
    phone: field(contact, 'phone', path, nonEmptyText),
    tollFree: field(contact, 'tollFree', path, nonEmptyText),
    infoEmail: field(contact, 'infoEmail', path, nonEmptyText),
    social: {
      facebook: field(social, 'facebook', `${path}.social`, nonEmptyText),
      twitter: field(social, 'twitter', `${path}.social`, nonEmptyText),
      linkedin: field(social, 'linkedin', `${path}.social`, nonEmptyText),
      instagram: field(social, 'instagram', `${path}.social`, nonEmptyText),
      youtube: field(social, 'youtube', `${path}.social`, nonEmptyText),
    },
  };
}

function readLink(entry: unknown, at: string): SiteProps['careerAdvice'][number] {
  const advice = record(entry, at);
  return {
    title: field(advice, 'title', at, nonEmptyText),
    url: field(advice, 'url', at, nonEmptyText),
  };
}

function readAppLinks(appLinks: Fields, path: string): SiteProps['appLinks'] {
  return {
    playStore: field(appLinks, 'playStore', path, nonEmptyText),
    appStore: field(appLinks, 'appStore', path, nonEmptyText),
    deepLink: field(appLinks, 'deepLink', path, nonEmptyText),
    qrImage: field(appLinks, 'qrImage', path, nonEmptyText),
  };
}

function readCity(entry: unknown, at: string): SiteProps['cities'][number] {
  const city = record(entry, at);
  return {
    city: field(city, 'city', at, nonEmptyText),
    state: field(city, 'state', at, nonEmptyText),
    country: field(city, 'country', at, nonEmptyText),
  };
}

/** The rules across fields: dial codes, the contact email, the currency, the salary range, the cities' countries. */
function checkSite(site: SiteProps, path: string): void {
  for (const [i, code] of site.dialCodes.entries()) {
    if (!DIAL_CODE_PATTERN.test(code)) {
      throw new FixtureError(
        `${path}.dialCodes[${i}]`,
        "must be one of the contract's dial codes (IsdCode), without +.",
      );
    }
  }
  if (!EMAIL_PATTERN.test(site.contact.infoEmail)) {
    throw new FixtureError(`${path}.contact.infoEmail`, 'must be a valid email address.');
  }
  if (!/^[A-Z]{3}$/.test(site.currency)) {
    throw new FixtureError(`${path}.currency`, 'must be an ISO 4217 code.');
  }
  const { min, max, step } = site.salary;
  if (!(step > 0 && min > 0 && max > min + step)) {
    throw new FixtureError(`${path}.salary`, 'must have 0 < min, min + step < max and step > 0.');
  }
  for (const [i, city] of site.cities.entries()) {
    if (!site.countries.includes(city.country)) {
      throw new FixtureError(
        `${path}.cities[${i}].country`,
        `must be one of the site's countries.`,
      );
    }
  }
}

/** The nine sites in contract order, checked. */
export function readSites(raw: unknown = sitesJson): SiteProps[] {
  const sites = list(readSite, 1)(raw, 'fixtures/sites.json');
  if (sites.length !== COUNTRY_CODES.length) {
    throw new FixtureError(
      'fixtures/sites.json',
      `must hold exactly ${COUNTRY_CODES.length} sites.`,
    );
  }
  COUNTRY_CODES.forEach((code, i) => {
    const site = sites[i];
    if (site?.countryCode !== code) {
      throw new FixtureError(`fixtures/sites.json[${i}]`, `must be the ${code} site.`);
    }
    if (site.siteContext !== SITE_CONTEXTS[i]) {
      throw new FixtureError(
        `fixtures/sites.json[${i}].siteContext`,
        `must be ${SITE_CONTEXTS[i]}.`,
      );
    }
  });
  return sites;
}

// ---------------------------------------------------------------- word lists
