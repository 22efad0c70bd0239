// QA scenarios as one thing (issue 29): a request's scenario (X-Sim-Scenario header or sim_scenario
// cookie) names its own faults, clock, recordings and copy-on-write view of the seeker state
// (store/scenario-view.ts). This module owns a scenario's life: the safe names, the last use,
// dropping every part of it at once, and the expiry that keeps memory bounded however many runs
// come and go: a scenario unused for the idle time, or the least recently used one past the bound,
// is dropped when the next scenario request arrives (and when they are listed).
import type { ClockRegistry } from '../clock/clocks';
import type { FaultRegistry } from '../control/faults';
import type { Store } from '../store/store';

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
  /** Scenarios kept at most; the least recently used goes first. */
  max: number;
  /** A scenario unused this long is dropped. */
  idleMs: number;
}

export interface ScenarioSummary {
  name: string;
  /** Records the scenario holds of its own. */
  records: number;
  /** Recorded exchanges it still holds for replay. */
  recordings: number;
  lastUsedAt: string;
}

/** Another part of a scenario kept elsewhere (the replay recordings). */
export interface ScenarioPart {
  drop(name: string): void;
  sizeOf(name: string): number;
}

export class Scenarios {
  private readonly parts: ScenarioPart[] = [];

  constructor(
    private readonly deps: {
      store: Store;
      faults: FaultRegistry;
      clocks: ClockRegistry;
      now: () => Date;
      limits: () => ScenarioLimits;
    },
  ) {}

  /** Adds a part dropped with its scenario. */
  addPart(part: ScenarioPart): void {
    this.parts.push(part);
  }

  /**
   * Runs a request's work on its scenario's state view (or the shared state without one), after
   * dropping the scenarios that have expired.
   */
  within<T>(scenario: string | null, work: () => T): T {
    const now = this.deps.now().getTime();
    if (scenario !== null) this.expire(now, scenario);
    return this.deps.store.within(scenario, now, work);
  }

  /** Drops the scenario's state, faults, clock and recordings; answers whether it had any. */
  drop(name: string): boolean {
    const { store, faults, clocks } = this.deps;
    const sizes = this.parts.reduce((sum, part) => sum + part.sizeOf(name), 0);
    // Every part is dropped, whatever the others held: an `||` chain skipped the faults of a
    // scenario that had state, and they piled up (each request scans them).
    const hadState = store.dropScenario(name);
    const hadFaults = faults.clear(name) > 0;
    const known = hadState || hadFaults || clocks.read(name).offsetMs !== 0 || sizes > 0;
    clocks.reset(name);
    for (const part of this.parts) part.drop(name);
    return known;
  }

  list(): ScenarioSummary[] {
    this.expire(this.deps.now().getTime(), null);
    return this.deps.store
      .scenarios()
      .reverse()
      .map((use) => ({
        name: use.name,
        records: use.records,
        recordings: this.parts.reduce((sum, part) => sum + part.sizeOf(use.name), 0),
        lastUsedAt: new Date(use.lastUsed).toISOString(),
      }));
  }

  /** Drops idle scenarios, and the least recently used past the bound (keeping `keep`). */
  private expire(now: number, keep: string | null): void {
    const { max, idleMs } = this.deps.limits();
    const uses = this.deps.store.scenarios();
    let count = uses.length + (keep !== null && !uses.some((u) => u.name === keep) ? 1 : 0);
    for (const use of uses) {
      if (use.name === keep) continue;
      if (count <= max && now - use.lastUsed < idleMs) break;
      this.drop(use.name);
      count -= 1;
    }
  }
}
