import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '@/db/client';
import { tenantApiKeys } from '@/db/schema';

/** A key's latest use on this instance since the last write. */
export type ApiKeyUse = { id: string; at: Date; ip: string | null };

/**
 * How stale a key's `lastUsedAt` may get: uses are staged in memory and written at most this
 * often (and when the instance stops), never one write per request.
 */
export const KEY_USAGE_WRITE_INTERVAL_MS = 60_000;

/**
 * Writes staged uses in one statement. A use older than what is stored (another instance wrote a
 * later one) changes nothing, so instances writing in any order leave the latest.
 */
export async function writeApiKeyUsage(db: Db, uses: readonly ApiKeyUse[]): Promise<number> {
  if (uses.length === 0) return 0;
  const rows = JSON.stringify(uses.map((use) => ({ id: use.id, at: use.at.toISOString(), ip: use.ip })));
  const updated = await db.execute(sql`
    update ${tenantApiKeys} as k set last_used_at = u.at, last_used_ip = u.ip
    from jsonb_to_recordset(${rows}::jsonb) as u(id uuid, at timestamptz, ip text)
    where k.id = u.id and (k.last_used_at is null or k.last_used_at <= u.at)
    returning k.id`);
  return rowsOf(updated).length;
}
