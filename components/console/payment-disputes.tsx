'use client';

import type { Dispute } from '@/server/services/disputes/dispute-schemas';
import { Card, CardHeader } from '../ui/card';
import { DisputesTable } from './tables/disputes-table';

/**
 * The disputes of one payment (a payer's bank contests a charge once, rarely twice), on its page:
 * each with its status, reason and time left; with `hrefOf` the amount opens the dispute's page.
 */
export function PaymentDisputesCard({ disputes, loading, error, hrefOf }: { disputes: Dispute[] | undefined; loading: boolean; error: string | null; hrefOf?: (dispute: Dispute) => string }) {
  return (
    <Card className="mt-6" label="Disputes">
      <CardHeader title="Disputes" description="Charges of this payment its payer's bank contests; each must be answered before its due date." />
      <DisputesTable caption="Disputes of this payment" rows={disputes} loading={loading} error={error} emptyText="No disputes." hrefOf={hrefOf} />
    </Card>
  );
}
