import { and, count, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { tenantApiKeys } from '@/db/schema';

/**
 * Keys not revoked whose hash was made under another key than `currentKeyId`: a rotation of
 * SECRETS_ENCRYPTION_KEY cannot hash them again (only their holders have them), so each is hashed
 * again on its next use; those still left when the previous key is removed stop working.
 */
export async function countKeysHashedUnderOtherKeys(db: Db, currentKeyId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(tenantApiKeys)
    .where(and(isNull(tenantApiKeys.revokedAt), ne(sql`split_part(${tenantApiKeys.secretHash}, '.', 2)`, currentKeyId)));
  return row?.value ?? 0;
}
