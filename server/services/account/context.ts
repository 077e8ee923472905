import type { Db } from '@/db/client';
import type { Mailer } from '@/server/infra/mailer';
import type { AuditContext } from '../audit/types';

/** What account services need: the database (or a transaction), who is acting, and the mailer. */
export type AccountServiceContext = {
  db: Db;
  audit: AuditContext;
  mailer: Mailer;
  /** Base of the links in mails (`{base}/confirm-email?token=...`). */
  publicBaseUrl: string;
  userAgent: string | null;
};
