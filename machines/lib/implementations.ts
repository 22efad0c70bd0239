// Helpers for the injected side effects. A machine declares every effect by name with a default
// that fails loudly, so a web page that forgets one finds out at once; the web app and the tests
// replace the defaults with `machine.provide({ actions, actors })`.
//
// Actors report their outcome by sending plain, named events back to the machine (never through
// `onDone`/`onError`), so the graph tools and QA can drive every outcome by sending that event.
import { fromCallback, type CallbackActorLogic, type CallbackLogicFunction } from 'xstate';
import type { EventObject } from 'xstate';

export class MissingImplementationError extends Error {
  constructor(machineId: string, kind: 'action' | 'actor', name: string) {
    super(
      `${machineId}: the ${kind} "${name}" has no implementation; pass one with machine.provide().`,
    );
    this.name = 'MissingImplementationError';
  }
}

/** The default of an action the web app must provide. */
export function missingAction<TParams = undefined>(
  machineId: string,
  name: string,
): (args: unknown, params: TParams) => void {
  return () => {
    throw new MissingImplementationError(machineId, 'action', name);
  };
}

/** The default of an actor the web app must provide. */
export function missingActor<TInput = undefined>(
  machineId: string,
  name: string,
): CallbackActorLogic<EventObject, TInput> {
  return fromCallback<EventObject, TInput>(() => {
    throw new MissingImplementationError(machineId, 'actor', name);
  });
}

/**
 * A callback actor whose `sendBack` only accepts the events the machine expects from it, e.g.
 * `reporter<SpeechEngineInput, SpeechEngineReport>(({ input, sendBack }) => ...)`.
 */
export function reporter<TInput, TReport extends EventObject>(
  callback: CallbackLogicFunction<EventObject, TReport, TInput>,
): CallbackActorLogic<EventObject, TInput> {
  return fromCallback<EventObject, TInput>(callback);
}

/**
 * A one-shot async task (an API call, a captcha) reported as events: `done` maps the result,
 * `failed` maps a rejection. Nothing is reported once the machine has left the state that invoked
 * it; the signal is aborted then, so the task can cancel its request.
 */
export function fromTask<TInput, TOutput, TReport extends EventObject>(
  run: (input: TInput, signal: AbortSignal) => Promise<TOutput>,
  report: { done: (output: TOutput) => TReport; failed: (error: unknown) => TReport },
): CallbackActorLogic<EventObject, TInput> {
  return reporter<TInput, TReport>(({ input, sendBack }) => {
    const controller = new AbortController();
    run(input, controller.signal).then(
      (output) => {
        if (!controller.signal.aborted) sendBack(report.done(output));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) sendBack(report.failed(error));
      },
    );
    return () => controller.abort();
  });
}
