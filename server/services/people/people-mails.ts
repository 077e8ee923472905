import { type MailContent, mailTime, plainMail } from '../mail/mail-template';

/**
 * An invitation to the administrators' console or to a tenant's portal. `to` names what the person
 * joins ("administer the platform", "join Acme"), `invitedBy` who asked, when known.
 */
export function invitationMail(input: { to: string; roleLabel: string; invitedBy: string | null; link: string; expiresAt: Date }): MailContent {
  const who = input.invitedBy ?? 'An administrator';
  return plainMail({
    subject: `Invitation to ${input.to}`,
    paragraphs: [
      `${who} invited you to ${input.to} with the role ${input.roleLabel}.`,
      'Open the link to accept: if you have no account yet, you choose your password there; if you have one, you confirm with its password.',
    ],
    action: { label: 'Accept the invitation', link: input.link },
    after: [`The link works once, for 7 days (until ${mailTime(input.expiresAt)}).`, 'If you did not expect this invitation, ignore this mail: nothing changes.'],
  });
}
