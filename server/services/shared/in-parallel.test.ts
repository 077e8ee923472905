import { describe, expect, it } from 'vitest';
import { inParallel } from './in-parallel';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

describe('inParallel', () => {
  it('runs every item once, never more than `concurrency` at a time', async () => {
    const items = Array.from({ length: 10 }, (_, index) => index);
    const done: number[] = [];
    let running = 0;
    let most = 0;
    const unstarted = await inParallel(items, 3, async (item) => {
      running++;
      most = Math.max(most, running);
      await tick();
      running--;
      done.push(item);
    });
    expect(unstarted).toEqual([]);
    expect(done.sort((a, b) => a - b)).toEqual(items);
    expect(most).toBe(3);
  });

  it('starts nothing more once the signal aborts, lets the items under way finish, and returns the rest', async () => {
    const controller = new AbortController();
    const finished: number[] = [];
    const unstarted = await inParallel(
      [1, 2, 3, 4, 5, 6],
      2,
      async (item) => {
        if (item === 3) controller.abort();
        await tick();
        finished.push(item);
      },
      controller.signal,
    );
    expect(finished.sort()).toEqual([1, 2, 3]);
    expect(unstarted).toEqual([4, 5, 6]);
  });

  it('starts nothing when the signal has already aborted, and handles an empty list', async () => {
    const started: string[] = [];
    expect(await inParallel(['a', 'b'], 2, async (item) => void started.push(item), AbortSignal.abort())).toEqual(['a', 'b']);
    expect(started).toEqual([]);
    expect(await inParallel([], 4, async () => undefined)).toEqual([]);
  });
});
