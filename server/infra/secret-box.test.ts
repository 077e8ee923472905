import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, decodeSecretsKey, isSealed, sealedKeyId, SecretKeyError, secretsKeyId } from './secret-box';

const PLACE = 'tenants.webhook_secret:6f1c1a52-0000-4000-8000-000000000001';

describe('the secret box', () => {
  const key = randomBytes(32);
  const box = createSecretBox(key);

  it('seals a value into v1.<key id>.<iv>.<ciphertext>, different each time, and opens it at its place', () => {
    const first = box.seal('whsec_the-secret', PLACE);
    const second = box.seal('whsec_the-secret', PLACE);
    expect(first).toMatch(/^v1\.[A-Za-z0-9_-]{8}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('the-secret');
    expect(sealedKeyId(first)).toBe(secretsKeyId(key));
    expect(box.currentKeyId).toBe(secretsKeyId(key));
    expect(isSealed(first)).toBe(true);
    expect(isSealed('whsec_the-secret')).toBe(false);
    expect(box.open(first, PLACE)).toBe('whsec_the-secret');
    expect(box.open(second, PLACE)).toBe('whsec_the-secret');
    expect(box.openNullable(null, PLACE)).toBeNull();
  });

  it('refuses a value moved to another row or column, or altered', () => {
    const sealed = box.seal('whsec_the-secret', PLACE);
    expect(() => box.open(sealed, 'tenants.webhook_secret:6f1c1a52-0000-4000-8000-000000000002')).toThrow(SecretKeyError);
    expect(() => box.open(sealed, 'tenants.previous_webhook_secret:6f1c1a52-0000-4000-8000-000000000001')).toThrow(/does not open/);
    const body = sealed.split('.')[3]!;
    const flipped = `${body.slice(0, 4)}${body[4] === 'A' ? 'B' : 'A'}${body.slice(5)}`;
    expect(() => box.open(sealed.replace(body, flipped), PLACE)).toThrow(SecretKeyError);
    expect(() => box.open('whsec_plaintext', PLACE)).toThrow(/not sealed/);
  });

  it('refuses a value sealed with another key, naming both variables; a previous key still opens what it sealed', () => {
    const oldKey = randomBytes(32);
    const sealedBefore = createSecretBox(oldKey).seal('JBSWY3DPEHPK3PXP', PLACE);
    expect(() => box.open(sealedBefore, PLACE)).toThrow(/SECRETS_ENCRYPTION_KEY .*SECRETS_ENCRYPTION_KEY_PREVIOUS/);
    const rotating = createSecretBox(key, [oldKey]);
    expect(rotating.keyIds).toEqual([secretsKeyId(key), secretsKeyId(oldKey)]);
    expect(rotating.open(sealedBefore, PLACE)).toBe('JBSWY3DPEHPK3PXP');
    expect(sealedKeyId(rotating.seal('JBSWY3DPEHPK3PXP', PLACE))).toBe(secretsKeyId(key));
  });

  it('reads a key as base64 (standard or URL-safe) or 64 hex digits, and nothing else', () => {
    const bytes = randomBytes(32);
    expect(decodeSecretsKey(bytes.toString('base64'))).toEqual(bytes);
    expect(decodeSecretsKey(bytes.toString('base64url'))).toEqual(bytes);
    expect(decodeSecretsKey(bytes.toString('hex'))).toEqual(bytes);
    expect(decodeSecretsKey(randomBytes(31).toString('base64'))).toBeNull();
    expect(decodeSecretsKey(randomBytes(33).toString('base64'))).toBeNull();
    expect(decodeSecretsKey('a passphrase of forty-four characters, not!!')).toBeNull();
  });
  it('hashes a value with a key of its purpose, names the key, and matches it under a previous key while that key is configured', () => {
    const hash = box.keyedHash('bk_example_secret', 'tenant api key');
    expect(hash).toMatch(/^h1\.[A-Za-z0-9_-]{8}\.[A-Za-z0-9_-]{43}$/);
    expect(hash.split('.')[1]).toBe(secretsKeyId(key));
    expect(hash).not.toContain('secret');
    // The same value and purpose hash alike (it is looked up and compared); another purpose or value does not match.
    expect(box.keyedHash('bk_example_secret', 'tenant api key')).toBe(hash);
    expect(box.matchesKeyedHash('bk_example_secret', 'tenant api key', hash)).toEqual({ matches: true, current: true });
    expect(box.matchesKeyedHash('bk_example_secreT', 'tenant api key', hash).matches).toBe(false);
    expect(box.matchesKeyedHash('bk_example_secret', 'another purpose', hash).matches).toBe(false);
    expect(box.matchesKeyedHash('bk_example_secret', 'tenant api key', 'h1.AAAAAAAA.short').matches).toBe(false);
    expect(box.matchesKeyedHash('bk_example_secret', 'tenant api key', box.seal('bk_example_secret', PLACE)).matches).toBe(false);

    const rotated = createSecretBox(randomBytes(32), [key]);
    expect(rotated.matchesKeyedHash('bk_example_secret', 'tenant api key', hash)).toEqual({ matches: true, current: false });
    expect(rotated.keyedHash('bk_example_secret', 'tenant api key')).not.toBe(hash);
    // Once the key that made it is no longer configured, nothing matches it.
    expect(createSecretBox(randomBytes(32)).matchesKeyedHash('bk_example_secret', 'tenant api key', hash).matches).toBe(false);
  });
});
