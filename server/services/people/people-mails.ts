/** The console's mails to people: invitations, password resets, security notices. Text and HTML say the same; every value is escaped. */
export type PeopleMail = { subject: string; text: string; html: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** When a link stops working, as the mail states it (UTC, to the minute). */
const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * An invitation to the administrators' console or to a tenant's portal. `to` names what the person
 * joins ("administer the platform", "join Acme"), `invitedBy` who asked, when known.
 */
export function invitationMail(input: { to: string; roleLabel: string; invitedBy: string | null; link: string; expiresAt: Date }): PeopleMail {
  const who = input.invitedBy ?? 'An administrator';
  const paragraphs = [
    `${who} invited you to ${input.to} with the role ${input.roleLabel}.`,
    'Open the link to accept: if you have no account yet, you choose your password there; if you have one, you confirm with its password.',
  ];
  const after = [`The link works once, for 7 days (until ${utcMinute(input.expiresAt)}).`, 'If you did not expect this invitation, ignore this mail: nothing changes.'];
  const subject = `Invitation to ${input.to}`;
  const text = [...paragraphs, `Accept the invitation: ${input.link}`, ...after].join('\n\n');
  const p = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const href = escapeHtml(input.link);
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#111;max-width:560px;margin:0 auto;padding:24px">',
    ...paragraphs.map(p),
    `<p style="margin:24px 0"><a href="${href}" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">Accept the invitation</a></p>`,
    `<p style="margin:0 0 16px;font-size:14px;color:#444">Or open this link: <a href="${href}">${href}</a></p>`,
    ...after.map(p),
    '</body></html>',
  ].join('');
  return { subject, text, html };
}

/** A mail of paragraphs and at most one button, rendered as text and as HTML alike. */
export function plainMail(input: { subject: string; paragraphs: string[]; action?: { label: string; link: string }; after?: string[] }): PeopleMail {
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

export { escapeHtml, utcMinute };
