import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import { isConnectionLost, isDatabaseUnavailable, isTransientConflict } from '@/db/errors';
import type { TenantRow, UserRow } from '@/db/schema';
import type { Container } from './container';
import { middlewareMarker } from '@trpc/server/unstable-core-do-not-import';
import { type AppErrorCode, AppError, findAppError, serviceUnavailable, unauthorized, validationFailed } from './errors';
import { runAfterResponse } from './infra/after-response';
import { type Begun, fingerprintOf } from './infra/idempotency';
import { policyForTier, type RateDecision, rateLimitHeaders } from './infra/ratelimit';
import { isUuidV4 } from './rest/request-meta';
import type { Actor, AuditContext } from './services/audit/types';
import { keysMatch } from './services/auth/secrets';
import { type AccessTokenClaims } from './services/account/account-tokens';
import { rememberedAccountBearer, userForClaims, verifyAccountBearer } from './services/account/authenticate-account';
import { type ApiKeyCaller, apiKeyCaller, assertMayWriteCourses, recordApiKeyUse } from './services/courses';
import { assertTenantMayCall, parseBearer, rememberedTenantBearer, tenantForClaims, verifyTenantBearer } from './services/tenants/authenticate-tenant';
import { findTenantById } from './services/tenants/find-tenant';
import { issuesFromZod, unstorableInputIssues } from './validation';

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

const DATABASE_UNAVAILABLE = 'The database is unavailable; try again shortly';
const WRITE_CONFLICT = 'The request met a concurrent write and nothing of it was applied; try again';

/** An AppError as the TRPCError of its code (the console's HTTP status), the AppError kept as the cause. */
function asTrpcError(error: unknown): unknown {
  const appError = findAppError(error);
  if (!appError || (error instanceof TRPCError && error.code === trpcCodes[appError.code])) return error;
  return new TRPCError({ code: trpcCodes[appError.code], message: appError.message, cause: appError });
}

/**
 * Requests wait for start-up (migrations) briefly, then get a 503 rather than a database error; so
 * does a console call whose session the database could not check (answered as signed out, a
 * signed-in user would be sent to the sign-in page).
 */
async function awaitStartedDatabase(ctx: RequestContext): Promise<void> {
  try {
    await ctx.container.whenStarted(10_000);
  } catch {
    throw serviceUnavailable('The service is starting; try again shortly', 5);
  }
  if (ctx.sessionUnavailable) throw serviceUnavailable('The session could not be checked; try again shortly', 1);
}

/**
 * What every procedure passes first, in one middleware: each level of tRPC's middleware chain
 * copies its options (and the context) again and adds promises, a measurable share of a request's
 * CPU time (profile in issue 11), so the checks every procedure shares are one level, not three.
 * - Input no schema can make storable (NUL characters, unpaired surrogates, hostile nesting) is the
 *   caller's error, anywhere in the input (body, query or path, extra fields included), answered
 *   before any handler could turn it into a database or audit-log failure.
 * - With `database`, the request waits for start-up (whenStarted).
 * - Services throw AppError; tRPC would report it as a 500. It gets the matching tRPC code (the
 *   console's HTTP status) and stays the cause (the REST adapter's source of truth).
 * - A read whose pooled connection was closed under it (a terminated backend, a database restart)
 *   changed nothing: it runs once more, on a fresh connection, instead of failing the caller. The
 *   rate limit counts it twice; writes are not repeated here (their client retries on the 503).
 * - Losing the database is an outage, not a bug of the request: 503 with Retry-After, like every
 *   other dependency outage, so clients retry (a keyed write with the same key: 5xx are not stored).
 *   So is a transaction the database aborted for a concurrent one (a deadlock, a serialization
 *   failure): it was rolled back whole, and the same request again will likely go through.
 */
