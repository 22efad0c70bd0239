import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readContract } from '../../openapi/runtime/contract';
import {
  DESIGNED_OPERATIONS,
  KNOWN_CALLS,
  MIDDLEWARE_OPERATION_NAMES,
  operationIdOf,
  requiredOperationIds,
} from './spec-operations';

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Json[];
  parameters?: Json[];
  requestBody?: Json;
  responses: Record<string, Json>;
}

const contract = JSON.parse(readFileSync('openapi/dist/openapi.json', 'utf8')) as {
  paths: Record<string, Record<string, Operation | Json[]>>;
  components: { schemas: Record<string, Json> };
};
const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

function resolve(node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (at, key) => (at as Json)[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      contract,
    );
  return resolve(target as Json);
}

const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => method in item).map((method) => ({
    path,
    method,
    pathParameters: ((item.parameters ?? []) as Json[]).map(resolve),
    operation: item[method] as Operation,
  })),
);
const byId = new Map(operations.map((entry) => [entry.operation.operationId, entry]));

function isSeekerOnly(operation: Operation): boolean {
  const security = operation.security ?? [];
  return security.length > 0 && security.every((requirement) => 'MSSOCLIENT' in requirement);
}

/** Paths in a schema where an object is declared without properties (and not as a map). */
function bareObjects(schema: Json, at: string, seen = new Set<Json>()): string[] {
  const node = resolve(schema);
  if (seen.has(node)) return [];
  seen.add(node);
  const found: string[] = [];
  const isMap = node.additionalProperties !== undefined && node.additionalProperties !== false;
  if (node.type === 'object' && !node.properties && !isMap) {
    found.push(at);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, child] of Object.entries(value as Record<string, Json>)) {
        found.push(...bareObjects(child, `${at}.${name}`, seen));
      }
    } else if (
      ['items', 'additionalProperties'].includes(key) &&
      value &&
      typeof value === 'object'
    ) {
      found.push(...bareObjects(value as Json, `${at}[]`, seen));
    } else if (['oneOf', 'anyOf', 'allOf'].includes(key) && Array.isArray(value)) {
      value.forEach((child: Json, index) =>
        found.push(...bareObjects(child, `${at}|${index}`, seen)),
      );
    }
  }
  return found;
}

describe('The contract holds every operation spec section 7 names', () => {
  it('When the spec names an operation, then the contract has an operation with that operationId', () => {
    const missing = [...requiredOperationIds()].filter((id) => !byId.has(id));
    expect(missing).toEqual([]);
  });

  it('When site middleware names are camel-cased, then the spec spelling is kept', () => {
    expect(MIDDLEWARE_OPERATION_NAMES.map(operationIdOf)).toEqual(
      expect.arrayContaining([
        'uploadResume',
        'uploadAvatar',
        'employement',
        'companyFollow',
        'publishEventsUserEngage',
        'careerServicesFetchSeekerServices',
      ]),
    );
  });

  it('When the contract has an operation, then the spec names it or it is a declared design addition', () => {
    const allowed = new Set<string>([...requiredOperationIds(), ...DESIGNED_OPERATIONS]);
    const unexplained = operations
      .map((entry) => entry.operation.operationId ?? `${entry.method} ${entry.path}`)
      .filter((id) => !allowed.has(id));
    expect(unexplained).toEqual([]);
    expect(operations.length).toBeGreaterThanOrEqual(90);
  });

  it('When the spec gives a path or method, then the operation uses it', () => {
    for (const [call, expected] of Object.entries(KNOWN_CALLS)) {
      const entry = byId.get(expected.operationId);
      expect(entry, call).toBeDefined();
      if (expected.path) expect(entry?.path, call).toBe(expected.path);
      if (expected.method) expect(entry?.method, call).toBe(expected.method);
    }
  });
});

describe.each(
  operations.map((entry) => [entry.operation.operationId ?? entry.path, entry] as const),
)('Operation %s', (_id, { operation, pathParameters }) => {
  it('has an operationId, summary, description and one tag', () => {
    expect(operation.operationId).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(operation.summary?.length).toBeGreaterThan(5);
    expect(operation.description?.length).toBeGreaterThan(10);
    expect(operation.tags).toHaveLength(1);
  });

  it('takes the three site headers', () => {
    const names = [...pathParameters, ...(operation.parameters ?? []).map(resolve)].map(
      (parameter) => parameter.name,
    );
    expect(names).toEqual(
      expect.arrayContaining(['X-Source-Country', 'X-Language-Code', 'X-Source-Site-Context']),
    );
  });

  it('answers a typed success and the error shapes of section 8', () => {
    const codes = Object.keys(operation.responses);
    const success = codes.filter((code) => /^2\d\d$/.test(code));
    expect(success.length).toBeGreaterThan(0);
    for (const code of success) {
      const content = resolve(operation.responses[code] as Json).content as Record<string, Json>;
      expect(content, `${code} has a body`).toBeDefined();
      for (const media of Object.values(content)) {
        expect(bareObjects(media.schema as Json, code)).toEqual([]);
      }
    }
    expect(codes).toContain('400');
    expect(codes).toContain('default');
    if (isSeekerOnly(operation)) expect(codes).toContain('401');
  });

  it('types its request body', () => {
    if (!operation.requestBody) return;
    const content = resolve(operation.requestBody).content as Record<string, Json>;
    for (const [media, body] of Object.entries(content)) {
      const schema = resolve(body.schema as Json);
      expect(schema.type, media).toBe('object');
      expect(schema.properties, media).toBeDefined();
      expect(bareObjects(schema, 'body')).toEqual([]);
    }
  });
});

