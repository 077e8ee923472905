import type { Metadata } from 'next';
import { ApiKeysPage } from '@/components/console/api-keys/api-keys-page';
import { requireConsoleUser } from '@/server/console/guard';

export const metadata: Metadata = { title: 'API keys · Billing Console' };

export default async function PortalApiKeysPage() {
  await requireConsoleUser('tenant');
  return <ApiKeysPage />;
}
