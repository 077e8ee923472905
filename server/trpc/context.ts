import type { OpenApiMeta } from 'trpc-to-openapi';
import type { Container } from '../container';
import type { Actor, AuditContext } from '../services/audit/types';

/**
 * Who may call a procedure; drives the middleware, the OpenAPI security and the shared auth tests.
 * `scheduler` is the admin key or, for Vercel Cron, `Authorization: Bearer CRON_SECRET`.
 */
export type AuthKind = 'none' | 'admin' | 'tenant' | 'scheduler' | 'account' | 'apiKey';

export type ProcedureMeta = OpenApiMeta<{
  /** Required on every REST procedure (a test checks it); optional only for the OpenAPI router type. */
  auth?: AuthKind;
  /** Status of a successful answer when it is not 200 (201 for creations). */
  successStatus?: number;
  /** POST actions that take no body (suspend, cancel...) accept a request without Content-Type. */
  bodyless?: boolean;
  /**
   * `false`: no `Idempotency-Key` support, for writes whose answer holds a secret shown only once
   * (an API key): a stored answer would keep that secret in the cache for a day.
   */
  idempotent?: false;
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
  /** The console session could not be checked (the database did not answer): procedures answer 503. */
  sessionUnavailable?: boolean;
};

/** The audit context of the current request, for services that record what they did. */
export function auditContextOf(ctx: RequestContext & { actor?: Actor }): AuditContext {
  return { actor: ctx.actor ?? { type: 'anonymous', id: null }, correlationId: ctx.correlationId, ip: ctx.ip };
}
