/**
 * The product's one mail template: every mail (the console's invitations, resets and security
 * notices, the account API's confirmations, the endpoint-health notices to tenants) is paragraphs,
 * at most one button, and closing lines, written as text and as HTML that say the same. The link
 * is a button and again in full (some clients hide buttons); every value is escaped.
 */

import { formatMoment, UTC } from '../time';

/** A mail's content: what the outbox stores and the relay sends. */
export type MailContent = { subject: string; text: string; html: string };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A moment as a mail states it: the product's one format (as the console writes times), in UTC,
 * named: a mail has no reader's time zone to go by, and is read wherever its reader is.
 */
export const mailTime = (at: Date) => formatMoment(at, UTC);

export type MailParts = { subject: string; paragraphs: string[]; action?: { label: string; link: string }; after?: string[] };

export function plainMail(input: MailParts): MailContent {
  const after = input.after ?? [];
  const text = [...input.paragraphs, ...(input.action ? [`${input.action.label}: ${input.action.link}`] : []), ...after].join('\n\n');
  const p = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const button = input.action
    ? [
        `<p style="margin:24px 0"><a href="${escapeHtml(input.action.link)}" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(input.action.label)}</a></p>`,
        `<p style="margin:0 0 16px;font-size:14px;color:#444">Or open this link: <a href="${escapeHtml(input.action.link)}">${escapeHtml(input.action.link)}</a></p>`,
      ]
    : [];
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#111;max-width:560px;margin:0 auto;padding:24px">',
    ...input.paragraphs.map(p),
    ...button,
    ...after.map(p),
    '</body></html>',
  ].join('');
  return { subject: input.subject, text, html };
}
