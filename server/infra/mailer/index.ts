import type { Db } from '@/db/client';
import { outboundMail } from '@/db/schema';
import type { Logger } from '../logger';

export type Mail = {
  /** The account the mail concerns: the mail is removed with it. */
  userId: string | null;
  to: string;
  subject: string;
  /** The plain-text body. */
  text: string;
  html: string;
};

/**
 * The platform's mail outbox. `send` takes the transaction of the change that causes the mail, so
 * a mail exists exactly when its token does; the mail job delivers it afterwards.
 */
export interface Mailer {
  /** `smtp`: queued for the relay; `log`: no relay configured, the mail goes to the log only. */
  readonly kind: 'smtp' | 'log';
  send(tx: Db, mail: Mail): Promise<void>;
}

/**
 * With a relay, the row is queued for the mail job. Without one (the embedded default, tests), it
 * is stored as `logged` and written to the log, where operators and the console read it: nothing
 * leaves the machine.
 */
export function createMailer(options: { relay: boolean; logger: Logger }): Mailer {
  const { logger } = options;
  if (options.relay) {
    return {
      kind: 'smtp',
      async send(tx, mail) {
        await tx.insert(outboundMail).values({ userId: mail.userId, to: mail.to, subject: mail.subject, body: mail.text, html: mail.html, status: 'queued' });
      },
    };
  }
  return {
    kind: 'log',
    async send(tx, mail) {
      const [row] = await tx
        .insert(outboundMail)
        .values({ userId: mail.userId, to: mail.to, subject: mail.subject, body: mail.text, html: mail.html, status: 'logged' })
        .returning({ id: outboundMail.id });
      logger.info({ mailId: row!.id, to: mail.to, subject: mail.subject, body: mail.text }, 'mail written to the log (no SMTP relay configured)');
    },
  };
}
