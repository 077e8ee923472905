import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { slidingWindowCases } from '../testing/sliding-window-cases';
import { inProcessCounter } from './rate-counters';

/**
 * The embedded default's counter answers as the scripted one does on Redis: fixed windows aligned
 * on the epoch, used ≤ limit passes, remaining never below 0, reset at the window's end (Unix s).
 */
describe('in-process rate counter', () => {
  const policy = { limit: 3, windowS: 60, window: 'fixed' } as const;
  // 10:00:30 UTC: half-way through a 60 s window that ends at 10:01:00.
  const halfWay = Date.UTC(2026, 0, 5, 10, 0, 30);
  const windowEndS = Date.UTC(2026, 0, 5, 10, 1, 0) / 1000;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(halfWay);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts up to the limit, refuses past it, and says when the window ends', async () => {
    const count = inProcessCounter();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await count('tenant', policy, 'tenant-a', 1));
    expect(answers.map((answer) => [answer.allowed, answer.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
      [false, 0],
    ]);
    expect(answers.every((answer) => answer.limit === 3 && answer.resetS === windowEndS)).toBe(true);
  });

  it('keeps identifiers and policies apart', async () => {
    const count = inProcessCounter();
    await count('tenant', policy, 'tenant-a', 1);
    await count('tenant', policy, 'tenant-a', 1);
    expect((await count('tenant', policy, 'tenant-b', 1)).remaining).toBe(2);
    expect((await count('login', policy, 'tenant-a', 1)).remaining).toBe(2);
    expect((await count('tenant', policy, 'tenant-a', 1)).remaining).toBe(0);
  });

  it('starts a new window at the boundary, not a window after the first request', async () => {
    const count = inProcessCounter();
    for (let i = 0; i < 4; i++) await count('tenant', policy, 'tenant-a', 1);
    vi.setSystemTime(windowEndS * 1000 - 1);
    expect((await count('tenant', policy, 'tenant-a', 1)).allowed).toBe(false);
    vi.setSystemTime(windowEndS * 1000);
    const next = await count('tenant', policy, 'tenant-a', 1);
    expect(next).toEqual({ allowed: true, limit: 3, remaining: 2, resetS: windowEndS + 60 });
  });

  it('gives a request back, and reads without counting', async () => {
    const count = inProcessCounter();
    for (let i = 0; i < 3; i++) await count('accountLogin', policy, 'a@example.com', 1);
    expect((await count('accountLogin', policy, 'a@example.com', -1)).remaining).toBe(1);
    expect((await count('accountLogin', policy, 'a@example.com', 0)).remaining).toBe(1);
    expect((await count('accountLogin', policy, 'a@example.com', 1)).allowed).toBe(true);
    expect((await count('accountLogin', policy, 'a@example.com', 1)).allowed).toBe(false);
  });

  it('judges a count against the limit it is asked with (a plan change counts from the next request)', async () => {
    const count = inProcessCounter();
    for (let i = 0; i < 3; i++) await count('course', policy, 'user-1', 1);
    const upgraded = await count('course', { limit: 7, windowS: 60, window: 'fixed' } as const, 'user-1', 1);
    expect(upgraded).toEqual({ allowed: true, limit: 7, remaining: 3, resetS: windowEndS });
  });
});

describe('in-process sliding window', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  slidingWindowCases(() => inProcessCounter());
});
