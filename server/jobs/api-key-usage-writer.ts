import type { DatabaseHandle, Db } from '@/db/client';
import type { Logger } from '../infra/logger';
import { type ApiKeyUse, KEY_USAGE_WRITE_INTERVAL_MS, writeApiKeyUsage } from '../services/api-keys/key-usage';
import { type BackgroundLoop, createBackgroundLoop } from './background-loop';
import { outageLog } from './outage-log';

export type ApiKeyUsageRun = { written: number };

/**
 * Keeps the tenant API keys' `lastUsedAt` and `lastUsedIp` without a database write per request:
 * `record` keeps each key's latest use in memory (one map entry per key, however busy it is), and
 * a run writes them all in one statement, every minute with the background loop, at most once a
 * minute from a request without it (`writeIfDue`), and when the instance stops. A failed write puts
 * its uses back, unless a later use of the same key came meanwhile.
 */
export type ApiKeyUsageWriter = BackgroundLoop<ApiKeyUsageRun> & {
  record(keyId: string, ip: string | null): void;
  /** Undefined when nothing is due: the request goes on without waiting for anything. */
  writeIfDue(): Promise<ApiKeyUsageRun> | undefined;
  /** Keys with a use not yet written. */
  staged(): number;
};

export function createApiKeyUsageWriter(deps: { database: DatabaseHandle<Db>; logger: Logger; intervalMs?: number; now?: () => number }): ApiKeyUsageWriter {
  const intervalMs = deps.intervalMs ?? KEY_USAGE_WRITE_INTERVAL_MS;
  // Read at each call (not `Date.now` captured once): tests move the clock by replacing `Date`.
  const now = deps.now ?? (() => Date.now());
  let staged = new Map<string, ApiKeyUse>();
  let lastWriteAt = Number.NEGATIVE_INFINITY;
  const outage = outageLog(deps.logger, {
    down: 'API key last uses could not be written; they are kept and written again',
    resumed: 'API key last uses written again',
  });

  async function runOnce(): Promise<ApiKeyUsageRun> {
    lastWriteAt = now();
    if (staged.size === 0) return { written: 0 };
    const batch = staged;
    staged = new Map();
    try {
      await writeApiKeyUsage(deps.database.db, [...batch.values()]);
      outage.succeeded();
      return { written: batch.size };
    } catch (error) {
      for (const [id, use] of batch) if (!staged.has(id)) staged.set(id, use);
      outage.failed(error);
      throw error;
    }
  }

  const loop = createBackgroundLoop(runOnce, { intervalMs, maxBackoffMs: intervalMs * 5, name: 'api-key-usage' });
  return {
    ...loop,
    // The uses still staged are written before the instance lets go of the database.
    stop: async () => {
      await loop.stop();
      await loop.flush().catch(() => {});
    },
    record(keyId, ip) {
      staged.set(keyId, { id: keyId, at: new Date(now()), ip });
    },
    writeIfDue: () => (staged.size > 0 && now() - lastWriteAt >= intervalMs ? loop.flush() : undefined),
    staged: () => staged.size,
  };
}
