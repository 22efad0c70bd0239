// Every operation of the contract, called on the simulator with a valid and an invalid request,
// each response checked by an independent validator compiled from the bundled contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractValidator } from '../support/contract-validator';
import { rawRequest } from '../support/raw';
import { signedIn, startSimulator, visitor, type TestSimulator } from '../support/sim';
import { FRESH_EMAIL, OPERATION_CASES, type CaseContext } from './operation-cases';

const validator = new ContractValidator();
let sim: TestSimulator;
let cookies: Map<string, string>;
let unverifiedCookies: Map<string, string>;
let freshCookies: Map<string, string>;
const ctx: CaseContext = {
  jobId: '',
  otherJobId: '',
  companyId: 0,
  recruiterId: 0,
  channelId: 1,
  saved: {},
};

function namesField(body: unknown, field: string): boolean {
  const refusal = body as {
    errors?: { errs?: Array<{ msg?: string; param?: string }> };
    param?: string;
    error?: string;
  };
  const errs = refusal.errors?.errs ?? [{ param: refusal.param, msg: refusal.error }];
  const wanted = field.toLowerCase();
  return errs.some(
    (e) =>
      (e.param ?? '').toLowerCase().includes(wanted) ||
      (e.msg ?? '').toLowerCase().includes(wanted),
  );
}

function cookiesFor(as: 'seeker' | 'unverified' | 'fresh' = 'seeker'): Map<string, string> {
  return { seeker: cookies, unverified: unverifiedCookies, fresh: freshCookies }[as];
}

beforeAll(async () => {
  sim = await startSimulator();
  cookies = (await signedIn(sim, 'seeker', 'IN')).cookies;
  unverifiedCookies = (await signedIn(sim, 'unverified', 'IN')).cookies;
  const fresh = visitor(sim, 'IN');
  const registered = await fresh.api.POST('/middleware/registerPersonal', {
    body: {
      name: 'Fresh Seeker',
      email: FRESH_EMAIL,
      password: 'secret12',
      countryCode: '91',
      mobileNumber: '9800000001',
      currentLocation: 'Pune',
      experienceYears: 0,
      experienceMonths: 0,
    },
  });
  if (registered.response.status !== 201) throw new Error('registration failed');
  freshCookies = fresh.cookies;
  const site = sim.context.catalogue.sites.IN;
  const [job, other] = site.jobs.filter((j) => j.recruiter !== undefined && !j.walkIn);
  if (!job || !other || !job.recruiter) throw new Error('The seed has no suitable jobs.');
  Object.assign(ctx, {
    jobId: job.jobId,
    otherJobId: other.jobId,
    companyId: job.companyId,
    recruiterId: job.recruiter.id,
    channelId: site.site.channelId,
  });
});

afterAll(async () => {
  await sim.dispose();
});

describe('The simulator against the contract', () => {
  it('When the contract has an operation, then a case calls it', () => {
    const covered = new Set(OPERATION_CASES.map((c) => c.operationId));
    expect([...validator.operations.keys()].filter((id) => !covered.has(id))).toEqual([]);
  });

  describe.sequential.each(OPERATION_CASES.map((c) => [c.operationId, c] as const))(
    '%s',
    (operationId, testCase) => {
      it('When the request is valid, then it answers a success that matches the contract', async () => {
        const response = await rawRequest(sim.url, {
          ...testCase.valid(ctx),
          cookies: cookiesFor(testCase.as),
        });

        expect(response.status, JSON.stringify(response.body)).toBe(testCase.status ?? 200);
        expect(validator.check(operationId, response.status, response.body)).toEqual([]);
        testCase.keep?.(response.body, ctx);
      });

      it('When the request is invalid, then it answers its refusal (400, or 422 for a rule the schema cannot say) naming the field and changes nothing', async () => {
        const before = JSON.stringify(sim.context.store.state);

        const response = await rawRequest(sim.url, {
          ...testCase.invalid(ctx),
          cookies: cookiesFor(testCase.as),
        });

        const refused = testCase.invalidStatus ?? 400;
        expect(response.status, JSON.stringify(response.body)).toBe(refused);
        expect(validator.check(operationId, refused, response.body)).toEqual([]);
        expect(
          namesField(response.body, testCase.invalidField),
          JSON.stringify(response.body),
        ).toBe(true);
        expect(JSON.stringify(sim.context.store.state)).toBe(before);
      });
    },
  );
});

describe('Guests and non-seekers on seeker-only operations', () => {
  it('When a guest calls any seeker-only operation, then it answers 401 in the contract envelope', async () => {
    const operations = [...validator.operations.entries()];
    const guarded = OPERATION_CASES.filter((c) => {
      const entry = operations.find(([id]) => id === c.operationId)?.[1];
      const operation = entry
        ? sim.context.contract.raw.paths[entry.path]?.[entry.method]
        : undefined;
      const security =
        (operation as { security?: Array<Record<string, unknown>> } | undefined)?.security ?? [];
      return security.length > 0 && security.every((r) => 'MSSOCLIENT' in r);
    });
    expect(guarded.length).toBeGreaterThan(40);
    for (const testCase of guarded) {
      const response = await rawRequest(sim.url, testCase.valid(ctx));
      expect(response.status, testCase.operationId).toBe(401);
      expect(
        validator.check(testCase.operationId, 401, response.body),
        testCase.operationId,
      ).toEqual([]);
    }
  });

  it.each(['agent', 'corporate'])(
    'When a %s user (not a seeker) calls a seeker-only operation, then it answers 401',
    async (local) => {
      const other = await signedIn(sim, local, 'IN');
      const response = await rawRequest(sim.url, {
        method: 'get',
        path: '/middleware/userMe',
        cookies: other.cookies,
      });
      expect(response.status).toBe(401);
    },
  );
});
