import 'server-only';
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Secrets the product must read back (authenticator keys, webhook signing secrets, a receiver's
 * header values, a payment connector's API keys) are stored sealed: AES-256-GCM under the key of
 * SECRETS_ENCRYPTION_KEY, so a copy of the database alone reveals none of them.
 *
 * A sealed value is `v1.<key id>.<iv>.<ciphertext and tag>` (base64url parts). The key id is a
 * short hash of the key, so a value names the key that sealed it and a rotation can tell what is
 * left to re-seal. The associated data is the value's place (`table.column:row id`, given by the
 * caller), so a sealed value copied to another row or column does not open.
 *
 * Opening is a hot path (each webhook delivery signs with a stored secret): what was opened is
 * remembered by its sealed text and place. A changed secret is a new sealed text (a fresh IV every
 * time), so the memory never answers with an old secret and needs no invalidation.
 *
 * Secrets the product only has to recognise (a tenant's API keys) are not sealed but hashed:
 * HMAC-SHA256 under a key derived from the same keys for the hash's purpose, stored as
 * `h1.<key id>.<hash>`, so a copy of the database cannot even be used to test guesses offline, and
 * a hash names the key it was made with, as a sealed value does.
 */

export const SECRETS_KEY_VARIABLE = 'SECRETS_ENCRYPTION_KEY';
export const PREVIOUS_SECRETS_KEYS_VARIABLE = 'SECRETS_ENCRYPTION_KEY_PREVIOUS';

const FORMAT = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID_BYTES = 6;
/** Enough for every secret a busy instance signs with; the oldest entry goes first. */
const OPENED_CACHE_LIMIT = 10_000;

const SEALED = /^v1\.([A-Za-z0-9_-]{8})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22,})$/;
const HASHED = /^h1\.([A-Za-z0-9_-]{8})\.([A-Za-z0-9_-]{43})$/;

/** A key given as 64 hex digits or as the base64 (standard or URL-safe) of 32 bytes; null otherwise. */
export function decodeSecretsKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === KEY_BYTES ? bytes : null;
}

/** The box of the configured keys, each given as text (validated by env.ts, so each decodes). */
export function secretBoxOf(keys: { current: string; previous: readonly string[] }): SecretBox {
  return createSecretBox(decodeSecretsKey(keys.current)!, keys.previous.map((key) => decodeSecretsKey(key)!));
}

/** The id a sealed value names its key by: a hash, so the id says nothing about the key. */
export function secretsKeyId(key: Buffer): string {
  return createHash('sha256').update('secret-box key id\0').update(key).digest().subarray(0, KEY_ID_BYTES).toString('base64url');
}

/** A sealed value that does not open: the wrong key, a key not configured, or a value moved or altered. */
export class SecretKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretKeyError';
  }
}

export type SecretBox = {
  /** The id of the key new values are sealed with. */
  readonly currentKeyId: string;
  /** Every key id that opens (the current one and the previous ones). */
  readonly keyIds: readonly string[];
  seal(plaintext: string, place: string): string;
  open(sealed: string, place: string): string;
  /** `open` for a column that may be null. */
  openNullable(sealed: string | null, place: string): string | null;
  /** The keyed hash of `value` for `purpose` under the current key: `h1.<key id>.<hash>`. */
  keyedHash(value: string, purpose: string): string;
  /**
   * Whether `value` has the keyed hash `stored` (compared in constant time), and whether that hash
   * is under the current key: one made under a previous key still matches while that key is
   * configured, and the caller may store `keyedHash(value)` in its place. A hash under a key no
   * longer configured matches nothing.
   */
  matchesKeyedHash(value: string, purpose: string, stored: string): { matches: boolean; current: boolean };
};

/** Whether a stored value is sealed (plaintext left from before sealing is not). */
export const isSealed = (value: string): boolean => SEALED.test(value);

/** The id of the key a sealed value names; null for a value that is not sealed. */
export const sealedKeyId = (value: string): string | null => SEALED.exec(value)?.[1] ?? null;

