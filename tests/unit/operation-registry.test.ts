// The simulator answers every contract operation with a module of its own, and the compiler holds
// it: a contract operation without a module, a module for no operation, a module registered under
// another operation, or an answer the operation does not declare fails the typecheck (each
// `@ts-expect-error` below fails `npm run typecheck` the day the error it expects goes away).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  defineOperation,
  type OperationId,
  type OperationRegistry,
} from '../../sim-server/api/operation';
import { OPERATIONS } from '../../sim-server/operations';

const BUNDLE = join(import.meta.dirname, '..', '..', 'openapi', 'dist', 'openapi.json');

function contractOperationIds(): string[] {
  const bundle = JSON.parse(readFileSync(BUNDLE, 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  return Object.values(bundle.paths).flatMap((item) =>
    Object.values(item).flatMap((operation) =>
      operation.operationId ? [operation.operationId] : [],
    ),
  );
}

describe('The operation registry', () => {
  it('When the contract is read, then the registry holds one module per operation, under its id', () => {
    const ids = contractOperationIds();
    expect(Object.keys(OPERATIONS).sort()).toEqual([...ids].sort());
    for (const [id, module] of Object.entries(OPERATIONS)) expect(module.operationId).toBe(id);
    expectTypeOf<keyof typeof OPERATIONS>().toEqualTypeOf<OperationId>();
  });

  it('When an operation has no module, then the registry does not compile', () => {
    const { jobApply: _dropped, ...withoutJobApply } = OPERATIONS;
    // @ts-expect-error -- jobApply is a contract operation: the registry needs its module
    const registry: OperationRegistry = withoutJobApply;
    expect(Object.keys(registry)).not.toContain('jobApply');
  });

  it('When a module is for no operation, then the registry does not compile', () => {
    const registry: OperationRegistry = {
      ...OPERATIONS,
      // @ts-expect-error -- no contract operation is called notAnOperation
      notAnOperation: OPERATIONS.jobApply,
    };
    expect(Object.keys(registry)).toContain('notAnOperation');
  });

  it("When a module is registered under another operation's id, then the registry does not compile", () => {
    // @ts-expect-error -- jobApply's module cannot answer jobSave
    const registry: OperationRegistry = { ...OPERATIONS, jobSave: OPERATIONS.jobApply };
    expect(registry.jobSave.operationId).toBe('jobApply');
  });

  it('When a module names no operation or answers what its operation does not declare, then it does not compile', () => {
    // @ts-expect-error -- no contract operation is called notAnOperation
    const unknown = defineOperation('notAnOperation', () => ({ status: 200, body: {} }));
    // @ts-expect-error -- jobApply declares no 299 answer
    const undeclared = defineOperation('jobApply', () => ({ status: 299, body: {} }));
    expect([unknown.operationId, undeclared.operationId]).toEqual(['notAnOperation', 'jobApply']);
  });
});
