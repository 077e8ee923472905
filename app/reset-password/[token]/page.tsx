import type { Metadata } from 'next';
import Link from 'next/link';
import { headers } from 'next/headers';
import { ResetPasswordForm } from '@/components/console/reset-password-form';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { previewResetLink } from '@/server/console/password-reset-links';
import { getContainer } from '@/server/process-container';
import { resetPasswordAction } from './actions';

export const metadata: Metadata = { title: 'Choose a new password · Billing Console', robots: { index: false } };
export const dynamic = 'force-dynamic';

/** The page behind a password reset link: the new password's form, or why the link no longer works. */
export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const token = decodeURIComponent((await params).token);
  const state = await previewResetLink(await getContainer(), token, await headers());
  return (
    <main className="grid min-h-screen place-items-center px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-8 text-center">
          <span aria-hidden="true" className="mx-auto grid size-11 place-items-center rounded-xl bg-indigo-600 text-lg font-bold text-white shadow-sm">
            B
          </span>
          <h1 className="mt-4 text-2xl font-semibold tracking-tight">{state.ok ? 'Choose a new password' : 'Link not valid'}</h1>
          {state.ok && (
            <p className="mt-1 text-sm break-words text-zinc-500 dark:text-zinc-400">
              For <strong className="font-medium text-zinc-700 dark:text-zinc-200">{state.preview.email}</strong>. Every session of the account ends: you sign in again
              with the new password.
            </p>
          )}
        </div>
        {state.ok ? (
          <ResetPasswordForm action={resetPasswordAction.bind(null, token)} email={state.preview.email} expiresAt={state.preview.expiresAt} />
        ) : (
          <Card>
            <div className="space-y-4 px-6 py-5">
              <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                {state.message} Ask for a new link: it works for one hour.
              </p>
              <Link href="/forgot-password" className={buttonClasses('primary', 'md', 'w-full')}>
                Ask for a new link
              </Link>
            </div>
          </Card>
        )}
      </div>
    </main>
  );
}
