'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card, CardHeader, PageHeader } from '../ui/card';
import { ConfirmDialog } from '../ui/dialog';
import { TextField } from '../ui/field';
import { DateTime } from '../ui/date-time';
import { useToast } from '../ui/toast';
import { fieldErrorsOf, messageOf, useTRPC } from '../console/trpc';
import { PasskeysSection } from './passkeys-section';
import { TwoFactorSection } from './two-factor-section';
import { adminRoleLabels, memberRoleLabels } from '@/server/services/people/role-labels';

/**
 * A person's own page: name, password, the consoles they may enter, and their signed-in browsers.
 * A person who must have a second factor and has none lands here first, told why.
 */
export function AccountPage({ secondFactorRequired }: { secondFactorRequired: 'admin' | 'tenant' | null }) {
  return (
    <>
      <PageHeader title="Your account" description="Your name, your password and the browsers signed in as you." />
      {secondFactorRequired ? <SecondFactorRequired console={secondFactorRequired} /> : null}
      <Profile />
      <Password />
      <div className="mt-6">
        <TwoFactorSection />
      </div>
      <PasskeysSection />
      <Sessions />
    </>
  );
}

/** Why the console brought the person here, and the way on once a factor is set up. */
function SecondFactorRequired({ console }: { console: 'admin' | 'tenant' }) {
  const trpc = useTRPC();
  const twoFactor = useQuery(trpc.twoFactor.status.queryOptions());
  const keys = useQuery(trpc.passkeys.list.queryOptions({}));
  if (twoFactor.data?.enabled || (keys.data?.length ?? 0) > 0) {
    return (
      <div role="note" aria-label="Second factor set up" className="mb-6 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950/40 dark:text-emerald-100">
        <p className="font-medium">Your second factor is set up.</p>
        <p className="mt-1">
          <a href={console === 'admin' ? '/admin' : '/portal'} className="font-medium underline underline-offset-2">
            Continue to the console
          </a>
        </p>
      </div>
    );
  }
  return (
    <div role="note" aria-label="Second factor required" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
      <p className="font-medium">Set up a second factor to continue.</p>
      <p className="mt-1">
        {console === 'admin' ? 'Administrators sign in with a second factor on this platform.' : "This tenant's owners require a second factor of its members."} Turn on
        two-factor sign-in with an authenticator app below, or add a passkey: the console opens as soon as one is set up.
      </p>
    </div>
  );
}

function Profile() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const me = useQuery(trpc.me.get.queryOptions({}));
  const rename = useMutation(trpc.me.rename.mutationOptions({ onSuccess: () => queryClient.invalidateQueries(trpc.me.get.pathFilter()) }));
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    try {
      await rename.mutateAsync({ name });
      setError(undefined);
      toast.success('Name saved');
    } catch (failure) {
      setError(fieldErrorsOf(failure).name ?? messageOf(failure));
    }
  }

  return (
    <Card>
      <CardHeader title="Profile" description="Your name is shown to your team; your e-mail address is how you sign in." />
      {me.data ? (
        <div className="space-y-4 px-5 py-5">
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="text-zinc-500 dark:text-zinc-400">E-mail</dt>
            <dd className="break-all">{me.data.email}</dd>
            <dt className="text-zinc-500 dark:text-zinc-400">Access</dt>
            <dd className="flex flex-wrap gap-2">
              {me.data.consoles.admin && <Badge tone="indigo">Administrator · {adminRoleLabels[me.data.consoles.admin]}</Badge>}
              {me.data.consoles.tenants.map((tenant) => (
                <Badge key={tenant.tenantId} tone="zinc">
                  {tenant.name} · {memberRoleLabels[tenant.role]}
                </Badge>
              ))}
            </dd>
          </dl>
          <form key={me.data.name} onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" noValidate>
            <TextField label="Name" name="name" defaultValue={me.data.name} error={error} autoComplete="name" className="w-full max-w-sm" />
            <Button type="submit" pending={rename.isPending}>
              Save name
            </Button>
          </form>
        </div>
      ) : me.isError ? (
        <p className="px-5 py-4 text-sm text-red-600 dark:text-red-400">{messageOf(me.error)}</p>
      ) : (
        <div className="h-40 animate-pulse" />
      )}
    </Card>
  );
}

