import { describe, expect, it, vi } from 'vitest';

// The test setup replaces it for component tests; here it is the real one.
const { nextTask } = await vi.importActual<typeof import('./nextTask')>('./nextTask');

describe('nextTask', () => {
  it('resolves after the current task and its microtasks, in the order asked', async () => {
    const order: string[] = [];
    const first = nextTask().then(() => order.push('first'));
    const second = nextTask().then(() => order.push('second'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('task');
    await Promise.all([first, second]);
    expect(order).toEqual(['task', 'microtask', 'first', 'second']);
  });

  it('works again once everyone waiting has been woken', async () => {
    await nextTask();
    await expect(nextTask()).resolves.toBeUndefined();
  });
});
