// The plain build of a request's parameters (openapi/runtime/plain-request.ts) against the
// library's own: for every operation it serves, the same refusals and the same coerced query,
// over well-formed, repeated, nested, mistyped and unknown parameters, cookies and bodies.
import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { readContract } from '../../openapi/runtime/contract';
import { ContractCheck, type CheckableRequest } from '../../openapi/runtime/contract-check';

const contract = readContract();
const plain = new ContractCheck(contract);
const library = new ContractCheck(contract, { plain: false });

/** The query parameters an operation declares. */
function queryNames(path: string, method: string): string[] {
  const operation = contract.operations.find((o) => o.path === path && o.method === method);
  return (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
}

const HEADERS: IncomingHttpHeaders[] = [
  { 'x-source-country': 'IN', host: 'in.localhost' },
  { 'x-source-country': 'SG', cookie: 'MSUID=abc; sim_scenario=s1' },
  { 'content-type': 'application/json; charset=utf-8', 'x-source-country': 'AE' },
  {},
];

function queriesFor(names: readonly string[]): string[] {
  const each = names.flatMap((name) => [
    `${name}=java`,
    `${name}=1`,
    `${name}=-5`,
    `${name}=`,
    `${name}=a&${name}=b`,
    `${name}[]=x`,
    `${name}[k]=v`,
    `${name}=Principal%20Engineer%20(Java)`,
  ]);
  const all = names.map((name) => `${name}=2`).join('&');
  // The shapes the simple-query path reads itself, and those it leaves to qs.
  const first = names[0] ?? 'query';
  const edges = [
    `${first}=sales+executive`,
    `${first}=%E0%A4%A`,
    `=x&${first}=1`,
    `${first}=1&&extra=2`,
    `toString=1&${first}=1`,
    `__proto__=1&${first}=1`,
    `${first}`,
    `${first}=a=b`,
    `${first.replace(/^./, (c) => `%${c.charCodeAt(0).toString(16)}`)}=1`,
    `${first}%5B%5D=1`,
  ];
  return ['', 'unknown=1', '?start=1', all, `${all}&extra=yes`, ...edges, ...each];
}

describe('Plain request parameters (the contract check of plain operations)', () => {
  const operations = contract.operations.filter((op) => !op.path.includes('{'));

  // One test per operation: each a few hundred comparisons, none near the hang guard on two busy
  // cores (the whole contract in one test took 70 s there).
  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    'When %s is checked, then the plain build answers as the library does',
    (_id, operation) => {
      let compared = 0;
      const names = queryNames(operation.path, operation.method);
      const bodies: Array<object | undefined> = operation.requestMediaTypes.length
        ? [undefined, {}, { query: 'java', start: 'x' }]
        : [undefined];
      for (const query of queriesFor(names))
        for (const headers of HEADERS)
          for (const body of bodies) {
            const request: CheckableRequest = {
              method: operation.method,
              path: operation.path.replace(/^\/api/, ''),
              query,
              headers,
              body,
            };
            const a = plain.checkRequest(operation.operationId, structuredClone(request));
            const b = library.checkRequest(operation.operationId, structuredClone(request));
            expect(a, `${operation.operationId} ?${query}`).toEqual(b);
            compared++;
          }
      expect(compared).toBeGreaterThanOrEqual(HEADERS.length * 2);
    },
  );

  it('When the plain operations are counted, then there are more than fifty', () => {
    expect(operations.length).toBeGreaterThan(50);
  });
});
