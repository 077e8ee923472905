import 'server-only';
import { resolveConfig } from '../config';
import { type Container, createContainer } from '../container';
import { env as processEnv, EnvError } from '../env';
import { registerTracing, startRootSpan } from '../infra/tracing';
import { systemAuditContext } from '../services/audit/types';
import { ensureFirstConsoleAdmin } from '../services/people';

type GlobalWithContainer = typeof globalThis & { __billingContainer?: Promise<Container>; __billingContainerBuilt?: Container };

/**
 * The process-wide instance, built on first use. It lives on globalThis because Next.js may load a
 * module once per route bundle; every route and the instrumentation hook must share one instance.
 */
export function getContainer(): Promise<Container> {
  const holder = globalThis as GlobalWithContainer;
  if (!holder.__billingContainer) {
    holder.__billingContainer = (async () => {
      const config = await resolveConfig(processEnv());
      // Before anything opens a connection or answers a request, so all of it is traced.
      if (config.tracing) await registerTracing(config.tracing);
      // One trace for the start-up (migrations, the first administrator), which goes on after this returns.
      const startup = startRootSpan('startup');
      const container = await startup.run(() => createContainer(config, { defaultMetrics: true, onFatalStartup: stopOnFatalStartup }));
      void startup.run(() => announceStart(container)).finally(startup.end);
      holder.__billingContainerBuilt = container;
      return container;
    })();
    // A failed start must not poison every later request: the next call tries again.
    holder.__billingContainer.catch(() => {
      holder.__billingContainer = undefined;
    });
  }
  return holder.__billingContainer;
}

/**
 * A start-up that cannot succeed (the stored secrets' key is wrong) stops the process with the
 * reason, as a bad variable does, rather than answer 503 forever.
 */
function stopOnFatalStartup(error: unknown): void {
  console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

/** The process-wide instance once built, without a promise to wait on (the REST hot path). */
export function builtContainer(): Container | undefined {
  return (globalThis as GlobalWithContainer).__billingContainerBuilt;
}

/** Says the instance is starting; resolves once the first administrator is settled. */
function announceStart(container: Container): Promise<void> {
  const { config, logger } = container;
  logger.info(
    { port: config.port, database: config.database.kind, cache: config.cache.kind, analytics: config.analytics.kind, dataDir: config.dataDir },
    'billing platform starting',
  );
  const firstAdmin = createFirstConsoleAdmin(container);
  if (config.generatedSecrets.includes('ADMIN_API_KEY')) {
    // Printed once, on the start that generated it, outside the JSON log so it is not shipped anywhere.
    process.stdout.write(
      `\nAdmin API key (generated, stored in ${config.dataDir}/secrets.json; shown only this once):\n\n  ${config.adminApiKey}\n\n`,
    );
  }
  return firstAdmin;
}

/**
 * The console's first administrator, once migrations are applied: from CONSOLE_ADMIN_EMAIL and
 * CONSOLE_ADMIN_PASSWORD, or generated on the embedded default and printed once (like the admin key).
 */
async function createFirstConsoleAdmin(container: Container) {
  const { config, logger, database } = container;
  try {
    await container.whenMigrated(120_000);
    const outcome = await ensureFirstConsoleAdmin(
      { db: database.db, audit: systemAuditContext },
      { fromEnv: config.consoleAdmin, generate: config.database.kind === 'pglite' },
    );
    if (outcome.kind === 'created-from-env') logger.info({ email: outcome.email }, 'console administrator created from CONSOLE_ADMIN_EMAIL');
    if (outcome.kind === 'none') logger.warn('the console has no administrator yet: run `npm run admin:create -- <email>` or set CONSOLE_ADMIN_EMAIL and CONSOLE_ADMIN_PASSWORD');
    if (outcome.kind === 'generated') {
      // Printed once, outside the JSON log, like the admin key: only its hash is stored.
      process.stdout.write(
        `\nConsole administrator (generated; shown only this once): sign in at http://localhost:${config.port}/login\n\n  e-mail:   ${outcome.email}\n  password: ${outcome.password}\n\n`,
      );
    }
  } catch (error) {
    logger.error({ err: error }, 'could not create the first console administrator');
  }
}


export { EnvError };
