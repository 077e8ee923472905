import { createHash, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at 64 MiB, t=3, p=4 (OWASP's recommendation, and the parameters every hash stored so
 * far was made with). `@node-rs/argon2` ships a prebuilt binary per platform, so installing needs
 * no compiler; it reads the parameters of a stored hash from its PHC string, so hashes made by the
 * `argon2` package earlier keep verifying, and raising the parameters later stays safe.
 * Its default algorithm is argon2id (the enum is a `const enum`, which isolated modules cannot
 * reference, so it is left to the default on purpose).
 */
const ARGON2ID_OPTIONS = { memoryCost: 65_536, timeCost: 3, parallelism: 4 } as const;

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, ARGON2ID_OPTIONS);
}

export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(storedHash, secret);
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