function guarded(options: { database: boolean }) {
  return t.middleware(async ({ ctx, type, getRawInput, next }) => {
    try {
      const issues = unstorableInputIssues(await getRawInput());
      if (issues.length > 0) throw validationFailed(issues);
      // Once started, no promise to wait on: every promise of a request costs (Next.js's
      // AsyncLocalStorage instances each copy their store into it: profile in issue 11).
      if (options.database && (!ctx.container.isStarted() || ctx.sessionUnavailable)) await awaitStartedDatabase(ctx);
    } catch (error) {
      throw asTrpcError(error);
    }
    let result = await next();
    if (!result.ok && type === 'query' && !findAppError(result.error) && isConnectionLost(result.error)) result = await next();
    if (!result.ok) {
      if (!findAppError(result.error) && isDatabaseUnavailable(result.error)) {
        ctx.container.logger.warn({ err: result.error }, 'database unavailable; answered 503');
        throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE, cause: serviceUnavailable(DATABASE_UNAVAILABLE, 1) });
      }
      if (!findAppError(result.error) && isTransientConflict(result.error)) {
        ctx.container.logger.warn({ err: result.error }, 'write aborted for a concurrent one; answered 503');
        throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: WRITE_CONFLICT, cause: serviceUnavailable(WRITE_CONFLICT, 1) });
      }
      const mapped = asTrpcError(result.error);
      if (mapped !== result.error) throw mapped;
    }
    return result;
  });
}

/** The admin of this request: a console administrator's session, or the admin key; otherwise 401. */
function adminActor(ctx: RequestContext): Actor {
  if (ctx.session?.kind === 'admin') return { type: 'admin', id: ctx.session.adminId };
  const key = ctx.headers.get('x-admin-key');
  if (!key) throw unauthorized('Missing admin key');
  if (!keysMatch(key, ctx.container.config.adminApiKey)) throw unauthorized('Invalid admin key');
  return { type: 'admin', id: 'admin-api-key' };
}

const requireAdmin = t.middleware(({ ctx, type, meta, next }) => {
  const actor = adminActor(ctx);
  return idempotently(ctx, actor, { type, meta }, () => next({ ctx: { actor } }));
});

/**
 * Scheduled runs: Vercel Cron can only send `Authorization: Bearer <CRON_SECRET>`, so that is
 * accepted when CRON_SECRET is set; the admin key always is (other schedulers, operators).
 */
const requireScheduler = t.middleware(({ ctx, next }) => {
  const cronSecret = ctx.container.config.cronSecret;
  const bearer = /^Bearer (.+)$/i.exec(ctx.headers.get('authorization') ?? '')?.[1];
  if (cronSecret && bearer !== undefined && !ctx.headers.has('x-admin-key')) {
    if (!keysMatch(bearer, cronSecret)) throw unauthorized('Invalid cron secret');
    return next({ ctx: { actor: { type: 'system', id: 'cron' } satisfies Actor } });
  }
  return next({ ctx: { actor: adminActor(ctx) } });
});

type RatePolicyName = keyof Container['rateLimitPolicies'];

/** Counts one request against a policy, at the tier's limit if it has tiers (null when rate limiting is turned off). */
function countRequest(ctx: RequestContext, policy: RatePolicyName, identifier: string, tier?: string): Promise<RateDecision | null> {
  const { rateLimiter, rateLimitPolicies, config } = ctx.container;
  return config.rateLimit.enabled ? rateLimiter.check(policy, policyForTier(rateLimitPolicies[policy], tier), identifier) : Promise.resolve(null);
}

/** The decision's headers go on the answer whether it passes or not; a refusal is a 429. */
function applyRateDecision(ctx: RequestContext, policy: RatePolicyName, decision: RateDecision | null): void {
  if (!decision) return;
  const headers = rateLimitHeaders(decision);
  Object.assign(ctx.response.headers, headers);
  if (!decision.allowed) {
    ctx.container.metrics.rateLimited.inc({ policy });
    throw new AppError('RATE_LIMITED', 'Rate limit exceeded; retry after the time in Retry-After', { headers });
  }
}

/**
 * Tenant authentication and the per-tenant rate limit. With a bearer token the request is counted
 * for the tenant id of the verified token while the tenant row loads, so the cache round trip adds
 * no latency, and a keyed write claims its Idempotency-Key in the same breath (claimEarly); an
 * unauthenticated request (401) is answered as such, without rate-limit headers.
 */
