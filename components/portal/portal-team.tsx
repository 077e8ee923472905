'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf, useTRPC } from '../console/trpc';
import { Card, CardHeader } from '../ui/card';
import { ConfirmDialog } from '../ui/dialog';
import { TextLink } from '../ui/text-link';
import { useToast } from '../ui/toast';
import { TeamView } from '../console/team-view';
import { memberRoleChoices } from '@/server/services/people/role-labels';
import type { MemberTeam } from '@/server/services/people/team-schemas';

const roles = memberRoleChoices;

type MemberRole = (typeof roles)[number]['value'];
const asRole = (role: string) => role as MemberRole;

/** The tenant's members and their pending invitations; owners change roles and invite. */
export function PortalTeam({ role, selfId }: { role: string; selfId: string | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.team.listMembers.queryOptions({}));
  const setRole = useMutation(trpc.team.setMemberRole.mutationOptions());
  const remove = useMutation(trpc.team.removeMember.mutationOptions());
  const invite = useMutation(trpc.team.inviteMember.mutationOptions());
  const resend = useMutation(trpc.team.resendMemberInvitation.mutationOptions());
  const revoke = useMutation(trpc.team.revokeMemberInvitation.mutationOptions());
  const endSessions = useMutation(trpc.team.endMemberSessions.mutationOptions());
  return (
    <TeamView
      title="Team"
      description="The people of this tenant and their roles."
      roles={roles}
      team={list.data}
      loading={list.isPending}
      error={list.error ? messageOf(list.error) : null}
      canManage={role === 'owner'}
      selfId={selfId}
      refresh={() => queryClient.invalidateQueries({ queryKey: trpc.team.listMembers.queryKey() })}
      actions={{
        setRole: (personId, next) => setRole.mutateAsync({ personId, role: asRole(next) }),
        remove: (personId) => remove.mutateAsync({ personId }),
        invite: (email, next) => invite.mutateAsync({ email, role: asRole(next) }),
        resend: (id) => resend.mutateAsync({ id }),
        revoke: (id) => revoke.mutateAsync({ id }),
        endSessions: (personId) => endSessions.mutateAsync({ personId }),
      }}
    >
      <SignInRules team={list.data} selfId={selfId} canManage={role === 'owner'} />
    </TeamView>
  );
}

/**
 * The tenant's sign-in rule: its owners may require a second factor of every member. A member
 * without one is taken to set it up on their next page. The owner turning it on must have one
 * already (the server refuses otherwise: the set-up would be their only page), and is told first
 * how many members will be sent to set one up.
 */
function SignInRules({ team, selfId, canManage }: { team: MemberTeam | undefined; selfId: string | null; canManage: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const required = team?.requireTwoFactor;
  // The app-secret sign-in is nobody on the list: no second factor guards it, nothing to lock out.
  const self = team?.people.find((person) => person.id === selfId);
  const selfWithout = !required && self !== undefined && !self.secondFactor;
  const without = team?.people.filter((person) => !person.secondFactor).length ?? 0;
  // The choice while the server has not answered yet: set in the click's own render, so the box
  // shows it at once (a controlled box would otherwise flip back until the answer), cleared after.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const change = useMutation(
    trpc.team.setRequireTwoFactor.mutationOptions({
      onSuccess: ({ requireTwoFactor }) => {
        // The list shows the new rule before the mutation settles: the box never flips back meanwhile.
        queryClient.setQueryData(trpc.team.listMembers.queryKey({}), (current) => (current ? { ...current, requireTwoFactor } : current));
        toast.success(requireTwoFactor ? 'A second factor is now required of every member' : 'A second factor is no longer required');
      },
      onSettled: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.team.listMembers.queryKey() });
        setChoice(null);
      },
    }),
  );

  function requireIt() {
    setConfirmError(null);
    change.mutate(
      { required: true },
      {
        onSuccess: () => setConfirming(false),
        onError: (failure) => setConfirmError(messageOf(failure)),
      },
    );
  }

  return (
    <Card label="Sign-in rules">
      <CardHeader
        title="Sign-in rules"
        description="With a second factor required, a member who has neither an authenticator app nor a passkey is taken to set one up before anything else."
      />
      <div className="px-5 py-4">
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 rounded border-zinc-300 accent-blue-700 disabled:opacity-60 dark:border-zinc-600"
            // A refusal puts the box back.
            checked={choice ?? required ?? false}
            disabled={!canManage || required === undefined || selfWithout}
            aria-describedby={canManage && selfWithout ? 'sign-in-rules-self' : undefined}
            onChange={(event) => {
              if (choice !== null || change.isPending) return;
              if (event.target.checked) {
                setConfirmError(null);
                setConfirming(true);
                return;
              }
              setChoice(false);
              change.mutate({ required: false }, { onError: (failure) => toast.error(messageOf(failure)) });
            }}
          />
          <span>
            <span className="font-medium">Require a second factor of every member</span>
            {!canManage && <span className="block text-zinc-500 dark:text-zinc-400">Only owners change the sign-in rules.</span>}
          </span>
        </label>
        {canManage && selfWithout && (
          <p id="sign-in-rules-self" className="mt-2 pl-7 text-sm text-amber-800 dark:text-amber-300">
            You have no second factor yet: with this rule on, you would be locked out of every page until you set one up.{' '}
            <TextLink href="/account">Set up a second factor</TextLink> first.
          </p>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Require a second factor?"
        description={
          without === 0
            ? 'Every member already has a second factor.'
            : `${without === 1 ? '1 member' : `${without} members`} without a second factor will be asked to set one up on their next page.`
        }
        confirmLabel="Require a second factor"
        destructive={false}
        pending={change.isPending}
        error={confirmError}
        onConfirm={requireIt}
      />
    </Card>
  );
}
