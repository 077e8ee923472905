import { randomBytes } from 'node:crypto';

/**
 * A tenant API key: `bk_<key id>_<secret>`, 16 and 32 characters of [A-Za-z0-9]. The fixed `bk_`
 * and the shape let secret scanners (GitHub's, gitleaks) match a leaked key; the key id is the
 * public handle the service looks the key up by (shown as the prefix `bk_<key id>`); the secret
 * carries about 190 random bits. Only a keyed hash of the whole key is stored.
 */
export const API_KEY_PREFIX = 'bk_';
export const API_KEY_PATTERN = /^bk_([A-Za-z0-9]{16})_([A-Za-z0-9]{32})$/;
/** What the keyed hash is for: its own derived key (server/infra/secret-box.ts). */
export const API_KEY_HASH_PURPOSE = 'tenant api key';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` characters of the alphabet, each uniform (bytes past the largest multiple of 62 are drawn again). */
function randomText(length: number): string {
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && text.length < length) text += ALPHABET[byte % 62];
    }
  }
  return text;
}

export type NewApiKey = { key: string; keyId: string; prefix: string; lastFour: string };

export function generateApiKey(): NewApiKey {
  const keyId = randomText(16);
  const key = `${API_KEY_PREFIX}${keyId}_${randomText(32)}`;
  return { key, keyId, prefix: prefixOf(keyId), lastFour: key.slice(-4) };
}

export const prefixOf = (keyId: string) => `${API_KEY_PREFIX}${keyId}`;

/** Whether a bearer credential is meant as an API key (it is then never read as a JWT). */
export const isApiKeyText = (token: string) => token.startsWith(API_KEY_PREFIX);

/** The key id of a well-formed key; null for anything else. */
export function keyIdOf(key: string): string | null {
  return API_KEY_PATTERN.exec(key)?.[1] ?? null;
}
