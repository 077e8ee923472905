import type { DatabaseHandle, Db } from '@/db/client';
import type { Logger } from '../infra/logger';
import type { Metrics } from '../infra/metrics';
import type { SecretBox } from '../infra/secret-box';
import type { StripeEndpoint } from '../infra/payment-provider/stripe';
import { reconcilePending, type ReconcileRun } from '../services/payment-connectors/reconcile';
import { type BackgroundLoop, createBackgroundLoop } from './background-loop';

export type ReconcileLoop = BackgroundLoop<ReconcileRun>;

/**
 * The reconciliation of connectors' payments and refunds left pending (a missed webhook), and of
 * dispute openings that arrived before their payment could take them: every
 * `intervalMs` in the web process (BACKGROUND_JOBS), or on demand (`flush`). A run is idempotent:
 * it syncs what is still pending past `olderThanMs` now.
 */
export function createReconcileLoop(deps: {
  database: DatabaseHandle<Db>;
  secrets: SecretBox;
  stripe: StripeEndpoint;
  metrics: Metrics;
  logger: Logger;
  olderThanMs: number;
  intervalMs: number;
}): ReconcileLoop {
  return createBackgroundLoop(
    async () => {
      try {
        const run = await reconcilePending({ db: deps.database.db, secrets: deps.secrets, stripe: deps.stripe }, { olderThanMs: deps.olderThanMs }, (kind, outcome) =>
          deps.metrics.providerReconciliations.inc({ kind, outcome }),
        );
        if (run.payments.checked + run.refunds.checked + run.disputes.checked > 0) deps.logger.info(run, 'reconciliation run');
        return run;
      } catch (error) {
        deps.logger.warn({ err: error }, 'reconciliation run failed; retried later');
        throw error;
      }
    },
    { intervalMs: deps.intervalMs, maxBackoffMs: 6 * deps.intervalMs, name: 'reconciliation' },
  );
}
