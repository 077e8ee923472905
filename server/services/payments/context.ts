import type { Db } from '@/db/client';
import type { AuditContext } from '../audit/types';

/** What payment services need: the database (or a transaction) and who is acting. */
export type PaymentServiceContext = { db: Db; audit: AuditContext };
