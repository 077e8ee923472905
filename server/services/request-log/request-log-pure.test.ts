import { describe, expect, it } from 'vitest';
import { errorSummaryOf } from './error-summary';
import { insightsRange } from './insights';
import { emptyLatencyBuckets, LATENCY_BOUNDS_MS, latencyBucketOf, latencyPercentile } from './latency-buckets';
import { redactBody, redactQuery, REQUEST_LOG_BODY_CAP } from './redact';

describe('latency buckets', () => {
  it('puts a latency in the first bucket whose bound it does not exceed', () => {
    expect(latencyBucketOf(0.4)).toBe(0);
    expect(latencyBucketOf(1)).toBe(0);
    expect(latencyBucketOf(1.01)).toBe(1);
    expect(latencyBucketOf(60_000)).toBe(LATENCY_BOUNDS_MS.length - 1);
    expect(latencyBucketOf(90_000)).toBe(LATENCY_BOUNDS_MS.length);
  });

  it('reads percentiles within a bucket of the truth', () => {
    const buckets = emptyLatencyBuckets();
    const latencies = Array.from({ length: 1000 }, (_, index) => 1 + (index % 100) * 2);
    for (const latency of latencies) buckets[latencyBucketOf(latency)]!++;
    const sorted = [...latencies].sort((a, b) => a - b);
    for (const quantile of [0.5, 0.95]) {
      const truth = sorted[Math.ceil(quantile * sorted.length) - 1]!;
      const read = latencyPercentile(buckets, quantile)!;
      expect(Math.abs(read - truth) / truth).toBeLessThan(0.25);
    }
    expect(latencyPercentile(emptyLatencyBuckets(), 0.5)).toBeNull();
  });
});

describe('redaction', () => {
  it('replaces secret-named values at any depth and keeps the rest', () => {
    const body = JSON.stringify({ name: 'Acme', appSecret: 's3cret', nested: [{ refreshToken: 't', amount: 5 }], Authorization: 'Bearer x' });
    expect(JSON.parse(redactBody(body)!)).toEqual({ name: 'Acme', appSecret: '[REDACTED]', nested: [{ refreshToken: '[REDACTED]', amount: 5 }], Authorization: '[REDACTED]' });
  });

  it('redacts text that is not JSON, and caps every body', () => {
    expect(redactBody('{"appSecret": "abc", "name": "x"')).toBe('{"appSecret": "[REDACTED]", "name": "x"');
    expect(redactBody('password=hunter2&user=a')).toBe('password="[REDACTED]"&user=a');
    const long = redactBody(JSON.stringify({ text: 'x'.repeat(20_000) }))!;
    expect(long.length).toBeLessThanOrEqual(REQUEST_LOG_BODY_CAP + 20);
    expect(long.endsWith('…[truncated]')).toBe(true);
    expect(redactBody('')).toBeNull();
  });

  it('redacts secret-named query parameters', () => {
    expect(redactQuery(new URLSearchParams('status=4xx&token=abc'))).toBe('status=4xx&token=%5BREDACTED%5D');
    expect(redactQuery(new URLSearchParams())).toBe('');
  });
});

describe('insights arithmetic', () => {
  it('ends the window with the current hour or day', () => {
    const now = new Date('2026-11-24T10:30:00Z');
    const day = insightsRange('24h', now);
    expect(day.starts).toHaveLength(24);
    expect(new Date(day.starts.at(-1)!).toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(day.from.toISOString()).toBe('2026-11-23T11:00:00.000Z');
    const month = insightsRange('30d', now);
    expect(month.starts).toHaveLength(30);
    expect(new Date(month.starts.at(-1)!).toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(month.timeZone).toBe('UTC');
  });

  it('makes the days of the reader’s zone, each hour counted in the day it starts in', () => {
    // 20:00 UTC on the 24th is 01:30 on the 25th in India, whose days start at 18:30 UTC.
    const week = insightsRange('7d', new Date('2026-11-24T20:00:00Z'), 'Asia/Kolkata');
    expect(week.starts.map((start) => new Date(start).toISOString())).toEqual(['2026-11-18T18:30:00.000Z', '2026-11-19T18:30:00.000Z', '2026-11-20T18:30:00.000Z', '2026-11-21T18:30:00.000Z', '2026-11-22T18:30:00.000Z', '2026-11-23T18:30:00.000Z', '2026-11-24T18:30:00.000Z']);
    expect(week.bucketOf(Date.parse('2026-11-24T19:00:00Z'))).toBe(week.starts.at(-1));
    expect(week.bucketOf(Date.parse('2026-11-24T18:00:00Z'))).toBe(week.starts.at(-2));
    expect(week.bucketOf(week.from.getTime() - 1)).toBeUndefined();
    // Budapest's clocks go back on 25 Oct 2026: that day is 25 hours long.
    const autumn = insightsRange('7d', new Date('2026-10-27T12:00:00Z'), 'Europe/Budapest');
    expect((autumn.starts[5]! - autumn.starts[4]!) / 3_600_000).toBe(25);
    // Hours are hours in every zone.
    expect(insightsRange('24h', new Date('2026-11-24T20:30:00Z'), 'Asia/Kolkata').starts.at(-1)).toBe(Date.parse('2026-11-24T20:00:00Z'));
  });
});

describe('error summary', () => {
  const billing = (message: string, details?: string[]) => JSON.stringify({ statusCode: 400, message, correlationId: 'c', ...(details ? { details } : {}) });

  it('is the first detail of a validation failure, with how many more there are', () => {
    expect(errorSummaryOf(billing('Validation failed', ['Idempotency-Key must be a UUID v4']))).toBe('Idempotency-Key must be a UUID v4');
    expect(errorSummaryOf(billing('Validation failed', ['amount must be positive', 'currency is required', 'x is not allowed']))).toBe('amount must be positive (+2 more)');
  });

  it('is the message of an error without details', () => {
    expect(errorSummaryOf(billing('Payment not found'))).toBe('Payment not found');
    expect(errorSummaryOf(billing('Validation failed', []))).toBe('Validation failed');
  });

  it("reads the course surface's shape, its details by field", () => {
    const course = JSON.stringify({ success: false, error: { code: 'VALIDATION_ERROR', message: 'Validation failed', details: { title: 'title is required', price: 'price must be positive' } } });
    expect(errorSummaryOf(course)).toBe('title is required (+1 more)');
    expect(errorSummaryOf(JSON.stringify({ success: false, error: { code: 'NOT_FOUND', message: 'Course not found' } }))).toBe('Course not found');
  });

  it('is nothing for a body that is not an error in either shape, and at most 300 characters', () => {
    expect(errorSummaryOf('<html>Bad gateway</html>')).toBeNull();
    expect(errorSummaryOf('"text"')).toBeNull();
    const long = errorSummaryOf(billing('Validation failed', ['a'.repeat(400), 'b']))!;
    expect(long).toHaveLength(300);
    expect(long.endsWith('a (+1 more)')).toBe(true);
  });
});
