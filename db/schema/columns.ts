import { jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Creation and update times, shared by every table that has them. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/**
 * The columns of an audit event, shared by the outbox of the main database and the
 * analytics store, so an event moves between them unchanged. A function: each table needs its own
 * column objects.
 */
export const auditEventColumns = () => ({
  id: uuid().primaryKey(),
  at: timestamp({ withTimezone: true }).notNull(),
  actorType: text().notNull(),
  actorId: text(),
  /** The person behind a console action (an administrator or a tenant's member), with their e-mail then. */
  personId: text(),
  personEmail: text(),
  action: text().notNull(),
  targetType: text(),
  targetId: text(),
  correlationId: text(),
  ip: text(),
  details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
});
