import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Container } from '../container';
import { getContainer } from '../runtime/process-container';
import { procedureServicesOf } from '../runtime/procedure-services';
import { findAppError } from '../errors';
import { callerAttributes, type RequestScope, runInRequestScope } from '../http/request-context';
import { withServerSpan } from '../infra/tracing';
import { clientIpOf, correlationIdOf } from '../http/request-meta';
import { appRouter } from '../routers';
import type { ConsoleSession, RequestContext } from '../trpc';
import { withSecurityHeaders } from '../http/security-headers';

/** The context of a console call (the tRPC endpoint, or a server-side caller such as sign-in). */
export function consoleRequestContext(
  app: Container,
  request: { method: string; headers: Headers; procedure: string },
  session: ConsoleSession | null,
  correlationId = correlationIdOf(request.headers),
  sessionUnavailable = false,
): RequestContext {
  return {
    ...procedureServicesOf(app),
    transport: 'console',
    correlationId,
    method: request.method,
    path: `/trpc/${request.procedure}`,
    headers: request.headers,
    ip: clientIpOf(request.headers, app.config.clientAddress),
    userAgent: request.headers.get('user-agent'),
    rawBody: null,
    response: { headers: {} },
    session,
    ...(sessionUnavailable ? { sessionUnavailable } : {}),
  };
}

/**
 * A browser only sends `Origin` of another site on a cross-site request; such a request must not
 * act with the console's session cookie (defence in depth beside the cookie's SameSite=Lax).
 */
function isCrossSite(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin || request.method === 'GET') return false;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/**
 * The console's tRPC endpoint (`/api/trpc`): the same procedures the REST routes are generated
 * from, with the caller taken from the browser session instead of headers.
 */
export async function handleConsoleRequest(
  request: Request,
  options: {
    container?: Container;
    session?: ConsoleSession | null;
    /** The session could not be checked (the database did not answer): every procedure answers 503. */
    sessionUnavailable?: boolean;
  } = {},
): Promise<Response> {
  const app = options.container ?? (await getContainer());
  const correlationId = correlationIdOf(request.headers);
  if (isCrossSite(request)) {
    const refused = Response.json({ error: { message: 'Cross-site request refused', code: 'FORBIDDEN' } }, { status: 403, headers: { 'X-Correlation-ID': correlationId } });
    return withSecurityHeaders(refused, request.headers);
  }
  const scope: RequestScope = { correlationId };
  return runInRequestScope(scope, () => withServerSpan(request, async (serverSpan) => {
    let procedures = '';
    const response = await fetchRequestHandler({
      endpoint: '/api/trpc',
      req: request,
      router: appRouter,
      createContext: ({ info }): RequestContext => {
        procedures = info.calls.map((call) => call.path).join(',');
        return consoleRequestContext(
          app,
          { method: request.method, headers: request.headers, procedure: info.calls.map((call) => call.path).join(',') },
          options.session ?? null,
          correlationId,
          options.sessionUnavailable,
        );
      },
      // What a procedure adds to its answer (rate-limit headers, the Retry-After of a 429 or 503)
      // goes on the console's answer too, as the REST adapter does.
      responseMeta: ({ ctx, errors }) => ({
        headers: Object.assign({}, ctx?.response.headers, ...errors.map((error) => findAppError(error)?.headers ?? {})) as Record<string, string>,
      }),
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.logger.error({ err: error, procedure: path }, 'console call failed');
      },
    });
    response.headers.set('X-Correlation-ID', correlationId);
    if (serverSpan.span) {
      // A procedure path names the operation as a route template does: no ids, no raw path.
      serverSpan.name(request.method, `/api/trpc/${procedures || '{procedure}'}`);
      serverSpan.end(response.status, {
        correlation_id: correlationId,
        ...callerAttributes(scope),
      });
    }
    return withSecurityHeaders(response, request.headers);
  }));
}
