'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { WebhookEndpoint, WebhookEndpointTestResult } from '@/server/services/webhooks/endpoint-schemas';
import type { WebhookEventType } from '@/server/services/webhooks/event-catalog';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardHeader } from '../../ui/card';
import { SelectField } from '../../ui/field';
import { TextLink } from '../../ui/text-link';
import { messageOf, useTRPC } from '../trpc';

/**
 * Sends the catalog's example of a type to the endpoint now, whatever types it receives, and shows
 * what the receiver answered: status code, how long it took, the start of its body.
 */
export function SendExamplePanel({ endpoint, className }: { endpoint: WebhookEndpoint; className?: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const catalog = useQuery({ ...trpc.webhooks.eventTypes.queryOptions({}), staleTime: Infinity });
  const send = useMutation(
    trpc.webhookEndpoints.test.mutationOptions({
      onSettled: () => Promise.all([queryClient.invalidateQueries(trpc.webhooks.deliveries.pathFilter()), queryClient.invalidateQueries(trpc.webhookEndpoints.pathFilter())]),
    }),
  );
  const [eventType, setEventType] = useState<WebhookEventType>('webhook.test');
  const [result, setResult] = useState<{ sent?: WebhookEndpointTestResult; error?: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    try {
      setResult({ sent: await send.mutateAsync({ id: endpoint.id, eventType }) });
    } catch (error) {
      setResult({ error: messageOf(error) });
    }
  }

  return (
    <Card className={className} label="Send example event">
      <CardHeader title="Send example event" description="The catalog’s example of a type, signed and sent to this endpoint now, whatever types it receives." />
      <form onSubmit={onSubmit} className="flex flex-col gap-3 px-5 pt-4 sm:flex-row sm:items-end">
        <SelectField label="Event type" value={eventType} onChange={(event) => setEventType(event.target.value as WebhookEventType)} className="min-w-0 sm:w-72">
          {(catalog.data?.data.map((entry) => entry.type) ?? ['webhook.test']).map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary" pending={send.isPending} disabled={!endpoint.enabled}>
          Send example event
        </Button>
      </form>
      <div className="px-5 py-4 text-sm" aria-live="polite">
        {!endpoint.enabled && <p className="text-zinc-500 dark:text-zinc-400">The endpoint is disabled: enable it to send events to it.</p>}
        {result?.error && <p className="text-red-600 dark:text-red-400">{result.error}</p>}
        {result?.sent && <ReceiverAnswer result={result.sent} />}
      </div>
    </Card>
  );
}

function ReceiverAnswer({ result }: { result: WebhookEndpointTestResult }) {
  const { attempt, delivery } = result;
  const accepted = attempt?.statusCode !== null && attempt?.statusCode !== undefined && attempt.statusCode >= 200 && attempt.statusCode < 300;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={accepted ? 'green' : 'red'}>{accepted ? 'Delivered' : 'Not delivered'}</Badge>
        {attempt ? (
          <span>
            {attempt.statusCode !== null ? (
              <>
                Answered <span className="font-semibold tabular-nums">HTTP {attempt.statusCode}</span>
              </>
            ) : (
              (attempt.error ?? 'No answer')
            )}{' '}
            in <span className="tabular-nums">{attempt.durationMs.toLocaleString('en')} ms</span>
            {!accepted && '. It will be retried on the usual schedule.'}
          </span>
        ) : (
          <span>Queued: it will be sent shortly.</span>
        )}
        <TextLink href={`/portal/webhooks/${delivery.id}`}>Open the delivery</TextLink>
      </div>
      {attempt?.responseExcerpt && (
        <div>
          <p className="mb-1 text-xs font-medium uppercase tracking-wide text-zinc-500 dark:text-zinc-400">Response</p>
          <pre aria-label="Response excerpt" className="max-h-48 overflow-y-auto whitespace-pre-wrap break-all rounded-lg bg-zinc-50 p-3 font-mono text-xs dark:bg-zinc-950">
            {attempt.responseExcerpt}
          </pre>
        </div>
      )}
    </div>
  );
}
