/**
 * The browser tests' mailbox: an SMTP server the app's relay (SMTP_URL) hands its mails to, keeping
 * them in memory, and an HTTP endpoint listing them as JSON for the specs (e2e/support/mailbox.ts).
 * Playwright starts it before the app (playwright.config.ts, `webServer`):
 *
 *   tsx e2e/support/mailbox-server.ts <smtp port> <http port>
 *
 * GET /mails (?to=address) answers `[{ id, to, subject, text, html, receivedAt }]`, oldest first.
 * Nothing is parsed beyond what nodemailer writes (a text part and an HTML part, quoted-printable
 * or base64): enough to read a link, not a general MIME parser.
 */
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { id: number; to: string[]; subject: string; text: string; html: string; receivedAt: string };

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
if (!smtpPort || !httpPort) {
  console.error('usage: tsx e2e/support/mailbox-server.ts <smtp port> <http port>');
  process.exit(2);
}

const mails: ReceivedMail[] = [];

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`), as nodemailer writes a subject with non-ASCII characters. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** The text and HTML bodies of a message, looking into multipart/* parts recursively. */
function bodiesOf(part: Part, found: { text: string; html: string }) {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      bodiesOf(splitPart(section.replace(/^\r?\n/, '')), found);
    }
    return;
  }
  if (/^text\/html/i.test(type)) found.html ||= decodeBody(part).replace(/\r\n/g, '\n');
  else if (/^text\/plain/i.test(type)) found.text ||= decodeBody(part).replace(/\r\n/g, '\n');
}

function parseMail(raw: string, to: string[]): ReceivedMail {
  const message = splitPart(raw);
  const bodies = { text: '', html: '' };
  bodiesOf(message, bodies);
  return { id: mails.length + 1, to, subject: decodeHeader(message.headers.get('subject') ?? ''), ...bodies, receivedAt: new Date().toISOString() };
}

const smtp = new SMTPServer({
  // Plain SMTP on the loopback, as a local relay: no TLS, no login.
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase())));
      callback();
    });
  },
});

const api = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://mailbox');
  if (req.method !== 'GET' || url.pathname !== '/mails') {
    res.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(to ? mails.filter((mail) => mail.to.includes(to)) : mails));
});

smtp.listen(smtpPort, '127.0.0.1');
api.listen(httpPort, '127.0.0.1');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    api.close();
    smtp.close(() => process.exit(0));
  });
}
