// The page's clock for the API level: the machines' timers are scheduled here and fire only when
// the replay asks, in due order, so no path waits for a real 5 s or 10 s.
import type { ActorOptions, AnyActorLogic } from 'xstate';

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

interface Pending {
  at: number;
  fn: () => void;
}

export class ReplayClock implements Clock {
  private now = 0;
  private nextId = 0;
  private pending = new Map<number, Pending>();

  setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id = ++this.nextId;
    this.pending.set(id, { at: this.now + timeout, fn });
    return id;
  }

  clearTimeout(id: number): void {
    this.pending.delete(id);
  }

  /** Moves to the earliest pending timer and runs it; false when none is pending. */
  fireNext(): boolean {
    let next: [number, Pending] | undefined;
    for (const entry of this.pending) if (!next || entry[1].at < next[1].at) next = entry;
    if (!next) return false;
    this.pending.delete(next[0]);
    this.now = next[1].at;
    next[1].fn();
    return true;
  }
}
