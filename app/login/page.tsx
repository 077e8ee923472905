import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SignInForm } from '@/components/console/sign-in-form';
import { currentConsoleSession } from '@/server/console/auth';

export const metadata: Metadata = { title: 'Sign in · Billing Console' };

const notices: Record<string, string> = {
  suspended: 'Your tenant has been suspended, so you were signed out. Contact your administrator.',
  deleted: 'Your tenant has been deleted, so you were signed out.',
  revoked: 'Your credentials changed, so you were signed out. Sign in again.',
  expired: 'Your session ended. Sign in again.',
};

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ reason?: string; as?: string }> }) {
  const current = await currentConsoleSession().catch(() => null);
  if (current?.ok) redirect(current.identity.kind === 'admin' ? '/admin' : '/portal');
  if (current && !current.ok && current.reason === 'choose') redirect('/choose');
  const { reason, as } = await searchParams;
  return (
    <main className="grid min-h-screen place-items-center px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-8 text-center">
          <span aria-hidden="true" className="mx-auto grid size-11 place-items-center rounded-xl bg-indigo-600 text-lg font-bold text-white shadow-sm">
            B
          </span>
          <h1 className="mt-4 text-2xl font-semibold tracking-tight">Sign in to the Billing Console</h1>
          <p className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">Administrators manage tenants; tenants manage their account.</p>
        </div>
        {reason && notices[reason] && (
          <p role="alert" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200">
            {notices[reason]}
          </p>
        )}
        <SignInForm initialKind={as === 'tenant' ? 'tenant' : 'admin'} />
      </div>
    </main>
  );
}
