// What the stateful sequences (stateful.ts) call through: one step sent as a case built from the
// operation's examples with the step's overrides, checked and recorded like every other case.
import type { Json, ContractOperation } from '../../openapi/runtime/contract';
import type { Outcome } from './cases';
import { send } from './http';
import { bodyValue, paramValues } from './positive';
import { buildCase, encodeBody } from './requests';
import { inputOf, isSelected, recordCase, type Run } from './run-context';
import type { SequenceHost, Step } from './stateful';

export function sequenceHost(run: Run): SequenceHost {
  const { byId } = run.contract;
  let last: Outcome | undefined;
  const call = async (step: Step) => {
    const operation = byId.get(step.operationId);
    if (!operation) return { ok: false, status: undefined, json: undefined };
    const outcome = await sendStep(run, operation, step);
    last = outcome;
    let json: unknown;
    try {
      json = outcome.answer ? JSON.parse(outcome.answer.text) : undefined;
    } catch {
      json = undefined;
    }
    const status = outcome.answer?.status;
    return { ok: status !== undefined && status >= 200 && status < 300, status, json };
  };
  let jobs: string[] | undefined;
  return {
    has: (id) => isSelected(run, id) && byId.has(id),
    call,
    fail: (operationId, finding, step) => {
      if (last) run.results.recordSequence(operationId, step.label, last, finding);
    },
    jobIds: async () => {
      if (jobs) return jobs;
      jobs = [];
      if (byId.has('searchResults')) {
        const found = await call({ operationId: 'searchResults', label: 'find jobs', params: {} });
        collect(found.json, 'jobId', jobs);
      }
      return jobs;
    },
    value: (name) => run.known.get(name) ?? exampleOf(byId, name),
    unique: `${run.options.seed}`,
  };
}

/** One step: the operation's examples, the step's parameters and body over them, sent. */
async function sendStep(run: Run, operation: ContractOperation, step: Step): Promise<Outcome> {
  const input = inputOf(run, operation);
  const values = paramValues(input, 'examples');
  for (const parameter of operation.parameters) {
    const override = step.params?.[parameter.name];
    if (override !== undefined) values.set(parameter, override);
  }
  const example = bodyValue(input, 'examples');
  const body: Json | undefined =
    step.body && typeof example === 'object' && example !== null && !Array.isArray(example)
      ? { ...example, ...step.body }
      : (step.body ?? example);
  const testCase = buildCase(
    operation,
    values,
    operation.body ? encodeBody(operation.body, body) : undefined,
    {
      kind: 'stateful',
      label: step.label,
      session: 'main',
    },
  );
  if (step.expectsGone) testCase.expectsGone = true;
  const outcome = await send(run.transport, testCase);
  // A helper call (finding jobs) to an operation outside --operations is not reported.
  if (isSelected(run, operation.operationId))
    recordCase(run, 'stateful', operation, testCase, outcome);
  return outcome;
}

/**
 * Every string or number value of `key` anywhere in a body, in document order, each once. A walk
 * with its own stack: a backend's 200,000-deep JSON would overflow the call stack of a recursive
 * one (audit 2026-11-26, M5).
 */
export function collect(body: unknown, key: string, into: string[]): void {
  // A found value is pushed as a Found, so that it is taken in its place among the values around it.
  class Found {
    constructor(readonly value: string) {}
  }
  const stack: unknown[] = [body];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value instanceof Found) {
      if (!into.includes(value.value)) into.push(value.value);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push(value[i]);
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [k, v] = entries[i] ?? ['', undefined];
        stack.push(
          k === key && (typeof v === 'string' || typeof v === 'number') ? new Found(String(v)) : v,
        );
      }
    }
  }
}

function exampleOf(byId: Map<string, ContractOperation>, name: string): Json | undefined {
  for (const operation of byId.values())
    for (const parameter of operation.parameters)
      if (parameter.name === name && parameter.example !== undefined) return parameter.example;
  return undefined;
}
