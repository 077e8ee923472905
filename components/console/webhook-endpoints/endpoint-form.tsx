'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { WebhookEndpoint } from '@/server/services/webhooks/endpoint-schemas';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';
import { useToast } from '../../ui/toast';
import { fieldErrorsOf, messageOf, useTRPC } from '../trpc';

/** As many custom headers as the API takes (MAX_ENDPOINT_HEADERS, kept here without its zod module). */
const MAX_HEADERS = 10;

type HeaderRow = { key: number; name: string; value: string };

const checkbox = 'mt-0.5 size-4 shrink-0 rounded border-zinc-300 accent-indigo-600 dark:border-zinc-700';

/**
 * Adding an endpoint, or changing one: the same form. The server validates (the API's own rules);
 * its messages are shown at their fields, in the words of the labels.
 */
export function EndpointFormDialog({ open, onClose, endpoint, onSaved }: { open: boolean; onClose: () => void; endpoint?: WebhookEndpoint; onSaved?: (endpoint: WebhookEndpoint) => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={endpoint ? 'Edit endpoint' : 'Add endpoint'}
      description={endpoint ? 'Changes apply to the next event sent to it.' : 'Events are posted to it, signed with a secret of its own.'}
    >
      {/* Mounted while open only: a closed form forgets what was typed. */}
      <EndpointForm endpoint={endpoint} onClose={onClose} onSaved={onSaved} />
    </Dialog>
  );
}

