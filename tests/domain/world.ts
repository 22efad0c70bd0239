// The smallest real world the domain's rules run in: a small seeded catalogue (fixtures' own
// builders, 90 jobs over the nine sites), the seeded seeker state in a real store in a fresh temp
// folder, and a context holding only what the domain reads (store, catalogue, data folder).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { generateCatalogue } from '../../sim-server/catalogue';
import type { Catalogue, CountryCode, SiteCatalogue } from '../../sim-server/catalogue/types';
import type { SimContext } from '../../sim-server/context';
import { ApiError } from '../../sim-server/domain/errors';
import { removeUploadFilesOnRelease } from '../../sim-server/domain/uploads';
import { accountId, seededState } from '../../sim-server/store/seed-state';
import type { Account } from '../../sim-server/store/state';
import { Store } from '../../sim-server/store/store';

let shared: Catalogue | undefined;

/** One small catalogue per test file (generating it takes about 0.1 s). */
export function catalogue(): Catalogue {
  shared ??= generateCatalogue({ seed: 7, jobsTotal: 90 });
  return shared;
}

export function site(code: CountryCode = 'IN'): SiteCatalogue {
  return catalogue().sites[code];
}

export interface World {
  store: Store;
  catalogue: Catalogue;
  dataDir: string;
  context: SimContext;
  /** A seeded account by its fixture's local part (fixtures/accounts.ts), on a site. */
  account(local?: string, code?: CountryCode): Account;
}

const DOMAIN_READS = new Set<PropertyKey>(['store', 'catalogue', 'config']);

/** A fresh store holding the seeded state, in a folder of its own (call it inside a test). */
export function world(): World {
  const dataDir = mkdtempSync(join(tmpdir(), 'domain-'));
  const cat = catalogue();
  const store = new Store(join(dataDir, 'sim-state-7.json'), () => seededState(cat));
  removeUploadFilesOnRelease(store, dataDir);
  // Each test's world goes with it: the log closed, the folder removed.
  onTestFinished(async () => {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const parts = { store, catalogue: cat, config: { dataDir } };
  // The domain reads the store, the catalogue and the data folder of a context; anything else it
  // reached for would throw here, so a rule that starts to need more fails loudly.
  const context = new Proxy(parts, {
    get(target, key) {
      if (!DOMAIN_READS.has(key)) throw new Error(`The domain read context.${String(key)}`);
      return Reflect.get(target, key);
    },
  }) as unknown as SimContext;
  return {
    store,
    catalogue: cat,
    dataDir,
    context,
    account(local = 'seeker', code: CountryCode = 'IN') {
      const found = store.state.accounts.find((a) => a.id === accountId(code, local));
      if (!found) throw new Error(`No seeded account ${local} on ${code}`);
      return found;
    },
  };
}

export const NOW = new Date('2026-03-10T12:00:00.000Z');

/** `NOW` moved by some milliseconds. */
export function at(ms: number, from: Date = NOW): Date {
  return new Date(from.getTime() + ms);
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The value, or a failed test when there is none. */
export function defined<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error('expected a value');
  return value;
}

/** The ApiError `run` throws; a test fails when it throws something else or nothing. */
export function caught(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}
