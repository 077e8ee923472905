import type { Container } from '../container';
import { findAppError } from '../errors';
import { appRouter } from '../routers';
import type { PasswordResetCompleted, PasswordResetPreview } from '../services/people/password-reset-schemas';
import { createCallerFactory } from '../trpc';
import { consoleRequestContext } from './handler';
import { refusalOf } from './invitation-links';

const createCaller = createCallerFactory(appRouter);

export type FormRefusal = { ok: false; message: string; fieldErrors: Record<string, string> };
export type ResetRequestOutcome = { ok: true; message: string } | FormRefusal;
export type ResetLinkState = { ok: true; preview: PasswordResetPreview } | { ok: false; message: string };
export type ResetOutcome = { ok: true; completed: PasswordResetCompleted } | FormRefusal;

/** Why a call failed, in the page's words: a throttle's refusal says when to try again. */
function refusal(container: Container, error: unknown): FormRefusal {
  const appError = findAppError(error);
  if (appError?.code === 'RATE_LIMITED') return { ok: false, message: appError.message, fieldErrors: {} };
  return { ok: false, ...refusalOf(container, error) };
}

const callerFor = (container: Container, headers: Headers, method: 'GET' | 'POST', procedure: string) =>
  createCaller(consoleRequestContext(container, { method, headers, procedure }, null));

/**
 * The pages of a forgotten password (/forgot-password, /reset-password/<token>): the public
 * procedures the console exposes, called through the same middleware (their throttles hold for
 * the pages too).
 */
export async function requestResetFromPage(container: Container, email: string, headers: Headers): Promise<ResetRequestOutcome> {
  try {
    const { message } = await callerFor(container, headers, 'POST', 'passwordReset.request').passwordReset.request({ email });
    return { ok: true, message };
  } catch (error) {
    return refusal(container, error);
  }
}

export async function previewResetLink(container: Container, token: string, headers: Headers): Promise<ResetLinkState> {
  try {
    return { ok: true, preview: await callerFor(container, headers, 'GET', 'passwordReset.preview').passwordReset.preview({ token: token.slice(0, 200) }) };
  } catch (error) {
    return { ok: false, message: refusal(container, error).message };
  }
}

export async function completeResetFromLink(container: Container, input: { token: string; password: string }, headers: Headers): Promise<ResetOutcome> {
  try {
    const completed = await callerFor(container, headers, 'POST', 'passwordReset.complete').passwordReset.complete({ token: input.token.slice(0, 200), password: input.password });
    return { ok: true, completed };
  } catch (error) {
    return refusal(container, error);
  }
}
