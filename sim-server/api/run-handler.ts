// The handler step: the seeker guard, the handler's typed input, and its reply.
import type { SimContext } from '../context';
import type { ContractOperation } from '../../openapi/runtime/contract';
import { COOKIE } from '../../openapi/vocabulary/cookies';
import { failure, unauthorized } from '../domain/errors';
import type { UploadedFile } from '../../openapi/runtime/request-body';
import type { Handler, OperationId, OperationRequest } from './operation';
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
  /** Set-Cookie lines the handler adds to its answer. */
  setCookies: string[];
}

export async function runHandler(
  context: SimContext,
  operation: ContractOperation,
  input: HandlerInput,
): Promise<Reply> {
  const { session, site } = input.state;
  const account = session
    ? context.store.state.accounts.find((a) => a.id === session.accountId)
    : undefined;
  const seeker = account?.userType === 'SEEKER' ? account : undefined;
  if (operation.seekerOnly && !seeker) throw unauthorized();
  const handler = context.handlers[operation.operationId as OperationId] as
    Handler<OperationId> | undefined;
  if (!handler) {
    throw failure(
      501,
      `The simulator does not implement ${operation.operationId} yet.`,
      'NOT_IMPLEMENTED',
    );
  }
  const { now } = input.state;
  const request: OperationRequest<OperationId> = {
    operationId: operation.operationId as OperationId,
    query: input.query as never,
    path: input.path as never,
    body: input.body as never,
    files: input.files,
    site,
    session,
    account: seeker,
    visitorId: input.cookies[COOKIE.visitorId],
    cookies: input.cookies,
    client: input.client,
    setCookie: (name, value, options = {}) =>
      input.setCookies.push(setCookieLine(name, value, options, now.getTime())),
    clearCookie: (name) => input.setCookies.push(clearCookieLine(name)),
    now,
    scenario: input.state.scenario,
  };
  const reply = await handler(request);
  return { status: Number(reply.status), body: reply.body };
}
