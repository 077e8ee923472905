import { index, pgSchema, timestamp } from 'drizzle-orm/pg-core';
import { auditEventColumns } from '../schema/columns';

/**
 * The analytics store: its own schema, in the main database by default or in the database at
 * ANALYTICS_DATABASE_URL. Events are keyed by their id, so shipping one twice stores it once.
 */
export const analytics = pgSchema('analytics');

export const auditEvents = analytics.table(
  'audit_events',
  {
    ...auditEventColumns(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at),
    index('audit_events_actor_id_at_idx').on(t.actorId, t.at),
    index('audit_events_action_at_idx').on(t.action, t.at),
    index('audit_events_target_id_at_idx').on(t.targetId, t.at),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
