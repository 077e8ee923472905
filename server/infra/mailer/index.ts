import type { Db } from '@/db/client';
import { outboundMail } from '@/db/schema';
import type { Logger } from '../logger';

export type Mail = {
  /** The account the mail concerns: the mail is removed with it. */
  userId: string | null;
  to: string;
  subject: string;
  body: string;
};

/**
 * Sends the platform's mails. `send` takes the transaction of the change that causes the mail, so
 * a mail exists exactly when its token does.
 */
export interface Mailer {
  readonly kind: 'outbox';
  send(tx: Db, mail: Mail): Promise<void>;
}

/**
 * The default without SMTP settings: the mail is written to `outbound_mail` and to the log, where
 * tests, operators and the console read it. Nothing leaves the machine.
 */
export function createOutboxMailer(logger: Logger): Mailer {
  return {
    kind: 'outbox',
    async send(tx, mail) {
      const [row] = await tx.insert(outboundMail).values(mail).returning({ id: outboundMail.id });
      logger.info({ mailId: row!.id, to: mail.to, subject: mail.subject, body: mail.body }, 'mail queued in outbound_mail (no SMTP configured)');
    },
  };
}
