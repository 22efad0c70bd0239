// The seeded catalogue: what the simulator generates from fixtures/ and the seed at start-up.
// It is regenerated on every start and never stored; seeker state lives in the store instead.
// Times are offsets from "now" so that the same seed gives byte-identical data on any day.
import type { Schemas } from '../../openapi/client';

export type CountryCode = Schemas['CountryCode'];
export type SiteContext = Schemas['SiteContext'];

/** Site properties of one country site (fixtures/sites.json); handed to the page as-is. */
export interface SiteProps {
  countryCode: CountryCode;
  siteContext: SiteContext;
  name: string;
  /** Host the simulator serves the site on, e.g. 'sg.localhost'. */
  domain: string;
  currency: string;
  /** BCP 47 locale for number and currency formats (en-IN gives lakh grouping). */
  locale: string;
  /** Dial codes offered, without '+', the first being the default (the Gulf offers six). */
  dialCodes: string[];
  channelId: number;
  subChannelId: number;
  channelName: string;
  languageCode: string;
  /** Country names jobs of this site may be in (the Gulf site covers ten countries). */
  countries: string[];
  contact: {
    phone: string;
    tollFree: string;
    infoEmail: string;
    social: {
      facebook: string;
      twitter: string;
      linkedin: string;
      instagram: string;
      youtube: string;
    };
  };
  careerAdvice: Array<{ title: string; url: string }>;
  appLinks: { playStore: string; appStore: string; deepLink: string; qrImage: string };
  careerServicesHost: string;
  flags: SiteFlags;
  ads: { enabled: boolean; sizes: string[]; offOnPages: string[] };
  /** Salary range the seed draws from, in the site currency per the salary mode. */
  salary: { mode: 1 | 2; min: number; max: number; step: number };
  cities: Array<{ city: string; state: string; country: string }>;
}

export interface SiteFlags {
  showBell: boolean;
  showCart: boolean;
  oneTapLogin: boolean;
  oldAutoLogin: boolean;
  /** USER_NOT_EXISTS opens the registration popup instead of /seeker/registration. */
  appLoginPopup: boolean;
  salaryFilters: boolean;
  header: 'show' | 'hide';
  navigation: 'show' | 'hide';
  signIn: 'show' | 'hide';
  footer: 'show' | 'hide';
}

type Job = Schemas['Job'];

/** A job as seeded; the response adds isApplied/isSaved, postedAt and walk-in dates from the offsets. */
export interface SeedJob extends Omit<
  Job,
  'isApplied' | 'isSaved' | 'postedAt' | 'walkin_date' | 'walkInVenue' | 'description'
> {
  postedMinutesAgo: number;
  walkIn?: {
    city: string;
    startsInDays: number;
    endsInDays: number;
    address: string;
    timings: string;
  };
  /** Index into the description templates; hostile ones carry script and inline handlers. */
  descriptionTemplate: number;
  /** Applies on the employer's site (jobApplyAor). */
  applyOnRedirect: boolean;
}

export interface SiteCatalogue {
  site: SiteProps;
  jobs: SeedJob[];
  companies: Array<Omit<Schemas['Company'], 'isFollowed'>>;
  recruiters: Array<Omit<Schemas['Recruiter'], 'isFollowed'>>;
  /** Company ids shown in the employers-of-choice carousel. */
  employersOfChoice: number[];
  banners: Schemas['BannersResponse'];
  /** Notification templates a new seeker session starts with. */
  notifications: Array<
    Omit<Schemas['Notification'], 'createdAt' | 'read'> & { minutesAgo: number }
  >;
}

export interface Catalogue {
  seed: number;
  jobsTotal: number;
  sites: Record<CountryCode, SiteCatalogue>;
  masterData: Schemas['MasterDataEntry'][];
  /** Job description templates (HTML); some are hostile on purpose. */
  descriptions: string[];
  /**
   * Indices into `descriptions` of the hostile templates (script tag, inline handlers,
   * javascript: links). When run they bump `window.__simXss`, so a test can prove they stay inert.
   */
  hostileDescriptions: number[];
}
