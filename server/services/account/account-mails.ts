import { type MailContent, mailTime, plainMail } from '../mail/mail-template';
import { MAIL_TOKEN_TTL_S } from './account-tokens';

export type { MailContent };

const HOURS = MAIL_TOKEN_TTL_S / 3600;

/** When a link sent now stops working, as the mail states it (the one format, UTC). */
export function linkExpiry(now = new Date()): string {
  return mailTime(new Date(now.getTime() + MAIL_TOKEN_TTL_S * 1000));
}

const mail = (subject: string, paragraphs: string[], action: { label: string; link: string }, after: string[]): MailContent => plainMail({ subject, paragraphs, action, after });

const expiryNote = (expires: string) => `The link works once, for ${HOURS} hours (until ${expires}).`;

/** The confirmation of the address an account registered with. */
export function confirmationMail(username: string, link: string, expires = linkExpiry()): MailContent {
  return mail(
    'Confirm your e-mail address',
    [`Welcome, ${username}.`, 'Confirm your e-mail address to finish setting up your learning account.'],
    { label: 'Confirm your e-mail address', link },
    [expiryNote(expires), 'If you did not create this account, ignore this mail: nothing changes.'],
  );
}

/** The confirmation of a new address: until it is confirmed the current one stays in use. */
export function emailChangeMail(newEmail: string, link: string, expires = linkExpiry()): MailContent {
  return mail(
    'Confirm your new e-mail address',
    [`Confirm ${newEmail} as the address of your learning account.`, 'Until then your current address stays in use.'],
    { label: 'Confirm the new address', link },
    [expiryNote(expires), 'If you did not ask for this change, ignore this mail: your address stays as it is.'],
  );
}

/** The parent's consent for a child's account: without it the account cannot be used. */
export function parentalConsentMail(username: string, link: string, expires = linkExpiry()): MailContent {
  return mail(
    `Consent for ${username}'s learning account`,
    [`${username} registered a learning account and is under 16.`, 'The account can be used once you give your consent.'],
    { label: 'Give your consent', link },
    [`${expiryNote(expires)} Without consent the account cannot be used.`, 'If you do not know this account, ignore this mail: it stays closed.'],
  );
}
