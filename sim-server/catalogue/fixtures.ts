// Reads fixtures/ and checks it at start-up: a broken fixture stops the simulator with a message
// that names the file and the field, instead of surfacing later as odd data. The readers are in
// fixture-reader.ts (the typed reading of JSON), site-fixtures.ts (sites.json) and
// catalogue-fixtures.ts (fixtures/catalogue/*.json).
import bannersJson from '../../fixtures/catalogue/banners.json' with { type: 'json' };
import companiesJson from '../../fixtures/catalogue/companies.json' with { type: 'json' };
import namesJson from '../../fixtures/catalogue/names.json' with { type: 'json' };
import descriptionsJson from '../../fixtures/catalogue/descriptions.json' with { type: 'json' };
import functionsJson from '../../fixtures/catalogue/functions.json' with { type: 'json' };
import industriesJson from '../../fixtures/catalogue/industries.json' with { type: 'json' };
import notificationsJson from '../../fixtures/catalogue/notifications.json' with { type: 'json' };
import qualificationsJson from '../../fixtures/catalogue/qualifications.json' with { type: 'json' };
import siteSeedJson from '../../fixtures/catalogue/site-seed.json' with { type: 'json' };
import walkinsJson from '../../fixtures/catalogue/walkins.json' with { type: 'json' };
import type { SiteContext } from './types';
import {
  type CatalogueFixtures,
  checkReferences,
  readBanners,
  readCompanyWords,
  readDescriptions,
  readFunctions,
  readIndustries,
  readNotifications,
  readPersonNames,
  readQualifications,
  readSiteSeed,
  readWalkins,
} from './catalogue-fixtures';
import { readSites } from './site-fixtures';

let cached: CatalogueFixtures | undefined;

/** Every fixture the seed draws from, read and checked once per process. */
export function loadFixtures(): CatalogueFixtures {
  if (cached) return cached;
  const fixtures: CatalogueFixtures = {
    sites: readSites(),
    functions: readFunctions(functionsJson),
    industries: readIndustries(industriesJson),
    qualifications: readQualifications(qualificationsJson),
    companyWords: readCompanyWords(companiesJson),
    banners: readBanners(bannersJson),
    notifications: readNotifications(notificationsJson),
    descriptions: readDescriptions(descriptionsJson),
    siteSeed: readSiteSeed(siteSeedJson),
    walkins: readWalkins(walkinsJson),
    personNames: readPersonNames(namesJson),
  };
  checkReferences(fixtures);
  cached = deepFreeze(fixtures);
  return fixtures;
}

/** Freezes a tree of plain objects and arrays, so that shared data cannot be changed by accident. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Whether an entry restricted to some sites (or to none) is offered on this one. */
export function offeredOn(
  siteContext: readonly SiteContext[] | undefined,
  site: SiteContext,
): boolean {
  return siteContext === undefined || siteContext.includes(site);
}
