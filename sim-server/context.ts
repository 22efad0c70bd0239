// Everything a request handler can reach, built once at start-up.
import type { Catalogue } from './catalogue/types';
import type { SimConfig } from './config';
import type { FaultRegistry } from './control/faults';
import type { Journal } from './control/journal';
import type { OpenApiDocument } from './http/contract';
import type { Handlers } from './http/operation';
import type { Store } from './store/store';
import type { StoreState } from './store/state';

export interface SimContext {
  config: SimConfig;
  catalogue: Catalogue;
  contract: OpenApiDocument;
  store: Store;
  faults: FaultRegistry;
  journal: Journal;
  handlers: Handlers;
  /** The seeded seeker state that reset returns to. */
  seededState(): StoreState;
  now(): Date;
}
