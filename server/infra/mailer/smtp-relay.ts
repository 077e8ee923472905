import nodemailer from 'nodemailer';
import { withSpan } from '../tracing';

/** One mail as the relay gets it; `id` makes its Message-ID, the same on every attempt. */
export type OutgoingMail = { id: string; to: string; subject: string; text: string; html: string | null };

/**
 * A relay's refusal or a failed connection. `permanent`: a 5xx reply, the relay will never take
 * this mail; anything else (a 4xx reply, a refused connection, a timeout) is worth another try.
 */
export class SmtpFailure extends Error {
  constructor(
    readonly reply: string,
    readonly permanent: boolean,
    options?: { cause?: unknown },
  ) {
    super(reply, options);
    this.name = 'SmtpFailure';
  }
}

export type SmtpRelay = {
  /** Resolves with the relay's reply once it accepted the mail; rejects with an SmtpFailure. */
  send(mail: OutgoingMail): Promise<{ reply: string }>;
  /** Connects and greets the relay (readiness); rejects when it cannot. */
  verify(): Promise<void>;
  close(): void;
};

/** The domain of the sender address, for Message-IDs (`<id@domain>`). */
export function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'localhost';
}

/**
 * The SMTP relay through nodemailer: `smtp://user:pass@host:587` (STARTTLS when the relay offers
 * it) or `smtps://…:465`. Connections are pooled; each attempt is bounded by `timeoutMs`.
 */
export function createSmtpRelay(options: { url: string; from: string; timeoutMs: number }): SmtpRelay {
  const transport = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs * 3,
  } as nodemailer.TransportOptions);
  const domain = senderDomain(options.from);
  const relayHost = new URL(options.url).hostname;

  async function sendOne(mail: OutgoingMail): Promise<{ reply: string }> {
    try {
      const info = await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        messageId: `<${mail.id}@${domain}>`,
        date: new Date(),
      });
      return { reply: String(info.response ?? '') };
    } catch (error) {
      throw failureOf(error);
    }
  }

  return {
    // Each attempt a client span: the relay's host, never the recipient.
    send: (mail) => withSpan('smtp send', { 'server.address': relayHost }, () => sendOne(mail)),
    async verify() {
      await transport.verify();
    },
    close() {
      transport.close();
    },
  };
}

function failureOf(error: unknown): SmtpFailure {
  const { responseCode, response, code, message } = error as { responseCode?: number; response?: string; code?: string; message?: string };
  if (typeof responseCode === 'number') return new SmtpFailure(response ?? `${responseCode}`, responseCode >= 500, { cause: error });
  return new SmtpFailure([code, message].filter(Boolean).join(': ') || 'SMTP connection failed', false, { cause: error });
}
