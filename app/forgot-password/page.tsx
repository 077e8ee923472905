import type { Metadata } from 'next';
import { ForgotPasswordForm } from '@/components/console/forgot-password-form';
import { requestPasswordResetAction } from './actions';

export const metadata: Metadata = { title: 'Forgot your password? · Billing Console', robots: { index: false } };
export const dynamic = 'force-dynamic';

/** Asks for a link to choose a new password, sent by mail to the account's address. */
export default function ForgotPasswordPage() {
  return (
    <main className="grid min-h-screen place-items-center px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-8 text-center">
          <span aria-hidden="true" className="mx-auto grid size-11 place-items-center rounded-xl bg-indigo-600 text-lg font-bold text-white shadow-sm">
            B
          </span>
          <h1 className="mt-4 text-2xl font-semibold tracking-tight">Forgot your password?</h1>
          <p className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">Enter the e-mail address you sign in with: we mail it a link to choose a new password.</p>
        </div>
        <ForgotPasswordForm action={requestPasswordResetAction} />
      </div>
    </main>
  );
}
