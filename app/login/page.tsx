import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SignInForm } from '@/components/console/sign-in-form';
import { SignInPage } from '@/components/console/sign-in-page';
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
    <SignInPage title="Sign in to the Billing Console" intro="Administrators manage tenants; tenants manage their account.">
      {reason && notices[reason] && (
        <p role="alert" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200">
          {notices[reason]}
        </p>
      )}
      <SignInForm initialKind={as === 'tenant' ? 'tenant' : 'admin'} />
    </SignInPage>
  );
}
