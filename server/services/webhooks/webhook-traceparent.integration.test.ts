import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { flushTraces, registerTracing } from '@/server/infra/tracing';
import { OtlpReceiver, SPAN_KIND } from '../../testing/otlp-receiver';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { webhookReceiverPool } from '../../testing/webhook-receiver';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-0[01]$/;

describe('outgoing webhooks continue the trace of the request that caused them (tracing on)', () => {
  const collector = new OtlpReceiver();
  const receivers = webhookReceiverPool();
  let app: TestApp;

  beforeAll(async () => {
    const endpoint = await collector.start();
    await registerTracing({ endpoint, protocol: 'http/json', serviceName: 'billing-platform-test' });
    app = await startTestApp({ backend: 'postgres', env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
  });
  afterEach(async () => {
    await receivers.closeAll();
  });
  afterAll(async () => {
    await app?.close();
    collector.close();
  });

  /** The trace of the request answered with this correlation id: its server span. */
  async function serverSpanOf(correlationId: string) {
    await flushTraces();
    const servers = collector.spans.filter((span) => span.kind === SPAN_KIND.server && span.attributes.correlation_id === correlationId);
    expect(servers).toHaveLength(1);
    return servers[0]!;
  }

  it('a payment created in a request: its payment.created delivery carries the request’s trace id in traceparent, and the signature still verifies', async () => {
    const hook = await receivers.start();
    const { headers } = await app.tenantWithToken({ webhookUrl: hook.url });
    const correlationId = randomUUID();
    const created = await app.request('POST', '/payments', { headers: { ...headers, 'x-correlation-id': correlationId }, json: { amount: 10, currency: 'EUR', userId: 'user-1' } });
    expect(created.status).toBe(201);
    const server = await serverSpanOf(correlationId);

    expect(await app.container.webhookDispatcher.flush()).toMatchObject({ delivered: 1 });
    expect(hook.calls).toHaveLength(1);
    const [call] = hook.calls;
    expect(JSON.parse(call!.body)).toMatchObject({ type: 'payment.created', data: { id: created.body.id } });
    const [, traceId, parentId] = TRACEPARENT.exec(String(call!.headers.traceparent)) ?? [];
    expect(traceId).toBe(server.traceId);

    // Standard Webhooks signs id, timestamp and body: the receiver verifies with the extra header present.
    const secret = (await app.request('GET', '/tenants/me/webhook-secret', { headers })).body.secret as string;
    expect(() => new Webhook(secret).verify(call!.body, { ...hook.signatureHeaders(call!), traceparent: String(call!.headers.traceparent) })).not.toThrow();

    // The attempt is a client span in the request's trace, the header's parent, linked to the job run that sent it.
    await flushTraces();
    const attempt = collector.spans.find((span) => span.name === 'webhook POST' && span.spanId === parentId);
    expect(attempt).toMatchObject({ traceId: server.traceId, kind: SPAN_KIND.client });
    expect(collector.spans.some((span) => span.traceId === server.traceId && span.spanId === attempt!.parentSpanId)).toBe(true);
    const run = collector.spans.find((span) => span.name === 'job webhook-delivery' && attempt!.links.some((link) => link.spanId === span.spanId));
    expect(run?.parentSpanId).toBe('');
  });

  it('a settings change (an event enqueued in the request’s transaction) carries its request’s trace too', async () => {
    const hook = await receivers.start();
    const { headers } = await app.tenantWithToken({ webhookUrl: hook.url });
    const correlationId = randomUUID();
    expect((await app.request('PATCH', '/tenants/me', { headers: { ...headers, 'x-correlation-id': correlationId }, json: { name: 'Renamed' } })).status).toBe(200);
    const server = await serverSpanOf(correlationId);

    expect(await app.container.webhookDispatcher.flush()).toMatchObject({ delivered: 1 });
    expect(JSON.parse(hook.calls[0]!.body)).toMatchObject({ type: 'tenant.updated' });
    expect(TRACEPARENT.exec(String(hook.calls[0]!.headers.traceparent))?.[1]).toBe(server.traceId);
  });
});
