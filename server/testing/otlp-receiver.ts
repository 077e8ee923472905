import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: OtlpValue }[];
  links?: { traceId: string; spanId: string }[];
};

/** A span as a collector received it, ids in hex ('' for no parent). */
export type ReceivedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  scope: string;
  attributes: Record<string, string | number | boolean | undefined>;
  links: { traceId: string; spanId: string }[];
};

export const SPAN_KIND = { internal: 1, server: 2, client: 3 } as const;

/** OTLP/JSON ids are hex; some encoders send base64: read both as hex. */
const hex = (id: string | undefined) => (!id ? '' : /^[0-9a-f]+$/i.test(id) ? id.toLowerCase() : Buffer.from(id, 'base64').toString('hex'));

/** A local OTLP/HTTP receiver: what a collector would get at POST /v1/traces (http/json). */
export class OtlpReceiver {
  spans: ReceivedSpan[] = [];
  private server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { resourceSpans: { scopeSpans: { scope?: { name?: string }; spans: OtlpSpan[] }[] }[] };
        for (const resource of body.resourceSpans) {
          for (const scope of resource.scopeSpans) {
            for (const span of scope.spans) {
              this.spans.push({
                traceId: hex(span.traceId),
                spanId: hex(span.spanId),
                parentSpanId: hex(span.parentSpanId),
                name: span.name,
                kind: span.kind,
                scope: scope.scope?.name ?? '',
                attributes: Object.fromEntries((span.attributes ?? []).map(({ key, value }) => [key, value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : value.boolValue)])),
                links: (span.links ?? []).map((link) => ({ traceId: hex(link.traceId), spanId: hex(link.spanId) })),
              });
            }
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });

  /** Listens on 127.0.0.1; resolves with the base URL to give as OTEL_EXPORTER_OTLP_ENDPOINT. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close() {
    this.server.close();
  }
}
