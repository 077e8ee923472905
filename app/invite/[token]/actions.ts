'use server';

import { headers } from 'next/headers';
import { type AcceptOutcome, acceptFromLink } from '@/server/console/invitation-links';
import { getContainer } from '@/server/runtime/process-container';

/** The invitation form's submission: accepts with the token of the page's address. */
export async function acceptInvitationAction(token: string, _previous: AcceptOutcome | null, form: FormData): Promise<AcceptOutcome> {
  const name = form.get('name');
  const password = form.get('password');
  return acceptFromLink(
    await getContainer(),
    { token, password: typeof password === 'string' ? password : '', ...(typeof name === 'string' && name.trim() ? { name: name.trim() } : {}) },
    await headers(),
  );
}
