'use client';

import { type FormEvent, type ReactNode, useState } from 'react';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card, CardHeader, PageHeader } from '../ui/card';
import { DateTime } from '../ui/date-time';
import { ConfirmDialog, Dialog } from '../ui/dialog';
import { SelectField, TextField } from '../ui/field';
import { Table, TableBody, Td, Th } from '../ui/table';
import { useToast } from '../ui/toast';
import { fieldErrorsOf, messageOf } from './trpc';

/** Columns a phone leaves out: their values fold into the first cell, the actions keep a column of their own. */
const wide = 'hidden sm:table-cell';

export type TeamPerson = { id: string; email: string; name: string; role: string; lastSignInAt: string | null; secondFactor: boolean; openSessions: number };
export type TeamInvitation = { id: string; email: string; role: string; invitedBy: string | null; expiresAt: string; expired: boolean };

/**
 * What the team page does, wired by the administrators' page or a tenant's portal to its own
 * procedures: the same page, one set of calls each.
 */
export type TeamActions = {
  setRole: (personId: string, role: string) => Promise<unknown>;
  remove: (personId: string) => Promise<unknown>;
  invite: (email: string, role: string) => Promise<unknown>;
  resend: (invitationId: string) => Promise<unknown>;
  revoke: (invitationId: string) => Promise<unknown>;
  /** Signs the person out of this console in every browser. */
  endSessions: (personId: string) => Promise<{ ended: number }>;
};

type Props = {
  title: string;
  description: string;
  /** Role values with their labels and what each may do, strongest first. */
  roles: ReadonlyArray<{ value: string; label: string; summary: string }>;
  team: { people: TeamPerson[]; invitations: TeamInvitation[] } | undefined;
  loading: boolean;
  error: string | null;
  /** Only owners see the controls that change people (the server refuses everyone else anyway). */
  canManage: boolean;
  /** The signed-in person, marked "You" in the list. */
  selfId: string | null;
  actions: TeamActions;
  /** Invalidates the list after a change. */
  refresh: () => Promise<unknown>;
  /** More of the page between the people and the invitations (a tenant's sign-in rules). */
  children?: ReactNode;
};

