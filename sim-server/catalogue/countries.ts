// The nine sites' country codes and site contexts, in the contract's order (its enums).
import { countryCodeValues, siteContextValues } from '../../openapi/generated/schema';
import type { CountryCode, SiteContext } from './types';

export const COUNTRY_CODES: readonly CountryCode[] = countryCodeValues;
export const SITE_CONTEXTS: readonly SiteContext[] = siteContextValues;
