import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { isRowId } from '../services/shared/row-id';
import { currentConsoleSession } from './auth';

/** Once per page render: the layout and the page both guard, with one session check between them. */
const sessionOfThisRender = cache(currentConsoleSession);

/**
 * Guards a console page: signed out goes to /login; a session that is no longer valid (a suspended
 * or deleted tenant, a changed secret, a removed admin) is cleared through /logout, which says why;
 * an administrator on /portal or a tenant on /admin is sent to their own console. The sign-in page
 * opens on the tab of whoever was refused, or of the console they were in.
 */
export async function requireConsoleUser<K extends 'admin' | 'tenant'>(kind: K) {
  const current = await sessionOfThisRender();
  if (!current.ok) {
    if (current.reason === 'choose') redirect('/choose');
    // `as=tenant` opens the sign-in page on the tenant's tab (the administrator's is the default).
    const asTenant = (current.kind ?? kind) === 'tenant';
    redirect(current.reason === 'signed-out' ? (asTenant ? '/login?as=tenant' : '/login') : `/logout?reason=${current.reason}${asTenant ? '&as=tenant' : ''}`);
  }
  const { identity } = current;
  if (identity.kind !== kind) redirect(identity.kind === 'admin' ? '/admin' : '/portal');
  return identity as Extract<typeof identity, { kind: K }>;
}

/**
 * The id in a detail page's address, when it can name a row: anything else (`/portal/payments/nope`)
 * is an address with no page, answered with the console's page-not-found and status 404.
 */
export function rowIdOrNotFound(id: string): string {
  if (!isRowId(id)) notFound();
  return id;
}