export function TeamView({ title, description, roles, team, loading, error, canManage, selfId, actions, refresh, children }: Props) {
  const toast = useToast();
  const [removing, setRemoving] = useState<TeamPerson | null>(null);
  // The server's refusal of a removal, shown in the dialog: a toast would sit behind its backdrop.
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const labelOf = (role: string) => roles.find((entry) => entry.value === role)?.label ?? role;
  // The strongest role is the owner's: the server refuses to demote or remove the last one, so
  // their controls are held, with the reason beside them (a stale page still gets the refusal).
  const ownerRole = roles[0]?.value;
  const owners = team?.people.filter((person) => person.role === ownerRole) ?? [];
  const soleOwnerId = owners.length === 1 ? owners[0]!.id : null;
  const soleOwnerReason = (person: TeamPerson) =>
    person.id === selfId ? 'You are the only owner: make someone else owner first.' : 'The only owner: make someone else owner first.';

  function closeRemoval() {
    setRemoving(null);
    setRemoveError(null);
  }

  async function remove(person: TeamPerson) {
    setPending(`remove:${person.id}`);
    setRemoveError(null);
    try {
      await actions.remove(person.id);
      await refresh();
      toast.success(`${person.email} removed`);
      closeRemoval();
    } catch (failure) {
      setRemoveError(messageOf(failure));
    } finally {
      setPending(null);
    }
  }

  /** Runs one change: the control that started it shows it is busy; the outcome is a toast. */
  async function run(key: string, change: () => Promise<unknown>, success: string): Promise<void> {
    setPending(key);
    try {
      await change();
      await refresh();
      toast.success(success);
    } catch (failure) {
      toast.error(messageOf(failure));
    } finally {
      setPending(null);
    }
  }

  return (
    <>
      <PageHeader title={title} description={description} actions={canManage ? <InviteDialog roles={roles} invite={actions.invite} refresh={refresh} /> : undefined} />
      <div className="space-y-6">
        <Card label="People">
          <CardHeader title="People" description={canManage ? 'Change a role or remove someone. The last owner can be neither demoted nor removed.' : 'Only owners change roles and invite people.'} />
          {/* Fixed layout: on a phone a person's cell takes what the actions leave, their role and how
              they sign in beneath their name; on a wider screen the role and the sign-in have columns. */}
          <Table caption="People" className="table-fixed">
            <thead>
              <tr>
                <Th>Person</Th>
                <Th className={`${wide} w-36`}>Role</Th>
                <Th className={`${wide} w-56`}>Sign-in</Th>
                {canManage && (
                  <Th className="w-28 text-right sm:w-44">
                    <span className="sr-only">Actions</span>
                  </Th>
                )}
              </tr>
            </thead>
            <TableBody phoneColumns={canManage ? 2 : 1} columns={canManage ? 4 : 3} rows={team?.people} loading={loading} error={error} empty="Nobody yet.">
              {(person) => {
                const roleControl = canManage ? (
                  <label className="block">
                    <span className="sr-only">Role of {person.email}</span>
                    <select
                      value={person.role}
                      disabled={pending === `role:${person.id}` || person.id === soleOwnerId}
                      aria-describedby={person.id === soleOwnerId ? `sole-owner-${person.id}` : undefined}
                      onChange={(event) => void run(`role:${person.id}`, () => actions.setRole(person.id, event.target.value), `${person.email} is now ${labelOf(event.target.value)}`)}
                      className="h-8 max-w-full rounded-lg border border-zinc-300 bg-white px-2 pr-7 text-sm text-zinc-900 disabled:opacity-60 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
                    >
                      {roles.map((role) => (
                        <option key={role.value} value={role.value}>
                          {role.label}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : (
                  labelOf(person.role)
                );
                return (
                  <tr key={person.id}>
                    <Td>
                      <div className="min-w-0">
                        <div className="flex min-w-0 items-center gap-2 font-medium">
                          <span className="min-w-0 truncate" title={person.name || person.email}>
                            {person.name || person.email}
                          </span>
                          {person.id === selfId && <Badge tone="indigo">You</Badge>}
                        </div>
                        {person.name && (
                          <div className="truncate text-xs text-zinc-500 dark:text-zinc-400" title={person.email}>
                            {person.email}
                          </div>
                        )}
                        {canManage && person.id === soleOwnerId && (
                          <p id={`sole-owner-${person.id}`} className="mt-1 text-xs text-amber-800 dark:text-amber-300">
                            {soleOwnerReason(person)}
                          </p>
                        )}
                      </div>
                      {/* A phone has no room for the role's and the sign-in's columns: they come beneath the name. */}
                      <div className="mt-2 space-y-2 sm:hidden">
                        <div className="text-sm">{roleControl}</div>
                        <SignIn person={person} />
                      </div>
                    </Td>
                    <Td className={wide}>{roleControl}</Td>
                    <Td className={`${wide} text-zinc-600 dark:text-zinc-400`}>
                      <SignIn person={person} />
                    </Td>
                    {canManage && (
                      <Td className="text-right align-top sm:align-middle">
                        {/* Stacked on a phone, where the column is narrow; side by side on a wider screen. */}
                        <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
                          {person.id !== selfId && person.openSessions > 0 && (
                            <Button
                              variant="ghost"
                              size="sm"
                              pending={pending === `sessions:${person.id}`}
                              aria-label={`Sign out ${person.email} everywhere`}
                              onClick={() => void run(`sessions:${person.id}`, () => actions.endSessions(person.id), `${person.email} is signed out everywhere`)}
                            >
                              Sign out
                            </Button>
                          )}
                          <Button
                            variant="secondary"
                            size="sm"
                            disabled={person.id === soleOwnerId}
                            aria-describedby={person.id === soleOwnerId ? `sole-owner-${person.id}` : undefined}
                            onClick={() => setRemoving(person)}
                          >
                            Remove
                          </Button>
                        </div>
                      </Td>
                    )}
                  </tr>
                );
              }}
            </TableBody>
          </Table>
        </Card>

        {children}

        <Card label="Pending invitations">
          <CardHeader title="Pending invitations" description="An invitation's link works once, for 7 days. Resending makes a new link; the old one stops working." />
          <Table caption="Pending invitations" className="table-fixed">
            <thead>
              <tr>
                <Th>E-mail</Th>
                <Th className={`${wide} w-36`}>Role</Th>
                <Th className={`${wide} w-44`}>Expires</Th>
                {canManage && (
                  <Th className="w-28 text-right sm:w-44">
                    <span className="sr-only">Actions</span>
                  </Th>
                )}
              </tr>
            </thead>
            <TableBody phoneColumns={canManage ? 2 : 1} columns={canManage ? 4 : 3} rows={team?.invitations} loading={loading} error={error} empty="No pending invitations.">
              {(invitation) => (
                <tr key={invitation.id}>
                  <Td>
                    <div className="truncate font-medium" title={invitation.email}>
                      {invitation.email}
                    </div>
                    {invitation.invitedBy && (
                      <div className="truncate text-xs text-zinc-500 dark:text-zinc-400" title={`Invited by ${invitation.invitedBy}`}>
                        Invited by {invitation.invitedBy}
                      </div>
                    )}
                    <p className="mt-1 text-xs text-zinc-600 sm:hidden dark:text-zinc-400">
                      {labelOf(invitation.role)} · {invitation.expired ? <Badge tone="amber">Expired</Badge> : <>expires <DateTime value={invitation.expiresAt} /></>}
                    </p>
                  </Td>
                  <Td className={wide}>{labelOf(invitation.role)}</Td>
                  <Td className={wide}>{invitation.expired ? <Badge tone="amber">Expired</Badge> : <DateTime value={invitation.expiresAt} />}</Td>
                  {canManage && (
                    <Td className="text-right align-top sm:align-middle">
                      <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
                        <Button
                          variant="secondary"
                          size="sm"
                          pending={pending === `resend:${invitation.id}`}
                          onClick={() => void run(`resend:${invitation.id}`, () => actions.resend(invitation.id), `Invitation sent again to ${invitation.email}`)}
                        >
                          Resend
                        </Button>
                        <Button
                          variant="secondary"
                          size="sm"
                          pending={pending === `revoke:${invitation.id}`}
                          onClick={() => void run(`revoke:${invitation.id}`, () => actions.revoke(invitation.id), `Invitation to ${invitation.email} revoked`)}
                        >
                          Revoke
                        </Button>
                      </div>
                    </Td>
                  )}
                </tr>
              )}
            </TableBody>
          </Table>
        </Card>
      </div>

      <ConfirmDialog
        open={removing !== null}
        onClose={closeRemoval}
        title={removing ? `Remove ${removing.email}?` : ''}
        description={
          removing?.id === selfId
            ? 'You are removing yourself: you lose access here at once.'
            : 'They lose access here at once. Their account stays; they can be invited again.'
        }
        confirmLabel="Remove"
        pending={removing !== null && pending === `remove:${removing.id}`}
        error={removeError}
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
      />
    </>
  );
}

/** How a person signs in: their second factor, the browsers signed in now, and their last sign-in. */
function SignIn({ person }: { person: TeamPerson }) {
  return (
    <div className="text-zinc-600 dark:text-zinc-400">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge tone={person.secondFactor ? 'green' : 'amber'}>{person.secondFactor ? 'Second factor' : 'Password only'}</Badge>
        <span className="whitespace-nowrap text-xs">
          {person.openSessions === 0 ? 'Not signed in' : person.openSessions === 1 ? '1 browser signed in' : `${person.openSessions} browsers signed in`}
        </span>
      </div>
      <div className="mt-1 text-xs">Last: {person.lastSignInAt ? <DateTime value={person.lastSignInAt} /> : 'never'}</div>
    </div>
  );
}

function InviteDialog({ roles, invite, refresh }: { roles: Props['roles']; invite: TeamActions['invite']; refresh: () => Promise<unknown> }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const weakest = roles.at(-1)?.value ?? '';
  const [role, setRole] = useState(weakest);

  function close() {
    setOpen(false);
    setErrors({});
    setRole(weakest);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email) return setErrors({ email: 'email is required' });
    setSending(true);
    try {
      await invite(email, role);
      await refresh();
      toast.success(`Invitation sent to ${email}`);
      close();
    } catch (failure) {
      const byField = fieldErrorsOf(failure);
      if (Object.keys(byField).length > 0) setErrors(byField);
      else setErrors({ email: messageOf(failure) });
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <Button onClick={() => setOpen(true)}>Invite</Button>
      <Dialog open={open} onClose={close} title="Invite someone" description="They receive a link by mail. It works once, for 7 days.">
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <TextField label="E-mail" name="email" type="email" autoComplete="off" spellCheck={false} required error={errors.email} autoFocus />
          <SelectField label="Role" name="role" value={role} onChange={(event) => setRole(event.target.value)}>
            {roles.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {entry.label}
              </option>
            ))}
          </SelectField>
          <p className="text-sm text-zinc-500 dark:text-zinc-400">{roles.find((entry) => entry.value === role)?.summary}</p>
          {errors.role && <p className="text-sm text-red-600 dark:text-red-400">{errors.role}</p>}
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" pending={sending}>
              Send invitation
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
