import type { Metadata } from 'next';
import { WebhookEndpointDetail } from '@/components/console/webhook-endpoints/endpoint-detail';
import { requireConsoleUser, rowIdOrNotFound } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Webhook endpoint · Billing Console' };

export default async function PortalWebhookEndpointPage({ params }: { params: Promise<{ id: string }> }) {
  await requireConsoleUser('tenant');
  const id = rowIdOrNotFound((await params).id);
  return <WebhookEndpointDetail id={id} />;
}
