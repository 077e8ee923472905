'use server';

import { headers } from 'next/headers';
import { completeResetFromLink, type ResetOutcome } from '@/server/console/password-reset-links';
import { getContainer } from '@/server/runtime/process-container';

/** The new password's submission, with the token of the page's address. */
export async function resetPasswordAction(token: string, _previous: ResetOutcome | null, form: FormData): Promise<ResetOutcome> {
  const password = form.get('password');
  return completeResetFromLink(await getContainer(), { token, password: typeof password === 'string' ? password : '' }, await headers());
}
