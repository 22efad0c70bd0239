// The /api router. Every route comes from the contract; a request passes, in order:
// journal -> body parsers -> site and session -> contract validation -> faults -> seeker guard
// -> the operation's handler. Responses are validated against the contract on the way out.
// (GET of the search results usually takes the lean path of hot-path.ts instead; whatever that
// path does not take comes here.)
import express, { type NextFunction, type Request, type Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import multer from 'multer';
import {
  checkedReply,
  cookieWriter,
  errorReply,
  recordRequest,
  reportViolation,
  requestState,
  runOperation,
  stateOf,
  type Cookies,
} from './api-request';
import { failure } from './errors';
import type { Handler, OperationId, UploadedFile } from './operation';
import { applyFault } from './fault-middleware';
import { operationsOf, type ContractOperation, type OpenApiDocument } from './contract';
import type { SimContext } from '../context';
import { jsonText } from '../domain/json-text';
import type { HotOperation } from './hot-validation';
import { matchOperation, operationIdOf } from './request-operation';

/** Upload ceiling before a handler sees the file; handlers apply the spec's own limits. */
const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;
const BODY_LIMIT = '8mb';

/** Paths with a validator of their own: the search results of the results and listing pages. */
export const HOT_PATHS = ['/middleware/search/results', '/middleware/jobsearch'] as const;
const HOT_PATH_SET: ReadonlySet<string> = new Set(HOT_PATHS);

/** How deep the search answers hold objects with a JSON text: answer > facets > list > bucket. */
export const SEARCH_JSON_DEPTH = 3;

/**
 * res.json for the hot paths: the same text as Express writes, made from the JSON text of listed
 * jobs and facet buckets (domain/json-text.ts). Installed before the validator, which validates
 * the body and then calls it.
 */
function sendJsonText(this: Response, body: unknown): Response {
  if (!this.get('Content-Type')) this.set('Content-Type', 'application/json');
  return this.send(jsonText(body, SEARCH_JSON_DEPTH));
}

/**
 * How the hot paths are validated: compiled at start-up (hot-validation.ts, which also lets GET
 * search results take the lean path of hot-path.ts) or by the library, all through Express.
 */
export type HotValidation = 'compiled' | 'library';

/** res.json of a request the compiled check accepted: the response checked, then written. */
function checkedJsonText(
  context: SimContext,
  hot: HotOperation,
): (this: Response, body: unknown) => Response {
  return function (this: Response, body: unknown): Response {
    const { req } = this;
    const reply = checkedReply(
      context,
      hot,
      stateOf(this),
      { method: req.method, url: req.originalUrl },
      { status: this.statusCode, body },
    );
    return sendJsonText.call(this.status(reply.status), reply.body);
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
              if (req.res) reportViolation(stateOf(req.res), req.method, req.originalUrl, messages);
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

/** `compiled`: the compiled checks of HOT_PATHS by path (none: the library validates them). */
export function createApiRouter(
  context: SimContext,
  compiled: ReadonlyMap<string, HotOperation>,
): express.Router {
  const router = express.Router();
  const strict = context.config.responseValidation === 'strict';

  router.use((req, res, next) => {
    Object.assign(res.locals, requestState(context, req.headers, cookiesOf(req)));
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
  router.use((req, res, next) => {
    if (!HOT_PATH_SET.has(req.path)) {
      whole(req, res, next);
      return;
    }
    const operation = compiled.get(req.path);
    const query = operation?.check({
      method: req.method,
      url: req.originalUrl,
      query: req.query,
      headers: req.headers,
      body: req.body,
      json: Boolean(req.is('application/json')),
    });
    if (operation && query) {
      // Express 5 parses req.query anew on each read: the coerced values become its value.
      Object.defineProperty(req, 'query', { value: query, writable: true, configurable: true });
      matchOperation(req, operation.operationId);
      res.json = checkedJsonText(context, operation);
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
  const reply = await runOperation(context, operation, handler, {
    query: req.query,
    params: req.params as Record<string, string>,
    body: req.body,
    files: ((req.files as UploadedFile[] | undefined) ?? []).slice(),
    cookies: cookiesOf(req),
    state: stateOf(res),
    cookieWriter: cookieWriter(() => res),
  });
  res.status(reply.status).json(reply.body);
}

function cookiesOf(req: Request): Cookies {
  return (req.cookies ?? {}) as Cookies;
}

function sendError(error: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) {
    next(error);
    return;
  }
  const reply = errorReply(error, stateOf(res), req.method, req.originalUrl);
  res.status(reply.status).json(reply.body);
}

function journal(context: SimContext, req: Request, res: Response): void {
  recordRequest(
    context,
    {
      method: req.method,
      url: req.originalUrl,
      query: req.query,
      operationId: operationIdOf(req),
      requestBody: req.is('multipart/form-data') ? '[multipart]' : ((req.body as unknown) ?? null),
      status: res.statusCode,
    },
    stateOf(res),
  );
}
