import { describe, expect, it } from 'vitest';
import { confirmationMail } from '../account/account-mails';
import { invitationMail } from '../people/people-mails';
import { mailTime, plainMail } from './mail-template';

describe('the one mail template', () => {
  it('writes the same paragraphs and link as text and as HTML, escaping every value', () => {
    const mail = plainMail({ subject: 'Hi', paragraphs: ['<b>Tom & "Jerry"</b>'], action: { label: 'Open', link: 'https://x.test/a?b=1&c=<2>' }, after: ['Bye'] });
    expect(mail.text).toBe('<b>Tom & "Jerry"</b>\n\nOpen: https://x.test/a?b=1&c=<2>\n\nBye');
    expect(mail.html).toContain('&#60;b&#62;Tom &#38; &#34;Jerry&#34;&#60;/b&#62;');
    expect(mail.html).toContain('href="https://x.test/a?b=1&#38;c=&#60;2&#62;"');
    expect(mail.html).not.toContain('<b>Tom');
  });

  it('leaves the button out of a mail without an action', () => {
    const mail = plainMail({ subject: 'Notice', paragraphs: ['Something happened.'] });
    expect(mail.text).toBe('Something happened.');
    expect(mail.html).not.toContain('<a ');
  });

  it('is what the console and the account API send', () => {
    const invitation = invitationMail({ to: 'join Acme', roleLabel: 'Developer', invitedBy: 'Ada', link: 'https://x.test/invite', expiresAt: new Date('2026-12-06T10:15:30Z') });
    expect(invitation.text).toContain('Accept the invitation: https://x.test/invite');
    expect(invitation.text).toContain(`until ${mailTime(new Date('2026-12-06T10:15:30Z'))}`);
    expect(mailTime(new Date('2026-12-06T10:15:30Z'))).toBe('06 Dec 2026, 10:15 UTC');
    expect(confirmationMail('ada', 'https://x.test/confirm', '01 Dec 2026, 09:00 UTC').html).toContain('>Confirm your e-mail address</a>');
  });
});
