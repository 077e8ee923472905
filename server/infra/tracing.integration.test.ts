import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { flushTraces, registerTracing } from './tracing';

type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: OtlpValue }[];
};
type Span = { traceId: string; spanId: string; parentSpanId: string; name: string; kind: number; attributes: Record<string, string | number | boolean | undefined> };

/** OTLP/JSON ids are hex; some encoders send base64: read both as hex. */
const hex = (id: string | undefined) => (!id ? '' : /^[0-9a-f]+$/i.test(id) ? id.toLowerCase() : Buffer.from(id, 'base64').toString('hex'));
const SERVER = 2;
/** Correlation ids are UUID v4s (anything else is replaced by a new one). */
const CORRELATION = [randomUUID(), randomUUID(), randomUUID()] as const;
const CLIENT = 3;

/** A local OTLP/HTTP receiver: what a collector would get at POST /v1/traces (http/json). */
class OtlpReceiver {
  spans: Span[] = [];
  contentTypes: string[] = [];
  private server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      this.contentTypes.push(String(request.headers['content-type']));
      if (request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
        for (const resource of body.resourceSpans) {
          for (const scope of resource.scopeSpans) {
            for (const span of scope.spans) {
              this.spans.push({
                traceId: hex(span.traceId),
                spanId: hex(span.spanId),
                parentSpanId: hex(span.parentSpanId),
                name: span.name,
                kind: span.kind,
                attributes: Object.fromEntries((span.attributes ?? []).map(({ key, value }) => [key, value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : value.boolValue)])),
              });
            }
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close() {
    this.server.close();
  }
}

describe('OpenTelemetry traces to an OTLP/HTTP collector', () => {
  const receiver = new OtlpReceiver();
  let app: TestApp;

  beforeAll(async () => {
    const endpoint = await receiver.start();
    // What getContainer does in a server process before it builds the container.
    await registerTracing({ endpoint, protocol: 'http/json', serviceName: 'billing-platform-test' });
    app = await startTestApp({ backend: 'postgres', env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' } });
  });
  afterAll(async () => {
    await app?.close();
    receiver.close();
  });

  it('makes one GET /tenants/me one server span named by its route, with status, correlation id and tenant, and child spans for the database', async () => {
    const { tenant, appSecret } = await app.registerTenant();
    const token = await app.login(tenant.appId, appSecret);
    const me = await app.request('GET', '/tenants/me', { headers: { authorization: `Bearer ${token}`, 'x-correlation-id': CORRELATION[0] } });
    expect(me.status).toBe(200);
    await flushTraces();

    const servers = receiver.spans.filter((span) => span.kind === SERVER && span.attributes.correlation_id === CORRELATION[0]);
    expect(servers).toHaveLength(1);
    const [server] = servers;
    expect(server!.name).toBe('GET /tenants/me');
    expect(server!.attributes).toMatchObject({ 'http.request.method': 'GET', 'http.route': '/tenants/me', 'http.response.status_code': 200, 'tenant.id': tenant.id, 'enduser.role': 'tenant' });
    expect(server!.parentSpanId).toBe('');

    const children = receiver.spans.filter((span) => span.traceId === server!.traceId && span.parentSpanId === server!.spanId);
    const statements = children.filter((span) => span.attributes['db.system.name'] === 'postgresql');
    expect(statements.length).toBeGreaterThan(0);
    expect(statements[0]!.kind).toBe(CLIENT);
    expect(statements[0]!.name).toBe('SELECT');
    expect(String(statements[0]!.attributes['db.query.text'])).toMatch(/from "tenants"/);
    // The rate limit's cache commands are children too, named by command, never by key.
    expect(children.some((span) => span.attributes['db.system.name'] === 'redis' && /^redis (EVALSHA|EVAL)$/.test(span.name))).toBe(true);
    // Nothing secret in any attribute of the trace.
    const everything = JSON.stringify(receiver.spans.filter((span) => span.traceId === server!.traceId));
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(appSecret);
    expect(receiver.contentTypes).toContain('application/json');
  });

  it('honours an incoming traceparent: the server span is its child, in its trace', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parentId = '00f067aa0ba902b7';
    const live = await app.request('GET', '/health/live', { headers: { traceparent: `00-${traceId}-${parentId}-01`, 'x-correlation-id': CORRELATION[1] } });
    expect(live.status).toBe(200);
    await flushTraces();
    const [server] = receiver.spans.filter((span) => span.kind === SERVER && span.attributes.correlation_id === CORRELATION[1]);
    expect(server).toMatchObject({ name: 'GET /health/live', traceId, parentSpanId: parentId });
  });

  it('names an unknown path by no raw path, and writes trace_id and span_id on the request’s log lines', async () => {
    const missing = await app.request('GET', '/payments/not-a-real-id/whatever', { headers: { 'x-correlation-id': CORRELATION[2] } });
    expect(missing.status).toBe(404);
    await flushTraces();
    const [server] = receiver.spans.filter((span) => span.kind === SERVER && span.attributes.correlation_id === CORRELATION[2]);
    expect(server!.name).not.toContain('not-a-real-id');
    expect(server!.attributes['http.response.status_code']).toBe(404);

    const lines = app.logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.correlationId === CORRELATION[2]);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatchObject({ trace_id: server!.traceId, span_id: server!.spanId });
  });

  it('makes each job run that did work a trace of its own, and exports no trace for an idle run', async () => {
    // A write's audit event is shipped by a run of the audit shipper after the answer.
    await app.registerTenant();
    await app.container.auditShipper.flush();
    // Nothing to send without a relay, nothing due for retention: idle runs.
    await app.container.mailDispatcher.flush();
    await app.container.retention.flush();
    await flushTraces();
    const jobs = receiver.spans.filter((span) => span.name.startsWith('job '));
    const audit = jobs.filter((span) => span.name === 'job audit-shipper');
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.every((span) => span.parentSpanId === '')).toBe(true);
    expect(receiver.spans.some((span) => span.traceId === audit[0]!.traceId && span.attributes['db.system.name'] === 'postgresql')).toBe(true);
    expect(jobs.filter((span) => span.name === 'job mail-delivery' || span.name === 'job retention')).toEqual([]);
  });
});
