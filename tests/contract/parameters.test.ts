// Parameters as outside tools read them: query values that real clients send with reserved
// characters unencoded are declared allowReserved, and every path parameter and required query
// parameter carries an example valid against its own schema, so that Portman, Schemathesis or a
// try-it panel call the simulator with values it holds instead of invented ones.
import { describe, expect, it } from 'vitest';
import {
  at,
  contract,
  requestOperations,
  validatorAt,
  type Json,
  type Parameter,
} from './request-schemas';

/**
 * Query strings that are opaque tokens, not text a person types, an email or a list: the values
 * real clients send are letters, digits, `.`, `-` or `_`, so no reserved character arises.
 */
const OPAQUE_TOKENS: Record<string, string> = {
  v: 'the cache buster: a random number or a timestamp',
  searchId: 'an id the search answered (srch- and a UUID)',
  spl: 'a placement code such as MSJ_OnSite',
  uei: "the user's encrypted id",
  parentUuids: 'UUIDs of master-data entries',
};

/** Values real clients send unencoded, each with a reserved character (RFC 3986 section 2.2). */
const RESERVED_PROBES = [
  'Principal Engineer (Java)',
  'Pune,Mumbai',
  'a@b.co',
  'seeker.in@example.com',
  'c++ developer',
  'java developer:designation',
  '1,2,3',
  '0~2,3~5',
  'not specified,100000~500000',
  'Company,MNC',
  'permanent,contract',
  'IN,SA',
  'personal_details,employment',
];

const queryParameters = requestOperations.flatMap((entry) =>
  entry.parameters
    .filter(({ parameter }) => parameter.in === 'query')
    .map(({ parameter, pointer }) => ({ operationId: entry.operationId, parameter, pointer })),
);

/**
 * Whether a query value can hold a reserved character, that is, it is free text, an email or a
 * comma-joined list: its schema accepts one of the probes (a repeated parameter, as one item).
 */
function carriesReservedCharacters(parameter: Parameter, pointer: string): boolean {
  if (parameter.name in OPAQUE_TOKENS) return false;
  const validate = validatorAt(`${pointer}/schema`);
  let schema = parameter.schema ?? {};
  while (typeof schema.$ref === 'string') schema = at(schema.$ref) as Json;
  const repeated = schema.type === 'array';
  return RESERVED_PROBES.some((probe) => validate(repeated ? [probe] : probe));
}

describe('Reserved characters in query values', () => {
  const textual = queryParameters.filter(({ parameter, pointer }) =>
    carriesReservedCharacters(parameter, pointer),
  );

  it('When the contract is read, then the free-text, email and list parameters are found', () => {
    const names = new Set(
      textual.map(({ operationId, parameter }) => `${operationId}.${parameter.name}`),
    );
    for (const expected of [
      'searchResults.query',
      'searchResults.locations',
      'searchResults.queryEntity',
      'searchResults.industries',
      'searchResults.salaryRanges',
      'checkExistence.email',
      'autocompleteKeywords.query',
      'autocompleteLocations.query',
      'autocompleteSuggestions.excludeKeywords',
      'companyList.countries',
      'profiles.fields',
    ]) {
      expect(names, expected).toContain(expected);
    }
  });

  it('When a query value is free text, an email or a comma-joined list, then it is allowReserved', () => {
    const missing = textual
      .filter(({ parameter }) => parameter.allowReserved !== true)
      .map(({ operationId, parameter }) => `${operationId}.${parameter.name}`);
    expect(missing).toEqual([]);
  });

  it('When an opaque token is exempt, then the contract still has it and it is no list', () => {
    for (const name of Object.keys(OPAQUE_TOKENS)) {
      const found = queryParameters.filter(({ parameter }) => parameter.name === name);
      expect(found.length, name).toBeGreaterThan(0);
      for (const { parameter } of found) {
        expect(/comma/i.test(parameter.description ?? ''), name).toBe(false);
      }
    }
  });
});

describe('Examples for the parameters a call cannot do without', () => {
  const needed = requestOperations.flatMap((entry) =>
    entry.parameters
      .filter(
        ({ parameter }) =>
          parameter.in === 'path' || (parameter.in === 'query' && parameter.required === true),
      )
      .map(({ parameter, pointer }) => ({
        name: `${entry.operationId} ${parameter.in} ${parameter.name}`,
        parameter,
        pointer,
      })),
  );

  it('When the contract is read, then there are path and required query parameters', () => {
    expect(needed.length).toBeGreaterThanOrEqual(20);
  });

  it.each(needed.map((entry) => [entry.name, entry] as const))(
    'When %s is documented, then it has an example that its schema accepts',
    (_name, { parameter, pointer }) => {
      expect(parameter.example, 'example').toBeDefined();
      const validate = validatorAt(`${pointer}/schema`);
      expect(validate(parameter.example), JSON.stringify(validate.errors)).toBe(true);
    },
  );
});

describe('Links to ids the seed does not hold', () => {
  /** operationId of each link of a response, with the parameters it fills. */
  function linksOf(operationId: string, status: string): Record<string, unknown> {
    const entry = requestOperations.find((candidate) => candidate.operationId === operationId);
    const item = contract.paths[entry?.path ?? ''] as Json;
    const responses = (item[entry?.method ?? ''] as Json).responses as Record<string, Json>;
    const links = (responses[status]?.links ?? {}) as Record<string, Json>;
    return Object.fromEntries(
      Object.values(links).map((link) => [link.operationId, link.parameters]),
    );
  }

  it('When an operation makes a job alert, a saved search or an application, then it links to the operations that take its id', () => {
    expect(linksOf('createJobAlert', '201')).toEqual({
      editJobAlert: { alertId: '$response.body#/id' },
      deleteJobAlert: { alertId: '$response.body#/id' },
    });
    expect(linksOf('saveSearch', '201')).toEqual({
      deleteSavedSearch: { searchId: '$response.body#/id' },
    });
    expect(linksOf('jobApply', '200')).toEqual({
      jobApplySuccess: { jobId: '$response.body#/jobId' },
    });
  });
});