function EndpointForm({ endpoint, onClose, onSaved }: { endpoint?: WebhookEndpoint; onClose: () => void; onSaved?: (endpoint: WebhookEndpoint) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const catalog = useQuery({ ...trpc.webhooks.eventTypes.queryOptions({}), staleTime: Infinity });
  const onSuccess = () => queryClient.invalidateQueries(trpc.webhookEndpoints.pathFilter());
  const create = useMutation(trpc.webhookEndpoints.create.mutationOptions({ onSuccess }));
  const update = useMutation(trpc.webhookEndpoints.update.mutationOptions({ onSuccess }));
  const [types, setTypes] = useState<string[]>(endpoint?.eventTypes ?? []);
  const [headers, setHeaders] = useState<HeaderRow[]>(() => Object.entries(endpoint?.headers ?? {}).map(([name, value], key) => ({ key, name, value })));
  const [nextKey, setNextKey] = useState(headers.length);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const typesId = useId();
  const headersId = useId();
  const pending = create.isPending || update.isPending;

  const headerErrors = Object.entries(errors)
    .filter(([field]) => field === 'headers' || field.startsWith('headers.'))
    .map(([, message]) => message);
  const otherError = Object.entries(errors).find(([field]) => !['url', 'description', 'eventTypes', 'rateLimitPerSecond', 'enabled', 'form'].includes(field) && !field.startsWith('headers'))?.[1];

  function toggleType(type: string, checked: boolean) {
    setTypes((current) => (checked ? [...current, type] : current.filter((chosen) => chosen !== type)));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const named = headers.filter((row) => row.name.trim() !== '' || row.value !== '');
    const twice = named.find((row, index) => named.findIndex((other) => other.name.trim() === row.name.trim()) !== index);
    if (twice) {
      setErrors({ headers: `${twice.name.trim()} is given twice` });
      return;
    }
    const rate = String(form.get('rateLimitPerSecond') ?? '').trim();
    const fields = {
      url: String(form.get('url') ?? '').trim(),
      description: String(form.get('description') ?? ''),
      eventTypes: types,
      headers: Object.fromEntries(named.map((row) => [row.name.trim(), row.value])),
      rateLimitPerSecond: rate === '' ? null : Number(rate),
      enabled: form.get('enabled') === 'on',
    };
    setErrors({});
    try {
      // An edit leaves `enabled` alone unless it was changed: re-sending it would clear why the endpoint was disabled.
      const { enabled, ...rest } = fields;
      const saved = endpoint
        ? await update.mutateAsync({ id: endpoint.id, ...rest, ...(enabled !== endpoint.enabled ? { enabled } : {}) })
        : await create.mutateAsync(fields);
      toast.success(endpoint ? 'Endpoint saved' : 'Endpoint added');
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const byField = fieldErrorsOf(error);
      setErrors(Object.keys(byField).length > 0 ? byField : { form: messageOf(error) });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {/* The URL rule is the tenant's webhook URL's, whose message names that field. */}
      <TextField label="URL" name="url" type="url" required defaultValue={endpoint?.url ?? ''} placeholder="https://example.com/webhooks/billing" error={errors.url} hint="A public https address." autoFocus />
      <TextField label="Description" name="description" defaultValue={endpoint?.description ?? ''} placeholder="What it is for" error={errors.description} />

      <fieldset aria-describedby={errors.eventTypes ? `${typesId}-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-zinc-700 dark:text-zinc-300">Event types</legend>
        <p className="mb-2 text-xs text-zinc-500 dark:text-zinc-400">{types.length === 0 ? 'All events: none is ticked, so it receives every type.' : `${types.length} chosen: it receives only these.`}</p>
        {catalog.isError ? (
          <p className="text-sm text-red-600 dark:text-red-400">The event types could not be loaded: {messageOf(catalog.error)}</p>
        ) : !catalog.data ? (
          <div aria-busy="true" aria-label="Loading the event types" className="h-32 animate-pulse rounded-lg bg-zinc-100 dark:bg-zinc-800" />
        ) : (
          <ul className="max-h-56 space-y-2 overflow-y-auto rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
            {catalog.data.data.map((entry) => (
              <li key={entry.type} className="flex items-start gap-2">
                <input id={`${typesId}-${entry.type}`} type="checkbox" className={checkbox} checked={types.includes(entry.type)} onChange={(event) => toggleType(entry.type, event.target.checked)} />
                <label htmlFor={`${typesId}-${entry.type}`} className="min-w-0 text-sm">
                  <span className="font-mono text-xs font-medium">{entry.type}</span>
                  <span className="block text-xs text-zinc-500 dark:text-zinc-400">
                    <CatalogText text={entry.description} />
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {errors.eventTypes && (
          <p id={`${typesId}-error`} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
            {errors.eventTypes.replace(/^eventTypes /, 'Event types ')}
          </p>
        )}
      </fieldset>

      <fieldset aria-describedby={headerErrors.length > 0 ? `${headersId}-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-zinc-700 dark:text-zinc-300">Custom headers</legend>
        <p className="mb-2 text-xs text-zinc-500 dark:text-zinc-400">Sent with every event to this endpoint, up to {MAX_HEADERS}: an API key your receiver checks, for instance.</p>
        {headers.length > 0 && (
          <ul className="mb-2 space-y-2">
            {headers.map((row, index) => (
              <li key={row.key} className="grid grid-cols-[1fr_1fr_auto] items-center gap-2">
                <input
                  aria-label={`Header ${index + 1} name`}
                  value={row.name}
                  placeholder="X-Api-Key"
                  autoComplete="off"
                  onChange={(event) => setHeaders((rows) => rows.map((other) => (other.key === row.key ? { ...other, name: event.target.value } : other)))}
                  className="h-9 min-w-0 rounded-lg border border-zinc-300 bg-white px-2 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-900"
                />
                <input
                  aria-label={`Header ${index + 1} value`}
                  value={row.value}
                  placeholder="Value"
                  autoComplete="off"
                  onChange={(event) => setHeaders((rows) => rows.map((other) => (other.key === row.key ? { ...other, value: event.target.value } : other)))}
                  className="h-9 min-w-0 rounded-lg border border-zinc-300 bg-white px-2 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-900"
                />
                <Button variant="ghost" size="sm" aria-label={`Remove header ${index + 1}`} onClick={() => setHeaders((rows) => rows.filter((other) => other.key !== row.key))}>
                  <span aria-hidden="true">✕</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Button
          variant="secondary"
          size="sm"
          disabled={headers.length >= MAX_HEADERS}
          onClick={() => {
            setHeaders((rows) => [...rows, { key: nextKey, name: '', value: '' }]);
            setNextKey((key) => key + 1);
          }}
        >
          Add header
        </Button>
        {headerErrors.length > 0 && (
          <div id={`${headersId}-error`} className="mt-1.5 space-y-1 text-sm text-red-600 dark:text-red-400">
            {headerErrors.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
      </fieldset>

      <TextField
        label="Rate limit per second"
        name="rateLimitPerSecond"
        type="number"
        inputMode="numeric"
        min={1}
        max={1000}
        defaultValue={endpoint?.rateLimitPerSecond ?? ''}
        error={errors.rateLimitPerSecond}
        hint="Optional: at most this many events a second; later ones wait their turn."
        className="max-w-60"
      />
      <div className="flex items-start gap-2">
        <input id={`${typesId}-enabled`} name="enabled" type="checkbox" defaultChecked={endpoint?.enabled ?? true} className={checkbox} />
        <label htmlFor={`${typesId}-enabled`} className="text-sm font-medium">
          Enabled
        </label>
      </div>
      {(errors.form ?? otherError) && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errors.form ?? otherError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" pending={pending}>
          {endpoint ? 'Save endpoint' : 'Add endpoint'}
        </Button>
      </div>
    </form>
  );
}

/** The catalog's descriptions mark code with backticks (`POST /payments`), as the API reference renders them. */
function CatalogText({ text }: { text: string }) {
  return text.split('`').map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} className="font-mono">
        {part}
      </code>
    ) : (
      part
    ),
  );
}
