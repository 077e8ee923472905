import { randomUUID } from 'node:crypto';
import type { Container } from '@/server/container';
import { findAppError } from '@/server/errors';
import { confirmEmail, giveParentalConsent } from './profile';

export type LinkOutcome = { ok: boolean; title: string; message: string };

/**
 * What the pages behind the mailed links (/confirm-email, /parental-consent) do with the token of
 * their query: the same service the API's POST calls, and a sentence saying what happened.
 */
export async function confirmFromLink(
  container: Container,
  kind: 'confirm-email' | 'parental-consent',
  token: string | undefined,
  request: { ip: string | null; userAgent: string | null },
): Promise<LinkOutcome> {
  const failed = kind === 'confirm-email' ? 'E-mail address not confirmed' : 'Consent not recorded';
  if (!token) return { ok: false, title: failed, message: 'The link has no token. Open the link from the mail exactly as it was sent.' };
  const context = {
    db: container.database.db,
    audit: { actor: { type: 'anonymous' as const, id: null }, correlationId: randomUUID(), ip: request.ip },
    mailer: container.mailer,
    publicBaseUrl: container.config.publicBaseUrl,
    userAgent: request.userAgent,
  };
  try {
    await container.whenStarted(10_000);
    if (kind === 'confirm-email') {
      const { email } = await confirmEmail(context, token.slice(0, 200));
      return { ok: true, title: 'E-mail address confirmed', message: `${email} is now confirmed for your learning account.` };
    }
    const { username } = await giveParentalConsent(context, token.slice(0, 200));
    return { ok: true, title: 'Consent recorded', message: `Thank you. ${username} can now sign in and use the learning platform.` };
  } catch (error) {
    const appError = findAppError(error);
    if (appError?.code === 'BAD_REQUEST') return { ok: false, title: failed, message: 'This link is invalid, was already used, or has expired.' };
    if (appError?.code === 'CONFLICT') return { ok: false, title: failed, message: 'This address is already used by another account.' };
    container.logger.error({ err: error }, 'mailed link could not be confirmed');
    return { ok: false, title: failed, message: 'Something went wrong on our side. Try the link again later.' };
  }
}
