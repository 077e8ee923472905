import { hash, randomBytes } from 'node:crypto';

/**
 * Opaque tokens: refresh tokens, mailed links (invitations, password resets, address
 * confirmations) and course-API keys are random, shown once, and stored only as their sha256.
 * Tenant API keys, long-lived and able to move money, get a keyed hash instead
 * (server/services/api-keys, with the secret box's HMAC under SECRETS_ENCRYPTION_KEY), so a copy of
 * the database alone cannot even check a guess against them.
 */

/** sha256 (hex) of an opaque token or key: what is stored and looked up, never the token. */
export const sha256 = (value: string) => hash('sha256', value, 'hex');

/** An opaque random token: 256 bits, base64url. */
export const randomToken = () => randomBytes(32).toString('base64url');
