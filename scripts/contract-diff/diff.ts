// The diff of two contracts: operations paired, then each pair's operation-level rules, parameters,
// request body and responses compared, every change classified and marked with feltByWebApp.
import { operationsOf, Side } from './document';
import { compareRequestBody, compareResponses } from './rules/bodies';
import { compareOperation, pairOperations } from './rules/operations';
import { compareParameters } from './rules/parameters';
import type { Change, DiffReport, JsonObject } from './types';
import type { Usage } from '../usage/usage-file';
import { feltByWebApp } from './usage';

export interface DiffResult {
  changes: Array<Change & { feltByWebApp: boolean }>;
  report: DiffReport;
}

export function diffContracts(
  baseRaw: JsonObject,
  revisionRaw: JsonObject,
  usage: Usage,
): DiffResult {
  const base = new Side(baseRaw);
  const revision = new Side(revisionRaw);
  const found: Change[] = [];
  const emit = (change: Change) => found.push(change);
  const { pairs } = pairOperations(operationsOf(base), operationsOf(revision), emit);
  for (const pair of pairs) {
    compareOperation(pair, emit);
    compareParameters(pair, base, revision, emit);
    compareRequestBody({ base, revision, emit }, pair);
    compareResponses({ base, revision, emit }, pair);
  }
  const changes = found.map((c) => ({ ...c, feltByWebApp: feltByWebApp(c, usage) }));
  return {
    changes,
    report: {
      changes: changes.map(({ operationId, location, rule, level, feltByWebApp: felt }) => ({
        operationId,
        location,
        rule,
        level,
        feltByWebApp: felt,
      })),
      summary: {
        breaking: changes.filter((c) => c.level === 'breaking').length,
        nonBreaking: changes.filter((c) => c.level === 'non-breaking').length,
        feltByWebApp: changes.filter((c) => c.feltByWebApp).length,
      },
    },
  };
}
