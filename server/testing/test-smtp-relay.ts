import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type RelayedMail = { to: string[]; subject: string; text: string; html: string };

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

/** The part of a multipart message with `type`, decoded (nodemailer writes quoted-printable, base64 or 7bit). */
function partOf(raw: string, type: 'text/plain' | 'text/html'): string {
  const part = raw.split(/\r?\n--[^\r\n]+\r?\n/).find((section) => new RegExp(`^Content-Type: ${type}`, 'im').test(section));
  if (!part) return '';
  const headerEnd = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, headerEnd);
  const body = part.slice(headerEnd).replace(/^\r?\n\r?\n/, '').replace(/\r?\n--[^\r\n]+--\s*$/, '');
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  const decoded = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
  return decoded.replace(/\r\n/g, '\n');
}

/**
 * A real SMTP server for integration tests, the app's SMTP_URL pointing at it: keeps what it
 * receives, with the subject and the text and HTML parts decoded enough to read a mailed link.
 */
export class TestSmtpRelay {
  received: RelayedMail[] = [];
  port = 0;
  private server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
        this.received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '',
          text: partOf(raw, 'text/plain'),
          html: partOf(raw, 'text/html'),
        });
        callback();
      });
    },
  });

  async start(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  stop(): Promise<void> {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The mails received for `address` (whatever its case), oldest first. */
  mailsTo(address: string): RelayedMail[] {
    return this.received.filter((mail) => mail.to.includes(address.toLowerCase()));
  }
}
