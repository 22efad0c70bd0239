// Checks of values against JSON schemas that may point into the contract's components
// (`contract#/components/schemas/Job`): the simulator's store checks its records with them. Ajv is
// constructed in the runtime only, so every schema in the house is read with the same dialect and
// formats.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ContractDocument } from './contract';

/** What breaks a schema in a value, as `path message` lines (the path is a JSON pointer). */
export type ValueCheck = (value: unknown) => string[];

/** The `$id` under which schemas reach the contract: `{ $ref: 'contract#/components/...' }`. */
export const CONTRACT_SCHEMA_ID = 'contract';

/** A check per schema, each able to $ref the contract's components through CONTRACT_SCHEMA_ID. */
export function schemaChecks<Name extends string>(
  contract: ContractDocument,
  schemas: Readonly<Record<Name, object>>,
): ReadonlyMap<string, ValueCheck> {
  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
  addFormats.default(ajv);
  ajv.addSchema({ ...contract.raw, $id: CONTRACT_SCHEMA_ID });
  const checks = new Map<string, ValueCheck>();
  for (const [name, schema] of Object.entries<object>(schemas)) {
    const validate = ajv.compile(schema);
    checks.set(name, (value) =>
      validate(value)
        ? []
        : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? 'is invalid'}`),
    );
  }
  return checks;
}
