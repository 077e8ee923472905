import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Audit events staged in the main database, written in the same transaction as the change they
 * describe, then shipped to the analytics store. A row leaves this table only once the analytics
 * store holds the event, so an analytics outage loses nothing.
 */
export const auditOutbox = pgTable(
  'audit_outbox',
  {
    id: uuid().primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorType: text().notNull(),
    actorId: text(),
    action: text().notNull(),
    targetType: text(),
    targetId: text(),
    correlationId: text(),
    ip: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
  },
  (t) => [index('audit_outbox_next_attempt_at_idx').on(t.nextAttemptAt)],
);

export type AuditOutboxRow = typeof auditOutbox.$inferSelect;
