import type { Db } from '@/db/client';
import type { AuditContext } from '../audit/types';

/** What tenant services need: the database (or a transaction) and who is acting. */
export type TenantServiceContext = { db: Db; audit: AuditContext };
