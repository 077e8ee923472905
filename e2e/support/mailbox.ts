import { expect } from '@playwright/test';
import type { ReceivedMail } from './mailbox-server';
import { currentServer } from './servers';

export type { ReceivedMail };

/** The mailbox of the current worker's server. */
const mailboxUrl = () => `http://127.0.0.1:${currentServer().mailbox.http}`;

/** Every mail the mailbox received for `to`, oldest first. */
export async function mailsTo(to: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${mailboxUrl()}/mails?to=${encodeURIComponent(to)}`);
  expect(response.status, 'the e2e mailbox answers').toBe(200);
  return (await response.json()) as ReceivedMail[];
}

/**
 * The newest mail to `to` (with `subject` in its subject, when given) received after the mail
 * numbered `after` (see `lastMailId`), as soon as it arrives. The app's mail job hands queued mails
 * to the relay every second, so the mailbox is asked every 250 ms until `timeout`.
 */
export async function waitForMail(to: string, options: { subject?: string | RegExp; after?: number; timeout?: number } = {}): Promise<ReceivedMail> {
  const matches = (mail: ReceivedMail) =>
    mail.id > (options.after ?? 0) &&
    (options.subject === undefined || (typeof options.subject === 'string' ? mail.subject.includes(options.subject) : options.subject.test(mail.subject)));
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to)).filter(matches).at(-1);
        return found !== undefined;
      },
      { message: `a mail to ${to}${options.subject ? ` about ${options.subject}` : ''}`, timeout: options.timeout ?? 15_000, intervals: [250] },
    )
    .toBe(true);
  return found!;
}

/** The id of the newest mail to `to` so far (0 when none): pass it as `after` to wait for the next one. */
export async function lastMailId(to: string): Promise<number> {
  return (await mailsTo(to)).at(-1)?.id ?? 0;
}

/** The first link in the mail's text starting with `prefix` (e.g. the app's base URL and a path). */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`${escaped}\\S*`).exec(mail.text)?.[0];
  expect(link, `a link starting with ${prefix} in:\n${mail.text}`).toBeDefined();
  return link!;
}
