import type { Container } from '../container';
import { findAppError } from '../errors';
import { appRouter } from '../routers';
import { createCallerFactory } from '../trpc';
import { consoleRequestContext } from './handler';

export type LinkOutcome = { ok: boolean; title: string; message: string };

const createCaller = createCallerFactory(appRouter);

/**
 * What the pages behind the mailed links (/confirm-email, /parental-consent) do with the token of
 * their query: call the procedure the API's POST calls, through the same middleware (so the
 * per-IP throttle of the account API's unauthenticated routes holds for the page too), and say in
 * one sentence what happened.
 */
export async function confirmFromLink(
  container: Container,
  kind: 'confirm-email' | 'parental-consent',
  token: string | undefined,
  headers: Headers,
): Promise<LinkOutcome> {
  const failed = kind === 'confirm-email' ? 'E-mail address not confirmed' : 'Consent not recorded';
  if (!token) return { ok: false, title: failed, message: 'The link has no token. Open the link from the mail exactly as it was sent.' };
  const procedure = kind === 'confirm-email' ? 'account.confirmEmail' : 'account.parentalConsent';
  const caller = createCaller(consoleRequestContext(container, { method: 'POST', headers, procedure }, null));
  try {
    if (kind === 'confirm-email') {
      const { email } = await caller.account.confirmEmail({ token: token.slice(0, 200) });
      return { ok: true, title: 'E-mail address confirmed', message: `${email} is now confirmed for your learning account.` };
    }
    const { username } = await caller.account.parentalConsent({ token: token.slice(0, 200) });
    return { ok: true, title: 'Consent recorded', message: `Thank you. ${username} can now sign in and use the learning platform.` };
  } catch (error) {
    const code = findAppError(error)?.code;
    if (code === 'BAD_REQUEST' || code === 'VALIDATION_FAILED') return { ok: false, title: failed, message: 'This link is invalid, was already used, or has expired.' };
    if (code === 'CONFLICT') return { ok: false, title: failed, message: 'This address is already used by another account.' };
    if (code === 'RATE_LIMITED') return { ok: false, title: failed, message: 'Too many attempts from your network. Wait a few minutes, then open the link again.' };
    if (code === 'SERVICE_UNAVAILABLE') return { ok: false, title: failed, message: 'The service is busy or starting. Try the link again in a minute.' };
    container.logger.error({ err: error }, 'mailed link could not be confirmed');
    return { ok: false, title: failed, message: 'Something went wrong on our side. Try the link again later.' };
  }
}