const requireTenant = t.middleware(async ({ ctx, type, meta, next }) => {
  const { database, config } = ctx.container;
  let tenant: TenantRow;
  if (ctx.session?.kind === 'tenant') {
    const row = await findTenantById(database.db, ctx.session.tenantId);
    if (!row) throw unauthorized('Tenant not found');
    assertTenantMayCall(row);
    applyRateDecision(ctx, 'tenant', await countRequest(ctx, 'tenant', row.id));
    tenant = row;
  } else {
    const authorization = ctx.headers.get('authorization');
    const claims = rememberedTenantBearer(config.jwtSecret, authorization) ?? (await verifyTenantBearer(config.jwtSecret, authorization));
    // The token's subject is the tenant the row lookup will confirm (tenantForClaims loads it by id).
    const early = claimEarly(ctx, { type: 'tenant', id: claims.sub }, { type, meta });
    try {
      const [loaded, decision] = await Promise.all([
        tenantForClaims(database.db, claims).then(
          (row) => ({ row }),
          (error: unknown) => ({ error }),
        ),
        countRequest(ctx, 'tenant', claims.sub),
      ]);
      if ('error' in loaded) throw loaded.error;
      applyRateDecision(ctx, 'tenant', decision);
      tenant = loaded.row;
    } catch (refusal) {
      releaseEarly(early);
      throw refusal;
    }
    const actor: Actor = { type: 'tenant', id: tenant.id };
    return idempotently(ctx, actor, { type, meta }, () => next({ ctx: { tenant, actor } }), early);
  }
  const actor: Actor = { type: 'tenant', id: tenant.id };
  return idempotently(ctx, actor, { type, meta }, () => next({ ctx: { tenant, actor } }));
});

/**
 * Sign-in attempts per (account, client IP), counted before the secret is checked: the tenant's
 * appId (API login and console sign-in alike) or an administrator's e-mail address.
 */
export const loginThrottle = t.middleware(async ({ ctx, getRawInput, next }) => {
  const raw = (await getRawInput()) as { appId?: unknown; email?: unknown } | undefined;
  const account =
    typeof raw?.appId === 'string' ? raw.appId.slice(0, 64) : typeof raw?.email === 'string' ? `admin:${raw.email.trim().toLowerCase().slice(0, 254)}` : '';
  applyRateDecision(ctx, 'login', await countRequest(ctx, 'login', `${account}|${ctx.ip ?? 'unknown'}`));
  return next();
});

/**
 * Account-API authentication (contract §7): the access JWT (never a tenant token: see
 * account-tokens.ts), not blacklisted, of a live session and an existing user; then the per-user
 * rate limit, counted while the user loads. Puts `ctx.user` and the claims on the context.
 */
const requireAccount = t.middleware(async ({ ctx, type, meta, next }) => {
  const { database, config, cache, logger } = ctx.container;
  const authorization = ctx.headers.get('authorization');
  const claims: AccessTokenClaims = rememberedAccountBearer(config.jwtSecret, authorization) ?? (await verifyAccountBearer(config.jwtSecret, authorization));
  const [loaded, decision] = await Promise.all([
    userForClaims({ db: database.db, cache, logger }, claims).then(
      (found) => ({ found }),
      (error: unknown) => ({ error }),
    ),
    countRequest(ctx, 'account', claims.sub),
  ]);
  if ('error' in loaded) throw loaded.error;
  applyRateDecision(ctx, 'account', decision);
  const user: UserRow = loaded.found.user;
  const actor: Actor = { type: 'user', id: user.id };
  return idempotently(ctx, actor, { type, meta }, () => next({ ctx: { user, subscription: loaded.found.subscription, claims, actor } }));
});

/**
 * The account API's unauthenticated routes (register, login, refresh, the mailed-token
 * confirmations) are counted per client IP; login also per account (the e-mail address), before
 * the password is checked, so failed attempts are throttled both ways.
 */
export const accountPublicThrottle = t.middleware(async ({ ctx, getRawInput, path, next }) => {
  applyRateDecision(ctx, 'accountLoginIp', await countRequest(ctx, 'accountLoginIp', ctx.ip ?? 'unknown'));
  if (path.endsWith('.login')) {
    const raw = (await getRawInput()) as { email?: unknown } | undefined;
    const account = typeof raw?.email === 'string' ? raw.email.trim().toLowerCase().slice(0, 254) : '';
    applyRateDecision(ctx, 'accountLogin', await countRequest(ctx, 'accountLogin', account));
  }
  return next();
});

