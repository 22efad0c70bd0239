// The operation step: the seeker guard, the operation's typed request, and its module's reply.
import type { SimContext } from '../context';
import type { ContractOperation } from '../../openapi/runtime/contract';
import { COOKIE } from '../../openapi/vocabulary/cookies';
import { unauthorized } from '../domain/errors';
import type { UploadedFile } from '../../openapi/runtime/request-body';
import { OPERATIONS } from '../operations';
import { recordById } from '../store/record-index';
import type { OperationId, OperationRequest } from './operation';
import type { OperationDeps } from './operation-deps';
import type { Reply } from './replies';
import type { Cookies, RequestState } from './request-state';
import { clearCookieLine, setCookieLine } from './set-cookies';

export interface HandlerInput {
  query: Record<string, unknown>;
  path: Record<string, unknown>;
  body: unknown;
  files: UploadedFile[];
  cookies: Cookies;
  client: string;
  state: RequestState;
  /** Set-Cookie lines the operation adds to its answer. */
  setCookies: string[];
}

/** Whether the contract's operation is one the generated types and the registry know. */
function isOperationId(id: string): id is OperationId {
  return Object.hasOwn(OPERATIONS, id);
}

async function runOperation<Id extends OperationId>(
  operationId: Id,
  request: OperationRequest<Id>,
  deps: OperationDeps,
): Promise<Reply> {
  const reply = await OPERATIONS[operationId].run(request, deps);
  return { status: Number(reply.status), body: reply.body };
}

export async function runHandler(
  context: SimContext,
  operation: ContractOperation,
  input: HandlerInput,
): Promise<Reply> {
  const { session, site, now } = input.state;
  const account = session ? recordById(context.store.state.accounts, session.accountId) : undefined;
  const seeker = account?.userType === 'SEEKER' ? account : undefined;
  if (operation.seekerOnly && !seeker) throw unauthorized();
  const { operationId } = operation;
  // The registry and the runtime read one contract (npm run check:api holds them together).
  if (!isOperationId(operationId)) throw new Error(`No module for operation ${operationId}`);
  return runOperation(
    operationId,
    {
      operationId,
      // The contract check validated these against the operation's schemas.
      query: input.query as never,
      path: input.path as never,
      body: input.body as never,
      files: input.files,
      site,
      session,
      // The guard above refused a seeker-only operation without a seeker.
      account: seeker as never,
      visitorId: input.cookies[COOKIE.visitorId],
      cookies: input.cookies,
      client: input.client,
      setCookie: (name, value, options = {}) =>
        input.setCookies.push(setCookieLine(name, value, options, now.getTime())),
      clearCookie: (name) => input.setCookies.push(clearCookieLine(name)),
      now,
      scenario: input.state.scenario,
    },
    context.deps,
  );
}
