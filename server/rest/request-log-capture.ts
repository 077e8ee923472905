import { randomUUID } from 'node:crypto';
import type { Container } from '../container';
import { runAfterResponse } from '../http/after-response';
import type { RequestScope } from '../http/request-context';
import { clientIpOf, isUuidV4 } from '../http/request-meta';
import { errorSummaryOf, type RequestLogDraft, redactBody, redactQuery } from '../services/request-log';
import { isApiKeyText, ownerOfApiKey } from '../services/api-keys';
import { parseBearer, verifyTenantBearer } from '../services/tenants/authenticate-tenant';

/** Reading the log does not add to it: a console or script polling its own log would fill it. */
const UNLOGGED_ROUTES = new Set(['/tenants/me/request-log', '/tenants/me/request-log/{id}', '/tenants/me/insights', '/tenants/{id}/request-log', '/insights']);
/** Administrators' routes on one tenant: `/tenants/{id}` and below. */
const ON_A_TENANT = /^\/tenants\/\{id\}(?:\/|$)/;

export type AnsweredRequest = {
  request: Request;
  response: Response;
  url: URL;
  path: string;
  route: string;
  correlationId: string;
  durationMs: number;
  scope: RequestScope;
  /** The body as read, when it was (a refused request may not have been read at all). */
  body: string | undefined;
};

type Owner = { tenantId: string; actorType: 'tenant' | 'admin'; actorId: string | null; apiKeyId?: string | null };

/** Whose log a request belongs to, from who it authenticated as; undefined when it is nobody's. */
function ownerOf(answered: AnsweredRequest): Owner | undefined {
  const caller = answered.scope.caller;
  if (caller?.type === 'tenant' && caller.id) return { tenantId: caller.id, actorType: 'tenant', actorId: caller.id, apiKeyId: caller.apiKeyId ?? null };
  if (caller?.type === 'admin' && ON_A_TENANT.test(answered.route) && answered.response.status !== 404) {
    const tenantId = answered.path.split('/')[2] ?? '';
    if (isUuidV4(tenantId)) return { tenantId, actorType: 'admin', actorId: caller.id };
  }
  return undefined;
}

/**
 * Stages a billing-API request for its tenant's request log, once it is answered. A success costs
 * one object and an array push; an error's bodies are read and redacted after the answer is sent.
 * A request refused before it authenticated (malformed JSON, 415, 429) still belongs to the
 * tenant whose valid token it carried: that token is verified after the answer too. So does one
 * made with a genuine API key refused for its state (revoked, expired, rolled out), with the key named.
 */
export function captureRequestLog(app: Container, answered: AnsweredRequest): void {
  if (UNLOGGED_ROUTES.has(answered.route)) return;
  const status = answered.response.status;
  const owner = ownerOf(answered);
  if (!owner && (status < 400 || !answered.request.headers.has('authorization'))) return;

  const { request, url } = answered;
  const draft = (who: Owner): RequestLogDraft => ({
    id: randomUUID(),
    tenantId: who.tenantId,
    createdAt: new Date(),
    actorType: who.actorType,
    actorId: who.actorId,
    apiKeyId: who.apiKeyId ?? null,
    method: request.method.toUpperCase(),
    route: answered.route,
    path: answered.path.slice(0, 2000),
    query: redactQuery(url.searchParams),
    status,
    durationMs: answered.durationMs,
    correlationId: answered.correlationId,
    idempotencyKey: request.headers.get('idempotency-key')?.slice(0, 255) ?? null,
    replayed: answered.response.headers.get('idempotent-replayed') === 'true',
    ip: clientIpOf(request.headers, app.config.clientAddress),
    userAgent: request.headers.get('user-agent')?.slice(0, 500) ?? null,
  });

  // Without the in-process loop (serverless hosts), the entries of a request are written after its answer.
  const writeNow = !app.config.backgroundJobs;
  if (status < 400 && owner) {
    app.requestLog.record(draft(owner));
    if (writeNow) runAfterResponse('write the request log', () => app.requestLog.flush());
  } else {
    const errorBody = answered.response.clone().text();
    errorBody.catch(() => {});
    const entry = draft(owner ?? { tenantId: '', actorType: 'tenant', actorId: null });
    runAfterResponse('log the refused request', async () => {
      const who = owner ?? (await tokenOwner(app, request.headers.get('authorization')));
      if (!who) return;
      const error = redactBody(await errorBody);
      app.requestLog.record({ ...entry, ...who, requestBody: redactBody(answered.body), errorBody: error, errorMessage: error ? errorSummaryOf(error) : null });
      if (writeNow) await app.requestLog.flush();
    });
  }
}

async function tokenOwner(app: Container, authorization: string | null): Promise<Owner | undefined> {
  const bearer = parseBearer(authorization);
  if (bearer !== null && isApiKeyText(bearer)) {
    const owner = await ownerOfApiKey({ db: app.database.db, secrets: app.secrets }, bearer).catch(() => undefined);
    return owner && { tenantId: owner.tenantId, actorType: 'tenant', actorId: owner.tenantId, apiKeyId: owner.apiKeyId };
  }
  try {
    const claims = await verifyTenantBearer(app.config.jwtSecret, authorization);
    return { tenantId: claims.sub, actorType: 'tenant', actorId: claims.sub };
  } catch {
    return undefined;
  }
}
