import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { type PersonRow, passkeys } from '@/db/schema';

/**
 * Whether a person who must have a second factor (an administrator in production, a member of a
 * tenant whose owners require it) has none: neither an authenticator app nor a passkey. Asked on
 * every console request, so adding the first factor lets the person in at once, and removing the
 * last one sends them back to set one up.
 */
export async function secondFactorMissing(db: Db, person: Pick<PersonRow, 'id' | 'totpSecret'>, required: boolean): Promise<boolean> {
  if (!required || person.totpSecret) return false;
  const [passkey] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.personId, person.id)).limit(1);
  return !passkey;
}
