import { generateChallenge, isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { type WebauthnChallengePurpose, webauthnChallenges } from '@/db/schema';

/** How long a browser has to answer a challenge: a passkey prompt, perhaps a phone to unlock. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * A new challenge for a ceremony, stored so that whichever instance receives the answer can check
 * it. Expired challenges are swept as new ones are made: they can be of no use any more, and the
 * sign-in's challenges are made by anyone.
 */
export async function issueChallenge(db: Db, purpose: WebauthnChallengePurpose, personId: string | null): Promise<{ challengeId: string; challenge: string }> {
  const challenge = isoBase64URL.fromBuffer(await generateChallenge());
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
  const [row] = await db
    .insert(webauthnChallenges)
    .values({ challenge, purpose, personId, expiresAt: sql`now() + ${`${CHALLENGE_TTL_MS} milliseconds`}::interval` })
    .returning({ id: webauthnChallenges.id });
  return { challengeId: row!.id, challenge };
}

/**
 * Spends a challenge: one conditional UPDATE (unused, unexpired, of this purpose and person), so
 * two answers to one challenge cannot both pass, even on two instances at once. The challenge is
 * spent whether or not the answer then verifies: a failed attempt starts over with a new one.
 * Null when it cannot be used.
 */
export async function consumeChallenge(db: Db, challengeId: string, purpose: WebauthnChallengePurpose, personId: string | null): Promise<string | null> {
  const [row] = await db
    .update(webauthnChallenges)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(webauthnChallenges.id, challengeId),
        eq(webauthnChallenges.purpose, purpose),
        personId === null ? isNull(webauthnChallenges.personId) : eq(webauthnChallenges.personId, personId),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return row?.challenge ?? null;
}
