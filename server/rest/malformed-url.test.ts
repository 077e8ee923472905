import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { malformedUrlResponse } from './malformed-url';

describe('malformedUrlResponse (the proxy in front of Next.js routing)', () => {
  it('answers a path that does not decode with 400 in the billing error body and the correlation id', async () => {
    const correlationId = randomUUID();
    const response = malformedUrlResponse(new Request('http://localhost/tenants/%C0%AF/suspend', { method: 'POST', headers: { 'x-correlation-id': correlationId } }))!;
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('x-correlation-id')).toBe(correlationId);
    expect(await response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The path is not valid percent-encoded UTF-8',
      path: '/tenants/%C0%AF/suspend',
      correlationId,
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('answers in the course API envelope under /v1, and without a body to HEAD', async () => {
    const course = malformedUrlResponse(new Request('http://localhost/v1/courses/%ZZ'))!;
    expect(course.status).toBe(400);
    expect(await course.json()).toEqual({ success: false, error: { code: 'BAD_REQUEST', message: 'The path is not valid percent-encoded UTF-8' } });
    const head = malformedUrlResponse(new Request('http://localhost/tenants/%ZZ', { method: 'HEAD' }))!;
    expect(head.status).toBe(400);
    expect(await head.text()).toBe('');
  });

  it('lets every well-formed URL through', () => {
    for (const url of ['/tenants/caf%C3%A9', '/payments?search=%20', '/', '/admin', '/_next/static/chunk.js']) {
      expect(malformedUrlResponse(new Request(`http://localhost${url}`)), url).toBeUndefined();
    }
  });
});
