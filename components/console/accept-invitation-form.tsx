'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import type { AcceptOutcome } from '@/server/console/invitation-links';
import { Button, buttonClasses } from '../ui/button';
import { Card } from '../ui/card';
import { DateTime } from '../ui/date-time';
import { TextField } from '../ui/field';

/**
 * Accepts an invitation. Without an account the person chooses a name and a password; with one,
 * the account's password proves it is them. Afterwards they sign in as usual.
 */
export function AcceptInvitationForm({
  action,
  email,
  hasAccount,
  expiresAt,
}: {
  action: (previous: AcceptOutcome | null, form: FormData) => Promise<AcceptOutcome>;
  email: string;
  hasAccount: boolean;
  expiresAt: string;
}) {
  const [outcome, submit, pending] = useActionState(action, null);

  if (outcome?.ok) {
    const { accepted } = outcome;
    return (
      <Card>
        <div role="status" className="space-y-4 px-6 py-5">
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            Welcome. {accepted.kind === 'admin' ? 'You are now an administrator' : `You are now a member of ${accepted.tenantName}`} with the role {accepted.roleLabel}. Sign in
            with {accepted.email} and your password.
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
        <TextField label="E-mail" name="email" value={email} readOnly autoComplete="username" />
        {!hasAccount && <TextField label="Name" name="name" autoComplete="name" error={errors.name} hint="Optional. Shown to your team." />}
        <TextField
          label={hasAccount ? 'Password of your account' : 'Choose a password'}
          name="password"
          type="password"
          autoComplete={hasAccount ? 'current-password' : 'new-password'}
          required
          error={errors.password}
          hint={hasAccount ? 'You already have an account with this address: its password confirms it is you.' : 'At least 12 characters.'}
        />
        {message && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {message}
          </p>
        )}
        <Button type="submit" pending={pending} className="w-full">
          Accept invitation
        </Button>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">The link works until <DateTime value={expiresAt} />.</p>
      </form>
    </Card>
  );
}
