import { createHash, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { hashCost } from './hash-cost';

/**
 * argon2id at the cost `hash-cost.ts` sets (64 MiB, t=3, p=4). `@node-rs/argon2` ships a prebuilt
 * binary per platform, so installing needs no compiler; it reads the parameters of a stored hash
 * from its PHC string, so hashes made by the `argon2` package earlier keep verifying. Its default
 * algorithm is argon2id (the enum is a `const enum`, which isolated modules cannot reference, so it
 * is left to the default on purpose).
 */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret, hashCost());
}

export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}

const dummyHashes = new Map<ReturnType<typeof hashCost>, Promise<string>>();

/**
 * Spends the same time as a real verification, so an unknown appId cannot be told from a wrong
 * secret by timing the answer. The dummy hash is made at the cost real ones are.
 */
export async function burnVerification(secret: string): Promise<void> {
  const cost = hashCost();
  if (!dummyHashes.has(cost)) dummyHashes.set(cost, hashSecret('not-a-real-secret-but-long-enough'));
  await verifySecret(await dummyHashes.get(cost)!, secret);
}

/** Constant-time comparison of a presented key with the expected one, whatever their lengths. */
export function keysMatch(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}
