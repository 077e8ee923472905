import { createHash, timingSafeEqual } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id with the library's defaults (64 MiB, t=3, p=4), which follow OWASP's recommendation.
 * Verification reads the parameters from the stored hash, so raising them later is safe.
 */
export function hashSecret(secret: string): Promise<string> {
  return argon2.hash(secret, { type: argon2.argon2id });
}

export async function verifySecret(hash: string, secret: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, secret);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification, so an unknown appId cannot be told from a wrong
 * secret by timing the answer.
 */
export async function burnVerification(secret: string): Promise<void> {
  dummyHash ??= hashSecret('not-a-real-secret-but-long-enough');
  await verifySecret(await dummyHash, secret);
}

/** Constant-time comparison of a presented key with the expected one, whatever their lengths. */
export function keysMatch(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}
