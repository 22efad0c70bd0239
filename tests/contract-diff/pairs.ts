// The diff's test pairs: mutations of the real contract, each with the verdict the diff must give
// as `rule:level` pairs. rules.test.ts holds the project's diff to them; `npm run check:peers`
// gives the same pairs to Specmatic's backward-compatibility check and sets the verdicts side by
// side.
import type { JsonObject } from '../../scripts/contract-diff/types';
import { list, node, operation, schema } from './support';

const SEARCH = '/middleware/search/results';

function searchParameter(doc: JsonObject, name: string): JsonObject {
  const found = list(doc, 'paths', SEARCH, 'get', 'parameters').find(
    (p) => typeof p === 'object' && p !== null && !Array.isArray(p) && p.name === name,
  );
  if (!found || typeof found !== 'object' || Array.isArray(found)) throw new Error(name);
  return found;
}

function dropRequired(target: JsonObject, name: string): void {
  target.required = list(target, 'required').filter((r) => r !== name);
}

export interface Pair {
  when: string;
  mutate: (doc: JsonObject) => void;
  then: string[];
}

// A client reads responses and sends requests to the operations it knows.
const CLIENT_BREAKING: Pair[] = [
  {
    when: 'an operation is removed',
    mutate: (d) => delete node(d, 'paths', SEARCH).get,
    then: ['api-removed-without-deprecation:breaking'],
  },
  {
    when: 'a response field is removed',
    mutate: (d) => {
      delete node(schema(d, 'Job'), 'properties').title;
      dropRequired(schema(d, 'Job'), 'title');
    },
    then: ['response-property-removed:breaking'],
  },
  {
    when: 'a response field is made optional',
    mutate: (d) => dropRequired(schema(d, 'Job'), 'companyName'),
    then: ['response-property-became-optional:breaking'],
  },
  {
    when: 'a response field is made nullable',
    mutate: (d) => (node(schema(d, 'Job'), 'properties', 'title').type = ['string', 'null']),
    then: ['response-property-became-nullable:breaking'],
  },
  {
    when: "a response field's type changes",
    mutate: (d) => (node(schema(d, 'Job'), 'properties', 'title').type = 'integer'),
    then: ['response-property-type-changed:breaking'],
  },
  {
    when: 'a response integer widens to a number',
    mutate: (d) => (node(schema(d, 'SearchResults'), 'properties', 'total').type = 'number'),
    then: ['response-property-type-changed:breaking'],
  },
  {
    when: 'an enum value is added to a response (and to the request sending the same enum)',
    mutate: (d) => list(schema(d, 'SortOrder'), 'enum').push(3),
    then: [
      'request-parameter-enum-value-added:non-breaking',
      'request-property-enum-value-added:non-breaking',
      'response-property-enum-value-added:breaking',
    ],
  },
  {
    when: 'a success status is removed',
    mutate: (d) => delete node(operation(d, SEARCH, 'get'), 'responses')['200'],
    then: ['response-success-status-removed:breaking'],
  },
  {
    when: 'an error status the client handles is removed',
    mutate: (d) => delete node(operation(d, '/rio/login', 'post'), 'responses')['429'],
    then: ['response-non-success-status-removed:breaking'],
  },
  {
    when: "an operation's path changes",
    mutate: (d) => {
      const paths = node(d, 'paths');
      paths['/middleware/search/list'] = paths[SEARCH] ?? null;
      delete paths['/middleware/search/results'];
    },
    then: ['api-path-changed:breaking'],
  },
  {
    when: "an operation's method changes",
    mutate: (d) => {
      const item = node(d, 'paths', SEARCH);
      item.post = item.get ?? null;
      delete item.get;
    },
    then: ['api-method-changed:breaking'],
  },
  {
    when: 'a security scheme is added to an operation guests could call',
    mutate: (d) => (operation(d, SEARCH, 'get').security = [{ MSSOCLIENT: [] }]),
    then: ['api-security-added:breaking'],
  },
  {
    when: 'a declared response header is removed',
    mutate: (d) =>
      delete node(operation(d, '/rio/login', 'post'), 'responses', '429', 'headers')['Retry-After'],
    then: ['response-header-removed:breaking'],
  },
  {
    when: "a response number's minimum is lowered",
    mutate: (d) => (node(schema(d, 'SearchResults'), 'properties', 'total').minimum = -1),
    then: ['response-property-min-decreased:breaking'],
  },
  {
    when: 'a response media type is removed',
    mutate: (d) => {
      const content = node(operation(d, SEARCH, 'get'), 'responses', '200', 'content');
      content['application/vnd.portal+json'] = content['application/json'] ?? null;
      delete content['application/json'];
    },
    then: ['response-media-type-added:non-breaking', 'response-media-type-removed:breaking'],
  },
  {
    when: 'an operationId is renamed',
    mutate: (d) => (operation(d, SEARCH, 'get').operationId = 'searchJobs'),
    then: ['api-operation-id-updated:breaking'],
  },
];

