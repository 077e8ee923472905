import { describe, expect, it } from 'vitest';
import type { Insights } from '@/server/services/request-log/request-log-schemas';
import { bucketLabel, counted, insightsFigures, peak, tickLabel } from './insights-figures';

const bucket = (start: string, requests: number, clientErrors: number, payments: Insights['series'][number]['payments'] = []) => ({
  start,
  requests,
  clientErrors,
  serverErrors: 0,
  p50LatencyMs: requests ? 5 : null,
  p95LatencyMs: requests ? 20 : null,
  payments,
});

const insights: Insights = {
  window: '24h',
  bucket: 'hour',
  timeZone: 'UTC',
  from: '2026-11-24T15:00:00.000Z',
  to: '2026-11-25T15:00:00.000Z',
  totals: {
    requests: 12,
    clientErrors: 3,
    serverErrors: 0,
    p50LatencyMs: 5,
    p95LatencyMs: 20,
    payments: [
      { currency: 'USD', created: 1, createdAmount: '10.00', succeeded: 0, succeededAmount: '0.00' },
      { currency: 'EUR', created: 4, createdAmount: '345.50', succeeded: 1, succeededAmount: '100.25' },
    ],
    refunds: [],
  },
  openDisputes: { count: 0, needsResponse: 0, underReview: 0, dueWithin72h: 0, atStake: [] },
  series: [
    bucket('2026-11-25T13:00:00.000Z', 0, 0),
    bucket('2026-11-25T14:00:00.000Z', 12, 3, [{ currency: 'EUR', created: 4, createdAmount: '345.50', succeeded: 1, succeededAmount: '100.25' }]),
  ],
  topErrors: [],
};

describe('insightsFigures', () => {
  it('turns buckets into chart series: seconds on the time axis, no error rate or latency without requests', () => {
    const figures = insightsFigures(insights);
    expect(figures.times).toEqual([Date.parse('2026-11-25T13:00:00Z') / 1000, Date.parse('2026-11-25T14:00:00Z') / 1000]);
    expect(figures.requests).toEqual([0, 12]);
    expect(figures.errorRate).toEqual([null, 0.25]);
    expect(figures.p95).toEqual([null, 20]);
  });

  it('orders currencies by payments created and reads amounts per bucket, zero where a bucket has none', () => {
    const figures = insightsFigures(insights);
    expect(figures.currencies).toEqual(['EUR', 'USD']);
    expect(figures.volume.EUR).toEqual({ created: [0, 345.5], succeeded: [0, 100.25] });
    expect(figures.volume.USD).toEqual({ created: [0, 0], succeeded: [0, 0] });
  });

  it('labels buckets in the zone the figures were read in, and counts in words', () => {
    const seconds = Date.parse('2026-11-25T14:00:00Z') / 1000;
    expect(bucketLabel('hour', seconds, 'UTC')).toBe('25 Nov 2026, 14:00 UTC');
    expect(bucketLabel('hour', seconds, 'Asia/Kolkata')).toBe('25 Nov 2026, 19:30 GMT+5:30');
    expect(tickLabel('hour', seconds, 'UTC')).toBe('14:00');
    expect(tickLabel('hour', seconds, 'Asia/Kolkata')).toBe('19:30');
    // A day of India starts at 18:30 UTC the day before.
    const day = Date.parse('2026-11-24T18:30:00Z') / 1000;
    expect(bucketLabel('day', day, 'Asia/Kolkata')).toBe('25 Nov 2026');
    expect(tickLabel('day', day, 'Asia/Kolkata')).toBe('25 Nov');
    expect(tickLabel('day', seconds, 'UTC')).toBe('25 Nov');
    expect(counted(1, 'payment')).toBe('1 payment');
    expect(counted(1200, 'request')).toBe('1,200 requests');
    expect(peak([null, 3, 7, 7], [1, 2, 3, 4])).toEqual({ value: 7, at: 3 });
    expect(peak([null, null], [1, 2])).toBeNull();
  });
});
