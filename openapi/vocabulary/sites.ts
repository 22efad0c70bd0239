// The sites of spec section 1 that rules name: India is the default site, and several rules (the
// mobile pattern, the salary filters) hold on India's site only.
import type { components } from '../generated/schema';

type CountryCode = components['schemas']['CountryCode'];

export const INDIA: CountryCode = 'IN';
export const DEFAULT_COUNTRY: CountryCode = INDIA;

/** The Gulf site: one site for ten countries, whose salaries are quoted in each job's country's currency. */
export const GULF: CountryCode = 'SA';

/** The id of the page's JSON block of site properties, which the simulator writes and the web app reads. */
export const SITE_PROPS_ELEMENT_ID = 'site-props';
