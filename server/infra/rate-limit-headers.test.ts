import { afterEach, describe, expect, it, vi } from 'vitest';
import { rateLimitHeaders } from './ratelimit';

describe('the wait a refusal names', () => {
  afterEach(() => vi.useRealTimers());

  it('counts a sliding window from its oldest request to the millisecond, so it never names more than the window', () => {
    vi.useFakeTimers({ now: 1_000_000_900 });
    // The oldest failure of a one-hour window was half a second ago.
    const resetMs = Date.now() + 3_599_500;
    const headers = rateLimitHeaders({ allowed: false, limit: 3, remaining: 0, resetS: Math.ceil(resetMs / 1000), resetMs, failedOpen: false });
    expect(headers['Retry-After']).toBe('3600');
    expect(headers['X-RateLimit-Reset']).toBe('1003601');
  });

  it('counts a fixed window to its end, in whole seconds, and never less than one', () => {
    vi.useFakeTimers({ now: 1_000_000_900 });
    expect(rateLimitHeaders({ allowed: false, limit: 3, remaining: 0, resetS: 1_000_060, failedOpen: false })['Retry-After']).toBe('60');
    expect(rateLimitHeaders({ allowed: false, limit: 3, remaining: 0, resetS: 1_000_000, failedOpen: false })['Retry-After']).toBe('1');
    expect(rateLimitHeaders({ allowed: true, limit: 3, remaining: 1, resetS: 1_000_060, failedOpen: false })['Retry-After']).toBeUndefined();
  });
});
