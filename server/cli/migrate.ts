/**
 * `npm run db:migrate`: applies the committed migrations to the configured database and to the
 * analytics store, then exits. The server also applies them at start-up unless
 * MIGRATE_ON_START=false, which is what operators set when a release step runs this instead.
 */
import { resolveConfig } from '../config';
import { env, EnvError } from '../env';
import { openDatabases } from '@/db/client';

async function main() {
  const config = await resolveConfig(env());
  const { database, analytics } = await openDatabases(config);
  try {
    await database.migrate('main');
    await analytics.migrate('analytics');
  } finally {
    await analytics.close();
    await database.close();
  }
  console.log(`Migrations applied (database: ${config.database.kind}, analytics: ${config.analytics.kind}).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : `Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
