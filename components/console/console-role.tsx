'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { AdminRole, MemberRole } from '@/db/schema/people';
import { adminMay, memberMay } from '@/server/services/people/role-labels';

export type ConsoleRole = { kind: 'admin'; role: AdminRole } | { kind: 'tenant'; role: MemberRole };

const ConsoleRoleContext = createContext<ConsoleRole | null>(null);

export function ConsoleRoleProvider({ value, children }: { value: ConsoleRole; children: ReactNode }) {
  return <ConsoleRoleContext.Provider value={value}>{children}</ConsoleRoleContext.Provider>;
}

/**
 * What the signed-in person's role lets them do in this console, so pages leave out the controls
 * the server would refuse (the server checks every call whatever the page shows):
 * - `mayChange`: writes (an operator administrator, a developer member, or an owner);
 * - `isOwner`: managing people and the sign-in rules.
 */
export function useConsoleRole(): { role: string; mayChange: boolean; isOwner: boolean } {
  const current = useContext(ConsoleRoleContext);
  // Outside a console frame (never in practice): nothing is hidden, the server still decides.
  if (!current) return { role: 'owner', mayChange: true, isOwner: true };
  if (current.kind === 'admin') return { role: current.role, mayChange: adminMay(current.role, 'operator'), isOwner: current.role === 'owner' };
  return { role: current.role, mayChange: memberMay(current.role, 'developer'), isOwner: current.role === 'owner' };
}
