import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One known value sealed with the encryption key of stored secrets (server/infra/secret-box.ts),
 * written by the first start: every later start opens it, so an instance given another key stops
 * at start-up even while no other secret is stored yet. Rotations re-seal it with the rest.
 */
export const storedSecretsCanary = pgTable('stored_secrets_canary', {
  /** Always `key-check`: one row. */
  id: text().primaryKey(),
  sealed: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
