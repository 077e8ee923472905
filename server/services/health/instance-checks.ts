import type { RateLimiter } from '@/server/infra/ratelimit';
import { checkReadiness, type InstanceState, type ReadinessCheck } from './check-readiness';

/** Readiness asks the SMTP relay at most this often: a balancer polling every few seconds must not open a connection each time. */
const SMTP_CHECK_TTL_MS = 30_000;

/** Readiness while the rate limiter lets requests through uncounted (it does not make the instance unready). */
const RATE_LIMITER_FAILING_OPEN = 'rate limiter failing open: requests are not counted';

/** `check`, answered from its last outcome for `ttlMs` after it settles. */
function lastingFor(ttlMs: number, check: () => Promise<void>): () => Promise<void> {
  let last: { at: number; outcome: Promise<void> } | undefined;
  return () => {
    if (!last || performance.now() - last.at > ttlMs) {
      const outcome = check();
      last = { at: performance.now(), outcome };
      outcome.catch(() => {});
    }
    return last.outcome;
  };
}

/** What one instance's two probes ask, and what each answer means for it. */
export type InstanceChecks = {
  /** `GET /health/ready`: every store, the analytics store included, migrated and answering. */
  readiness(): Promise<ReadinessCheck>;
  /** `GET /health/serving`: what serving requests needs (the database and the cache) answering; for balancers. */
  serving(): Promise<ReadinessCheck>;
};

export function createInstanceChecks(deps: {
  state: () => InstanceState;
  timeoutMs: number;
  pingDatabase: () => Promise<void>;
  pingCache: () => Promise<void>;
  pingAnalytics: () => Promise<void>;
  isAnalyticsMigrated: () => boolean;
  /** The analytics migration, tried now when it has not succeeded yet. */
  prepareAnalytics: () => Promise<void>;
  /** The SMTP relay, when one is configured: reported, never making the instance unready (mails wait in the outbox). */
  smtpRelay: { verify(): Promise<void> } | null;
  rateLimiter: Pick<RateLimiter, 'status'>;
}): InstanceChecks {
  // Up once it answers and is migrated: before, the request log and the insights would fail.
  const analyticsCheck = async () => {
    await deps.pingAnalytics();
    if (!deps.isAnalyticsMigrated()) await deps.prepareAnalytics();
  };
  const relay = deps.smtpRelay;
  const smtpCheck = relay ? lastingFor(SMTP_CHECK_TTL_MS, () => relay.verify()) : null;
  return {
    readiness: () =>
      checkReadiness({
        state: deps.state(),
        timeoutMs: deps.timeoutMs,
        checks: { database: deps.pingDatabase, cache: deps.pingCache, analytics: analyticsCheck },
        ...(smtpCheck ? { optionalChecks: { smtp: smtpCheck } } : {}),
        alarms: { rateLimiter: async () => ((await deps.rateLimiter.status()).failingOpen ? RATE_LIMITER_FAILING_OPEN : null) },
      }),
    serving: () =>
      checkReadiness({
        state: deps.state(),
        timeoutMs: deps.timeoutMs,
        checks: { database: deps.pingDatabase, cache: deps.pingCache },
      }),
  };
}
