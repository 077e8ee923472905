import { getTRPCErrorShape, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Container } from '../container';
import { findAppError, serviceUnavailable } from '../errors';
import { withSecurityHeaders } from '../http/security-headers';
import { correlationIdOf } from '../http/request-meta';
import { runInRequestScope } from '../http/request-context';
import { getContainer } from '../runtime/process-container';
import { appRouter } from '../routers';
import { type ConsoleSession, createCallerFactory, type RequestContext } from '../trpc';
import { consoleRequestContext } from './handler';

const createCaller = createCallerFactory(appRouter);
type ExportProcedure = keyof ReturnType<typeof createCaller>['exports'];

/**
 * The list each console exports under a name (`/api/export/payments.csv`): a tenant's own lists,
 * and the administrators' lists across tenants (a tenant's request log with `id`, as on its page).
 */
const exportProcedures: Record<ConsoleSession['kind'], Record<string, ExportProcedure>> = {
  tenant: { payments: 'payments', refunds: 'refunds', disputes: 'disputes', requests: 'requests' },
  admin: { payments: 'platformPayments', refunds: 'platformRefunds', disputes: 'platformDisputes', requests: 'tenantRequests', audit: 'audit' },
};

const EXPORT_PATH = /^\/api\/export\/([a-z-]+)\.csv$/;

/** The query as the list's schema reads it: each parameter its text, a repeated one an array (which the schema refuses by name). */
function queryInput(params: URLSearchParams): Record<string, string | string[]> {
  const input: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    input[name] = values.length === 1 ? values[0]! : values;
  }
  return input;
}

/**
 * The console's CSV downloads (`GET /api/export/{list}.csv?<the list's filters>`): the caller is
 * the console session, resolved as for the console's tRPC endpoint, and the export is its tRPC
 * procedure (`exports.*`), called with the console's context: the same role checks, rate limits and
 * audit as a list read, its filters parsed by the list's own schema. A refusal is answered in the
 * tRPC endpoint's JSON shape with its status; the file is streamed as the client reads it.
 */
export async function handleExportRequest(
  request: Request,
  options: { container?: Container; session?: ConsoleSession | null; sessionUnavailable?: boolean } = {},
): Promise<Response> {
  const app = options.container ?? (await getContainer());
  const correlationId = correlationIdOf(request.headers);
  const url = new URL(request.url);
  const session = options.session ?? null;
  const list = EXPORT_PATH.exec(url.pathname)?.[1];
  const procedure = list === undefined || !session ? undefined : exportProcedures[session.kind][list];
  const path = `exports.${procedure ?? 'unknown'}`;
  const ctx: RequestContext = {
    ...consoleRequestContext(app, { method: request.method, headers: request.headers, procedure: path }, session, correlationId, options.sessionUnavailable),
    path: url.pathname,
    download: true,
  };
  const answer = await runInRequestScope({ correlationId }, async (): Promise<Response> => {
    try {
      if (request.method !== 'GET') throw new TRPCError({ code: 'METHOD_NOT_SUPPORTED', message: 'Only GET downloads an export' });
      if (options.sessionUnavailable) {
        const unavailable = serviceUnavailable('The session could not be checked; try again shortly', 1);
        throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: unavailable.message, cause: unavailable });
      }
      if (!session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to the console to export' });
      if (!procedure) throw new TRPCError({ code: 'NOT_FOUND', message: 'No such export' });
      const download = await createCaller(ctx).exports[procedure](queryInput(url.searchParams) as never);
      return new Response(download.stream, {
        status: 200,
        headers: {
          ...ctx.response.headers,
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${download.filename}"`,
          'Cache-Control': 'no-store',
        },
      });
    } catch (caught) {
      const error = caught instanceof TRPCError ? caught : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: caught });
      if (error.code === 'INTERNAL_SERVER_ERROR') app.logger.error({ err: error, procedure: path }, 'console export failed');
      const shape = getTRPCErrorShape({ config: appRouter._def._config, error, type: 'query', path, input: undefined, ctx });
      return Response.json(
        { error: shape },
        { status: getHTTPStatusCodeFromError(error), headers: { ...ctx.response.headers, ...(findAppError(error)?.headers ?? {}), 'Cache-Control': 'no-store' } },
      );
    }
  });
  answer.headers.set('X-Correlation-ID', correlationId);
  return withSecurityHeaders(answer, request.headers);
}
