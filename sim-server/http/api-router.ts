// The /api router. Every route comes from the contract; a request passes, in order:
// journal -> body parsers -> site and session -> contract validation -> faults -> seeker guard
// -> the operation's handler. Responses are validated against the contract on the way out.
import express, { type NextFunction, type Request, type Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import multer from 'multer';
import { COOKIES, SESSION_MAX_AGE_MS } from './cookies';
import { ApiError, failure, unauthorized } from './errors';
import type { Handler, OperationId, OperationRequest, UploadedFile } from './operation';
import { resolveSite } from './site';
import { applyFault, scenarioOf } from './fault-middleware';
import { operationsOf, type ContractOperation, type OpenApiDocument } from './contract';
import type { SimContext } from '../context';
import type { SiteCatalogue } from '../catalogue/types';
import type { SessionRecord } from '../store/state';
import { jsonText } from '../domain/json-text';
import { compileHotOperations, type HotOperation } from './hot-validation';
import { matchOperation, operationIdOf } from './request-operation';

/** Upload ceiling before a handler sees the file; handlers apply the spec's own limits. */
const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;
const BODY_LIMIT = '8mb';

interface Locals {
  startedAt: number;
  validation: {
    request: 'valid' | 'invalid' | 'undocumented';
    response: 'valid' | 'invalid' | 'unchecked';
    errors: string[];
  };
  fault: string | null;
  scenario: string | null;
  /** The session and site the request came with, looked up once for the handler and the journal. */
  session: SessionRecord | undefined;
  site: SiteCatalogue;
}

function locals(res: Response): Locals {
  return res.locals as Locals;
}

/** Paths with a validator of their own: the search results of the results and listing pages. */
const HOT_PATHS = ['/middleware/search/results', '/middleware/jobsearch'] as const;
const HOT_PATH_SET: ReadonlySet<string> = new Set(HOT_PATHS);

/** How deep the search answers hold objects with a JSON text: answer > facets > list > bucket. */
const SEARCH_JSON_DEPTH = 3;

/**
 * res.json for the hot paths: the same text as Express writes, made from the JSON text of listed
 * jobs and facet buckets (domain/json-text.ts). Installed before the validator, which validates
 * the body and then calls it.
 */
function sendJsonText(this: Response, body: unknown): Response {
  if (!this.get('Content-Type')) this.set('Content-Type', 'application/json');
  return this.send(jsonText(body, SEARCH_JSON_DEPTH));
}

/** How the hot paths are validated: compiled at start-up (hot-validation.ts) or by the library. */
export type HotValidation = 'compiled' | 'library';

const CONTRACT_VIOLATION = {
  success: false,
  error: 'The simulator broke the contract.',
  errorCode: 'CONTRACT_VIOLATION',
};

function reportViolation(req: Request, res: Response, messages: string[]): void {
  locals(res).validation.response = 'invalid';
  locals(res).validation.errors.push(...messages);
  console.error(`Contract violation in ${req.method} ${req.originalUrl}: ${messages.join('; ')}`);
}

/** res.json of a request the compiled check accepted: the response checked, then written. */
function checkedJsonText(
  context: SimContext,
  hot: HotOperation,
  strict: boolean,
): (this: Response, body: unknown) => Response {
  return function (this: Response, body: unknown): Response {
    // As the validator: answers of 500 and above go out unchecked.
    if (context.config.responseValidation !== 'off' && this.statusCode < 500) {
      const problems = hot.responseProblems(this.statusCode, body);
      if (problems && problems.length > 0) {
        reportViolation(this.req, this, problems);
        if (strict) return sendJsonText.call(this.status(500), CONTRACT_VIOLATION);
      }
    }
    return sendJsonText.call(this, body);
  };
}

/** The contract with only the given paths; the components stay whole. */
function contractOfPaths(contract: OpenApiDocument, paths: readonly string[]): OpenApiDocument {
  return {
    ...contract,
    paths: Object.fromEntries(
      paths.map((path) => {
        const item = contract.paths[path];
        if (!item) throw new Error(`The contract has no path ${path}.`);
        return [path, item];
      }),
    ),
  };
}

function contractValidator(
  context: SimContext,
  apiSpec: OpenApiDocument,
  strict: boolean,
): express.RequestHandler[] {
  return OpenApiValidator.middleware({
    apiSpec: apiSpec as never,
    validateApiSpec: false,
    validateRequests: { allErrors: true },
    validateResponses:
      context.config.responseValidation === 'off'
        ? false
        : {
            allErrors: true,
            onError: (error, _body, req) => {
              const messages = (error.errors ?? []).map((e) => `${e.path} ${e.message}`);
              if (req.res) reportViolation(req, req.res, messages);
              else console.error(`Contract violation in ${req.method} ${req.originalUrl}`);
              if (strict) throw error;
            },
          },
    validateSecurity: false,
    ignoreUndocumented: false,
    fileUploader: {
      storage: multer.memoryStorage(),
      limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1 },
    },
  }) as express.RequestHandler[];
}

