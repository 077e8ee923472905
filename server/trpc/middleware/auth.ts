import { noteCaller } from '../../http/request-context';
import type { UserRow } from '@/db/schema';
import { AppError, forbidden, unauthorized } from '../../errors';
import { assertAppSecretRecentlyEntered, assertRecentlyVerified } from '../../services/people/fresh-check';
import { secondFactorSetupMessage } from '../../services/people/two-factor-constants';
import { recordAuditEvent } from '../../services/audit/record-audit-event';
import { adminMay, defaultAdminRole, defaultMemberRole, memberMay } from '../../services/people/roles';
import { auditContextOf } from '../context';
import type { Actor } from '../../services/audit/types';
import { keysMatch } from '../../services/auth/secrets';
import { type AccessTokenClaims } from '../../services/account/account-tokens';
import { rememberedAccountBearer, userForClaims, verifyAccountBearer } from '../../services/account/authenticate-account';
import { type ApiKeyCaller, apiKeyCaller, recordApiKeyUse } from '../../services/courses';
import { assertTenantMayCall, parseBearer, rememberedTenantBearer, tenantForClaims, verifyTenantBearer } from '../../services/tenants/authenticate-tenant';
import { findTenantById, type TenantRecord } from '../../services/tenants/find-tenant';
import { assertKeyMayCall, isApiKeyText, loadApiKeyCaller, permissionsNeeded, prefixOf, rememberedKeyTenant, type TenantKeyCaller } from '../../services/api-keys';
import { grantPlatformScope, grantTenantScope } from '../../services/shared/tenant-scope';
import type { ConsoleSession, ProcedureMeta, RequestContext } from '../context';
import { t } from '../init';
import { claimEarly, idempotently, releaseEarly } from './idempotency';
import { applyRateDecision, countRequest } from './rate-limit';

/**
 * Who the caller is, one middleware per kind of credential. Each authenticating middleware also
 * runs the caller's rate limit and, once the caller is known, the idempotency of keyed writes
 * (a function rather than a middleware of its own: one level less in tRPC's chain). Each puts the
 * caller's audit context on the context (`ctx.audit`, replacing the guard's anonymous one), so a
 * procedure hands `ctx` to a service as it is.
 */

/** The admin of this request: a console administrator's session, or the admin key; otherwise 401. */
function adminActor(ctx: RequestContext): Actor {
  if (ctx.session?.kind === 'admin') return { type: 'admin', id: ctx.session.adminId, person: { id: ctx.session.adminId, email: ctx.session.email } };
  const key = ctx.headers.get('x-admin-key');
  if (!key) throw unauthorized('Missing admin key');
  if (!keysMatch(key, ctx.config.adminApiKey)) throw unauthorized('Invalid admin key');
  return { type: 'admin', id: 'admin-api-key' };
}

/** A console session of a person, whichever console it is in; 401 otherwise (keys, tokens, the app-secret sign-in). */
export const requirePerson = t.middleware(async ({ ctx, meta, next }) => {
  const { session } = ctx;
  const person = session?.kind === 'admin' ? { id: session.adminId, email: session.email } : session?.kind === 'tenant' ? session.person : undefined;
  if (!person || !session?.sessionId) throw unauthorized('Sign in to the console as yourself');
  const actor: Actor = { type: 'person', id: person.id, person };
  noteCaller(actor);
  await assertFreshIfDangerous(ctx, meta);
  return next({ ctx: { audit: auditContextOf(ctx, actor), person, sessionId: session.sessionId } });
});

export const requireAdmin = t.middleware(async ({ ctx, type, meta, path, next }) => {
  const actor = adminActor(ctx);
  if (ctx.session?.kind === 'admin') {
    assertSecondFactorSetUp(ctx.session);
    await assertConsoleRole(ctx, actor, path, ctx.session.role, meta?.role?.admin ?? defaultAdminRole(type), adminMay);
    await assertFreshIfDangerous(ctx, meta);
  }
  noteCaller(actor);
  // An administrator reads across tenants (as a scheduled run does, below).
  return idempotently(ctx, actor, { type, meta }, () => next({ ctx: { audit: auditContextOf(ctx, actor), scope: grantPlatformScope() } }));
});