function Password() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const change = useMutation(trpc.me.changePassword.mutationOptions({ onSuccess: () => queryClient.invalidateQueries(trpc.me.sessions.pathFilter()) }));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formKey, setFormKey] = useState(0);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget)) as { currentPassword: string; newPassword: string; repeat: string };
    if (form.newPassword !== form.repeat) {
      setErrors({ repeat: 'The two new passwords differ' });
      return;
    }
    try {
      const { endedSessions } = await change.mutateAsync({ currentPassword: form.currentPassword, newPassword: form.newPassword });
      setErrors({});
      setFormKey((key) => key + 1);
      toast.success(endedSessions > 0 ? `Password changed; ${endedSessions} other ${endedSessions === 1 ? 'session was' : 'sessions were'} signed out` : 'Password changed');
    } catch (failure) {
      const byField = fieldErrorsOf(failure);
      setErrors(Object.keys(byField).length > 0 ? byField : { currentPassword: messageOf(failure) });
    }
  }

  return (
    <Card className="mt-6">
      <CardHeader title="Password" description="At least 12 characters. Changing it signs out every other browser signed in as you." />
      <form key={formKey} onSubmit={onSubmit} className="grid max-w-md gap-4 px-5 py-5" noValidate>
        <TextField label="Current password" name="currentPassword" type="password" autoComplete="current-password" error={errors.currentPassword} />
        <TextField label="New password" name="newPassword" type="password" autoComplete="new-password" error={errors.newPassword} />
        <TextField label="New password again" name="repeat" type="password" autoComplete="new-password" error={errors.repeat} />
        <div>
          <Button type="submit" pending={change.isPending}>
            Change password
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** Sessions listed before the rest are folded behind "Show all". */
const SESSIONS_FOLDED_AFTER = 5;

function Sessions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const sessions = useQuery(trpc.me.sessions.queryOptions({}));
  const refresh = () => queryClient.invalidateQueries(trpc.me.sessions.pathFilter());
  const endOne = useMutation(trpc.me.endSession.mutationOptions({ onSettled: refresh }));
  const endOthers = useMutation(trpc.me.endOtherSessions.mutationOptions({ onSettled: refresh }));
  const [confirmOthers, setConfirmOthers] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  // Someone who signs in from many browsers can gather dozens: this browser first, then the others
  // as the server orders them (most recently seen first), folded after a few.
  const ordered = sessions.data ? [...sessions.data.filter((session) => session.current), ...sessions.data.filter((session) => !session.current)] : [];
  const shown = showAll ? ordered : ordered.slice(0, SESSIONS_FOLDED_AFTER);

  return (
    <Card className="mt-6">
      <CardHeader
        title="Sessions"
        description="Browsers signed in as you. End any you do not recognise, then change your password."
        actions={
          <Button variant="secondary" disabled={others === 0} onClick={() => setConfirmOthers(true)}>
            End other sessions
          </Button>
        }
      />
      {sessions.data ? (
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800" aria-label="Sessions">
          {shown.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium">
                  {session.browser} {session.current && <Badge tone="green">This browser</Badge>}
                </p>
                <p className="text-xs text-zinc-500 dark:text-zinc-400">
                  {session.ip ?? 'Unknown address'} · signed in <DateTime value={session.startedAt} /> · last seen <DateTime value={session.lastSeenAt} />
                </p>
              </div>
              {!session.current && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`End session: ${session.browser}`}
                  pending={endOne.isPending && endOne.variables?.id === session.id}
                  onClick={async () => {
                    try {
                      await endOne.mutateAsync({ id: session.id });
                      toast.success(`Ended the session of ${session.browser}`);
                    } catch (failure) {
                      toast.error(messageOf(failure));
                    }
                  }}
                >
                  End session
                </Button>
              )}
            </li>
          ))}
          {ordered.length > SESSIONS_FOLDED_AFTER && (
            <li className="px-5 py-2">
              <Button variant="ghost" size="sm" aria-expanded={showAll} onClick={() => setShowAll((all) => !all)}>
                {showAll ? 'Show fewer sessions' : `Show all ${ordered.length} sessions`}
              </Button>
            </li>
          )}
        </ul>
      ) : sessions.isError ? (
        <p className="px-5 py-4 text-sm text-red-600 dark:text-red-400">{messageOf(sessions.error)}</p>
      ) : (
        <div className="h-24 animate-pulse" />
      )}
      <ConfirmDialog
        open={confirmOthers}
        onClose={() => setConfirmOthers(false)}
        title="End your other sessions?"
        description={`${others} other ${others === 1 ? 'browser' : 'browsers'} signed in as you will be signed out on their next request.`}
        confirmLabel="End other sessions"
        pending={endOthers.isPending}
        onConfirm={async () => {
          try {
            const { ended } = await endOthers.mutateAsync({});
            toast.success(`Ended ${ended} other ${ended === 1 ? 'session' : 'sessions'}`);
            setConfirmOthers(false);
          } catch (failure) {
            toast.error(messageOf(failure));
          }
        }}
      />
    </Card>
  );
}
