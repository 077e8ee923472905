/** The 64 characters of base64url: a secret made of them can be pasted into a URL, a shell or a .env file as is. */
const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * A random secret of `length` url-safe characters from the browser's CSPRNG (6 bits each: 32
 * characters carry 192 bits). 64 divides 256, so taking each byte modulo 64 favours no character.
 */
export function generateSecret(length = 32): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => URL_SAFE[byte % URL_SAFE.length]).join('');
}
