import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { auditEventColumns } from './columns';

/**
 * Audit events staged in the main database, written in the same transaction as the change they
 * describe, then shipped to the analytics store. A row leaves this table only once the analytics
 * store holds the event, so an analytics outage loses nothing.
 */
export const auditOutbox = pgTable(
  'audit_outbox',
  {
    ...auditEventColumns(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
  },
  (t) => [index('audit_outbox_next_attempt_at_idx').on(t.nextAttemptAt)],
);

export type AuditOutboxRow = typeof auditOutbox.$inferSelect;