/**
 * Scheduled runs: Vercel Cron can only send `Authorization: Bearer <CRON_SECRET>`, so that is
 * accepted when CRON_SECRET is set; the admin key always is (other schedulers, operators).
 */
export const requireScheduler = t.middleware(async ({ ctx, meta, path, next }) => {
  const cronSecret = ctx.config.cronSecret;
  const bearer = /^Bearer (.+)$/i.exec(ctx.headers.get('authorization') ?? '')?.[1];
  if (cronSecret && bearer !== undefined && !ctx.headers.has('x-admin-key')) {
    if (!keysMatch(bearer, cronSecret)) throw unauthorized('Invalid cron secret');
    return next({ ctx: { audit: auditContextOf(ctx, { type: 'system', id: 'cron' }), scope: grantPlatformScope() } });
  }
  const actor = adminActor(ctx);
  // A run started from the console (POST only: every run is a mutation) is an operator's action.
  if (ctx.session?.kind === 'admin') {
    assertSecondFactorSetUp(ctx.session);
    await assertConsoleRole(ctx, actor, path, ctx.session.role, meta?.role?.admin ?? 'operator', adminMay);
  }
  return next({ ctx: { audit: auditContextOf(ctx, actor), scope: grantPlatformScope() } });
});

/**
 * Tenant authentication and the per-tenant rate limit. With a bearer token the request is counted
 * for the tenant id of the verified token while the tenant row loads, so the cache round trip adds
 * no latency, and a keyed write claims its Idempotency-Key in the same breath (claimEarly); an
 * unauthenticated request (401) is answered as such, without rate-limit headers.
 */
