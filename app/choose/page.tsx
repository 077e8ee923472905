import type { Metadata } from 'next';
import { getServerSession } from 'next-auth/next';
import { connection } from 'next/server';
import { redirect } from 'next/navigation';
import { consoleAuthOptions } from '@/server/console/auth';
import { chooseConsoleAction } from '@/server/console/choose-console';
import { getContainer } from '@/server/runtime/process-container';
import { consoleAccessOf, findLiveConsoleSession } from '@/server/services/people';
import { adminRoleLabels, memberRoleLabels } from '@/server/services/people/role-labels';

export const metadata: Metadata = { title: 'Choose a console · Billing Console' };

/** After sign-in, for a person with more than one console (and from the frame's "Switch console"). */
export default async function ChooseConsolePage({ searchParams }: { searchParams: Promise<{ refused?: string }> }) {
  await connection();
  const app = await getContainer();
  const session = (await getServerSession(await consoleAuthOptions())) as { console?: { kind: string; sessionId?: string } } | null;
  if (session?.console?.kind !== 'person' || !session.console.sessionId) redirect('/login');
  await app.whenMigrated(10_000);
  const live = await findLiveConsoleSession(app.database.db, session.console.sessionId);
  if (!live) redirect('/logout?reason=expired');
  const access = await consoleAccessOf(app.database.db, live.person);
  const { refused } = await searchParams;
  const choices = [
    ...(access.admin ? [{ key: 'admin', kind: 'admin', tenantId: '', title: 'Administration', subtitle: `Administrator · ${adminRoleLabels[access.admin]}`, disabled: false }] : []),
    ...access.tenants.map((tenant) => ({
      key: tenant.tenantId,
      kind: 'tenant',
      tenantId: tenant.tenantId,
      title: tenant.name,
      subtitle: tenant.status === 'SUSPENDED' ? 'Suspended' : `Tenant portal · ${memberRoleLabels[tenant.role]}`,
      disabled: tenant.status !== 'ACTIVE',
    })),
  ];
  return (
    <main className="grid min-h-screen place-items-center px-4 py-12">
      <div className="w-full max-w-md">
        <h1 className="text-center text-2xl font-semibold tracking-tight">Choose a console</h1>
        <p className="mt-1 text-center text-sm break-words text-zinc-500 dark:text-zinc-400">Signed in as {live.person.email}. You can switch later from the menu.</p>
        {refused && (
          <p role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200">
            You no longer have access to that console.
          </p>
        )}
        <ul className="mt-6 space-y-3">
          {choices.map((choice) => (
            <li key={choice.key}>
              <form action={chooseConsoleAction}>
                <input type="hidden" name="kind" value={choice.kind} />
                <input type="hidden" name="tenantId" value={choice.tenantId} />
                <button
                  type="submit"
                  disabled={choice.disabled}
                  className="w-full rounded-xl border border-zinc-200 bg-white px-4 py-3 text-left shadow-sm transition-colors hover:border-indigo-400 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60 dark:border-zinc-800 dark:bg-zinc-900 dark:hover:border-indigo-500"
                >
                  <span className="block truncate font-medium">{choice.title}</span>
                  <span className="block text-sm text-zinc-500 dark:text-zinc-400">{choice.subtitle}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
        {choices.length === 0 && <p className="mt-6 text-center text-sm">This account has no console access any more.</p>}
      </div>
    </main>
  );
}
