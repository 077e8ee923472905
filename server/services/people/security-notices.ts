import type { Db } from '@/db/client';
import type { Mailer } from '@/server/infra/mailer';
import { mailTime, plainMail } from '../mail/mail-template';

/**
 * What a person is told by mail about their own account, so that a change they did not make is
 * noticed: a sign-in from a browser not seen before, a second factor or a passkey added or removed,
 * a changed password.
 */
export type SecurityNotice =
  | { kind: 'new_browser'; browser: string; ip: string | null; at: Date }
  | { kind: 'two_factor_enabled' }
  | { kind: 'two_factor_disabled' }
  | { kind: 'recovery_codes_regenerated' }
  | { kind: 'passkey_added'; name: string }
  | { kind: 'passkey_removed'; name: string }
  | { kind: 'password_changed' };

const subjects: Record<SecurityNotice['kind'], string> = {
  new_browser: 'New sign-in to your console account',
  two_factor_enabled: 'Two-factor sign-in turned on',
  two_factor_disabled: 'Two-factor sign-in turned off',
  recovery_codes_regenerated: 'New recovery codes made',
  passkey_added: 'Passkey added to your account',
  passkey_removed: 'Passkey removed from your account',
  password_changed: 'Your password was changed',
};

function whatHappened(notice: SecurityNotice): string {
  switch (notice.kind) {
    case 'new_browser':
      return `Your account was signed in to from a browser it had not used before: ${notice.browser}${notice.ip ? `, from ${notice.ip}` : ''}, at ${mailTime(notice.at)}.`;
    case 'two_factor_enabled':
      return 'Two-factor sign-in with an authenticator app was turned on for your account. Ten recovery codes were made with it.';
    case 'two_factor_disabled':
      return 'Two-factor sign-in with an authenticator app was turned off for your account, and its recovery codes no longer work.';
    case 'recovery_codes_regenerated':
      return 'New recovery codes were made for your account; the old ones no longer work.';
    case 'passkey_added':
      return `A passkey named "${notice.name}" was added to your account. It can sign in without a password.`;
    case 'passkey_removed':
      return `The passkey named "${notice.name}" was removed from your account.`;
    case 'password_changed':
      return "Your account's password was changed, and every other browser signed in as you was signed out.";
  }
}

/** The notice as a mail: what happened, then what to do if it was not them. */
export function securityNoticeMail(notice: SecurityNotice, accountLink: string) {
  return plainMail({
    subject: subjects[notice.kind],
    paragraphs: [whatHappened(notice), 'If this was you, there is nothing to do.'],
    action: { label: 'Review your account', link: accountLink },
    after: ["If it was not you, change your password at once, then end the sessions you do not recognise on your account's page, and tell an administrator."],
  });
}

/**
 * Queues the notice in the outbox, in the transaction of the change it reports: the mail exists
 * exactly when the change does.
 */
export async function sendSecurityNotice(
  tx: Db,
  context: { mailer: Mailer; publicBaseUrl: string },
  person: { id: string; email: string },
  notice: SecurityNotice,
): Promise<void> {
  const accountLink = `${context.publicBaseUrl.replace(/\/+$/, '')}/account`;
  await context.mailer.send(tx, { userId: null, to: person.email, ...securityNoticeMail(notice, accountLink) });
}
