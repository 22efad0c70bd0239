// One module per contract operation (sim-server/operations/<operationId>.ts), typed by the
// generated contract: an operation reads only the parameters it declares, returns only the bodies
// it allows, and is given only the dependencies it names. The registry
// (sim-server/operations/index.ts) is an OperationRegistry: an operation of the contract without a
// module, or a module for no operation, fails to compile.
import type { SeekerOnlyOperationId } from '../../openapi/generated/operations';
import type { operations } from '../../openapi/generated/schema';
import type { Account, SessionRecord } from '../store/state';
import type { SiteCatalogue } from '../catalogue/types';
import type { UploadedFile } from '../../openapi/runtime/request-body';
import type { CookieJar } from '../domain/cookie-jar';
import type { OperationDeps } from './operation-deps';

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

/** What an operation gets: typed input, the site, the session, and cookie helpers. */
export interface OperationRequest<Id extends OperationId> extends CookieJar {
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
  /** The client's remote address (the per-client sign-in throttle's key). */
  client: string;
  /** The request's scenario (X-Sim-Scenario), whose clock `now` reads; null for the default. */
  scenario: string | null;
  now: Date;
}

/** One contract operation's use case. */
export interface OperationModule<Id extends OperationId> {
  operationId: Id;
  run(request: OperationRequest<Id>, deps: OperationDeps): ReplyOf<Id> | Promise<ReplyOf<Id>>;
}

/** A module for every operation of the contract, and for no other. */
export type OperationRegistry = { [Id in OperationId]: OperationModule<Id> };

/**
 * An operation's module. `run` names the dependencies it needs in its second parameter's type
 * (`Deps<'store'>`), and is given them from the ones server.ts built.
 */
export function defineOperation<Id extends OperationId>(
  operationId: Id,
  run: (request: OperationRequest<Id>, deps: OperationDeps) => ReplyOf<Id> | Promise<ReplyOf<Id>>,
): OperationModule<Id> {
  return { operationId, run };
}

/** Shorthand for the common 200 reply. */
export function ok<B>(body: B): { status: 200; body: B } {
  return { status: 200, body };
}