export function createApiRouter(
  context: SimContext,
  hotValidation: HotValidation = 'compiled',
): express.Router {
  const router = express.Router();
  const strict = context.config.responseValidation === 'strict';

  router.use((req, res, next) => {
    const state: Locals = {
      startedAt: performance.now(),
      validation: { request: 'valid', response: 'unchecked', errors: [] },
      fault: null,
      scenario: scenarioOf(req),
      session: sessionOf(context, req),
      site: siteOf(context, req),
    };
    Object.assign(res.locals, state);
    res.on('finish', () => journal(context, req, res));
    if (HOT_PATH_SET.has(req.path)) res.json = sendJsonText;
    next();
  });
  router.use(
    express.json({ limit: BODY_LIMIT }),
    express.urlencoded({ extended: false, limit: BODY_LIMIT }),
  );
  // The validator looks a request's route up by compiling the pattern of every route of its
  // contract in turn (in alphabetical order) on each request: some sixty before it reaches the
  // search results. The search operations, the hot path, get a validator of their own over a
  // contract that holds only their paths (the components whole), so that the lookup stops at once;
  // every other request goes to the validator of the whole contract. Both validate alike. Before
  // either, a hot-path request gets the compiled check (hot-validation.ts), which accepts the
  // plainly valid ones and leaves every other to the validator.
  const whole = express.Router().use(contractValidator(context, context.contract, strict));
  const hot = express
    .Router()
    .use(contractValidator(context, contractOfPaths(context.contract, HOT_PATHS), strict));
  const compiled =
    hotValidation === 'compiled'
      ? compileHotOperations(context.contract, HOT_PATHS)
      : new Map<string, HotOperation>();
  router.use((req, res, next) => {
    if (!HOT_PATH_SET.has(req.path)) {
      whole(req, res, next);
      return;
    }
    const operation = compiled.get(req.path);
    if (operation?.accepts(req)) {
      matchOperation(req, operation.operationId);
      res.json = checkedJsonText(context, operation, strict);
      next();
      return;
    }
    hot(req, res, next);
  });
  router.use((req, res, next) => applyFault(context, req, res, next));

  // Express tries routes in the order they were added; the hot paths go first. They are literal
  // paths, and a literal path before a templated one is the precedence the validator uses too.
  const operations = operationsOf(context.contract).sort(
    (a, b) => Number(HOT_PATH_SET.has(b.path)) - Number(HOT_PATH_SET.has(a.path)),
  );
  for (const operation of operations) {
    const handler = context.handlers[operation.operationId as OperationId] as
      Handler<OperationId> | undefined;
    router[operation.method](operation.expressPath, (req, res, next) => {
      run(context, operation, handler, req, res).catch(next);
    });
  }
  router.use((req, _res, next) => {
    next(failure(404, `Unknown endpoint: ${req.method} ${req.originalUrl}`, 'UNKNOWN_ENDPOINT'));
  });
  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    sendError(error, req, res, next);
  });
  return router;
}

async function run(
  context: SimContext,
  operation: ContractOperation,
  handler: Handler<OperationId> | undefined,
  req: Request,
  res: Response,
): Promise<void> {
  const { session, site } = locals(res);
  const account = session
    ? context.store.state.accounts.find((a) => a.id === session.accountId)
    : undefined;
  const seeker = account?.userType === 'SEEKER' ? account : undefined;
  if (operation.seekerOnly && !seeker) throw unauthorized();
  if (!handler) {
    throw failure(
      501,
      `The simulator does not implement ${operation.operationId} yet.`,
      'NOT_IMPLEMENTED',
    );
  }
  const request: OperationRequest<OperationId> = {
    operationId: operation.operationId as OperationId,
    query: req.query as never,
    path: pathParams(operation, req.params as Record<string, string>) as never,
    body: req.body as never,
    files: ((req.files as UploadedFile[] | undefined) ?? []).slice(),
    site,
    session,
    account: seeker,
    visitorId: cookiesOf(req)[COOKIES.visitor],
    cookies: cookiesOf(req),
    setCookie: (name, value, options = {}) => {
      res.cookie(name, value, {
        httpOnly: options.httpOnly ?? false,
        sameSite: 'lax',
        path: '/',
        ...(options.maxAgeMs === undefined ? {} : { maxAge: options.maxAgeMs }),
      });
    },
    clearCookie: (name) => res.clearCookie(name, { path: '/' }),
    now: context.now(),
  };
  const reply = await handler(request);
  res.status(Number(reply.status)).json(reply.body);
}

