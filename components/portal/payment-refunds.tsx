'use client';

import { FormAlert } from '@/components/ui/form-alert';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Payment } from '@/server/services/payments/payment-schemas';
import type { Refund } from '@/server/services/refunds/refund-schemas';
import { reasonLabel } from '@/server/services/shared/reason-labels';
import { StatusBadge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card, CardHeader } from '../ui/card';
import { DateTime } from '../ui/date-time';
import { Dialog } from '../ui/dialog';
import { SelectField, TextField } from '../ui/field';
import { formatAmount } from '../ui/format';
import { checkRefundAmount, refundAmountText } from './refund-amount';
import { Clipped, Table, TableBody, Td, Th } from '../ui/table';
import { ProviderIdValue } from '../console/detail-parts';
import type { ProviderAccount } from '@/server/services/payment-connectors/dashboard-links';
import { useConsoleRole } from '../console/console-role';
import { messageOf, useTRPC } from '../console/trpc';
import { useToast } from '../ui/toast';

// The most common first, as the form offers it.
const reasons: Array<NonNullable<Refund['reason']>> = ['requested_by_customer', 'duplicate', 'fraudulent'];

/** Columns a phone leaves out: their values fold into the amount's cell. */
const wide = 'hidden sm:table-cell';

/** The payment's refunds, newest first. */
export function RefundsCard({ refunds, loading, error, account }: { refunds: Refund[] | undefined; loading: boolean; error: string | null; account: ProviderAccount | null }) {
  return (
    <Card className="mt-6" label="Refunds">
      <CardHeader title="Refunds" description="Money given back on this payment; each is PENDING until the payment provider settles it." />
      {/* On a phone a refund is its amount with the status and reason beneath it, and its date. */}
      <Table caption="Refunds" className="table-fixed">
        <thead>
          <tr>
            <Th className="sm:w-44 sm:text-right">Amount</Th>
            <Th className={`${wide} w-36`}>Status</Th>
            <Th className={wide}>Reason</Th>
            <Th className={wide}>Provider refund ID</Th>
            <Th className="w-36 whitespace-nowrap text-right sm:w-40 sm:text-left">Created</Th>
          </tr>
        </thead>
        <TableBody phoneColumns={2} columns={5} rows={refunds} loading={loading} error={error && `Refunds could not be loaded: ${error}`} empty="No refunds yet.">
          {(refund) => (
            <tr key={refund.id}>
              <Td className="font-medium tabular-nums sm:whitespace-nowrap sm:text-right">
                <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="whitespace-nowrap sm:ml-auto">{formatAmount(refund.amount, refund.currency)}</span>
                  <span className="shrink-0 sm:hidden">
                    <StatusBadge status={refund.status} />
                  </span>
                </div>
                <p className="mt-1 truncate text-xs font-normal text-zinc-600 sm:hidden dark:text-zinc-400">{reasonLabel(refund.reason)}</p>
                {refund.status === 'FAILED' && refund.failureReason && <Clipped value={refund.failureReason} className="mt-1 text-xs font-normal text-red-700 sm:hidden dark:text-red-300" />}
              </Td>
              <Td className={wide}>
                <StatusBadge status={refund.status} />
                {refund.status === 'FAILED' && refund.failureReason && <Clipped value={refund.failureReason} className="mt-1 text-xs text-red-700 dark:text-red-300" />}
              </Td>
              <Td className={`${wide} text-zinc-600 dark:text-zinc-400`}>
                <Clipped value={reasonLabel(refund.reason)} />
              </Td>
              <Td className={`${wide} min-w-0`}>{refund.providerRefundId ? <ProviderIdValue value={refund.providerRefundId} object="refunds" account={account} /> : '—'}</Td>
              <Td className="text-right text-zinc-600 sm:text-left dark:text-zinc-400">
                <DateTime value={refund.createdAt} />
              </Td>
            </tr>
          )}
        </TableBody>
      </Table>
    </Card>
  );
}

/**
 * Refunding is for developers and owners, on a SUCCEEDED payment with something left to give back.
 * The dialog keeps what was left when it opened: a refund made elsewhere meanwhile is the server's
 * to refuse, and its answer is shown in the dialog.
 */
