import type { Metadata } from 'next';
import Link from 'next/link';
import { headers } from 'next/headers';
import { ResetPasswordForm } from '@/components/console/reset-password-form';
import { SignInPage } from '@/components/console/sign-in-page';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { previewResetLink } from '@/server/console/password-reset-links';
import { getContainer } from '@/server/runtime/process-container';
import { resetPasswordAction } from './actions';

export const metadata: Metadata = { title: 'Choose a new password · Billing Console', robots: { index: false } };
export const dynamic = 'force-dynamic';

/** The page behind a password reset link: the new password's form, or why the link no longer works. */
export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const token = decodeURIComponent((await params).token);
  const state = await previewResetLink(await getContainer(), token, await headers());
  return (
    <SignInPage
      title={state.ok ? 'Choose a new password' : 'Link not valid'}
      intro={
        state.ok && (
          <>
            For <strong className="font-medium text-zinc-700 dark:text-zinc-200">{state.preview.email}</strong>. Every session of the account ends: you sign in again with
            the new password.
          </>
        )
      }
    >
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
    </SignInPage>
  );
}
