import { randomBytes } from 'node:crypto';
import { expect, it, vi } from 'vitest';
import type { RatePolicy, WindowCounter } from '../infra/rate-counters';

/**
 * The sliding window's answers, written once and run against both counters (in process, and the
 * script in a real Redis): the two must agree. The clock is faked (`Date` only) and set by each case.
 */
export function slidingWindowCases(counter: () => WindowCounter) {
  const policy: RatePolicy = { limit: 3, windowS: 60, window: 'sliding' };
  const locking: RatePolicy = { limit: 2, windowS: 60, window: 'sliding', lockOut: { firstS: 10, maxS: 25 } };
  // 10:00:59.500 UTC: half a second before a minute's edge, where a fixed window starts over.
  const beforeEdge = Date.UTC(2026, 0, 5, 10, 0, 59, 500);
  const caller = () => `caller-${randomBytes(4).toString('hex')}`;

  it('lets no more than the limit through across a fixed window’s edge', async () => {
    const count = counter();
    const who = caller();
    vi.setSystemTime(beforeEdge);
    const before = [];
    for (let i = 0; i < 3; i++) before.push((await count('edge', policy, who, 1)).allowed);
    expect(before).toEqual([true, true, true]);
    // One second later, past the minute: a fixed window would let three more through.
    vi.setSystemTime(beforeEdge + 1000);
    const after = await count('edge', policy, who, 1);
    expect(after).toMatchObject({ allowed: false, remaining: 0, resetS: Math.ceil((beforeEdge + 60_000) / 1000) });
    // A refused request is not counted: once the first three are a window old, there is room again.
    vi.setSystemTime(beforeEdge + 60_000);
    expect(await count('edge', policy, who, 1)).toMatchObject({ allowed: true, remaining: 2 });
  });

  it('frees each request’s place one window after it, oldest first', async () => {
    const count = counter();
    const who = caller();
    vi.setSystemTime(beforeEdge);
    await count('slide', policy, who, 1);
    vi.setSystemTime(beforeEdge + 20_000);
    await count('slide', policy, who, 1);
    await count('slide', policy, who, 1);
    vi.setSystemTime(beforeEdge + 59_999);
    expect((await count('slide', policy, who, 1)).allowed).toBe(false);
    vi.setSystemTime(beforeEdge + 60_000);
    expect(await count('slide', policy, who, 1)).toMatchObject({ allowed: true, remaining: 0, resetS: Math.ceil((beforeEdge + 80_000) / 1000) });
  });

  it('gives back the latest request and reads without counting', async () => {
    const count = counter();
    const who = caller();
    vi.setSystemTime(beforeEdge);
    for (let i = 0; i < 3; i++) await count('back', policy, who, 1);
    expect((await count('back', policy, who, -1)).remaining).toBe(1);
    expect((await count('back', policy, who, 0)).remaining).toBe(1);
    expect((await count('back', policy, who, 1)).allowed).toBe(true);
    expect((await count('back', policy, who, 1)).allowed).toBe(false);
  });

  it('locks out at the limit, for twice as long each time up to the maximum, then lets the next attempt in', async () => {
    const count = counter();
    const who = caller();
    let now = beforeEdge - 500;
    vi.setSystemTime(now);
    const lockOuts = [];
    for (let round = 0; round < 3; round++) {
      expect((await count('lock', locking, who, 1)).allowed).toBe(true);
      expect((await count('lock', locking, who, 1)).allowed).toBe(true);
      const started = await count('lock', locking, who, 1);
      expect(started).toMatchObject({ allowed: false, remaining: 0, lockOut: { startedNow: true, level: round + 1 } });
      const during = await count('lock', locking, who, 1);
      expect(during).toMatchObject({ allowed: false, resetS: started.resetS, lockOut: { startedNow: false, level: round + 1 } });
      lockOuts.push(started.resetS - Math.ceil(now / 1000));
      // The lock-out's last millisecond still refuses; its end lets the next attempt in.
      vi.setSystemTime((now = started.resetS * 1000 - 1));
      expect((await count('lock', locking, who, 1)).allowed).toBe(false);
      vi.setSystemTime((now = started.resetS * 1000));
    }
    expect(lockOuts).toEqual([10, 20, 25]);
  });
}
