// Handlers are keyed by operationId and typed by the generated contract: a handler can only
// read the parameters its operation declares and only return a body its operation allows.
import type { SeekerOnlyOperationId } from '../../openapi/generated/operations';
import type { operations } from '../../openapi/generated/schema';
import type { Account, SessionRecord } from '../store/state';
import type { SiteCatalogue } from '../catalogue/types';
import type { UploadedFile } from '../../openapi/runtime/request-body';

export type OperationId = keyof operations;
type Operation<Id extends OperationId> = operations[Id];

type Part<T, K extends string> = T extends { [P in K]?: infer V } ? Exclude<V, undefined> : never;
type OrEmpty<T> = [T] extends [never] ? Record<string, never> : T;
type ContentOf<R> = R extends { content: infer C } ? C[keyof C] : undefined;

export type QueryOf<Id extends OperationId> = OrEmpty<Part<Operation<Id>['parameters'], 'query'>>;
export type PathOf<Id extends OperationId> = OrEmpty<Part<Operation<Id>['parameters'], 'path'>>;
export type BodyOf<Id extends OperationId> =
  Operation<Id> extends { requestBody?: infer B } ? ContentOf<Exclude<B, undefined>> : undefined;

type Responses<Id extends OperationId> = Operation<Id>['responses'];
/** A reply the operation's responses allow: a declared status with its body. */
export type ReplyOf<Id extends OperationId> = {
  [S in keyof Responses<Id>]: {
    status: S extends 'default' ? number : S;
    body: ContentOf<Responses<Id>[S]>;
  };
}[keyof Responses<Id>];

export interface CookieOptions {
  maxAgeMs?: number;
  httpOnly?: boolean;
}

/** What a handler gets: typed input, the site, the session, and cookie helpers. */
export interface OperationRequest<Id extends OperationId> {
  operationId: Id;
  query: QueryOf<Id>;
  path: PathOf<Id>;
  body: BodyOf<Id>;
  files: UploadedFile[];
  site: SiteCatalogue;
  session: SessionRecord | undefined;
  /**
   * The signed-in seeker: always there for an operation that needs one (the pipeline's seeker
   * guard refused the request otherwise), and there or not for any other.
   */
  account: Id extends SeekerOnlyOperationId ? Account : Account | undefined;
  /** The MSUID visitor cookie, when the browser sent one. */
  visitorId: string | undefined;
  cookies: Record<string, string>;
  /** The client's remote address (the per-client sign-in throttle's key). */
  client: string;
  /** The request's scenario (X-Sim-Scenario), whose clock `now` reads; null for the default. */
  scenario: string | null;
  setCookie(name: string, value: string, options?: CookieOptions): void;
  clearCookie(name: string): void;
  now: Date;
}

export type Handler<Id extends OperationId> = (
  request: OperationRequest<Id>,
) => ReplyOf<Id> | Promise<ReplyOf<Id>>;

export type Handlers = { [Id in OperationId]?: Handler<Id> };

/** Shorthand for the common 200 reply. */
export function ok<B>(body: B): { status: 200; body: B } {
  return { status: 200, body };
}
