// Faults on demand: per operationId, added latency, an HTTP status, or a failure kind, for all
// requests or only those of one scenario (X-Sim-Scenario header or sim_scenario cookie).
// A fault without a scenario touches only requests without one, so parallel runs that each use
// their own scenario never disturb each other.
import { faultKindValues, type components } from '../../openapi/generated/sim-control';

type ControlSchemas = components['schemas'];

/** The kinds of fault, as the control contract lists them (openapi/sim-control.yaml). */
export const FAULT_KINDS = faultKindValues;
export type FaultKind = ControlSchemas['FaultKind'];

/** A fault as `GET /__sim/faults` answers it; its body is there for the `body` kind only. */
export type Fault = ControlSchemas['Fault'];

export type FaultInput = Partial<Omit<Fault, 'id' | 'createdAt'>> & { operationId: string };

export const FAULT_HEADER = 'x-sim-fault';
/** A request still waiting in a timeout fault is cut off after this long. */
export const TIMEOUT_FAULT_HOLD_MS = 130_000;

/** Faults are a part of their scenario (scenarios.ts): listed, counted and dropped with it. */
export class FaultRegistry {
  private faults: Fault[] = [];
  private counter = 0;

  /** The scenarios with a fault. */
  names(): string[] {
    return [...new Set(this.faults.flatMap((f) => (f.scenario === null ? [] : [f.scenario])))];
  }

  count(scenario: string): number {
    return this.list(scenario).length;
  }

  /** What a scenario's faults hold, as JSON (a fault's body may be large). */
  bytesOf(scenario: string): number {
    return this.list(scenario).reduce((sum, f) => sum + JSON.stringify(f).length, 0);
  }

  drop(scenario: string): void {
    this.clear(scenario);
  }

  list(scenario?: string | null): Fault[] {
    return scenario === undefined
      ? [...this.faults]
      : this.faults.filter((f) => f.scenario === scenario);
  }

  add(input: FaultInput, now: Date): Fault {
    const fault: Fault = {
      id: `f${++this.counter}`,
      operationId: input.operationId,
      scenario: input.scenario ?? null,
      kind: input.kind ?? (input.status ? 'status' : null),
      status: input.status ?? null,
      latencyMs: input.latencyMs ?? 0,
      message: input.message ?? null,
      body: input.body ?? null,
      remaining: input.remaining ?? null,
      breaksContract: input.breaksContract ?? false,
      createdAt: now.toISOString(),
    };
    // A newer fault for the same operation and scenario replaces the older one.
    this.faults = this.faults.filter(
      (f) => !(f.operationId === fault.operationId && f.scenario === fault.scenario),
    );
    this.faults.push(fault);
    return fault;
  }

  remove(id: string): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((f) => f.id !== id);
    return this.faults.length < before;
  }

  clear(scenario?: string | null): number {
    const before = this.faults.length;
    this.faults = scenario === undefined ? [] : this.faults.filter((f) => f.scenario !== scenario);
    return before - this.faults.length;
  }

  /** The fault for this call, counting it down; exact operation wins over '*'. */
  take(operationId: string, scenario: string | null): Fault | undefined {
    const fault = this.find(operationId, scenario);
    if (!fault) return undefined;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.remove(fault.id);
    }
    return fault;
  }

  /** Whether a call would meet a fault (nothing is counted down). */
  has(operationId: string, scenario: string | null): boolean {
    return this.faults.length > 0 && this.find(operationId, scenario) !== undefined;
  }

  private find(operationId: string, scenario: string | null): Fault | undefined {
    const matches = this.faults.filter((f) => f.scenario === scenario);
    return (
      matches.find((f) => f.operationId === operationId) ??
      matches.find((f) => f.operationId === '*')
    );
  }
}

/**
 * Parses the one-call fault header, e.g. `kind=statusOne;status=500;latencyMs=200;message=Oops`.
 * Returns an error text when the header is malformed.
 */
export function parseFaultHeader(value: string): FaultInput | string {
  const input: FaultInput = { operationId: '*' };
  for (const part of value.split(';')) {
    const [rawKey, ...rest] = part.split('=');
    const key = rawKey?.trim();
    const raw = rest.join('=').trim();
    if (!key) continue;
    if (key === 'kind') {
      const kind = FAULT_KINDS.find((k) => k === raw);
      if (!kind) return `kind must be one of ${FAULT_KINDS.join(', ')}`;
      input.kind = kind;
    } else if (key === 'status' || key === 'latencyMs') {
      const number = Number(raw);
      if (!Number.isInteger(number) || number < 0) return `${key} must be a whole number`;
      if (key === 'status' && (number < 200 || number > 599)) return 'status must be 200 to 599';
      input[key] = number;
    } else if (key === 'message') {
      try {
        input.message = decodeURIComponent(raw);
      } catch {
        return 'message is not valid percent-encoding';
      }
    } else {
      return `unknown setting '${key}'`;
    }
  }
  return input;
}
