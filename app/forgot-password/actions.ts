'use server';

import { headers } from 'next/headers';
import { requestResetFromPage, type ResetRequestOutcome } from '@/server/console/password-reset-links';
import { getContainer } from '@/server/runtime/process-container';

/** The forgotten password form's submission: asks for a link by mail. */
export async function requestPasswordResetAction(_previous: ResetRequestOutcome | null, form: FormData): Promise<ResetRequestOutcome> {
  const email = form.get('email');
  return requestResetFromPage(await getContainer(), typeof email === 'string' ? email.trim() : '', await headers());
}
