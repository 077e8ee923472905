import type { Metadata } from 'next';
import { PortalTeam } from '@/components/portal/portal-team';
import { requireConsoleUser } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Team · Billing Console' };

export default async function PortalTeamPage() {
  const tenant = await requireConsoleUser('tenant');
  return <PortalTeam role={tenant.role} selfId={tenant.person?.id ?? null} />;
}
