'use client';

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
import { Table, TableBody, Td, Th } from '../ui/table';
import { useConsoleRole } from '../console/console-role';
import { messageOf, useTRPC } from '../console/trpc';
import { useToast } from '../ui/toast';

// The most common first, as the form offers it.
const reasons: Array<NonNullable<Refund['reason']>> = ['requested_by_customer', 'duplicate', 'fraudulent'];

/** Amounts have at most two decimals: summed as whole cents, never as floats. */
const cents = (amount: number) => Math.round(amount * 100);

/**
 * What is left to refund: the amount less every refund that is not FAILED (a PENDING one holds its
 * part, as the server counts it).
 */
export function refundableCents(payment: Payment, refunds: Refund[]): number {
  return cents(payment.amount) - refunds.filter((refund) => refund.status !== 'FAILED').reduce((sum, refund) => sum + cents(refund.amount), 0);
}

/** The payment's refunds, newest first. */
export function RefundsCard({ refunds, loading, error }: { refunds: Refund[] | undefined; loading: boolean; error: string | null }) {
  return (
    <Card className="mt-6" label="Refunds">
      <CardHeader title="Refunds" description="Money given back on this payment; each is PENDING until the payment provider settles it." />
      <Table caption="Refunds" minWidth="min-w-[32rem]">
        <thead>
          <tr>
            <Th className="text-right">Amount</Th>
            <Th>Status</Th>
            <Th>Reason</Th>
            <Th>Created</Th>
          </tr>
        </thead>
        <TableBody columns={4} rows={refunds} loading={loading} error={error && `Refunds could not be loaded: ${error}`} empty="No refunds yet.">
          {(refund) => (
            <tr key={refund.id}>
              <Td className="whitespace-nowrap text-right font-medium tabular-nums">{formatAmount(refund.amount, refund.currency)}</Td>
              <Td>
                <StatusBadge status={refund.status} />
                {refund.status === 'FAILED' && refund.failureReason && <span className="ml-2 text-xs text-red-700 dark:text-red-300">{refund.failureReason}</span>}
              </Td>
              <Td className="text-zinc-600 dark:text-zinc-400">{reasonLabel(refund.reason)}</Td>
              <Td className="whitespace-nowrap text-zinc-600 dark:text-zinc-400">
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
export function RefundButton({ payment, leftCents }: { payment: Payment; leftCents: number }) {
  const { mayChange } = useConsoleRole();
  const [offered, setOffered] = useState<number | null>(null);
  if (!mayChange) return null;
  const refundable = payment.status === 'SUCCEEDED' && leftCents > 0;
  return (
    <>
      {refundable && (
        <Button variant="secondary" onClick={() => setOffered(leftCents)}>
          Refund
        </Button>
      )}
      <Dialog open={offered !== null} onClose={() => setOffered(null)} title="Refund this payment" description={`From the payment of ${payment.userId}; the payment provider settles it.`}>
        {/* Its own component, so the form starts afresh (with what is left) each time it opens. */}
        {offered !== null && <RefundForm payment={payment} leftCents={offered} onDone={() => setOffered(null)} />}
      </Dialog>
    </>
  );
}

function RefundForm({ payment, leftCents, onDone }: { payment: Payment; leftCents: number; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const left = leftCents / 100;
  const [amount, setAmount] = useState(left.toFixed(2));
  const [reason, setReason] = useState<NonNullable<Refund['reason']>>('requested_by_customer');
  const [confirming, setConfirming] = useState(false);
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

  const value = Number(amount);
  const amountError = !/^\d+(\.\d{1,2})?$/.test(amount.trim())
    ? 'Amount must be a number with at most 2 decimals'
    : cents(value) <= 0
      ? 'Amount must be greater than 0'
      : cents(value) > leftCents
        ? `Amount must be at most ${formatAmount(left, payment.currency)}, what is left to refund`
        : undefined;
  const formatted = formatAmount(value, payment.currency);

  if (confirming) {
    return (
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          setServerError(null);
          try {
            await create.mutateAsync({ id: payment.id, amount: value, reason });
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
        {serverError && (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950/40 dark:text-red-300">
            {serverError}
          </p>
        )}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={create.isPending}>
            Back
          </Button>
          <Button type="submit" variant="danger" pending={create.isPending}>
            Refund {formatted}
          </Button>
        </div>
      </form>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!amountError) setConfirming(true);
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