// A server (or the request an old client sends) must accept what it accepted before.
/** jobdetail's path with its variable renamed, the parameter renamed with it: the same URLs. */
function renameJobIdVariable(d: JsonObject): void {
  const paths = node(d, 'paths');
  const before = '/middleware/jobdetail/{jobId}';
  const item = node(paths, before);
  const renamed = { ...node(d, 'components', 'parameters', 'JobIdPath'), name: 'id' };
  const rename = (parameters: unknown) =>
    Array.isArray(parameters)
      ? parameters.map((p: JsonObject) =>
          p.$ref === '#/components/parameters/JobIdPath' ? renamed : p,
        )
      : parameters;
  const get = node(item, 'get');
  Reflect.deleteProperty(paths, before);
  paths['/middleware/jobdetail/{id}'] = {
    ...item,
    ...(item.parameters ? { parameters: rename(item.parameters) as JsonObject[] } : {}),
    get: {
      ...get,
      ...(get.parameters ? { parameters: rename(get.parameters) as JsonObject[] } : {}),
    },
  };
}

const REQUEST_BREAKING: Pair[] = [
  {
    when: "a request parameter's default changes (PageSize 25 → 50: a client that omits limit gets other pages)",
    mutate: (d) => (schema(d, 'PageSize').default = 50),
    then: [
      'request-parameter-default-value-changed:breaking',
      'request-property-default-value-changed:breaking',
    ],
  },
  {
    when: 'a required query parameter is added',
    mutate: (d) =>
      list(d, 'paths', SEARCH, 'get', 'parameters').push({
        name: 'region',
        in: 'query',
        required: true,
        schema: { type: 'string' },
      }),
    then: ['new-required-request-parameter:breaking'],
  },
  {
    when: 'a required body field is added',
    mutate: (d) => {
      node(schema(d, 'SocialAuthRequest'), 'properties').nonce = { type: 'string' };
      list(schema(d, 'SocialAuthRequest'), 'required').push('nonce');
    },
    then: ['new-required-request-property:breaking'],
  },
  {
    when: 'a request enum value is removed',
    mutate: (d) => (schema(d, 'SortOrder').enum = [1]),
    then: [
      'request-parameter-enum-value-removed:breaking',
      'request-property-enum-value-removed:breaking',
      'response-property-enum-value-removed:non-breaking',
    ],
  },
  {
    when: "a query parameter's maximum is lowered",
    mutate: (d) => (node(d, 'components', 'parameters', 'Limit', 'schema').maximum = 50),
    then: ['request-parameter-max-decreased:breaking'],
  },
  {
    when: "a query parameter's pattern is tightened",
    mutate: (d) =>
      (node(searchParameter(d, 'queryEntity'), 'schema', 'items').pattern =
        '^[^:]{1,50}:(designation|skill)$'),
    then: ['request-parameter-pattern-changed:breaking'],
  },
  {
    when: "a request body field's pattern is replaced by a stricter one",
    mutate: (d) =>
      (node(schema(d, 'SocialAuthRequest'), 'properties', 'socialAccessToken').pattern = '^ey'),
    then: ['request-property-pattern-changed:breaking'],
  },
  {
    when: "a parameter's location changes",
    mutate: (d) => (searchParameter(d, 'query').in = 'header'),
    then: ['request-parameter-location-changed:breaking'],
  },
  {
    when: 'an optional parameter becomes required',
    mutate: (d) => (searchParameter(d, 'query').required = true),
    then: ['request-parameter-became-required:breaking'],
  },
  {
    when: 'an optional body field becomes required',
    mutate: (d) => (schema(d, 'FilterRequest').required = ['query']),
    then: ['request-property-became-required:breaking'],
  },
  {
    when: "a body field's minimum length is raised",
    mutate: (d) =>
      (node(schema(d, 'SocialAuthRequest'), 'properties', 'socialAccessToken').minLength = 10),
    then: ['request-property-min-length-increased:breaking'],
  },
  {
    when: "a body field's type changes",
    mutate: (d) =>
      (node(schema(d, 'SocialAuthRequest'), 'properties', 'socialAccessToken').type = 'integer'),
    then: ['request-property-type-changed:breaking'],
  },
  {
    when: 'a body field is removed from a schema that refuses unknown fields',
    mutate: (d) => {
      delete node(schema(d, 'SocialAuthRequest'), 'properties').socialProvider;
      dropRequired(schema(d, 'SocialAuthRequest'), 'socialProvider');
    },
    then: ['request-property-removed:breaking'],
  },
  {
    when: 'a request media type is removed',
    mutate: (d) => {
      const content = node(operation(d, '/rio/login', 'post'), 'requestBody', 'content');
      content['multipart/form-data'] = content['application/x-www-form-urlencoded'] ?? null;
      delete content['application/x-www-form-urlencoded'];
    },
    then: [
      'request-body-media-type-added:non-breaking',
      'request-body-media-type-removed:breaking',
    ],
  },
  {
    when: 'an optional request body becomes required',
    mutate: (d) =>
      (node(operation(d, '/middleware/resumeParserV1', 'post'), 'requestBody').required = true),
    then: ['request-body-became-required:breaking'],
  },
];

