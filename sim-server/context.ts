// Everything a request handler can reach, built once at start-up.
import type { Catalogue } from './catalogue/types';
import type { ClockRegistry } from './clock/clocks';
import type { SimConfig } from './config';
import type { FaultRegistry } from './control/faults';
import type { Journal } from '../openapi/runtime/journal';
import type { ContractDocument } from '../openapi/runtime/contract';
import type { ContractRuntime } from '../openapi/runtime/exchange';
import type { OperationDeps } from './api/operation-deps';
import type { Store } from './store/store';
import type { Scenarios } from './scenarios/scenarios';
import type { Recordings } from './scenarios/recordings';
import type { StoreState } from './store/state';

export interface SimContext {
  config: SimConfig;
  catalogue: Catalogue;
  contract: ContractDocument;
  /** The contract's operations by method and path, and its checks of requests and answers. */
  api: ContractRuntime;
  store: Store;
  faults: FaultRegistry;
  journal: Journal;
  /** What the operations are given (sim-server/operations/), built once at start-up. */
  deps: OperationDeps;
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
}