function pathParams(
  operation: ContractOperation,
  params: Record<string, string>,
): Record<string, string | number> {
  const typed: Record<string, string | number> = { ...params };
  for (const name of operation.integerPathParams) typed[name] = Number(params[name]);
  return typed;
}

function cookiesOf(req: Request): Record<string, string> {
  return (req.cookies ?? {}) as Record<string, string>;
}

export function siteOf(context: SimContext, req: Request) {
  return resolveSite(
    {
      siteContext: req.get('X-Source-Site-Context'),
      country: req.get('X-Source-Country'),
      host: req.get('host'),
    },
    context.catalogue,
  );
}

function sessionOf(context: SimContext, req: Request) {
  const token = cookiesOf(req)[COOKIES.session];
  if (!token) return undefined;
  const session = context.store.state.sessions.find((s) => s.id === token);
  if (!session) return undefined;
  const age = context.now().getTime() - new Date(session.createdAt).getTime();
  return age <= SESSION_MAX_AGE_MS ? session : undefined;
}

interface ValidatorError {
  status?: number;
  message?: string;
  errors?: Array<{ path?: string; message?: string }>;
}

/** Maps a validator error path like '/body/jobId' or '/query/limit' to its field and location. */
function fieldOf(path: string | undefined): {
  param: string;
  location: 'body' | 'query' | 'path' | 'header' | 'cookie';
} {
  const parts = (path ?? '')
    .replace(/^\.?\/?/, '')
    .split(/[/.]/)
    .filter(Boolean);
  const [first, ...rest] = parts;
  // The validator names path parameters under 'params', headers under 'headers'.
  const aliases: Record<string, 'body' | 'query' | 'path' | 'header' | 'cookie'> = {
    body: 'body',
    query: 'query',
    path: 'path',
    params: 'path',
    header: 'header',
    headers: 'header',
    cookie: 'cookie',
    cookies: 'cookie',
  };
  const location = (first && aliases[first]) || 'body';
  const param = (first && aliases[first] ? rest : parts).join('.') || location;
  return { param, location };
}

function sendError(error: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof ApiError) {
    res.status(error.status).json(error.body);
    return;
  }
  const validation = error as ValidatorError;
  const status = validation.status ?? 500;
  if (status === 400 || status === 413 || status === 415) {
    locals(res).validation.request = 'invalid';
    const errs = (validation.errors ?? [{ path: undefined, message: validation.message }]).map(
      (e) => {
        const { param, location } = fieldOf(e.path);
        const message = e.message ?? 'is invalid';
        locals(res).validation.errors.push(`${location}.${param} ${message}`);
        return { msg: `${location}.${param} ${message}`, param, location };
      },
    );
    const [first, ...others] = errs;
    res
      .status(400)
      .json({ status: 1, errors: { errs: [first ?? { msg: 'Invalid request' }, ...others] } });
    return;
  }
  if (status === 404 || status === 405) {
    locals(res).validation.request = 'undocumented';
    const errorCode = status === 404 ? 'UNKNOWN_ENDPOINT' : 'METHOD_NOT_ALLOWED';
    res.status(status).json({
      success: false,
      error: `Unknown endpoint: ${req.method} ${req.originalUrl}`,
      errorCode,
    });
    return;
  }
  if (status === 500 && locals(res).validation.response === 'invalid') {
    res.status(500).json(CONTRACT_VIOLATION);
    return;
  }
  console.error(error);
  res.status(500).json({
    success: false,
    error: 'Something went wrong on the simulator.',
    errorCode: 'INTERNAL',
  });
}

function journal(context: SimContext, req: Request, res: Response): void {
  const state = locals(res);
  context.journal.record({
    at: context.now().toISOString(),
    method: req.method,
    path: req.originalUrl.split('?')[0] ?? req.originalUrl,
    query: req.query as Record<string, unknown>,
    operationId: operationIdOf(req),
    site: state.site.site.countryCode,
    sessionAccountId: state.session?.accountId ?? null,
    scenario: state.scenario,
    status: res.statusCode,
    durationMs: Math.round((performance.now() - state.startedAt) * 100) / 100,
    requestBody: req.is('multipart/form-data') ? '[multipart]' : ((req.body as unknown) ?? null),
    validation: {
      ...state.validation,
      response:
        state.validation.response === 'unchecked' &&
        operationIdOf(req) &&
        context.config.responseValidation !== 'off'
          ? 'valid'
          : state.validation.response,
    },
    fault: state.fault,
  });
}