describe('Shared pieces of the contract', () => {
  const schemas = contract.components.schemas;

  it('When a seeker-only operation is called by a guest, then 401 in the success:false envelope is described', () => {
    const seekerOnly = operations.filter((entry) => isSeekerOnly(entry.operation));
    expect(seekerOnly.length).toBeGreaterThan(40);
    for (const { operation } of seekerOnly) {
      const unauthorized = resolve(operation.responses['401'] as Json);
      const schema = resolve(
        ((unauthorized.content as Json)['application/json'] as Json).schema as Json,
      );
      expect(schema.required).toEqual(expect.arrayContaining(['success', 'error']));
    }
  });

  it('When a send-link fails, then 422 and 401 carry errorMessage', () => {
    const responses = byId.get('appsDownloadLink')?.operation.responses ?? {};
    for (const code of ['401', '422']) {
      const response = resolve(responses[code] as Json);
      const schema = resolve(
        ((response.content as Json)['application/json'] as Json).schema as Json,
      );
      expect(schema.required, code).toEqual(['errorMessage']);
    }
  });

  it('When the spec fixes an enumeration, then the contract has it as an enum', () => {
    expect(schemas.CountryCode?.enum).toEqual([
      'IN',
      'SA',
      'HK',
      'SG',
      'PH',
      'TH',
      'VN',
      'ID',
      'MY',
    ]);
    expect(schemas.SuggestionType?.enum).toEqual(['DESIGNATION', 'NEW_SKILL', 'SKILL', 'COMPANY']);
    expect(schemas.MasterDataType?.enum).toEqual([
      'FUNCTION',
      'INDUSTRY',
      'SALARY_MODE',
      'JOB_ALERT_FREQUENCY',
      'COMPANY',
      'DESIGNATION',
      'SKILL',
      'ROLE',
    ]);
    expect(schemas.JobAlertFrequency?.enum).toEqual([1, 2, 3]);
    expect(schemas.SalaryMode?.enum).toEqual([1, 2]);
    expect(schemas.SocialValidationStatus?.enum).toEqual([
      'USER_EXISTS',
      'USER_NOT_EXISTS',
      'USER_LINKED_TO_OTHER_USER',
      'USER_DELINKED',
    ]);
    expect(schemas.VerificationStatus?.enum).toEqual([0, 1]);
  });

  it('When section 3 names an entity field, then the schema keeps its spelling', () => {
    expect(Object.keys(schemas.Job?.properties as Json)).toEqual(
      expect.arrayContaining([
        'id',
        'jobId',
        'title',
        'companyName',
        'companyId',
        'locations',
        'exp',
        'salary',
        'functions',
        'industries',
        'roles',
        'jobTypes',
        'qualifications',
        'itSkills',
        'skills',
        'walkin_date',
        'walkInVenue',
        'recruiter',
        'isoCode',
        'channelId',
        'channelName',
        'minimumSalaryFilter',
        'maximumSalaryFilter',
        'isApplied',
      ]),
    );
    expect(Object.keys(schemas.NotificationCountResponse?.properties as Json)).toEqual([
      'notificationCounResponse',
    ]);
    expect(Object.keys(schemas.AutoLoginCookie?.properties as Json)).toEqual([
      'cookie-name',
      'cookie-value',
      'path',
      'domain',
      'expires',
    ]);
    expect(schemas.SendLinkRequest?.required).toEqual([
      'isdCode',
      'mobileNumber',
      'sitePropsCountryCode',
      'gRecaptchaResponse',
    ]);
  });

  it('When an operation is seeker-only, then the MSSOCLIENT scheme guards it: the cookie, declared as the Cookie header that tools taking header keys only (Specmatic) can send', () => {
    const scheme = (
      contract as unknown as { components: { securitySchemes: Record<string, Json> } }
    ).components.securitySchemes.MSSOCLIENT;
    expect(scheme).toEqual(
      expect.objectContaining({
        type: 'apiKey',
        in: 'header',
        name: 'Cookie',
        'x-cookie-name': 'MSSOCLIENT',
      }),
    );
    expect(readContract().byId.get('savedJobs')?.sessionCookie).toBe('MSSOCLIENT');
  });
});
