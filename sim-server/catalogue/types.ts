// The seeded catalogue: what the simulator generates from fixtures/ and the seed at start-up.
// It is regenerated on every start and never stored; seeker state lives in the store instead.
// Times are offsets from "now" so that the same seed gives byte-identical data on any day.
import type { Schemas } from '../../openapi/client';

export type CountryCode = Schemas['CountryCode'];
export type SiteContext = Schemas['SiteContext'];

export type { SiteFlags, SiteProps } from '../../fixtures/site-props';
import type { SiteProps } from '../../fixtures/site-props';

type Job = Schemas['Job'];

/** A job as seeded; the response adds isApplied/isSaved, postedAt and walk-in dates from the offsets. */
export interface SeedJob extends Omit<
  Job,
  | 'isApplied'
  | 'isSaved'
  | 'postedAt'
  | 'walkin_date'
  | 'walkInVenue'
  | 'description'
  | 'applyOnCompanySite'
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
