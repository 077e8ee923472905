'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageOf, useTRPC } from '../console/trpc';
import { TeamView } from '../console/team-view';
import { adminRoleChoices } from '@/server/services/people/role-labels';

const roles = adminRoleChoices;

type AdminRole = (typeof roles)[number]['value'];
const asRole = (role: string) => role as AdminRole;

/** The administrators and their pending invitations; owners change roles and invite. */
export function AdminTeam({ role, selfId }: { role: string; selfId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.team.listAdmins.queryOptions({}));
  const setRole = useMutation(trpc.team.setAdminRole.mutationOptions());
  const remove = useMutation(trpc.team.removeAdmin.mutationOptions());
  const invite = useMutation(trpc.team.inviteAdmin.mutationOptions());
  const resend = useMutation(trpc.team.resendInvitation.mutationOptions());
  const revoke = useMutation(trpc.team.revokeInvitation.mutationOptions());
  const endSessions = useMutation(trpc.team.endAdminSessions.mutationOptions());
  return (
    <TeamView
      title="Team"
      description="The administrators of the platform and their roles."
      roles={roles}
      team={list.data}
      loading={list.isPending}
      error={list.error ? messageOf(list.error) : null}
      canManage={role === 'owner'}
      selfId={selfId}
      refresh={() => queryClient.invalidateQueries({ queryKey: trpc.team.listAdmins.queryKey() })}
      actions={{
        setRole: (personId, next) => setRole.mutateAsync({ personId, role: asRole(next) }),
        remove: (personId) => remove.mutateAsync({ personId }),
        invite: (email, next) => invite.mutateAsync({ email, role: asRole(next) }),
        resend: (id) => resend.mutateAsync({ id }),
        revoke: (id) => revoke.mutateAsync({ id }),
        endSessions: (personId) => endSessions.mutateAsync({ personId }),
      }}
    />
  );
}
