import type { Metadata } from 'next';
import { WebhookEndpointsPage } from '@/components/console/webhook-endpoints/endpoints-page';
import { requireConsoleUser } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Webhook endpoints · Billing Console' };

export default async function PortalWebhookEndpointsPage() {
  await requireConsoleUser('tenant');
  return <WebhookEndpointsPage />;
}
