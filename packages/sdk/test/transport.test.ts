import { describe, expect, test } from 'vitest';
import { BillingApiError, CourseApiError } from '../src/errors';
import { retryDelayMs } from '../src/retry';
import { createTransport } from '../src/transport';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A fetch that answers from a script and records what it was sent. */
function scripted(...answers: Array<Response | Error>) {
  const seen: Array<{ method: string; url: string; headers: Headers; body: string }> = [];
  const fetch = async (request: Request) => {
    seen.push({ method: request.method, url: request.url, headers: request.headers, body: await request.text() });
    const next = answers.shift();
    if (!next) throw new Error('no answer scripted');
    if (next instanceof Error) throw next;
    return next;
  };
  return { seen, fetch: fetch as typeof globalThis.fetch };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const sleeps: number[] = [];
const retry = { sleep: async (ms: number) => void sleeps.push(ms), random: () => 0.5 };

describe('the transport', () => {
  test('a write gets one Idempotency-Key, sent again on every retry of that call', async () => {
    const { seen, fetch } = scripted(json(503, { statusCode: 503 }, { 'retry-after': '0' }), new TypeError('fetch failed'), json(201, { id: 'p1' }));
    const transport = createTransport('billing', { baseUrl: 'http://api.test/', fetch, retry: { ...retry, maxRetries: 3 } });
    const { data } = await transport.call('post', '/payments', { body: { amount: '1.00' } });
    expect(data).toEqual({ id: 'p1' });
    expect(seen).toHaveLength(3);
    const key = seen[0]!.headers.get('idempotency-key');
    expect(key).toMatch(uuidV4);
    expect(seen.map((s) => s.headers.get('idempotency-key'))).toEqual([key, key, key]);
    expect(seen.map((s) => s.body)).toEqual(Array(3).fill('{"amount":"1.00"}'));
    expect(seen[0]!.url).toBe('http://api.test/payments');
  });

  test('each call has its own key; a caller may pass theirs; reads carry none', async () => {
    const { seen, fetch } = scripted(json(201, {}), json(201, {}), json(201, {}), json(200, {}));
    const transport = createTransport('billing', { baseUrl: 'http://api.test', fetch, retry });
    await transport.call('post', '/payments', { body: {} });
    await transport.call('post', '/payments', { body: {} });
    await transport.call('post', '/payments', { body: {} }, { idempotencyKey: '5f0e4c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6' });
    await transport.call('get', '/payments', {});
    const keys = seen.map((s) => s.headers.get('idempotency-key'));
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBe('5f0e4c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6');
    expect(keys[3]).toBeNull();
  });

  test('never retries another 4xx, and gives up after maxRetries', async () => {
    const bad = scripted(json(400, { statusCode: 400, error: 'Bad Request', message: 'Validation failed', details: ['amount must be positive'], correlationId: 'c1' }));
    const transport = createTransport('billing', { baseUrl: 'http://api.test', fetch: bad.fetch, retry });
    const error = await transport.call('post', '/payments', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BillingApiError);
    expect(error).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'Validation failed', details: ['amount must be positive'], correlationId: 'c1' });
    expect(bad.seen).toHaveLength(1);

    const busy = scripted(...Array.from({ length: 3 }, () => json(429, { statusCode: 429, message: 'Too many' }, { 'retry-after': '7', 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1700000000' })));
    const limited = createTransport('billing', { baseUrl: 'http://api.test', fetch: busy.fetch, retry: { ...retry, maxRetries: 2 } });
    sleeps.length = 0;
    const refused = await limited.call('get', '/payments', {}).catch((e: unknown) => e);
    expect(busy.seen).toHaveLength(3);
    expect(sleeps).toEqual([7000, 7000]);
    expect(refused).toMatchObject({ statusCode: 429, retryAfterSeconds: 7, rateLimit: { limit: 100, remaining: 0, reset: 1700000000 } });
  });

  test('a network error on an unkeyed POST is not replayed (it may have been applied)', async () => {
    const { seen, fetch } = scripted(new TypeError('fetch failed'));
    const transport = createTransport('course', { baseUrl: 'http://api.test', fetch, retry });
    await expect(transport.call('post', '/v1/courses', { body: {} })).rejects.toThrow('fetch failed');
    expect(seen).toHaveLength(1);
  });

  test('course errors keep their code and field details', async () => {
    const { fetch } = scripted(json(422, { success: false, error: { code: 'VALIDATION_ERROR', message: 'Validation failed', details: { price: 'must be positive' } } }));
    const transport = createTransport('course', { baseUrl: 'http://api.test', fetch, retry });
    const error = await transport.call('post', '/v1/courses', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CourseApiError);
    expect(error).toMatchObject({ statusCode: 422, code: 'VALIDATION_ERROR', details: { price: 'must be positive' } });
  });
});

describe('the wait between attempts', () => {
  const busy = (retryAfter: string) => new Response(null, { status: 503, headers: { 'retry-after': retryAfter } });
  test('Retry-After in seconds or as an HTTP date, capped', () => {
    expect(retryDelayMs(0, busy('3'))).toBe(3000);
    expect(retryDelayMs(0, busy(new Date(Date.now() + 10_000).toUTCString()))).toBeGreaterThanOrEqual(9000);
    expect(retryDelayMs(0, busy('3600'), { maxDelayMs: 5000 })).toBe(5000);
  });
  test('otherwise exponential backoff with full jitter', () => {
    expect(retryDelayMs(0, undefined, { baseDelayMs: 100, random: () => 0.999 })).toBe(99);
    expect(retryDelayMs(3, undefined, { baseDelayMs: 100, random: () => 0.5 })).toBe(400);
    expect(retryDelayMs(3, undefined, { baseDelayMs: 100, random: () => 0 })).toBe(0);
    expect(retryDelayMs(20, undefined, { baseDelayMs: 100, maxDelayMs: 1000, random: () => 0.5 })).toBe(500);
  });
});