// Additions the other side may ignore, and words.
const NON_BREAKING: Pair[] = [
  {
    when: "a path's template variable is renamed ({jobId} → {id}: the same URLs)",
    mutate: renameJobIdVariable,
    then: ['api-path-template-renamed:non-breaking', 'request-path-parameter-renamed:non-breaking'],
  },
  {
    when: 'an optional query parameter is added',
    mutate: (d) =>
      list(d, 'paths', SEARCH, 'get', 'parameters').push({
        name: 'region',
        in: 'query',
        schema: { type: 'string' },
      }),
    then: ['new-optional-request-parameter:non-breaking'],
  },
  {
    when: 'an optional body field is added',
    mutate: (d) => (node(schema(d, 'FilterRequest'), 'properties').cursor = { type: 'string' }),
    then: ['new-optional-request-property:non-breaking'],
  },
  {
    when: 'an optional response field is added',
    mutate: (d) => (node(schema(d, 'Job'), 'properties').remote = { type: 'boolean' }),
    then: ['response-optional-property-added:non-breaking'],
  },
  {
    when: "a query parameter's maximum is raised",
    mutate: (d) => (node(d, 'components', 'parameters', 'Limit', 'schema').maximum = 200),
    then: ['request-parameter-max-increased:non-breaking'],
  },
  {
    when: 'a request integer widens to a number',
    mutate: (d) => (node(d, 'components', 'parameters', 'Limit', 'schema').type = 'number'),
    then: ['request-parameter-type-generalized:non-breaking'],
  },
  {
    when: 'an operation is added',
    mutate: (d) =>
      (node(d, 'paths')['/middleware/health'] = {
        get: { operationId: 'health', responses: { '200': { description: 'Up.' } } },
      }),
    then: ['endpoint-added:non-breaking'],
  },
  {
    when: "an operation's description changes",
    mutate: (d) => (operation(d, SEARCH, 'get').description = 'The results page search.'),
    then: ['api-description-changed:non-breaking'],
  },
  {
    when: "a parameter's example changes",
    mutate: (d) => (searchParameter(d, 'query').example = 'sales'),
    then: ['request-parameter-example-changed:non-breaking'],
  },
  {
    when: 'a response field becomes required',
    mutate: (d) => list(schema(d, 'Job'), 'required').push('spl'),
    then: ['response-property-became-required:non-breaking'],
  },
  {
    when: 'an error status is added',
    mutate: (d) =>
      (node(operation(d, SEARCH, 'get'), 'responses')['503'] = { description: 'Unavailable.' }),
    then: ['response-non-success-status-added:non-breaking'],
  },
  {
    when: 'a seeker-only operation also lets guests in',
    mutate: (d) => list(operation(d, '/middleware/savedJobs', 'get'), 'security').push({}),
    then: ['api-security-removed:non-breaking'],
  },
  {
    when: 'an operation is deprecated',
    mutate: (d) => (operation(d, SEARCH, 'get').deprecated = true),
    then: ['endpoint-deprecated:non-breaking'],
  },
];

/** Every pair, by the side it breaks (or none). */
export const DIFF_PAIRS = {
  'client-breaking': CLIENT_BREAKING,
  'request-breaking': REQUEST_BREAKING,
  'non-breaking': NON_BREAKING,
} as const;
