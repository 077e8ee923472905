import { ZodError } from 'zod';
import type { Container } from '../container';
import { findAppError } from '../errors';
import { appRouter } from '../routers';
import type { InvitationAccepted, InvitationPreview } from '../services/people/team-schemas';
import { createCallerFactory } from '../trpc';
import { issuesFromZod } from '../trpc/validation';
import { consoleRequestContext } from './handler';

const createCaller = createCallerFactory(appRouter);

export type InvitationPageState = { ok: true; preview: InvitationPreview } | { ok: false; message: string };
export type AcceptOutcome = { ok: true; accepted: InvitationAccepted } | { ok: false; message: string; fieldErrors: Record<string, string> };

/** Why a call failed, in the page's words; unexpected failures are logged and answered vaguely. */
export function refusalOf(container: Container, error: unknown): { message: string; fieldErrors: Record<string, string> } {
  const appError = findAppError(error);
  const cause = (error as { cause?: unknown }).cause;
  const fieldErrors: Record<string, string> = {};
  // The input's own schema refused it (tRPC wraps zod's error): the field messages say why.
  if (cause instanceof ZodError) {
    for (const issue of issuesFromZod(cause)) fieldErrors[issue.field] ??= issue.message;
    return { message: 'Check the highlighted fields.', fieldErrors };
  }
  for (const issue of appError?.issues ?? []) fieldErrors[issue.field] ??= issue.message;
  switch (appError?.code) {
    case 'BAD_REQUEST':
    case 'UNAUTHORIZED':
    case 'CONFLICT':
    case 'VALIDATION_FAILED':
      return { message: appError.message, fieldErrors };
    case 'RATE_LIMITED':
      return { message: 'Too many attempts from your network. Wait a few minutes, then try again.', fieldErrors };
    case 'SERVICE_UNAVAILABLE':
      return { message: 'The service is busy or starting. Try again in a minute.', fieldErrors };
    default:
      container.logger.error({ err: error }, 'invitation page call failed');
      return { message: 'Something went wrong on our side. Try again later.', fieldErrors };
  }
}

/**
 * What the page behind an invitation's link shows and does: the public procedures the console
 * exposes, called through the same middleware (the sign-in throttle holds for the page too).
 */
export async function previewFromLink(container: Container, token: string, headers: Headers): Promise<InvitationPageState> {
  const caller = createCaller(consoleRequestContext(container, { method: 'GET', headers, procedure: 'invitations.preview' }, null));
  try {
    return { ok: true, preview: await caller.invitations.preview({ token: token.slice(0, 200) }) };
  } catch (error) {
    return { ok: false, message: refusalOf(container, error).message };
  }
}

export async function acceptFromLink(
  container: Container,
  input: { token: string; name?: string; password: string },
  headers: Headers,
): Promise<AcceptOutcome> {
  const caller = createCaller(consoleRequestContext(container, { method: 'POST', headers, procedure: 'invitations.accept' }, null));
  try {
    return { ok: true, accepted: await caller.invitations.accept({ token: input.token.slice(0, 200), password: input.password, ...(input.name ? { name: input.name } : {}) }) };
  } catch (error) {
    return { ok: false, ...refusalOf(container, error) };
  }
}
