import type { Metadata } from 'next';
import { PortalWebhooks } from '@/components/portal/portal-webhooks';
import { requireConsoleUser } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Webhook deliveries · Billing Console' };

export default async function PortalWebhooksPage() {
  await requireConsoleUser('tenant');
  return <PortalWebhooks />;
}
