/**
 * `npm run admin:create -- <email> [--password <password>]`: adds a console administrator to the
 * configured database (DATABASE_URL, or the embedded one under DATA_DIR while no server holds it).
 * Without --password one is generated and printed once; only its argon2id hash is stored.
 */
import { randomBytes } from 'node:crypto';
import { resolveConfig } from '../config';
import { createContainer } from '../container';
import { env, EnvError } from '../env';
import { AppError } from '../errors';
import { createConsoleAdmin, newConsoleAdminInput } from '../services/people';

function argumentsOf(argv: string[]) {
  const passwordAt = argv.indexOf('--password');
  const password = passwordAt >= 0 ? argv[passwordAt + 1] : undefined;
  // Without --password, passwordAt + 1 is 0: the e-mail's own index must not be skipped then.
  const email = argv.find((value, index) => !value.startsWith('--') && (passwordAt < 0 || index !== passwordAt + 1));
  return { email, password };
}

async function main() {
  const { email, password: given } = argumentsOf(process.argv.slice(2));
  const password = given ?? randomBytes(15).toString('base64url');
  const parsed = newConsoleAdminInput.safeParse({ email, password });
  if (!parsed.success) {
    console.error(`Usage: npm run admin:create -- <email> [--password <at least 12 characters>]\n${parsed.error.issues.map((issue) => `  ${issue.message}`).join('\n')}`);
    process.exit(2);
  }
  const config = await resolveConfig(env());
  const container = await createContainer({ ...config, backgroundJobs: false });
  try {
    await container.whenMigrated(60_000);
    const admin = await createConsoleAdmin(
      { db: container.database.db, audit: { actor: { type: 'system', id: 'cli' }, correlationId: null, ip: null } },
      parsed.data,
    );
    // The outbox row is shipped by the server's loop; a CLI process ends before it would run.
    await container.auditShipper.flush().catch(() => {});
    console.log(`Console administrator ${admin.email} created.${given ? '' : `\nPassword (shown only this once): ${password}`}`);
  } finally {
    await container.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof EnvError || error instanceof AppError ? error.message : `admin:create failed: ${error instanceof Error ? error.message : String(error)}`;
  console.error(message);
  process.exit(1);
});
