'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageOf, useTRPC } from '../console/trpc';
import { TeamView } from '../console/team-view';

const roles = [
  { value: 'owner', label: 'Owner', summary: 'Everything, including members and the sign-in rules.' },
  { value: 'developer', label: 'Developer', summary: 'Webhook settings and secrets, payment actions, the request log, the export.' },
  { value: 'viewer', label: 'Viewer', summary: 'Reads only.' },
] as const;

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
      }}
    />
  );
}
