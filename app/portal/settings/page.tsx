import type { Metadata } from 'next';
import { PortalSettings } from '@/components/portal/portal-settings';
import { requireConsoleUser } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Settings · Billing Console' };

export default async function PortalSettingsPage() {
  await requireConsoleUser('tenant');
  return <PortalSettings />;
}