/**
 * Course-API authentication (contract §6): `Authorization: Bearer <API key>`, looked up by its
 * hash with the user and the plan; then the plan's per-user rate limit, whose headers go on the
 * answer from here on (a request without a usable key is a 401 without them: there is no user to
 * count it for). Also called by the REST adapter for a /v1 request it refuses before any procedure
 * runs (unknown route, 405, 413, 415, malformed JSON), so those answers carry the headers too.
 */
export async function admitApiKeyCaller(ctx: RequestContext): Promise<ApiKeyCaller> {
  const key = parseBearer(ctx.headers.get('authorization'));
  if (!key) throw unauthorized('Missing API key');
  const caller = await apiKeyCaller(ctx.container.database.db, key);
  if (!caller) throw unauthorized('Invalid API key');
  applyRateDecision(ctx, 'course', await countRequest(ctx, 'course', caller.user.id, caller.subscription?.plan ?? 'free'));
  return caller;
}

/**
 * The key's last use is written after a successful answer only (at most once a minute: see
 * recordApiKeyUse, so at most one request per key per minute waits for it): a refused request
 * changes no rows anywhere in the app, and a failed write is logged, never the request's failure.
 */
const requireApiKey = t.middleware(async ({ ctx, next }) => {
  const caller = await admitApiKeyCaller(ctx);
  const { user, subscription } = caller;
  const result = await next({ ctx: { user, subscription, actor: { type: 'user', id: user.id } satisfies Actor } });
  if (result.ok) {
    await recordApiKeyUse(ctx.container.database.db, caller).catch((error: unknown) => {
      ctx.container.logger.warn({ err: error }, 'API key last use not recorded');
    });
  }
  return result;
});

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The Idempotency-Key of a write that takes one (as sent; null when the request has none or the procedure takes none). */
function idempotencyKeyOf(ctx: RequestContext, call: { type: string; meta: ProcedureMeta | undefined }): string | null {
  if (call.type !== 'mutation' || !WRITE_METHODS.has(ctx.method) || call.meta?.idempotent === false) return null;
  return ctx.headers.get('idempotency-key');
}

/** Claims (or finds) the caller's record of an Idempotency-Key: the first step of `idempotently`. */
function beginIdempotency(ctx: RequestContext, actor: Actor, key: string): Promise<Begun> {
  const caller = `${actor.type}:${actor.id ?? ''}`;
  return ctx.container.idempotency.begin({ caller, method: ctx.method, path: ctx.path, key: key.trim().toLowerCase() }, fingerprintOf(ctx.rawBody));
}

/**
 * The claim of a keyed write's Idempotency-Key, started while the caller is still being checked
 * (its row loading, its rate limit counting) instead of after: the claim goes out to the cache in
 * the same write as the rate-limit count, and the write waits one cache round trip less. Nothing
 * is decided by it early: the answer still follows the usual order (401, 429, then the key's
 * outcome), a caller refused on the way releases the claim (releaseEarly), and a key that is not a
 * UUID v4 is not claimed at all (idempotently refuses it where it always did).
 */
function claimEarly(ctx: RequestContext, actor: Actor, call: { type: string; meta: ProcedureMeta | undefined }): Promise<Begun> | undefined {
  const key = idempotencyKeyOf(ctx, call);
  if (key === null || !isUuidV4(key.trim())) return undefined;
  const claim = beginIdempotency(ctx, actor, key);
  // Awaited by idempotently, or released: a failure (cache down, key in flight) is not unhandled meanwhile.
  claim.catch(() => {});
  return claim;
}

/** A refused caller does not keep the key: a claim it made is given back (as a 5xx gives it back). */
function releaseEarly(claim: Promise<Begun> | undefined): void {
  void claim?.then((begun) => (begun.kind === 'execute' ? begun.abandon() : undefined)).catch(() => {});
}

