import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import type { Container } from './container';
import { type AppErrorCode, AppError, findAppError, serviceUnavailable, unauthorized } from './errors';
import type { Actor, AuditContext } from './services/audit/types';
import { keysMatch } from './services/auth/secrets';
import { authenticateTenant } from './services/tenants/authenticate-tenant';
import { findTenantById } from './services/tenants/find-tenant';
import { issuesFromZod } from './validation';

/** Who may call a procedure; drives the middleware, the OpenAPI security and the shared auth tests. */
export type AuthKind = 'none' | 'admin' | 'tenant';

export type ProcedureMeta = OpenApiMeta<{
  /** Required on every REST procedure (a test checks it); optional only for the OpenAPI router type. */
  auth?: AuthKind;
  /** Status of a successful answer when it is not 200 (201 for creations). */
  successStatus?: number;
  /** POST actions that take no body (suspend, cancel...) accept a request without Content-Type. */
  bodyless?: boolean;
}>;

/** A signed-in console user (next-auth session), when the call comes from the console. */
export type ConsoleSession = { kind: 'admin'; adminId: string; email: string } | { kind: 'tenant'; tenantId: string };

/** Per-request context, built by the REST adapter or by the console's tRPC endpoint. */
export type RequestContext = {
  container: Container;
  transport: 'rest' | 'console';
  correlationId: string;
  method: string;
  /** The HTTP path for REST calls, `/trpc/<procedure>` for console calls. */
  path: string;
  headers: Headers;
  ip: string | null;
  userAgent: string | null;
  /** The request body exactly as received (REST), for signatures and idempotency fingerprints. */
  rawBody: string | null;
  /** What the procedure adds to the HTTP answer: a status other than the default, headers. */
  response: { status?: number; headers: Record<string, string> };
  session: ConsoleSession | null;
};

const t = initTRPC
  .context<RequestContext>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter: ({ shape, error }) => {
      const appError = findAppError(error);
      const zodError = error.cause instanceof ZodError ? error.cause : undefined;
      const internal = !appError && !zodError && error.code === 'INTERNAL_SERVER_ERROR';
      return {
        ...shape,
        message: internal ? 'Internal server error' : zodError ? 'Validation failed' : shape.message,
        data: {
          ...shape.data,
          stack: undefined,
          appCode: appError?.code ?? (zodError ? 'VALIDATION_FAILED' : undefined),
          issues: appError?.issues ?? (zodError ? issuesFromZod(zodError) : undefined),
        },
      };
    },
  });

const trpcCodes: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION_FAILED: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_SUPPORTED',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  UNPROCESSABLE: 'UNPROCESSABLE_CONTENT',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

/**
 * Services throw AppError; tRPC would report it as a 500. This gives it the matching tRPC code
 * (the console's HTTP status) and keeps it as the cause (the REST adapter's source of truth).
 */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const appError = findAppError(result.error);
    if (appError && result.error.code !== trpcCodes[appError.code]) {
      throw new TRPCError({ code: trpcCodes[appError.code], message: appError.message, cause: appError });
    }
  }
  return result;
});

/** Requests wait for start-up (migrations) briefly, then get a 503 rather than a database error. */
const startedDatabase = t.middleware(async ({ ctx, next }) => {
  try {
    await ctx.container.whenStarted(10_000);
  } catch {
    throw serviceUnavailable('The service is starting; try again shortly', 5);
  }
  return next();
});

const requireAdmin = t.middleware(({ ctx, next }) => {
  if (ctx.session?.kind === 'admin') {
    return next({ ctx: { actor: { type: 'admin', id: ctx.session.adminId } satisfies Actor } });
  }
  const key = ctx.headers.get('x-admin-key');
  if (!key) throw unauthorized('Missing admin key');
  if (!keysMatch(key, ctx.container.config.adminApiKey)) throw unauthorized('Invalid admin key');
  return next({ ctx: { actor: { type: 'admin', id: 'admin-api-key' } satisfies Actor } });
});

const requireTenant = t.middleware(async ({ ctx, next }) => {
  const deps = { db: ctx.container.database.db, jwtSecret: ctx.container.config.jwtSecret };
  const tenant =
    ctx.session?.kind === 'tenant'
      ? await authenticateTenantSession(deps.db, ctx.session.tenantId)
      : await authenticateTenant(deps, ctx.headers.get('authorization'));
  return next({ ctx: { tenant, actor: { type: 'tenant', id: tenant.id } satisfies Actor } });
});

async function authenticateTenantSession(db: Container['database']['db'], tenantId: string) {
  const tenant = await findTenantById(db, tenantId);
  if (!tenant) throw unauthorized('Tenant not found');
  if (tenant.status !== 'ACTIVE') throw unauthorized(tenant.status === 'SUSPENDED' ? 'Tenant suspended' : 'Tenant deleted');
  return tenant;
}

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;

/** Answers without the database (liveness, metrics). */
export const baseProcedure = t.procedure.use(appErrors);
export const publicProcedure = baseProcedure.use(startedDatabase);
export const adminProcedure = publicProcedure.use(requireAdmin);
export const tenantProcedure = publicProcedure.use(requireTenant);

/** The audit context of the current request, for services that record what they did. */
export function auditContextOf(ctx: RequestContext & { actor?: Actor }): AuditContext {
  return { actor: ctx.actor ?? { type: 'anonymous', id: null }, correlationId: ctx.correlationId, ip: ctx.ip };
}

export { AppError };
