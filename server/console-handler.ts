import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { type Container, getContainer } from './container';
import { runInRequestScope } from './infra/request-context';
import { clientIpOf, correlationIdOf } from './rest/request-meta';
import { appRouter } from './routers';
import type { ConsoleSession, RequestContext } from './trpc';

/**
 * The console's tRPC endpoint (`/api/trpc`): the same procedures the REST routes are generated
 * from, with the caller taken from the browser session instead of headers.
 */
export async function handleConsoleRequest(
  request: Request,
  options: { container?: Container; session?: ConsoleSession | null } = {},
): Promise<Response> {
  const app = options.container ?? (await getContainer());
  const correlationId = correlationIdOf(request.headers);
  return runInRequestScope({ correlationId }, async () => {
    const response = await fetchRequestHandler({
      endpoint: '/api/trpc',
      req: request,
      router: appRouter,
      createContext: ({ info }): RequestContext => ({
        container: app,
        transport: 'console',
        correlationId,
        method: request.method,
        path: `/trpc/${info.calls.map((call) => call.path).join(',')}`,
        headers: request.headers,
        ip: clientIpOf(request.headers, app.config.trustedProxyCount),
        userAgent: request.headers.get('user-agent'),
        rawBody: null,
        response: { headers: {} },
        session: options.session ?? null,
      }),
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.logger.error({ err: error, procedure: path }, 'console call failed');
      },
    });
    response.headers.set('X-Correlation-ID', correlationId);
    return response;
  });
}
