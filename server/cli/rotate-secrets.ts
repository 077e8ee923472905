/**
 * `npm run secrets:rotate`: re-seals every secret stored in the database under the current
 * SECRETS_ENCRYPTION_KEY, opening what older keys sealed with SECRETS_ENCRYPTION_KEY_PREVIOUS (and
 * sealing any plaintext left from before sealing). Run it once every instance has the new key;
 * afterwards the previous key can be removed (docs/deployment.md, "Rotating the encryption key").
 * Safe to run again, and while instances serve: each value is written only if unchanged since read.
 */
import { openDatabases } from '@/db/client';
import { resolveConfig } from '../config';
import { secretBoxOf } from '../infra/secret-box';
import { env, EnvError } from '../env';
import { countKeysHashedUnderOtherKeys } from '../services/api-keys/hash-rotation';
import { checkStoredSecretKeys, resealStoredSecrets } from '../services/secrets/stored-secrets';

async function main() {
  const config = await resolveConfig(env());
  const secrets = secretBoxOf(config.secretsKeys);
  const { database, analytics } = await openDatabases(config);
  try {
    await checkStoredSecretKeys(database.db, secrets);
    const counts = await resealStoredSecrets(database.db, secrets);
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    console.log(`Stored secrets re-sealed under key ${secrets.currentKeyId}: ${total} value(s).`);
    for (const [column, count] of Object.entries(counts)) console.log(`  ${column}: ${count}`);
    // API keys are hashed, not sealed: only a request that brings one can hash it again.
    const staleKeys = await countKeysHashedUnderOtherKeys(database.db, secrets.currentKeyId);
    if (staleKeys > 0) {
      console.log(
        `Tenant API keys still hashed under an earlier key: ${staleKeys}. Each is hashed again on its next use; ` +
          'those unused when SECRETS_ENCRYPTION_KEY_PREVIOUS is removed stop working.',
      );
    }
  } finally {
    await analytics.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : `Rotation failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
