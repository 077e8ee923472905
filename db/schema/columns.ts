import { timestamp } from 'drizzle-orm/pg-core';

/** Creation and update times, shared by every table that has them. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};
