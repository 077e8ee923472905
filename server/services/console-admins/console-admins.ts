import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import { consoleAdmins } from '@/db/schema';
import { AppError, conflict, unauthorized } from '@/server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { burnVerification, hashSecret, verifySecret } from '../auth/secrets';
import type { AdminSignInInput, ConsoleAdmin, NewConsoleAdminInput } from './console-admin-schemas';

export const invalidAdminCredentials = 'Invalid e-mail or password';

export async function createConsoleAdmin(context: { db: Db; audit: AuditContext }, input: NewConsoleAdminInput): Promise<ConsoleAdmin> {
  const passwordHash = await hashSecret(input.password);
  try {
    return await context.db.transaction(async (tx) => {
      const [row] = await tx.insert(consoleAdmins).values({ email: input.email, passwordHash }).returning();
      await recordAuditEvent(tx, context.audit, { action: 'console_admin.created', targetType: 'console_admin', targetId: row!.id, details: { email: row!.email } });
      return { id: row!.id, email: row!.email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('An administrator with this e-mail address already exists');
    throw error;
  }
}

/**
 * Checks an administrator's e-mail and password. An unknown address and a wrong password answer
 * alike after the same work; both attempts are audited.
 */
export async function authenticateConsoleAdmin(context: { db: Db; audit: AuditContext }, input: AdminSignInInput): Promise<ConsoleAdmin> {
  const [admin] = await context.db
    .select()
    .from(consoleAdmins)
    .where(eq(sql`lower(${consoleAdmins.email})`, input.email.trim().toLowerCase()))
    .limit(1);
  const passwordOk = admin ? await verifySecret(admin.passwordHash, input.password) : (await burnVerification(input.password), false);
  if (!admin || !passwordOk) {
    await recordAuditEvent(context.db, { ...context.audit, actor: { type: 'anonymous', id: null } }, {
      action: 'console_admin.sign_in.failed',
      targetType: 'console_admin',
      targetId: admin?.id ?? null,
      details: { email: input.email.slice(0, 254) },
    });
    throw unauthorized(invalidAdminCredentials);
  }
  await context.db.transaction(async (tx) => {
    await tx.update(consoleAdmins).set({ lastSignInAt: sql`now()` }).where(eq(consoleAdmins.id, admin.id));
    await recordAuditEvent(tx, { ...context.audit, actor: { type: 'admin', id: admin.id } }, {
      action: 'console_admin.sign_in.succeeded',
      targetType: 'console_admin',
      targetId: admin.id,
    });
  });
  return { id: admin.id, email: admin.email };
}

export async function findConsoleAdmin(db: Db, id: string): Promise<ConsoleAdmin | null> {
  const [row] = await db.select({ id: consoleAdmins.id, email: consoleAdmins.email }).from(consoleAdmins).where(eq(consoleAdmins.id, id)).limit(1);
  return row ?? null;
}

export const GENERATED_ADMIN_EMAIL = 'admin@console.local';

export type FirstAdminOutcome =
  | { kind: 'exists' }
  | { kind: 'created-from-env'; email: string }
  | { kind: 'generated'; email: string; password: string }
  | { kind: 'none' };

/**
 * Makes sure the console has an administrator once the database is migrated: the one named by
 * CONSOLE_ADMIN_EMAIL/CONSOLE_ADMIN_PASSWORD if set, else, on the embedded default only, a
 * generated one whose password the caller prints once (like the admin API key). On a shared
 * database nothing is generated: an operator runs `npm run admin:create`.
 */
export async function ensureFirstConsoleAdmin(
  context: { db: Db; audit: AuditContext },
  options: { fromEnv: { email: string; password: string } | null; generate: boolean },
): Promise<FirstAdminOutcome> {
  if (options.fromEnv) {
    const [existing] = await context.db
      .select({ id: consoleAdmins.id })
      .from(consoleAdmins)
      .where(eq(sql`lower(${consoleAdmins.email})`, options.fromEnv.email.toLowerCase()))
      .limit(1);
    if (existing) return { kind: 'exists' };
    return createIfAbsent(() => createConsoleAdmin(context, options.fromEnv!)).then((created) =>
      created ? { kind: 'created-from-env', email: options.fromEnv!.email } : { kind: 'exists' },
    );
  }
  const [admins] = await context.db.select({ value: count() }).from(consoleAdmins);
  if ((admins?.value ?? 0) > 0) return { kind: 'exists' };
  if (!options.generate) return { kind: 'none' };
  const password = randomBytes(15).toString('base64url');
  const created = await createIfAbsent(() => createConsoleAdmin(context, { email: GENERATED_ADMIN_EMAIL, password }));
  return created ? { kind: 'generated', email: GENERATED_ADMIN_EMAIL, password } : { kind: 'exists' };
}

/** Another instance may create the same administrator at the same moment: that is not an error. */
async function createIfAbsent(create: () => Promise<ConsoleAdmin>): Promise<boolean> {
  try {
    await create();
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') return false;
    throw error;
  }
}
