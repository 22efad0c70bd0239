// Every path parameter and required query parameter of the contract carries an example, and
// the example names something the seeded simulator holds: the request built from the examples
// (as the seeded India seeker) is neither refused (400) nor answered 404. The docs' try-it and
// the contract runner's positive cases start from these examples.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContract, type ContractOperation } from '../../openapi/runtime/contract';
import { SchemaValidator } from '../../openapi/runtime/answer-checks';
import { send } from '../../scripts/contract/http';
import { bodyValue, paramValues, type PositiveInput } from '../../scripts/contract/positive';
import { buildCase, encodeBody } from '../../scripts/contract/requests';
import { Rng } from '../../sim-server/catalogue/rng';
import { KnownValues } from '../../scripts/contract/samples';
import { signedIn, startSimulator, type TestSimulator } from '../support/sim';

/**
 * Alerts, saved searches and uploaded resumes exist only once a seeker creates them (the seeded
 * accounts have none, and the web app's empty states are tested on them): their ids cannot name
 * seeded data.
 */
const CREATED_BY_THE_SEEKER = new Set(['alertId', 'searchId', 'resumeId']);

const contract = readContract();
const needsExamples = (operation: ContractOperation) =>
  operation.parameters.filter((p) => p.in === 'path' || (p.in === 'query' && p.required));
const operations = contract.operations.filter((o) => needsExamples(o).length > 0);

let sim: TestSimulator;
let cookie = '';
beforeAll(async () => {
  sim = await startSimulator();
  const seeker = await signedIn(sim);
  // The apply-success page follows an application: apply to the example job first.
  const applied = await seeker.api.POST('/middleware/jobApply', { body: { jobId: '10000003' } });
  expect(applied.response.status).toBe(200);
  cookie = [...seeker.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
});
afterAll(async () => {
  await sim.dispose();
});

describe('the examples of path and required query parameters', () => {
  it('exist for every such parameter', () => {
    const missing = operations.flatMap((o) =>
      needsExamples(o)
        .filter((p) => p.example === undefined)
        .map((p) => `${o.operationId}.${p.name}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(operations.map((o) => [o.operationId, o] as const))(
    '%s: its examples name seeded data',
    async (_id, operation) => {
      if (needsExamples(operation).some((p) => CREATED_BY_THE_SEEKER.has(p.name))) return;
      const validator = new SchemaValidator();
      const input: PositiveInput = {
        operation,
        validator,
        rng: new Rng(1),
        known: new KnownValues(new Set(), () => true),
        siteHeaders: {
          'X-Source-Country': 'IN',
          'X-Source-Site-Context': 'india',
          'X-Language-Code': 'EN',
        },
      };
      const body = bodyValue(input, 'examples');
      const testCase = buildCase(
        operation,
        paramValues(input, 'examples'),
        operation.body ? encodeBody(operation.body, body) : undefined,
        { kind: 'positive', label: 'examples', session: 'main' },
      );
      const outcome = await send(
        { apiBase: `${sim.url}/api`, timeoutMs: 10_000, cookies: { main: cookie } },
        testCase,
      );
      expect([400, 404], `${outcome.request.curl}\n${outcome.answer?.text ?? ''}`).not.toContain(
        outcome.answer?.status,
      );
    },
  );
});
