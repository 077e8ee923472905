'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Payment } from '@/server/services/payments/payment-schemas';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/dialog';
import { formatAmount } from '../ui/format';
import { useToast } from '../ui/toast';
import { BackLink, DetailPage } from '../console/detail-parts';
import { LIVE_REFRESH_MS } from '../console/live-refresh';
import { PaymentDetailView, paymentRefreshMs } from '../console/payment-detail-view';
import { PaymentDisputesCard } from '../console/payment-disputes';
import { messageOf, useTRPC } from '../console/trpc';
import { useConsoleRole } from '../console/console-role';
import { RefundButton, RefundsCard } from './payment-refunds';
import { refundableUnits } from './refund-amount';

/** The states a payment can still be canceled from (the status machine's). */
const cancelable = new Set<Payment['status']>(['PENDING', 'PROCESSING']);

/** One of the tenant's payments; another tenant's payment is not found, as the API answers. */
export function PortalPayment({ id }: { id: string }) {
  const trpc = useTRPC();
  // A PENDING refund is settled by the provider: its payment and its refunds are read again until it is.
  const refunds = useQuery({
    ...trpc.refunds.listForPayment.queryOptions({ id, limit: 100 }),
    refetchInterval: (query) => (query.state.data?.data.some((refund) => refund.status === 'PENDING') ? LIVE_REFRESH_MS : false),
  });
  // The provider opens and closes a payment's disputes without the tenant: read again as the disputes list does.
  const disputes = useQuery({
    ...trpc.disputes.list.queryOptions({ paymentId: id, limit: 100, offset: 0, sortBy: 'createdAt', sortOrder: 'desc' }),
    refetchInterval: LIVE_REFRESH_MS,
  });
  const refunding = refunds.data?.data.some((refund) => refund.status === 'PENDING') ?? false;
  const detail = useQuery({ ...trpc.payments.detail.queryOptions({ id }), refetchInterval: (query) => (refunding ? LIVE_REFRESH_MS : paymentRefreshMs(query.state.data)) });

  return (
    <DetailPage query={detail} back={() => <BackLink href="/portal/payments">All payments</BackLink>} noun="Payment" id={id} listHint="find the payment in the list">
      {(data) => (
        <PaymentDetailView
          detail={data}
          base="/portal"
          actions={
            <>
              {cancelable.has(data.payment.status) && <CancelPaymentButton payment={data.payment} />}
              {refunds.data && <RefundButton payment={data.payment} leftUnits={refundableUnits(data.payment, refunds.data.data)} />}
            </>
          }
          refunds={<RefundsCard refunds={refunds.data?.data} loading={refunds.isPending} error={refunds.isError ? messageOf(refunds.error) : null} account={data.connector} />}
          disputes={
            <PaymentDisputesCard
              disputes={disputes.data?.data}
              loading={disputes.isPending}
              error={disputes.isError ? messageOf(disputes.error) : null}
              hrefOf={(dispute) => `/portal/disputes/${dispute.id}`}
            />
          }
        />
      )}
    </DetailPage>
  );
}

/** Canceling is for developers and owners. */
function CancelPaymentButton({ payment }: { payment: Payment }) {
  const { mayChange } = useConsoleRole();
  return mayChange ? <CancelPaymentButtonControl payment={payment} /> : null;
}

function CancelPaymentButtonControl({ payment }: { payment: Payment }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation(
    trpc.payments.cancel.mutationOptions({
      // The payment's page (its timeline and its webhook events), the lists, and the delivery log with the new event.
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.payments.detail.pathFilter()),
          queryClient.invalidateQueries(trpc.payments.list.pathFilter()),
          queryClient.invalidateQueries(trpc.webhooks.deliveries.pathFilter()),
        ]),
    }),
  );
  const amount = formatAmount(payment.amount, payment.currency);
  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Cancel payment
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Cancel this ${amount} payment?`}
        description={`The payment from ${payment.userId} is canceled at once and cannot be resumed. A payment.canceled event is sent to your webhook endpoints.`}
        confirmLabel="Cancel payment"
        dismissLabel="Keep payment"
        pending={cancel.isPending}
        onConfirm={async () => {
          try {
            await cancel.mutateAsync({ id: payment.id });
            toast.success(`The ${amount} payment is canceled`);
          } catch (error) {
            // A payment the provider settled meanwhile cannot be canceled: the page shows its new state.
            toast.error(messageOf(error));
          } finally {
            setConfirming(false);
          }
        }}
      />
    </>
  );
}
