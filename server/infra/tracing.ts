import { type Attributes, context, propagation, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

/**
 * OpenTelemetry traces. Registered once per process (`registerTracing`, from instrumentation.ts
 * through server/start.ts) when OTEL_EXPORTER_OTLP_ENDPOINT is set; until then every helper here is
 * a plain call with no span, no context switch and no allocation, so tracing off costs nothing.
 */

export type TracingSettings = { endpoint: string; protocol: 'http/json' | 'http/protobuf'; serviceName: string };

const tracer = () => trace.getTracer('billing-platform');

/** Process-wide, on globalThis: Next.js bundles this module into instrumentation and into each route, and every copy must see the one registration. */
const state = ((globalThis as { [key: symbol]: unknown })[Symbol.for('billing-platform.tracing')] ??= { enabled: false }) as { enabled: boolean };

/** Whether spans are recorded in this process. */
export const tracingEnabled = () => state.enabled;

/**
 * Registers the SDK through @vercel/otel (the Next.js way, on Vercel and on a Node host) with an
 * OTLP/HTTP exporter for the protocol asked. Next.js then traces every request; API requests get
 * the app's server span instead (`withServerSpan`).
 */
export async function registerTracing(settings: TracingSettings): Promise<void> {
  const [{ registerOTel, OTLPHttpJsonTraceExporter, OTLPHttpProtoTraceExporter }, { BatchSpanProcessor }] = await Promise.all([
    import('@vercel/otel'),
    import('@opentelemetry/sdk-trace-base'),
  ]);
  const url = `${settings.endpoint.replace(/\/+$/, '')}/v1/traces`;
  const exporter = settings.protocol === 'http/json' ? new OTLPHttpJsonTraceExporter({ url }) : new OTLPHttpProtoTraceExporter({ url });
  const batch = new BatchSpanProcessor(exporter, { scheduledDelayMillis: 1000 });
  registerOTel({
    serviceName: settings.serviceName,
    // Outgoing calls are traced by the adapters themselves (webhooks, SMTP): no patching of fetch.
    instrumentations: [],
    spanProcessors: [wholeTraces(batch)],
  });
  state.enabled = true;
}

type Exporting = InstanceType<typeof import('@opentelemetry/sdk-trace-base').BatchSpanProcessor>;
type Ended = Parameters<Exporting['onEnd']>[0];
const MAX_PENDING_SPANS = 50_000;

/** Route handlers that answer through the app's instrumentation: Next.js's spans of their requests are dropped. */
const uninstrumentedRoutes = new Set(['/api/auth/[...nextauth]', '/logout']);
const answeredByTheApp = (spans: Ended[]) =>
  spans.some((span) => span.attributes['next.span_type'] === 'AppRouteRouteHandlers.runHandler' && !uninstrumentedRoutes.has(String(span.attributes['next.route'])));

/**
 * Holds a trace's spans until its local root ends, then decides for the whole trace:
 * - Next.js's spans of a request a route handler of the app answered are dropped: the app's own
 *   server span, named by the route template, stands for the request (one server span, and no
 *   orphaned route-loading spans). Next.js's spans are decided when Next.js's root ends, so an
 *   app span that shares their trace (an incoming traceparent) never takes them along.
 * - A job run that found nothing to do is dropped whole: a loop polls every second, and idle runs
 *   would bury the runs that did work.
 */
function wholeTraces(batch: Exporting) {
  const pending = new Map<string, Ended[]>();
  let held = 0;
  const hold = (traceId: string, spans: Ended[]) => {
    if (spans.length === 0) return;
    pending.set(traceId, [...(pending.get(traceId) ?? []), ...spans]);
    held += spans.length;
  };
  return {
    onStart: (span: Parameters<Exporting['onStart']>[0], parent: Parameters<Exporting['onStart']>[1]) => batch.onStart(span, parent),
    onEnd(span: Ended) {
      const traceId = span.spanContext().traceId;
      const localRoot = !span.parentSpanContext || span.parentSpanContext.isRemote;
      if (!localRoot) {
        hold(traceId, [span]);
        // A root that never ends (a crash mid-request) must not hold memory: the oldest trace goes out as it is.
        if (held > MAX_PENDING_SPANS) {
          const [oldest, spansOfOldest] = pending.entries().next().value!;
          pending.delete(oldest);
          held -= spansOfOldest.length;
          for (const each of spansOfOldest) batch.onEnd(each);
        }
        return;
      }
      const spans = [...(pending.get(traceId) ?? []), span];
      pending.delete(traceId);
      held -= spans.length - 1;
      if (span.instrumentationScope.name === 'next.js') {
        if (!answeredByTheApp(spans)) for (const each of spans) batch.onEnd(each);
        return;
      }
      const [fromNext, own] = [spans.filter((each) => each.instrumentationScope.name === 'next.js'), spans.filter((each) => each.instrumentationScope.name !== 'next.js')];
      hold(traceId, fromNext);
      if (span.attributes['job.idle'] === true) return;
      for (const each of own) batch.onEnd(each);
    },
    forceFlush: () => batch.forceFlush(),
    shutdown: () => batch.shutdown(),
  };
}

/** Sends what is buffered now (tests, shutdown). */
export async function flushTraces(): Promise<void> {
  const provider = trace.getTracerProvider() as { forceFlush?: () => Promise<void>; getDelegate?: () => { forceFlush?: () => Promise<void> } };
  await (provider.getDelegate?.() ?? provider).forceFlush?.();
}

/** The request's server span: what the app knows of it once the answer is there. */
export type ServerSpan = { span: Span | null; name(method: string, route: string): void; end(status: number, attributes: Attributes): void };

const noServerSpan: ServerSpan = { span: null, name() {}, end() {} };

/**
 * Runs `fn` under a new server span for an API request, a child of the caller's `traceparent` when
 * one is sent (or a new trace), never of Next.js's own request span, whose spans are dropped on export.
 */
export function withServerSpan<T>(request: Request, fn: (serverSpan: ServerSpan) => Promise<T>): Promise<T> {
  if (!state.enabled) return fn(noServerSpan);
  const carrier = Object.fromEntries(request.headers);
  const parent = propagation.extract(ROOT_CONTEXT, carrier);
  const span = tracer().startSpan(`${request.method} unmatched`, { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method } }, parent);
  const serverSpan: ServerSpan = {
    span,
    name(method, route) {
      span.updateName(`${method} ${route}`);
      span.setAttribute('http.route', route);
    },
    end(status, attributes) {
      span.setAttributes({ ...attributes, 'http.response.status_code': status });
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
  };
  return context.with(trace.setSpan(parent, span), () => fn(serverSpan));
}

/** Runs `fn` in a child span of the active one (a statement, a cache command, an outgoing call). */
export function withSpan<T>(name: string, attributes: Attributes, fn: () => Promise<T>, kind: SpanKind = SpanKind.CLIENT): Promise<T> {
  if (!state.enabled) return fn();
  return tracer().startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await fn();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * A root span for work that outlives the call that begins it: the process's start-up, whose
 * migrations and first administrator are done in the background while the server already answers.
 * `run` runs a step in it (what the step starts later stays in it), `end` ends it once every step
 * is done. Without it each start-up statement was a trace of its own. Nothing with tracing off.
 */
export function startRootSpan(name: string): { run<T>(fn: () => T): T; end(): void } {
  if (!state.enabled) return { run: (fn) => fn(), end() {} };
  const span = tracer().startSpan(name, { kind: SpanKind.INTERNAL }, ROOT_CONTEXT);
  const within = trace.setSpan(ROOT_CONTEXT, span);
  return { run: (fn) => context.with(within, fn), end: () => span.end() };
}

/** A run that did nothing: every figure it reports is 0. */
const isIdle = (result: unknown) =>
  result !== null && typeof result === 'object' && Object.values(result).every((value) => typeof value !== 'number' || value === 0);

/** Runs a background job's run as a trace of its own (a root span, whatever is active); idle runs are not exported. */
export function withJobSpan<T>(name: string, fn: () => Promise<T>, idle: (result: T) => boolean = isIdle): Promise<T> {
  if (!state.enabled) return fn();
  return context.with(ROOT_CONTEXT, () =>
    tracer().startActiveSpan(`job ${name}`, { kind: SpanKind.INTERNAL, attributes: { 'job.name': name } }, async (span) => {
      try {
        const result = await fn();
        if (idle(result)) span.setAttribute('job.idle', true);
        return result;
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
        throw error;
      } finally {
        span.end();
      }
    }),
  );
}

/** A W3C trace context as headers carry it: `traceparent`, and `tracestate` when there is one. */
export type TraceCarrier = Record<string, string>;

/**
 * The trace context of the active span, to be stored with work that is done later (a webhook
 * event's outbox row), so that work continues the trace; null with tracing off or outside a span.
 */
export function activeTraceCarrier(): TraceCarrier | null {
  if (!state.enabled) return null;
  const spanContext = trace.getActiveSpan()?.spanContext();
  if (!spanContext || !trace.isSpanContextValid(spanContext)) return null;
  const carrier: TraceCarrier = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ? carrier : null;
}

/**
 * Runs an outgoing call in a client span that continues `carried`, the stored context of the span
 * that caused the call (the request that created a webhook event), linked to the active span (the
 * job run that sends it); without a stored context, a child of the active span. `fn` gets the
 * headers that carry the new span to the receiver (`traceparent`, `tracestate`). With tracing off
 * no span is made and a stored context is passed on as it was stored.
 */
export function withPropagatedSpan<T>(name: string, attributes: Attributes, carried: TraceCarrier | null, fn: (headers: TraceCarrier) => Promise<T>): Promise<T> {
  if (!state.enabled) return fn(carried ? { ...carried } : {});
  const active = context.active();
  const runner = trace.getSpanContext(active);
  const parent = carried ? propagation.extract(ROOT_CONTEXT, carried) : active;
  const links = carried && runner && trace.isSpanContextValid(runner) ? [{ context: runner }] : [];
  const span = tracer().startSpan(name, { kind: SpanKind.CLIENT, attributes, links }, parent);
  const within = trace.setSpan(parent, span);
  const headers: TraceCarrier = {};
  propagation.inject(within, headers);
  return context.with(within, async () => {
    try {
      return await fn(headers);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** `trace_id` and `span_id` of the active span, for log lines; empty outside a recorded span. */
export function activeTraceFields(): Record<string, string> {
  if (!state.enabled) return {};
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext && trace.isSpanContextValid(spanContext) ? { trace_id: spanContext.traceId, span_id: spanContext.spanId } : {};
}
