'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import type { ResetRequestOutcome } from '@/server/console/password-reset-links';
import { Button, buttonClasses } from '../ui/button';
import { Card } from '../ui/card';
import { TextField } from '../ui/field';

/**
 * Asks for a password reset link. The answer is the same whether or not an account uses the
 * address: the page cannot be used to find out who has an account.
 */
export function ForgotPasswordForm({ action }: { action: (previous: ResetRequestOutcome | null, form: FormData) => Promise<ResetRequestOutcome> }) {
  const [outcome, submit, pending] = useActionState(action, null);

  if (outcome?.ok) {
    return (
      <Card>
        <div className="space-y-4 px-6 py-5">
          <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
            {outcome.message}
          </p>
          <Link href="/login" className={buttonClasses('secondary', 'md', 'w-full')}>
            Back to sign-in
          </Link>
        </div>
      </Card>
    );
  }

  const errors = outcome && !outcome.ok ? outcome.fieldErrors : {};
  const message = outcome && !outcome.ok && Object.keys(outcome.fieldErrors).length === 0 ? outcome.message : null;
  return (
    <Card>
      <form action={submit} className="space-y-4 px-6 py-5" noValidate>
        <TextField label="E-mail" name="email" type="email" autoComplete="username" required autoFocus error={errors.email} />
        {message && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-500/10 dark:text-red-300">
            {message}
          </p>
        )}
        <Button type="submit" pending={pending} className="w-full">
          Send the link
        </Button>
        <p className="text-center text-sm">
          <Link href="/login" className="font-medium text-indigo-600 hover:underline dark:text-indigo-400">
            Back to sign-in
          </Link>
        </p>
      </form>
    </Card>
  );
}
