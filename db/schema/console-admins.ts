import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Administrators of the web console: e-mail and an argon2id password hash. */
export const consoleAdmins = pgTable(
  'console_admins',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    lastSignInAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  // Addresses differing only in case are the same mailbox to people.
  (t) => [uniqueIndex('console_admins_email_lower_key').on(sql`lower(${t.email})`)],
);

export type ConsoleAdminRow = typeof consoleAdmins.$inferSelect;
