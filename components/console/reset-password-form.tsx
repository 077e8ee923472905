'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import type { ResetOutcome } from '@/server/console/password-reset-links';
import { Button, buttonClasses } from '../ui/button';
import { Card } from '../ui/card';
import { DateTime } from '../ui/date-time';
import { TextField } from '../ui/field';

/** Sets a new password from a mailed link; afterwards the person signs in with it. */
export function ResetPasswordForm({
  action,
  email,
  expiresAt,
}: {
  action: (previous: ResetOutcome | null, form: FormData) => Promise<ResetOutcome>;
  email: string;
  expiresAt: string;
}) {
  const [outcome, submit, pending] = useActionState(action, null);

  if (outcome?.ok) {
    return (
      <Card>
        <div role="status" className="space-y-4 px-6 py-5">
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            Your password was changed, and every session of your account was ended. Sign in with {outcome.completed.email} and your new password.
          </p>
          <Link href="/login" className={buttonClasses('primary', 'md', 'w-full')}>
            Sign in
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
        {/* The address lets a password manager store the new password under the right account. */}
        <TextField label="E-mail" name="email" value={email} readOnly autoComplete="username" />
        <TextField label="New password" name="password" type="password" autoComplete="new-password" required autoFocus error={errors.password} hint="At least 12 characters." />
        {message && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-500/10 dark:text-red-300">
            {message}
          </p>
        )}
        <Button type="submit" pending={pending} className="w-full">
          Set the new password
        </Button>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">The link works once, until <DateTime value={expiresAt} />.</p>
      </form>
    </Card>
  );
}
