import { randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { recoveryCodes } from '@/db/schema';
import { hashSecret, verifySecret } from '../auth/secrets';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: a code read off paper is typed back without guessing. 31 letters, 10 of them: 49 bits. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `xxxxx-xxxxx`. */
export function newRecoveryCode(): string {
  const letters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/** A code as typed (any case, spaces, with or without the dash) in the form it was hashed in. */
export function canonicalRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * Replaces a person's recovery codes with new ones, returned here once: only their argon2id hashes
 * are kept. The hashes are made one after another (each takes 64 MiB), before `db` is written.
 */
export async function hashNewRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes: string[] = [];
  for (const code of codes) hashes.push(await hashSecret(canonicalRecoveryCode(code)));
  return { codes, hashes };
}

export async function replaceRecoveryCodes(db: Db, personId: string, hashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.personId, personId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ personId, codeHash })));
}

export async function deleteRecoveryCodes(db: Db, personId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.personId, personId));
}

export async function countUnusedRecoveryCodes(db: Db, personId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.personId, personId), isNull(recoveryCodes.usedAt)));
  return row?.value ?? 0;
}

/**
 * Spends one of a person's unused recovery codes: true when `typed` is one and this call marked it
 * used. The mark is a conditional UPDATE, so two concurrent uses of one code cannot both pass.
 */
export async function spendRecoveryCode(db: Db, personId: string, typed: string): Promise<boolean> {
  const canonical = canonicalRecoveryCode(typed);
  if (canonical.length !== 10) return false;
  const unused = await db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.personId, personId), isNull(recoveryCodes.usedAt)));
  for (const row of unused) {
    if (!(await verifySecret(row.codeHash, canonical))) continue;
    const spent = await db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(recoveryCodes.id, row.id), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return spent.length > 0;
  }
  return false;
}
