import { MAIL_TOKEN_TTL_S } from './account-tokens';

/** A mail's content: what the outbox stores and the relay sends. */
export type MailContent = { subject: string; text: string; html: string };

const HOURS = MAIL_TOKEN_TTL_S / 3600;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** When a link sent now stops working, as the mail states it (UTC, to the minute). */
export function linkExpiry(now = new Date()): string {
  return `${new Date(now.getTime() + MAIL_TOKEN_TTL_S * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * The HTML body: the same paragraphs as the text, the link as a button and again in full (some
 * clients hide buttons). Every value is escaped.
 */
function html(paragraphs: string[], action: { label: string; link: string }, after: string[]): string {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const href = escapeHtml(action.link);
  return [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#111;max-width:560px;margin:0 auto;padding:24px">',
    ...paragraphs.map(p),
    `<p style="margin:24px 0"><a href="${href}" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:14px;color:#444">Or open this link: <a href="${href}">${href}</a></p>`,
    ...after.map(p),
    '</body></html>',
  ].join('');
}

function mail(subject: string, paragraphs: string[], action: { label: string; link: string }, after: string[]): MailContent {
  return { subject, text: [...paragraphs, `${action.label}: ${action.link}`, ...after].join('\n\n'), html: html(paragraphs, action, after) };
}

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
