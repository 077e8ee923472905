'use server';

import { getServerSession } from 'next-auth/next';
import { redirect } from 'next/navigation';
import { getContainer } from '../runtime/process-container';
import { recordAuditEvent } from '../services/audit/record-audit-event';
import { chooseConsole, consoleAccessOf, findLiveConsoleSession } from '../services/people';
import { consoleAuthOptions } from './auth';

/**
 * The console chooser's action (/choose and the frame's switch): the server checks that the
 * person may enter the console chosen, keeps the choice on the session's row, and opens it.
 */
export async function chooseConsoleAction(form: FormData): Promise<void> {
  const app = await getContainer();
  const session = (await getServerSession(await consoleAuthOptions())) as { console?: { kind: string; personId?: string; sessionId?: string } } | null;
  const token = session?.console;
  if (token?.kind !== 'person' || !token.sessionId || !token.personId) redirect('/login');
  const db = app.database.db;
  const live = await findLiveConsoleSession(db, token.sessionId);
  if (!live || live.person.id !== token.personId) redirect('/logout?reason=expired');
  const access = await consoleAccessOf(db, live.person);
  const kind = form.get('kind');
  const tenantId = String(form.get('tenantId') ?? '');
  if (kind === 'admin' && access.admin) {
    await chooseConsole(db, live.session.id, { kind: 'admin' });
  } else if (kind === 'tenant' && access.tenants.some((tenant) => tenant.tenantId === tenantId && tenant.status === 'ACTIVE')) {
    await chooseConsole(db, live.session.id, { kind: 'tenant', tenantId });
  } else {
    redirect('/choose?refused=1');
  }
  await recordAuditEvent(db, { actor: { type: 'person', id: live.person.id, person: { id: live.person.id, email: live.person.email } }, correlationId: null, ip: live.session.ip }, {
    action: 'person.console_chosen',
    targetType: kind === 'admin' ? 'console' : 'tenant',
    targetId: kind === 'admin' ? 'admin' : tenantId,
  });
  redirect(kind === 'admin' ? '/admin' : '/portal');
}
