'use client';

import { FormAlert } from '@/components/ui/form-alert';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EVIDENCE_MAX } from '@/server/services/disputes/dispute-constants';
import type { Dispute } from '@/server/services/disputes/dispute-schemas';
import { Button } from '../ui/button';
import { ConfirmDialog, Dialog } from '../ui/dialog';
import { TextAreaField } from '../ui/field';
import { formatAmount } from '../ui/format';
import { useToast } from '../ui/toast';
import { useConsoleRole } from '../console/console-role';
import { BackLink, DetailPage } from '../console/detail-parts';
import { DisputeDetailView, refreshUntilClosed } from '../console/dispute-detail-view';
import { messageOf, useTRPC } from '../console/trpc';

const count = new Intl.NumberFormat('en');

/** One of the tenant's disputes; another tenant's dispute is not found, as the API answers. */
export function PortalDispute({ id }: { id: string }) {
  const trpc = useTRPC();
  const detail = useQuery({ ...trpc.disputes.get.queryOptions({ id }), refetchInterval: refreshUntilClosed });
  return (
    <DetailPage query={detail} back={() => <BackLink href="/portal/disputes">All disputes</BackLink>} noun="Dispute" id={id} listHint="find the dispute in the list">
      {(dispute) => <DisputeView dispute={dispute} />}
    </DetailPage>
  );
}

function DisputeView({ dispute }: { dispute: Dispute }) {
  const { mayChange } = useConsoleRole();
  const trpc = useTRPC();
  // The payment's connector says where the provider shows the dispute (Stripe's dashboard, test or live).
  const payment = useQuery(trpc.payments.detail.queryOptions({ id: dispute.paymentId }));
  return (
    <DisputeDetailView
      dispute={dispute}
      account={payment.data?.connector}
      paymentHref={`/portal/payments/${dispute.paymentId}`}
      // The buttons go once the dispute can no longer be answered; their dialogs stay mounted, so an
      // answer the server refuses (the dispute moved on meanwhile) is still shown where it was given.
      actions={(answerable) =>
        mayChange && (
          <>
            <AcceptDisputeButton dispute={dispute} offered={answerable} />
            <SubmitEvidenceButton dispute={dispute} offered={answerable} />
          </>
        )
      }
    />
  );
}

/** Both answers change what the dispute's page and the lists show. */
function useDisputeInvalidation() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.disputes.get.pathFilter()),
      queryClient.invalidateQueries(trpc.disputes.list.pathFilter()),
      queryClient.invalidateQueries(trpc.webhooks.deliveries.pathFilter()),
    ]);
}

function AcceptDisputeButton({ dispute, offered }: { dispute: Dispute; offered: boolean }) {
  const trpc = useTRPC();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const accept = useMutation(trpc.disputes.accept.mutationOptions({ onSettled: useDisputeInvalidation() }));
  const amount = formatAmount(dispute.amount, dispute.currency);
  return (
    <>
      {offered && (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Accept dispute
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Accept this dispute?"
        description={`You concede the ${amount}: the dispute is lost at once and cannot be answered afterwards. A dispute.closed event is sent to your webhook endpoints.`}
        confirmLabel="Accept dispute"
        dismissLabel="Keep it open"
        pending={accept.isPending}
        onConfirm={async () => {
          try {
            await accept.mutateAsync({ id: dispute.id });
            toast.success(`The dispute of ${amount} is accepted`);
          } catch (error) {
            // The provider may have closed it meanwhile: the page shows its new state.
            toast.error(messageOf(error));
          } finally {
            setConfirming(false);
          }
        }}
      />
    </>
  );
}

function SubmitEvidenceButton({ dispute, offered }: { dispute: Dispute; offered: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {offered && <Button onClick={() => setOpen(true)}>Submit evidence</Button>}
      <Dialog open={open} onClose={() => setOpen(false)} title="Submit evidence" description="Your answer goes to the payment provider as written; it cannot be changed afterwards." wide>
        {/* Its own component, so the form starts afresh each time it opens. */}
        {open && <EvidenceForm dispute={dispute} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function EvidenceForm({ dispute, onDone }: { dispute: Dispute; onDone: () => void }) {
  const trpc = useTRPC();
  const toast = useToast();
  const [text, setText] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = useMutation(trpc.disputes.submitEvidence.mutationOptions({ onSettled: useDisputeInvalidation() }));
  const tooLong = text.length > EVIDENCE_MAX;
  const blank = text.trim() === '';

  if (confirming) {
    return (
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          setServerError(null);
          try {
            await submit.mutateAsync({ id: dispute.id, text });
            toast.success('Your evidence is with the payment provider');
            onDone();
          } catch (error) {
            // The server's word on it: the due date passed, or the dispute was answered or closed meanwhile.
            setServerError(messageOf(error));
          }
        }}
      >
        <p className="text-sm">
          Send these {count.format(text.length)} characters to the payment provider as your answer to the dispute of {formatAmount(dispute.amount, dispute.currency)}? The dispute is then under review until the provider decides.
        </p>
        <FormAlert message={serverError} />
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={submit.isPending}>
            Back
          </Button>
          <Button type="submit" pending={submit.isPending}>
            Send evidence
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
        if (!blank && !tooLong) setConfirming(true);
      }}
    >
      <TextAreaField
        label="Evidence"
        name="text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={8}
        error={tooLong ? `${count.format(text.length)} / ${count.format(EVIDENCE_MAX)} characters: evidence must be at most ${count.format(EVIDENCE_MAX)}` : undefined}
        hint={`${count.format(text.length)} / ${count.format(EVIDENCE_MAX)} characters`}
        placeholder="Delivery records, correspondence with the payer, the terms they agreed to…"
      />
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={blank || tooLong}>
          Continue
        </Button>
      </div>
    </form>
  );
}