export function RefundButton({ payment, leftUnits }: { payment: Payment; leftUnits: bigint }) {
  const { mayChange } = useConsoleRole();
  const [offered, setOffered] = useState<bigint | null>(null);
  if (!mayChange) return null;
  const refundable = payment.status === 'SUCCEEDED' && leftUnits > 0n;
  return (
    <>
      {refundable && (
        <Button variant="secondary" onClick={() => setOffered(leftUnits)}>
          Refund
        </Button>
      )}
      <Dialog open={offered !== null} onClose={() => setOffered(null)} title="Refund this payment" description={`From the payment of ${payment.userId}; the payment provider settles it.`}>
        {/* Its own component, so the form starts afresh (with what is left) each time it opens. */}
        {offered !== null && <RefundForm payment={payment} leftUnits={offered} onDone={() => setOffered(null)} />}
      </Dialog>
    </>
  );
}

/** The refund dialog's first step: how much and why. */
export function RefundForm({ payment, leftUnits, onDone }: { payment: Payment; leftUnits: bigint; onDone: () => void }) {
  const left = refundAmountText(leftUnits, payment.currency);
  const [amount, setAmount] = useState(left);
  const [reason, setReason] = useState<NonNullable<Refund['reason']>>('requested_by_customer');
  const [confirming, setConfirming] = useState<bigint | null>(null);
  const checked = checkRefundAmount(amount, payment.currency, leftUnits);
  const amountError = 'error' in checked ? checked.error : undefined;

  if (confirming !== null) return <RefundConfirmation payment={payment} units={confirming} reason={reason} onBack={() => setConfirming(null)} onDone={onDone} />;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if ('units' in checked) setConfirming(checked.units);
      }}
    >
      <div className="grid gap-4">
        <TextField
          label={`Amount (${payment.currency})`}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={amount === '' ? undefined : amountError}
          hint={`At most ${formatAmount(left, payment.currency)}, what is left to refund.`}
        />
        <SelectField label="Reason" value={reason} onChange={(event) => setReason(event.target.value as NonNullable<Refund['reason']>)}>
          {reasons.map((option) => (
            <option key={option} value={option}>
              {reasonLabel(option)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={Boolean(amountError)}>
          Continue
        </Button>
      </div>
    </form>
  );
}

/** The refund dialog's second step: the amount in words, as it will be stored, before it is given back. */
export function RefundConfirmation({ payment, units, reason, onBack, onDone }: { payment: Payment; units: bigint; reason: NonNullable<Refund['reason']>; onBack: () => void; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useMutation(
    trpc.refunds.create.mutationOptions({
      // The payment's page (its refunds and amount refunded), the lists, and the delivery log with the refund.created event.
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.refunds.listForPayment.pathFilter()),
          queryClient.invalidateQueries(trpc.payments.detail.pathFilter()),
          queryClient.invalidateQueries(trpc.payments.list.pathFilter()),
          queryClient.invalidateQueries(trpc.webhooks.deliveries.pathFilter()),
        ]),
    }),
  );
  const amount = refundAmountText(units, payment.currency);
  const formatted = formatAmount(amount, payment.currency);
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        setServerError(null);
        try {
          // A JSON number, as the API takes amounts: exact for every amount the product accepts.
          await create.mutateAsync({ id: payment.id, amount: Number(amount), reason });
          toast.success(`A refund of ${formatted} is on its way`);
          onDone();
        } catch (error) {
          // The server's word on it: more than is left (another refund meanwhile), a payment no longer SUCCEEDED.
          setServerError(messageOf(error));
        }
      }}
    >
      <p className="text-sm">
        Give back <strong className="tabular-nums">{formatted}</strong> of the {formatAmount(payment.amount, payment.currency)} payment ({reasonLabel(reason).toLowerCase()})? This cannot be undone.
      </p>
      <FormAlert message={serverError} />
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack} disabled={create.isPending}>
          Back
        </Button>
        <Button type="submit" variant="danger" pending={create.isPending}>
          Refund {formatted}
        </Button>
      </div>
    </form>
  );
}
