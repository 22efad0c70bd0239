// What the operations may be given, built once in server.ts. Each operation names the part it
// needs (`Deps<'store' | 'catalogue'>`), so what a use case can reach is written in its signature.
import type { Catalogue } from '../catalogue/types';
import type { ClockRegistry } from '../clock/clocks';
import type { SignInThrottle } from '../domain/login-throttle';
import type { UploadPlace } from '../domain/uploads';
import type { SearchIndexes } from '../search/indexes';
import type { Store } from '../store/store';

export interface OperationDeps {
  /** The seeker state (the request's scenario view). */
  store: Store;
  /** The seeded, read-only catalogue: sites, jobs, companies, master data. */
  catalogue: Catalogue;
  /** The catalogue's search indexes, built before the simulator listens. */
  indexes: SearchIndexes;
  /** QA's clocks, one per scenario: sessions and tokens are dated by them. */
  clocks: ClockRegistry;
  /** Wrong passwords counted per scenario, account (email) and client (remote address). */
  throttles: SignInThrottle;
  /** Where uploaded files are kept, and the resume reader that reads them. */
  uploads: UploadPlace;
  /** Visitors whose recent searches are kept (SIM_RECENT_SEARCH_VISITORS). */
  recentSearchVisitors: number;
  /** Guests' free job alerts kept over all emails (SIM_GUEST_ALERTS). */
  guestAlerts: number;
}

/** The part of the dependencies an operation names. */
export type Deps<K extends keyof OperationDeps> = Pick<OperationDeps, K>;
