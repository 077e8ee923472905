import type { Metadata } from 'next';
import { AccountPage } from '@/components/account/account-page';
import { requireConsolePerson } from '@/server/console/guard';

export const metadata: Metadata = { title: 'Your account · Billing Console' };

export default async function Account() {
  const identity = await requireConsolePerson();
  return <AccountPage secondFactorRequired={identity.secondFactorMissing ? (identity.kind === 'admin' ? 'admin' : 'tenant') : null} />;
}
