// A machine's call to the backend, written once for every caller: the operation it makes on the
// typed client it is given, and the event each outcome becomes. The web app binds it to its own
// client (`bindCall` in an API file) and hands the mapping to `fromTask`; the API-level replay runs
// the same object against its backend. So a change to how the app reads an answer is a change the
// replay plays too. The machines themselves stay free of HTTP: they only name the actor.
import type { EventObject } from 'xstate';
import type { ApiClient } from '../../openapi/client';

export interface MachineCall<TInput, TOutput, TEvent extends EventObject> {
  /** The operation on `client`; rejects when there is no answer the machine can read. */
  run: (client: ApiClient, input: TInput, signal?: AbortSignal) => Promise<TOutput>;
  /** The event an answer becomes. */
  done: (output: TOutput) => TEvent;
  /** The event a failed call becomes. */
  failed: (error: unknown) => TEvent;
}

/**
 * A call reduced to its event: the answer mapped by `done`, a failure by `failed`. The replay holds
 * the calls this way, by machine and actor name (`never`: each is run only with the input its
 * machine gives it).
 */
export type CallReport = (
  client: ApiClient,
  input: never,
  signal: AbortSignal,
) => Promise<EventObject>;

export function reportOf<TInput, TOutput, TEvent extends EventObject>(
  call: MachineCall<TInput, TOutput, TEvent>,
): (client: ApiClient, input: TInput, signal: AbortSignal) => Promise<TEvent> {
  return (client, input, signal) => call.run(client, input, signal).then(call.done, call.failed);
}

/** The call on one client: what an API file exports and `fromTask` runs. */
export function bindCall<TInput, TOutput>(
  call: Pick<MachineCall<TInput, TOutput, EventObject>, 'run'>,
  client: ApiClient,
): (input: TInput, signal: AbortSignal) => Promise<TOutput> {
  return (input, signal) => call.run(client, input, signal);
}