/** 5xx are never stored; neither are answers that depend on the moment rather than the request. */
const NOT_STORED: ReadonlySet<AppErrorCode> = new Set(['UNAUTHORIZED', 'FORBIDDEN', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE', 'INTERNAL']);

/**
 * Idempotency of keyed writes (contract §2), run by the authenticating middlewares (admin, tenant,
 * account) once the caller is known, so the record is scoped to the caller; a function rather than
 * a middleware of its own, one level less in tRPC's chain. A replay short-circuits the procedure:
 * the stored answer is returned with status 200 and `Idempotent-Replayed: true` (a stored 4xx
 * keeps its status).
 */
async function idempotently<R extends { ok: boolean }>(
  ctx: RequestContext,
  actor: Actor,
  call: { type: string; meta: ProcedureMeta | undefined },
  run: () => Promise<R>,
  early?: Promise<Begun>,
): Promise<R> {
  const key = idempotencyKeyOf(ctx, call);
  if (key === null) return run();
  if (!isUuidV4(key.trim())) {
    throw validationFailed([{ field: 'Idempotency-Key', message: 'Idempotency-Key must be a UUID v4' }]);
  }
  const { metrics } = ctx.container;
  const begun = await (early ?? beginIdempotency(ctx, actor, key));

  if (begun.kind === 'replay') {
    metrics.idempotentReplays.inc();
    ctx.response.headers['Idempotent-Replayed'] = 'true';
    const { outcome } = begun;
    if (outcome.kind === 'error') {
      throw new AppError(outcome.code, outcome.message, { issues: outcome.issues, headers: { ...outcome.headers, 'Idempotent-Replayed': 'true' } });
    }
    ctx.response.status = 200;
    // Returning a result without calling next() ends the chain: the procedure does not run again.
    return { ok: true as const, data: outcome.data, marker: middlewareMarker } as unknown as R;
  }

  const result = (await run()) as R & ({ ok: true; data: unknown } | { ok: false; error: TRPCError });
  if (result.ok) {
    // The answer does not wait for the record: a repeat that arrives before it is stored finds the
    // key claimed and waits for it (begin polls), as a concurrent duplicate always did. On a
    // serverless host the function is kept alive until the record is stored.
    const stored = begun.complete({ kind: 'ok', data: result.data }).catch((error: unknown) => {
      ctx.container.logger.error({ err: error }, 'idempotency record not stored; the key stays claimed until it expires');
    });
    if (!ctx.container.config.backgroundJobs) runAfterResponse(() => stored);
    return result;
  }
  const appError = findAppError(result.error);
  const zodError = result.error.cause instanceof ZodError ? result.error.cause : undefined;
  if (appError && !NOT_STORED.has(appError.code)) {
    await begun
      .complete({ kind: 'error', code: appError.code, message: appError.message, issues: appError.issues, headers: appError.headers })
      .catch(() => {});
  } else if (zodError) {
    await begun.complete({ kind: 'error', code: 'VALIDATION_FAILED', message: 'Validation failed', issues: issuesFromZod(zodError), headers: {} }).catch(() => {});
  } else {
    await begun.abandon().catch(() => {});
  }
  return result;
}

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;

/** Answers without the database (liveness, metrics). */
export const baseProcedure = t.procedure.use(guarded({ database: false }));
export const publicProcedure = t.procedure.use(guarded({ database: true }));
/** Administrators (console session or admin key); keyed writes are idempotent. */
export const adminProcedure = publicProcedure.use(requireAdmin);
/** Tenants (bearer token or console session); keyed writes are idempotent. */
export const tenantProcedure = publicProcedure.use(requireTenant);
/** The learning platform's users, with an account-API access token (`ctx.user`). */
export const accountProcedure = publicProcedure.use(requireAccount);
/**
 * The course API's callers, with an API key (`ctx.user`, `ctx.subscription`). No Idempotency-Key
 * support: the spec's course API has none, and its validation status (422) differs from the one
 * keyed writes answer elsewhere.
 */
export const apiKeyProcedure = publicProcedure.use(requireApiKey);
/** Course writes: instructors and admins; a student is refused (403) before the input is judged. */
export const courseWriterProcedure = apiKeyProcedure.use(({ ctx, next }) => {
  assertMayWriteCourses(ctx.user);
  return next();
});
/** Scheduled runs (GET only): the admin key, or the cron secret. */
export const schedulerProcedure = publicProcedure.use(requireScheduler);

/** The audit context of the current request, for services that record what they did. */
export function auditContextOf(ctx: RequestContext & { actor?: Actor }): AuditContext {
  return { actor: ctx.actor ?? { type: 'anonymous', id: null }, correlationId: ctx.correlationId, ip: ctx.ip };
}

export { AppError };
