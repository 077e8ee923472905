import type { Logger } from '../infra/logger';
import type { Metrics } from '../infra/metrics';
import { runAfterResponse } from './after-response';
import { correlationIdOf } from './request-meta';
import { callerAttributes, type RequestScope, runInRequestScope } from './request-context';
import { withServerSpan } from '../infra/tracing';
import { applySecurityHeaders } from './security-headers';

/** What the instrumentation needs of the running instance (the container has all of it). */
export type InstrumentedApp = {
  config: { backgroundJobs: boolean; deliverAfterResponse: boolean };
  metrics: Pick<Metrics, 'requestDuration'>;
  accessLog: Logger;
  auditShipper: { flush(): Promise<unknown> };
  webhookDispatcher: { flush(): Promise<unknown>; wake(): void };
  mailDispatcher: { flush(): Promise<unknown> };
};

/** What a handler produced: the answer, and the route template it matched (the metrics' label). */
export type Outcome = { response: Response; route: string };

/** A request once answered, for what a surface does after the answer (the request log). */
export type Answered = { request: Request; response: Response; info: RequestInfo; route: string; durationMs: number; scope: RequestScope };

/** The request as every surface reads it: the URL, the path without a trailing slash, its correlation id. */
export type RequestInfo = { url: URL; path: string; correlationId: string };

/**
 * What every HTTP answer of the app gets, whichever surface gives it: the correlation id in the
 * log scope and on the response, the security headers, the duration histogram, the access log line,
 * and an answer instead of a crash (`fail` shapes a thrown error in the surface's error body).
 * The instance is resolved inside the request's scope, so lines logged while it starts carry the id.
 */
export async function instrumented<App extends InstrumentedApp>(
  request: Request,
  appOf: () => App | Promise<App>,
  produce: (app: App, info: RequestInfo) => Promise<Outcome>,
  fail: (app: App, error: unknown, info: RequestInfo) => Outcome,
  answered?: (app: App, answer: Answered) => void,
): Promise<Response> {
  const startedAt = performance.now();
  const correlationId = correlationIdOf(request.headers);
  const url = new URL(request.url);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const info: RequestInfo = { url, path, correlationId };

  const scope: RequestScope = { correlationId };
  return runInRequestScope(scope, () => withServerSpan(request, async (serverSpan) => {
    // Once built, the instance is there without a promise: every promise of a request costs.
    const resolved = appOf();
    const app = resolved instanceof Promise ? await resolved : resolved;
    let outcome: Outcome;
    try {
      outcome = await produce(app, info);
    } catch (error) {
      outcome = fail(app, error, info);
    }
    const { response, route } = outcome;
    response.headers.set('X-Correlation-ID', correlationId);
    applySecurityHeaders(response.headers, request.headers);
    const isWrite = request.method !== 'GET' && request.method !== 'HEAD';
    // Without the in-process loop (serverless hosts), writes ship their audit events themselves.
    if (!app.config.backgroundJobs && isWrite) runAfterResponse('ship the audit events', () => app.auditShipper.flush());
    // ...and, where set, deliver what they queued (and any retry that has come due since).
    if (app.config.deliverAfterResponse && isWrite) {
      runAfterResponse('deliver the queued webhooks and mails', () => Promise.allSettled([app.webhookDispatcher.flush(), app.mailDispatcher.flush()]));
    }
    // A write may have queued webhooks (committed by now): a running dispatcher that is idle claims them now, not at its next poll.
    if (isWrite) app.webhookDispatcher.wake();

    if (serverSpan.span) {
      serverSpan.name(request.method, route);
      serverSpan.end(response.status, {
        correlation_id: correlationId,
        ...callerAttributes(scope),
      });
    }
    const durationMs = performance.now() - startedAt;
    app.metrics.requestDuration.observe({ method: request.method, route, status: String(response.status) }, durationMs / 1000);
    app.accessLog.info(
      { method: request.method, path, route, status: response.status, durationMs: Math.round(durationMs * 10) / 10 },
      'request',
    );
    answered?.(app, { request, response, info, route, durationMs, scope });
    return request.method === 'HEAD' ? new Response(null, { status: response.status, headers: response.headers }) : response;
  }));
}
