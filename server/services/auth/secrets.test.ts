import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTestHashCost } from './hash-cost';
import { hashSecret, keysMatch, verifySecret } from './secrets';

/** Made by the `argon2` package (0.45.1, node-gyp build) that hashed every secret stored before. */
const LEGACY_HASH = '$argon2id$v=19$m=65536,p=4,t=3$sugHAvVzPOPqTmJO4k+OqQ$WyxcY6zZ9wTssaxmpRYOZha2nFmBh6KvbM0JT9myU+w';
const LEGACY_SECRET = 'legacy-secret-123';

describe('secret hashing', () => {
  // What production stores, not the test suites' cheap cost (server/testing/setup.ts).
  beforeAll(() => setTestHashCost(false));
  afterAll(() => setTestHashCost(true));

  it('verifies a hash stored by the argon2 package used before', async () => {
    expect(await verifySecret(LEGACY_HASH, LEGACY_SECRET)).toBe(true);
    expect(await verifySecret(LEGACY_HASH, 'legacy-secret-124')).toBe(false);
  });

  it('hashes with argon2id at 64 MiB, t=3, p=4, salted per hash', async () => {
    const first = await hashSecret('a-long-secret-1');
    const second = await hashSecret('a-long-secret-1');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=4\$/);
    expect(first).not.toBe(second);
    expect(await verifySecret(first, 'a-long-secret-1')).toBe(true);
    expect(await verifySecret(first, 'a-long-secret-2')).toBe(false);
  });

  it('verifies a hash made at the test cost too: a hash names its own parameters', async () => {
    setTestHashCost(true);
    try {
      const cheap = await hashSecret('a-long-secret-1');
      expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
      expect(await verifySecret(cheap, 'a-long-secret-1')).toBe(true);
    } finally {
      setTestHashCost(false);
    }
  });

  it('answers false, not an error, for a stored value that is not a hash', async () => {
    expect(await verifySecret('not-a-hash', 'a-long-secret-1')).toBe(false);
    expect(await verifySecret('', 'a-long-secret-1')).toBe(false);
  });

  it('compares keys of any length in constant time', () => {
    expect(keysMatch('same-key', 'same-key')).toBe(true);
    expect(keysMatch('short', 'a-much-longer-key')).toBe(false);
  });
});
