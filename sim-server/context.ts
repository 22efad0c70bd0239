// Everything a request handler can reach, built once at start-up.
import type { Catalogue } from './catalogue/types';
import type { ClockRegistry } from './clock/clocks';
import type { SimConfig } from './config';
import type { FaultRegistry } from './control/faults';
import type { Journal } from '../openapi/runtime/journal';
import type { ContractDocument } from '../openapi/runtime/contract';
import type { ContractCheck } from '../openapi/runtime/contract-check';
import type { OperationRoutes } from '../openapi/runtime/operation-routes';
import type { Handlers } from './api/operation';
import type { Store } from './store/store';
import type { Scenarios } from './scenarios/scenarios';
import type { Recordings } from './scenarios/recordings';
import type { StoreState } from './store/state';
import type { SignInThrottle } from './domain/login-throttle';

export interface SimContext {
  config: SimConfig;
  catalogue: Catalogue;
  contract: ContractDocument;
  /** The contract's operations by method and path, and its validator. */
  api: { routes: OperationRoutes; check: ContractCheck };
  store: Store;
  faults: FaultRegistry;
  journal: Journal;
  handlers: Handlers;
  /** The seeded seeker state that reset returns to. */
  seededState(): StoreState;
  /** The base clock: real time, or the one a test hands start(). */
  now(): Date;
  /** QA's clocks, one per scenario, over the base clock; requests read their time from them. */
  clocks: ClockRegistry;
  /** QA scenarios: each request's state view, and dropping or expiring a scenario whole. */
  scenarios: Scenarios;
  /** HAR recordings replayed per scenario (POST /__sim/recordings). */
  recordings: Recordings;
  /** Wrong passwords counted per scenario, account and client (rioLogin, the password change). */
  signIns: SignInThrottle;
}
