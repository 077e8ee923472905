import { describe, expect, it } from 'vitest';
import type { WebhookAttempt } from '@/server/services/webhooks/webhook-schemas';
import { attemptRuns, deliveredRun } from './delivery-runs';

const attempt = (attemptNumber: number, second: number, statusCode: number | null = 500): WebhookAttempt => ({
  attemptNumber,
  attemptedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString(),
  url: 'https://example.com/hooks',
  durationMs: 10,
  statusCode,
  error: null,
  responseExcerpt: null,
});

/** Run numbers and each run's attempt numbers, as the page lists them (newest first). */
const shape = (runs: ReturnType<typeof attemptRuns>) => runs.map((run) => [run.number, run.attempts.map((a) => a.attemptNumber)]);

describe('attemptRuns', () => {
  it('is one run for a delivery never resent, and none before its first attempt', () => {
    expect(shape(attemptRuns({ attemptCount: 2 }, [attempt(2, 9, 200), attempt(1, 1)]))).toEqual([[1, [2, 1]]]);
    expect(attemptRuns({ attemptCount: 0 }, [])).toEqual([]);
  });

  it('starts a run at each attempt 1 after the first, newest run first', () => {
    const attempts = [attempt(1, 40), attempt(2, 20, 200), attempt(1, 10), attempt(1, 5, 200)].sort((a, b) => b.attemptedAt.localeCompare(a.attemptedAt));
    expect(shape(attemptRuns({ attemptCount: 1 }, attempts))).toEqual([
      [3, [1]],
      [2, [2, 1]],
      [1, [1]],
    ]);
  });

  it('has an empty newest run for a resend that waits for its first attempt', () => {
    const runs = attemptRuns({ attemptCount: 0 }, [attempt(1, 5, 200)]);
    expect(shape(runs)).toEqual([
      [2, []],
      [1, [1]],
    ]);
    expect(deliveredRun(runs)?.number).toBe(1);
  });
});
