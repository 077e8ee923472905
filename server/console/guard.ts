import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { isRowId } from '../services/shared/row-id';
import { type ConsoleIdentity, currentConsoleSession } from './auth';

/** Once per page render: the layout and the page both guard, with one session check between them. */
const sessionOfThisRender = cache(currentConsoleSession);

/**
 * Guards a console page: signed out goes to /login; a session that is no longer valid (a suspended
 * or deleted tenant, a changed secret, a removed admin) is cleared through /logout, which says why;
 * an administrator on /portal or a tenant on /admin is sent to their own console. The sign-in page
 * opens on the tab of whoever was refused, or of the console they were in.
 */
export async function requireConsoleUser<K extends 'admin' | 'tenant'>(kind: K) {
  const identity = await signedInOrRedirect(kind);
  // A person who must have a second factor sets one up before anything else.
  if (identity.secondFactorMissing) redirect('/account');
  if (identity.kind !== kind) redirect(identity.kind === 'admin' ? '/admin' : '/portal');
  return identity as Extract<typeof identity, { kind: K }>;
}

/** Whoever is signed in, in whichever console; the sign-in page (or /choose) otherwise. */
async function signedInOrRedirect(kind: 'admin' | 'tenant'): Promise<ConsoleIdentity> {
  const current = await sessionOfThisRender();
  if (current.ok) return current.identity;
  if (current.reason === 'choose') redirect('/choose');
  // `as=tenant` opens the sign-in page on the app secret's tab (e-mail is the default): for a
  // refused app-secret session, and for a portal page reached signed out.
  const asTenant = (current.kind ?? kind) === 'tenant';
  redirect(current.reason === 'signed-out' ? (asTenant ? '/login?as=tenant' : '/login') : `/logout?reason=${current.reason}${asTenant ? '&as=tenant' : ''}`);
}

/**
 * Guards a person's own pages (/account): a person signed in with e-mail, in whichever console.
 * The app-secret sign-in of a tenant has no account: it goes back to its portal.
 */
export async function requireConsolePerson(): Promise<ConsoleIdentity> {
  const identity = await signedInOrRedirect('admin');
  if (identity.kind === 'tenant' && !identity.person) redirect('/portal');
  return identity;
}

/**
 * The id in a detail page's address, when it can name a row: anything else (`/portal/payments/nope`)
 * is an address with no page, answered with the console's page-not-found and status 404.
 */
export function rowIdOrNotFound(id: string): string {
  if (!isRowId(id)) notFound();
  return id;
}
