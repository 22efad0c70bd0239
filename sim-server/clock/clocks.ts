// The simulator's time, as QA sets it: one clock per scenario (X-Sim-Scenario), like faults.
// Each clock is an offset from the base clock (the real time, or the one a test hands start()),
// so time keeps running on it; setting or advancing it moves that scenario alone. Requests
// without a scenario read the default clock (scenario null).

export interface ClockReading {
  scenario: string | null;
  now: string;
  offsetMs: number;
}

/** What one moved clock is counted as in the scenarios' memory bound (a name and a number). */
const CLOCK_BYTES = 32;

/** A moved clock is a part of its scenario (scenarios.ts): listed, counted and dropped with it. */
export class ClockRegistry {
  private offsets = new Map<string | null, number>();

  constructor(private readonly base: () => Date) {}

  /** The scenarios whose clock was moved. */
  names(): string[] {
    return [...this.offsets.keys()].filter((name): name is string => name !== null);
  }

  /** How far the scenario's clock is from the base clock. */
  count(scenario: string): number {
    return this.offsetOf(scenario);
  }

  bytesOf(scenario: string): number {
    return this.offsets.has(scenario) ? CLOCK_BYTES : 0;
  }

  drop(scenario: string): void {
    this.offsets.delete(scenario);
  }

  /** The time a request of this scenario sees. */
  now(scenario: string | null): Date {
    return new Date(this.base().getTime() + this.offsetOf(scenario));
  }

  read(scenario: string | null): ClockReading {
    return { scenario, now: this.now(scenario).toISOString(), offsetMs: this.offsetOf(scenario) };
  }

  set(scenario: string | null, at: Date): ClockReading {
    this.offsets.set(scenario, at.getTime() - this.base().getTime());
    return this.read(scenario);
  }

  advance(scenario: string | null, ms: number): ClockReading {
    this.offsets.set(scenario, this.offsetOf(scenario) + ms);
    return this.read(scenario);
  }

  /** Back to the base clock: one scenario's clock, or every clock when none is named. */
  reset(scenario?: string | null): void {
    if (scenario === undefined) this.offsets.clear();
    else this.offsets.delete(scenario);
  }

  private offsetOf(scenario: string | null): number {
    return this.offsets.get(scenario) ?? 0;
  }
}

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface ClockStep {
  days?: number;
  hours?: number;
  minutes?: number;
  seconds?: number;
  ms?: number;
}

/** The length of an advance given in days, hours, minutes, seconds and milliseconds. */
export function stepMs(step: ClockStep): number {
  return (
    (step.days ?? 0) * DAY_MS +
    (step.hours ?? 0) * HOUR_MS +
    (step.minutes ?? 0) * MINUTE_MS +
    (step.seconds ?? 0) * SECOND_MS +
    (step.ms ?? 0)
  );
}
