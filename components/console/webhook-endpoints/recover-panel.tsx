'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { fromLocalInput, toLocalInput, zoneLabel } from '@/server/services/time/time';
import type { WebhookEndpoint } from '@/server/services/webhooks/endpoint-schemas';
import { Button } from '../../ui/button';
import { Card, CardHeader } from '../../ui/card';
import { TextField } from '../../ui/field';
import { useTimeZone } from '../../ui/time-zone';
import { fieldErrorsOf, messageOf, useTRPC } from '../trpc';

const HOUR_MS = 3_600_000;
/** How far back a recovery may reach (RECOVER_MAX_DAYS, without its zod module). */
const MAX_DAYS = 30;

/**
 * Sends the endpoint again everything it missed since a time (given up, or waiting for a retry):
 * after an outage of the receiver, rather than resending deliveries one by one.
 */
export function RecoverPanel({ endpoint, className }: { endpoint: WebhookEndpoint; className?: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The field reads and writes the time in the zone the console shows times in, which it names.
  const timeZone = useTimeZone();
  const recover = useMutation(trpc.webhookEndpoints.recover.mutationOptions({ onSettled: () => queryClient.invalidateQueries(trpc.webhooks.deliveries.pathFilter()) }));
  // Rendered in the browser only (the page loads its endpoint there first), so "now" is the reader's.
  const [bounds] = useState(() => ({ now: new Date(), oldest: new Date(Date.now() - MAX_DAYS * 24 * HOUR_MS) }));
  const [since, setSince] = useState(() => toLocalInput(bounds.now.getTime() - 24 * HOUR_MS, timeZone));
  const [outcome, setOutcome] = useState<{ recovered?: number; error?: string; fieldError?: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    const at = fromLocalInput(since, timeZone);
    if (!at) {
      setOutcome({ fieldError: 'Choose a date and time' });
      return;
    }
    try {
      const result = await recover.mutateAsync({ id: endpoint.id, since: at.toISOString() });
      setOutcome({ recovered: result.recovered });
    } catch (error) {
      const byField = fieldErrorsOf(error);
      setOutcome(byField.since ? { fieldError: byField.since } : { error: messageOf(error) });
    }
  }

  return (
    <Card className={className} label="Recover failed deliveries">
      <CardHeader title="Recover failed deliveries" description={`Sends again now every event to this endpoint since a time that it has not received (at most ${MAX_DAYS} days back). One it accepted is never sent twice.`} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 px-5 pt-4 sm:flex-row sm:items-start">
        <TextField
          label="Since"
          name="since"
          type="datetime-local"
          value={since}
          min={toLocalInput(bounds.oldest, timeZone)}
          max={toLocalInput(bounds.now, timeZone)}
          onChange={(event) => setSince(event.target.value)}
          error={outcome?.fieldError}
          hint={`In ${zoneLabel(timeZone)}.`}
          className="sm:w-64"
        />
        <Button type="submit" variant="secondary" pending={recover.isPending} disabled={!endpoint.enabled} className="sm:mt-6">
          Recover deliveries
        </Button>
      </form>
      <div className="px-5 py-4 text-sm" aria-live="polite">
        {!endpoint.enabled && <p className="text-zinc-500 dark:text-zinc-400">The endpoint is disabled: enable it before recovering its deliveries.</p>}
        {outcome?.error && <p className="text-red-600 dark:text-red-400">{outcome.error}</p>}
        {outcome?.recovered !== undefined && (
          <p>
            {outcome.recovered === 0 ? 'Nothing to recover: no delivery since then is waiting or given up.' : `${outcome.recovered.toLocaleString('en')} ${outcome.recovered === 1 ? 'delivery' : 'deliveries'} queued again.`}
          </p>
        )}
      </div>
    </Card>
  );
}
