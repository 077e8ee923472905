import type { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { type AppErrorCode, AppError, findAppError, validationFailed } from '../../errors';
import { runAfterResponse } from '../../http/after-response';
import { isUuidV4 } from '../../http/request-meta';
import { type Begun, fingerprintOf } from '../../infra/idempotency';
import type { Actor } from '../../services/audit/types';
import type { ProcedureMeta, RequestContext } from '../context';
import { issuesFromZod } from '../validation';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The Idempotency-Key of a write that takes one (as sent; null when the request has none or the procedure takes none). */
function idempotencyKeyOf(ctx: RequestContext, call: { type: string; meta: ProcedureMeta | undefined }): string | null {
  if (call.type !== 'mutation' || !WRITE_METHODS.has(ctx.method) || call.meta?.idempotent === false) return null;
  return ctx.headers.get('idempotency-key');
}

/** Claims (or finds) the caller's record of an Idempotency-Key: the first step of `idempotently`. */
function beginIdempotency(ctx: RequestContext, actor: Actor, key: string): Promise<Begun> {
  const caller = `${actor.type}:${actor.id ?? ''}`;
  return ctx.idempotency.begin({ caller, method: ctx.method, path: ctx.path, key: key.trim().toLowerCase() }, fingerprintOf(ctx.rawBody));
}

/**
 * The claim of a keyed write's Idempotency-Key, started while the caller is still being checked
 * (its row loading, its rate limit counting) instead of after: the claim goes out to the cache in
 * the same write as the rate-limit count, and the write waits one cache round trip less. Nothing
 * is decided by it early: the answer still follows the usual order (401, 429, then the key's
 * outcome), a caller refused on the way releases the claim (releaseEarly), and a key that is not a
 * UUID v4 is not claimed at all (idempotently refuses it where it always did).
 */
export function claimEarly(ctx: RequestContext, actor: Actor, call: { type: string; meta: ProcedureMeta | undefined }): Promise<Begun> | undefined {
  const key = idempotencyKeyOf(ctx, call);
  if (key === null || !isUuidV4(key.trim())) return undefined;
  const claim = beginIdempotency(ctx, actor, key);
  // Awaited by idempotently, or released: a failure (cache down, key in flight) is not unhandled meanwhile.
  claim.catch(() => {});
  return claim;
}

/** A refused caller does not keep the key: a claim it made is given back (as a 5xx gives it back). */
export function releaseEarly(claim: Promise<Begun> | undefined): void {
  void claim?.then((begun) => (begun.kind === 'execute' ? begun.abandon() : undefined)).catch(() => {});
}

/** 5xx are never stored; neither are answers that depend on the moment rather than the request. */
const NOT_STORED: ReadonlySet<AppErrorCode> = new Set(['UNAUTHORIZED', 'FORBIDDEN', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE', 'INTERNAL']);

/**
 * Idempotency of keyed writes, run by the authenticating middlewares (admin, tenant,
 * account) once the caller is known, so the record is scoped to the caller; a function rather than
 * a middleware of its own, one level less in tRPC's chain. A replay short-circuits the procedure:
 * the stored answer is returned with status 200 and `Idempotent-Replayed: true` (a stored 4xx
 * keeps its status).
 */
export async function idempotently<R extends { ok: boolean }>(
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
  const { metrics } = ctx;
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
    // tRPC reads `ok` and `data` of a middleware's result (its brand marker is a type only).
    return { ok: true as const, data: outcome.data } as unknown as R;
  }

  const result = (await run()) as R & ({ ok: true; data: unknown } | { ok: false; error: TRPCError });
  if (result.ok) {
    // The answer does not wait for the record: a repeat that arrives before it is stored finds the
    // key claimed and waits for it (begin polls), as a concurrent duplicate always did. On a
    // serverless host the function is kept alive until the record is stored.
    const stored = begun.complete({ kind: 'ok', data: result.data }).catch((error: unknown) => {
      ctx.logger.error({ err: error }, 'idempotency record not stored; the key stays claimed until it expires');
    });
    if (!ctx.config.backgroundJobs) runAfterResponse('store the idempotency record', () => stored);
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
