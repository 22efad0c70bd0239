// QA scenarios as one thing (issue 29): a request's scenario (X-Sim-Scenario header or sim_scenario
// cookie) names its own copy-on-write view of the seeker state (store/scenario-view.ts) with its
// upload files, faults, clock, recordings and sign-in throttles. A scenario is everything named for
// it (audit 2026-11-28, M3: recordings and faults of names that never made a request were kept
// without bound and listed nowhere). This module owns a scenario's life: the safe names, the last
// use, listing and dropping every part at once, and the expiry that keeps memory bounded however
// many runs come and go: a scenario unused for the idle time, or the least recently used one past
// the count or the memory bound, is dropped when the next scenario is used (and when they are
// listed). Reads make no scenario: only a part made for the name does.
import type { components } from '../../openapi/generated/sim-control';

/** Letters, digits, `.`, `_`, `:` and `-`, starting with a letter or digit; up to 100 characters. */
export const SCENARIO_NAME = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;

export const SCENARIO_NAME_RULE =
  'must be 1 to 100 letters, digits, dots, underscores, colons or hyphens, starting with a letter or digit';

export function isScenarioName(name: string): boolean {
  return SCENARIO_NAME.test(name);
}

/** 400 in the status-1 envelope, naming the header (the cookie carries the same name). */
export function badScenarioReply(): { status: 400; body: unknown } {
  return {
    status: 400,
    body: {
      status: 1,
      errors: {
        errs: [
          {
            msg: `header.X-Sim-Scenario ${SCENARIO_NAME_RULE}`,
            param: 'X-Sim-Scenario',
            location: 'header',
          },
        ],
      },
    },
  };
}

export interface ScenarioLimits {
  /** Scenarios kept at most; the least recently used goes first (SIM_SCENARIO_LIMIT). */
  max: number;
  /** A scenario unused this long is dropped (SIM_SCENARIO_IDLE_MINUTES). */
  idleMs: number;
  /** Bytes all scenarios' parts may hold together, measured as JSON (SIM_SCENARIO_MEMORY_MB). */
  maxBytes: number;
}

/** A scenario as GET /__sim/scenarios lists it. */
export type ScenarioSummary = components['schemas']['Scenario'];

/** The parts of a scenario, by the field of the listing that counts each. */
export type PartName = Exclude<keyof ScenarioSummary, 'name' | 'lastUsedAt' | 'bytes'>;

/** One kind of thing kept per scenario: its state view, files, faults, clock, recordings... */
export interface ScenarioPart {
  /** The scenarios this part holds something for. */
  names(): Iterable<string>;
  /** What the listing says of it (records, recordings, faults...); 0 when it holds nothing. */
  count(name: string): number;
  /** What it holds for the scenario, in bytes (measured as JSON): the memory bound counts it. */
  bytesOf(name: string): number;
  drop(name: string): void;
}

export class Scenarios {
  /** Every scenario with a part, by when it was last used (base clock, ms), oldest first. */
  private readonly used = new Map<string, number>();

  constructor(
    private readonly parts: Record<PartName, ScenarioPart>,
    private readonly deps: {
      now: () => Date;
      limits: () => ScenarioLimits;
      /** Runs a request on its scenario's view of the state (the store's within()). */
      within: <T>(scenario: string | null, work: () => T) => T;
    },
  ) {
    // Scenarios restored from disk count from the start.
    this.adoptAll(this.now());
  }

  /**
   * Runs a request's work on its scenario's state view (or the shared state without one), after
   * dropping the scenarios that have expired. A scenario its work made a part for is counted
   * from then on.
   */
  within<T>(scenario: string | null, work: () => T): T {
    if (scenario === null) return this.deps.within(null, work);
    this.expire(this.now(), scenario);
    this.touch(scenario);
    const result = this.deps.within(scenario, work);
    if (result instanceof Promise) return result.finally(() => this.use(scenario)) as unknown as T;
    this.use(scenario);
    return result;
  }

  /**
   * The scenario was used, and may hold a part made just now (a write, a fault, a clock, a
   * recording): it counts from now, and the bounds are kept with it counted.
   */
  use(name: string): void {
    this.touch(name);
    this.expire(this.now(), name);
  }

  /** Drops every part of the scenario; answers whether it had any. */
  drop(name: string): boolean {
    const known = this.holds(name);
    // Every part is dropped, whatever the others held: an `||` chain skipped the faults of a
    // scenario that had state, and they piled up (each request scans them).
    for (const part of Object.values(this.parts)) part.drop(name);
    this.used.delete(name);
    return known;
  }

  /** Drops every scenario (POST /__sim/reset). */
  dropAll(): void {
    this.adoptAll(this.now());
    for (const name of [...this.used.keys()]) this.drop(name);
  }

  /** Every scenario, most recently used first, with what each part holds. */
  list(): ScenarioSummary[] {
    const now = this.now();
    this.adoptAll(now);
    this.expire(now, null);
    return [...this.used].reverse().map(([name, lastUsed]) => ({
      ...this.counts(name),
      name,
      lastUsedAt: new Date(lastUsed).toISOString(),
    }));
  }

  private now(): number {
    return this.deps.now().getTime();
  }

  private counts(name: string): Omit<ScenarioSummary, 'name' | 'lastUsedAt'> {
    const entries = Object.entries(this.parts) as Array<[PartName, ScenarioPart]>;
    const counts = Object.fromEntries(entries.map(([field, part]) => [field, part.count(name)]));
    return { ...(counts as Record<PartName, number>), bytes: this.bytesOf(name) };
  }

  private holds(name: string): boolean {
    return Object.values(this.parts).some((part) => part.count(name) > 0 || part.bytesOf(name) > 0);
  }

  private bytesOf(name: string): number {
    return Object.values(this.parts).reduce((sum, part) => sum + part.bytesOf(name), 0);
  }

  /** Marks a scenario used now when it holds something; forgets it when it holds nothing. */
  private touch(name: string): void {
    this.used.delete(name);
    if (this.holds(name)) this.used.set(name, this.now());
  }

  /** Counts every scenario a part holds that is not counted yet. */
  private adoptAll(now: number): void {
    for (const part of Object.values(this.parts))
      for (const name of part.names()) if (!this.used.has(name)) this.used.set(name, now);
  }

  /**
   * Drops idle scenarios, and the least recently used past the count or the memory bound
   * (keeping `keep`, which is being used now).
   */
  private expire(now: number, keep: string | null): void {
    const { max, idleMs, maxBytes } = this.deps.limits();
    let count = this.used.size;
    let bytes = 0;
    for (const name of this.used.keys()) bytes += this.bytesOf(name);
    for (const [name, lastUsed] of [...this.used]) {
      if (name === keep) continue;
      if (count <= max && bytes <= maxBytes && now - lastUsed < idleMs) break;
      bytes -= this.bytesOf(name);
      this.drop(name);
      count -= 1;
    }
  }
}