/**
 * The box for `current` (new values) and `previous` (opened only, while a rotation re-seals what
 * they sealed). Keys are raw 32-byte buffers: decoding the variables is the configuration's job.
 */
export function createSecretBox(current: Buffer, previous: readonly Buffer[] = []): SecretBox {
  for (const key of [current, ...previous]) {
    if (key.length !== KEY_BYTES) throw new Error(`a secrets key must be ${KEY_BYTES} bytes`);
  }
  const currentKeyId = secretsKeyId(current);
  const keys = new Map<string, Buffer>([[currentKeyId, current]]);
  for (const key of previous) {
    const id = secretsKeyId(key);
    if (!keys.has(id)) keys.set(id, key);
  }
  const opened = new Map<string, string>();

  function seal(plaintext: string, place: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', current, iv);
    cipher.setAAD(Buffer.from(place, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${FORMAT}.${currentKeyId}.${iv.toString('base64url')}.${body.toString('base64url')}`;
  }

  function open(sealed: string, place: string): string {
    const memoKey = `${place}\0${sealed}`;
    const remembered = opened.get(memoKey);
    if (remembered !== undefined) return remembered;
    const match = SEALED.exec(sealed);
    if (!match) throw new SecretKeyError(`the stored secret at ${place} is not sealed`);
    const [, keyId, ivText, bodyText] = match as unknown as [string, string, string, string];
    const key = keys.get(keyId);
    if (!key) {
      throw new SecretKeyError(
        `the stored secret at ${place} was sealed with key ${keyId}, which is neither ${SECRETS_KEY_VARIABLE} (key ${currentKeyId}) nor in ${PREVIOUS_SECRETS_KEYS_VARIABLE}`,
      );
    }
    const body = Buffer.from(bodyText, 'base64url');
    if (body.length < TAG_BYTES) throw new SecretKeyError(`the stored secret at ${place} is cut short`);
    let plaintext: string;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(ivText, 'base64url'));
      decipher.setAAD(Buffer.from(place, 'utf8'));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      plaintext = Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretKeyError(`the stored secret at ${place} does not open: it was altered, or sealed for another row or column`);
    }
    if (opened.size >= OPENED_CACHE_LIMIT) opened.delete(opened.keys().next().value!);
    opened.set(memoKey, plaintext);
    return plaintext;
  }

  // One derived key per (key, purpose): HKDF once, then only the HMAC on the hot path.
  const hashKeys = new Map<string, Buffer>();
  function hashKeyOf(keyId: string, purpose: string): Buffer | undefined {
    const memoKey = `${keyId}\0${purpose}`;
    let derived = hashKeys.get(memoKey);
    if (!derived) {
      const key = keys.get(keyId);
      if (!key) return undefined;
      derived = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `secret-box keyed hash\0${purpose}`, 32));
      hashKeys.set(memoKey, derived);
    }
    return derived;
  }
  const hashUnder = (keyId: string, value: string, purpose: string): Buffer | undefined => {
    const key = hashKeyOf(keyId, purpose);
    return key && createHmac('sha256', key).update(value, 'utf8').digest();
  };

  return {
    currentKeyId,
    keyIds: [...keys.keys()],
    seal,
    open,
    openNullable: (sealed, place) => (sealed === null ? null : open(sealed, place)),
    keyedHash: (value, purpose) => `h1.${currentKeyId}.${hashUnder(currentKeyId, value, purpose)!.toString('base64url')}`,
    matchesKeyedHash(value, purpose, stored) {
      const match = HASHED.exec(stored);
      const expected = match ? Buffer.from(match[2]!, 'base64url') : undefined;
      const actual = match ? hashUnder(match[1]!, value, purpose) : undefined;
      if (!expected || !actual || expected.length !== actual.length) return { matches: false, current: false };
      return { matches: timingSafeEqual(expected, actual), current: match![1] === currentKeyId };
    },
  };
}
