import { randomBytes } from 'node:crypto';
import { count, isNotNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import { people } from '@/db/schema';
import { AppError, conflict } from '@/server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { hashSecret } from '../auth/secrets';
import type { ConsoleAdmin, NewConsoleAdminInput } from './administrator-schemas';
import { findPersonByEmail } from './sign-in';

/** Creates an administrator (an owner unless a role is given), as the CLI, start-up and tests do. */
export async function createConsoleAdmin(context: { db: Db; audit: AuditContext }, input: NewConsoleAdminInput): Promise<ConsoleAdmin> {
  const passwordHash = await hashSecret(input.password);
  try {
    return await context.db.transaction(async (tx) => {
      const [row] = await tx.insert(people).values({ email: input.email, passwordHash, adminRole: input.role ?? 'owner' }).returning();
      await recordAuditEvent(tx, context.audit, { action: 'console_admin.created', targetType: 'console_admin', targetId: row!.id, details: { email: row!.email } });
      return { id: row!.id, email: row!.email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('An administrator with this e-mail address already exists');
    throw error;
  }
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
    const fromEnv = options.fromEnv;
    if (await findPersonByEmail(context.db, fromEnv.email)) return { kind: 'exists' };
    const created = await createIfAbsent(() => createConsoleAdmin(context, fromEnv));
    return created ? { kind: 'created-from-env', email: fromEnv.email } : { kind: 'exists' };
  }
  const [admins] = await context.db.select({ value: count() }).from(people).where(isNotNull(people.adminRole));
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
