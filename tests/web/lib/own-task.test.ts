// Work beside what the seeker sees runs in a task of its own, after the one that asks.
import { describe, expect, it } from 'vitest';
import { inOwnTask } from '../../../web/src/lib/own-task';

describe('Work in a task of its own', () => {
  it('When work is asked for, then it runs after the asking task and its microtasks, once', async () => {
    const order: string[] = [];
    inOwnTask(() => order.push('own task'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('asking task');
    expect(order).toEqual(['asking task']);

    await new Promise((next) => setTimeout(next, 0));
    expect(order).toEqual(['asking task', 'microtask', 'own task']);
  });
});