export const requireTenant = t.middleware(async ({ ctx, type, meta, path, next }) => {
  const { db } = ctx;
  let tenant: TenantRecord;
  if (ctx.session?.kind === 'tenant') {
    const { session } = ctx;
    const row = await findTenantById(db, session.tenantId);
    if (!row) throw unauthorized('Tenant not found');
    assertTenantMayCall(row);
    const actor: Actor = { type: 'tenant', id: row.id, ...(session.person ? { person: session.person } : {}) };
    assertSecondFactorSetUp(session);
    await assertConsoleRole(ctx, actor, path, session.role, meta?.role?.member ?? defaultMemberRole(type), memberMay);
    await assertFreshIfDangerous(ctx, meta);
    applyRateDecision(ctx, 'tenant', await countRequest(ctx, 'tenant', row.id));
    tenant = row;
  } else {
    const authorization = ctx.headers.get('authorization');
    const bearer = parseBearer(authorization);
    if (bearer !== null && isApiKeyText(bearer)) {
      const { key, tenant: keyTenant, actor } = await admitApiKey(ctx, bearer, { type, meta });
      const result = await idempotently(ctx, actor, { type, meta }, () => next({ ctx: { tenant: keyTenant, audit: auditContextOf(ctx, actor), scope: grantTenantScope(keyTenant.id), apiKeyPermissions: key.permissions } }));
      const writing = result.ok ? noteApiKeyUse(ctx, key.id) : undefined;
      if (writing) await writing;
      return result;
    }
    const claims = rememberedTenantBearer(ctx.jwtSecret, authorization) ?? (await verifyTenantBearer(ctx.jwtSecret, authorization));
    // The token's subject is the tenant the row lookup will confirm (tenantForClaims loads it by id).
    const early = claimEarly(ctx, { type: 'tenant', id: claims.sub }, { type, meta });
    try {
      const [loaded, decision] = await Promise.all([
        tenantForClaims(db, claims).then(
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
    noteCaller(actor);
    return idempotently(ctx, actor, { type, meta }, () => next({ ctx: { tenant, audit: auditContextOf(ctx, actor), scope: grantTenantScope(tenant.id), apiKeyPermissions: null } }), early);
  }
  const person = ctx.session?.kind === 'tenant' ? ctx.session.person : undefined;
  const actor: Actor = { type: 'tenant', id: tenant.id, ...(person ? { person } : {}) };
  noteCaller(actor);
  return idempotently(ctx, actor, { type, meta }, () => next({ ctx: { tenant, audit: auditContextOf(ctx, actor), scope: grantTenantScope(tenant.id), apiKeyPermissions: null } }));
});

/**
 * A request made with a tenant API key: the key and its tenant loaded in one query while the
 * tenant's rate limit counts (when this process knows the key's tenant already), then the key's
 * own limits: its addresses and the permission the operation declares. Rate limits stay the
 * tenant's; the actor is the tenant, with the key named.
 */
async function admitApiKey(ctx: RequestContext, presented: string, call: { type: string; meta: ProcedureMeta | undefined }): Promise<TenantKeyCaller & { actor: Actor }> {
  const deps = { db: ctx.db, secrets: ctx.secrets };
  const knownTenant = rememberedKeyTenant(ctx.db, presented);
  let caller: TenantKeyCaller;
  if (knownTenant) {
    const [loaded, decision] = await Promise.all([
      loadApiKeyCaller(deps, presented).then(
        (found) => ({ found }),
        (error: unknown) => ({ error }),
      ),
      countRequest(ctx, 'tenant', knownTenant),
    ]);
    if ('error' in loaded) throw loaded.error;
    applyRateDecision(ctx, 'tenant', decision);
    caller = loaded.found;
  } else {
    // A key this process has not verified yet: counted once it is, so a wrong key costs its tenant nothing.
    caller = await loadApiKeyCaller(deps, presented);
    applyRateDecision(ctx, 'tenant', await countRequest(ctx, 'tenant', caller.tenant.id));
  }
  const { key, tenant } = caller;
  noteCaller({ type: 'tenant', id: tenant.id, apiKeyId: key.id });
  assertKeyMayCall(key, ctx.ip, permissionsNeeded(call.meta?.permission, call.type));
  return { key, tenant, actor: { type: 'tenant', id: tenant.id, apiKey: { id: key.id, prefix: prefixOf(key.keyId) } } };
}

/**
 * A key's use, staged once its request succeeded (a refused request changes nothing anywhere).
 * Without a background loop the staged uses are written by a request, at most once a minute: that
 * request waits for it, so nothing is left running once its answer is out.
 */
function noteApiKeyUse(ctx: RequestContext, keyId: string): Promise<void> | undefined {
  ctx.apiKeyUsage.record(keyId, ctx.ip);
  // Nothing to wait for on nearly every request: no promise at all then (each one costs).
  const write = ctx.config.backgroundJobs ? undefined : ctx.apiKeyUsage.writeIfDue();
  return write?.then(
    () => undefined,
    (error: unknown) => {
      ctx.logger.warn({ err: error }, 'API key last use not recorded');
    },
  );
}

/**
 * A person who must have a second factor and has none is sent to set one up: every console
 * procedure but their own account's (which go through `requirePerson`) refuses until then.
 */
function assertSecondFactorSetUp(session: ConsoleSession): void {
  if (session.secondFactorMissing) throw new AppError('FORBIDDEN', secondFactorSetupMessage, { reason: 'two_factor_setup_required' });
}

/**
 * A dangerous action from a console session whose last check is old asks it to confirm it's them:
 * a person's session by its row, the app-secret sign-in by when its secret was entered (absent
 * counts as long ago).
 */
async function assertFreshIfDangerous(ctx: RequestContext, meta: ProcedureMeta | undefined): Promise<void> {
  const { session } = ctx;
  if (!meta?.fresh || !session) return;
  if (session.sessionId) await assertRecentlyVerified(ctx.db, session.sessionId);
  else if (session.kind === 'tenant' && !session.person) assertAppSecretRecentlyEntered(session.appSecretEnteredAt);
}

/**
 * A console user's role against what the procedure needs: a refusal is a 403 and an audit event,
 * whatever the console showed (a hidden button is not a permission).
 */
async function assertConsoleRole<R extends string>(ctx: RequestContext, actor: Actor, procedure: string, role: R, needed: R, may: (role: R, needed: R) => boolean): Promise<void> {
  if (may(role, needed)) return;
  await recordAuditEvent(ctx.db, auditContextOf(ctx, actor), {
    action: 'console.access_denied',
    targetType: 'procedure',
    targetId: procedure,
    details: { role, needed },
  });
  throw forbidden(`Your role (${role}) does not allow this; it needs ${needed}.`);
}

/**
 * Account-API authentication: the access JWT (never a tenant token: see
 * account-tokens.ts), not blacklisted, of a live session and an existing user; then the per-user
 * rate limit, counted while the user loads. Puts `ctx.user` and the claims on the context.
 */
export const requireAccount = t.middleware(async ({ ctx, type, meta, next }) => {
  const { db, cache, logger } = ctx;
  const authorization = ctx.headers.get('authorization');
  const claims: AccessTokenClaims = rememberedAccountBearer(ctx.jwtSecret, authorization) ?? (await verifyAccountBearer(ctx.jwtSecret, authorization));
  const [loaded, decision] = await Promise.all([
    userForClaims({ db, cache, logger }, claims).then(
      (found) => ({ found }),
      (error: unknown) => ({ error }),
    ),
    countRequest(ctx, 'account', claims.sub),
  ]);
  if ('error' in loaded) throw loaded.error;
  applyRateDecision(ctx, 'account', decision);
  const user: UserRow = loaded.found.user;
  const actor: Actor = { type: 'user', id: user.id };
  noteCaller(actor);
  return idempotently(ctx, actor, { type, meta }, () => next({ ctx: { user, subscription: loaded.found.subscription, claims, audit: auditContextOf(ctx, actor) } }));
});

/**
 * Course-API authentication: `Authorization: Bearer <API key>`, looked up by its hash with the user
 * and the plan; then the plan's per-user rate limit, whose headers go on the answer. A request
 * without a usable key (none, malformed, unknown, revoked) is counted per client IP at the free
 * plan's limit, as anonymous calls are counted elsewhere: its 401 carries real figures too, and a
 * flood of bad keys from one address meets 429. Also called by the REST adapter for a /v1 request
 * it refuses before any procedure runs (unknown route, 405, 413, 415, malformed JSON), so those
 * answers carry the headers as well.
 */
export async function admitApiKeyCaller(ctx: RequestContext): Promise<ApiKeyCaller> {
  const key = parseBearer(ctx.headers.get('authorization'));
  const caller = key ? await apiKeyCaller(ctx.db, key) : undefined;
  if (!caller) {
    applyRateDecision(ctx, 'courseAnonymous', await countRequest(ctx, 'courseAnonymous', ctx.ip ?? 'unknown'));
    throw unauthorized(key ? 'Invalid API key' : 'Missing API key');
  }
  applyRateDecision(ctx, 'course', await countRequest(ctx, 'course', caller.user.id, caller.subscription?.plan ?? 'free'));
  return caller;
}

/**
 * The key's last use is written after a successful answer only (at most once a minute: see
 * recordApiKeyUse, so at most one request per key per minute waits for it): a refused request
 * changes no rows anywhere in the app, and a failed write is logged, never the request's failure.
 */
export const requireApiKey = t.middleware(async ({ ctx, next }) => {
  const caller = await admitApiKeyCaller(ctx);
  const { user, subscription } = caller;
  noteCaller({ type: 'user', id: user.id });
  const result = await next({ ctx: { user, subscription, audit: auditContextOf(ctx, { type: 'user', id: user.id }) } });
  if (result.ok) {
    await recordApiKeyUse(ctx.db, caller).catch((error: unknown) => {
      ctx.logger.warn({ err: error }, 'API key last use not recorded');
    });
  }
  return result;
});

