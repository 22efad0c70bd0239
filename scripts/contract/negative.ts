// Negative cases of one operation: every parameter and body member broken in each way its
// schema allows (confirmed invalid by the validator before sending), malformed and mistyped
// bodies, and a missing, forged or signed-out session where the operation needs one. Targets
// take turns so that a budget spreads over all of them; a seeded random fill tops the budget up.
import type { Json, ContractOperation, Parameter } from '../../openapi/runtime/contract';
import type { SchemaValidator } from '../../openapi/runtime/answer-checks';
import type { Case, CaseBody } from './cases';
import { mutationsOf, randomMutation } from './mutations';
import { bodyTargets, isObject, type Make, type Target } from './negative-body';
import { buildCase, encodeBody, paramTexts, type ParamValues } from './requests';
import type { Rng } from '../../sim-server/catalogue/rng';

export interface NegativeInput {
  operation: ContractOperation;
  base: ParamValues;
  baseBody: Json | undefined;
  validator: SchemaValidator;
  rng: Rng;
  budget: number;
  siteHeaders: Set<string>;
}

function withValue(base: ParamValues, parameter: Parameter, value: Json | undefined): ParamValues {
  const values = new Map(base);
  values.set(parameter, value);
  return values;
}

/** What the server reads from a parameter's text(s), to check it against the schema. */
function asReceived(parameter: Parameter, value: Json): unknown {
  const texts = paramTexts(parameter, value);
  const types = isObject(parameter.schema) ? parameter.schema.type : undefined;
  return types === 'array' ? texts : texts[0];
}

export function negativeCases(input: NegativeInput): Case[] {
  const { operation, base, baseBody, validator, rng, budget } = input;
  const make: Make = (label, values, body, extra) => ({
    ...buildCase(operation, values, body, {
      kind: 'negative',
      label,
      session: operation.usesSession ? 'main' : 'none',
    }),
    ...extra,
  });
  const media = operation.body;
  const baseEncoded = media ? encodeBody(media, baseBody) : undefined;
  const targets: Target[] = [];
  for (const parameter of operation.parameters)
    if (parameter.in !== 'cookie')
      targets.push(parameterTarget(input, parameter, make, baseEncoded));
  if (media)
    targets.push(...bodyTargets({ media, base, baseBody, baseEncoded, validator, rng, make }));
  const chosen = chooseCases(targets, budget, rng);
  if (operation.needsSession) {
    const auth = (label: string, session: Case['session']) =>
      make(`session: ${label}`, base, baseEncoded, { session, expectsAuthRefusal: true });
    chosen.push(auth('missing', 'none'), auth('forged', 'forged'), auth('signed out', 'signedOut'));
  }
  return chosen;
}

/** One parameter: missing when a required query, then each mutation of its schema the server would refuse. */
function parameterTarget(
  input: NegativeInput,
  parameter: Parameter,
  make: Make,
  baseEncoded: CaseBody | undefined,
): Target {
  const { base, validator, rng } = input;
  const where = `${parameter.in}.${parameter.name}`;
  const invalid = (value: Json): boolean => {
    if (parameter.in !== 'query') {
      const texts = paramTexts(parameter, value);
      // Empty or padded header and path values read as absent or trimmed: not a clean mutation.
      if (
        texts.some(
          (t) =>
            t === '' || t.trim() !== t || (parameter.in === 'header' && !/^[\x21-\x7e ]+$/.test(t)),
        )
      )
        return false;
    }
    return validator.errors(parameter.schema, asReceived(parameter, value), true).length > 0;
  };
  const caseOf = (reason: string, value: Json) =>
    make(`${where}: ${reason}`, withValue(base, parameter, value), baseEncoded);
  return {
    name: where,
    candidates: () => {
      const out: Case[] = [];
      if (parameter.required && parameter.in === 'query')
        out.push(
          make(`${where}: missing required`, withValue(base, parameter, undefined), baseEncoded),
        );
      for (const m of mutationsOf(parameter.schema, true))
        if (invalid(m.value)) out.push(caseOf(m.reason, m.value));
      return out;
    },
    ...(input.siteHeaders.has(parameter.name)
      ? {}
      : {
          random: () => {
            const m = randomMutation(parameter.schema, true, rng);
            return invalid(m.value) ? caseOf(m.reason, m.value) : undefined;
          },
        }),
  };
}

/**
 * Up to `budget` distinct cases: the targets take turns with their fixed cases, then a seeded
 * random target adds one of its random cases until the budget is full or the tries run out.
 */
function chooseCases(targets: Target[], budget: number, rng: Rng): Case[] {
  const seen = new Set<string>();
  const chosen: Case[] = [];
  const keep = (c: Case | undefined): void => {
    if (!c) return;
    const key = JSON.stringify([c.path, c.query, c.headers, c.body]);
    if (seen.has(key)) return;
    seen.add(key);
    chosen.push(c);
  };
  const queues = targets.map((t) => t.candidates());
  for (let round = 0; chosen.length < budget && queues.some((q) => q.length > round); round += 1)
    for (const queue of queues) if (chosen.length < budget) keep(queue[round]);
  const randoms = targets.filter((t) => t.random);
  for (
    let attempt = 0;
    chosen.length < budget && randoms.length > 0 && attempt < budget * 20;
    attempt += 1
  )
    keep(rng.pick(randoms).random?.());
  return chosen;
}
