/**
 * The HS256 key of a secret, imported once per process. Given raw bytes, jose imports a WebCrypto
 * key on every sign and verify, which the CPU profile of GET /tenants/me showed among its largest
 * costs. Every JWT of the app (tenant tokens, account tokens) takes its key from here.
 */
const keys = new Map<string, Promise<CryptoKey>>();

export function hmacKeyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}
