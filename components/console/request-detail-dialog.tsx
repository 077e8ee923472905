'use client';

import type { ReactNode } from 'react';
import type { RequestLogEntryDetail } from '@/server/services/request-log/request-log-schemas';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { CopyButton } from '../ui/copy-button';
import { Dialog } from '../ui/dialog';
import { DateTime } from '../ui/date-time';
import { curlCommand } from './curl-command';
import { statusTone } from './tables/request-log-table';

/** A body as sent: indented when it is JSON, as it was otherwise. */
function readable(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/**
 * One logged request: what was sent, how it was answered, its bodies when it failed, and a `curl`
 * that sends it again. `entry` is undefined while it loads; `error` says why it could not be.
 */
export function RequestDetailDialog({ open, onClose, entry, error }: { open: boolean; onClose: () => void; entry: RequestLogEntryDetail | undefined; error: string | null }) {
  const title = entry ? `${entry.method} ${entry.path}` : 'Request';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      wide
      title={title}
      description={entry ? <>Answered {entry.status} on <DateTime value={entry.createdAt} seconds /></> : error ? undefined : 'Loading…'}
    >
      {error ? (
        <p className="text-sm text-red-600 dark:text-red-400">{error}</p>
      ) : entry ? (
        <EntryDetail entry={entry} />
      ) : (
        <div className="h-48 animate-pulse rounded-lg bg-zinc-100 dark:bg-zinc-800/60" aria-hidden="true" />
      )}
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}

function EntryDetail({ entry }: { entry: RequestLogEntryDetail }) {
  const curl = curlCommand(entry, window.location.origin);
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Item label="Status">
          <Badge tone={statusTone(entry.status)}>{entry.status}</Badge>
          {entry.replayed && (
            <Badge tone="indigo" className="ml-2">
              Replayed from the idempotency store
            </Badge>
          )}
        </Item>
        <Item label="Latency">{entry.durationMs.toLocaleString('en', { maximumFractionDigits: 1 })} ms</Item>
        <Item label="Route">
          <span className="font-mono text-xs">{entry.route}</span>
        </Item>
        <Item label="Query">
          <span className="break-all font-mono text-xs">{entry.query || '—'}</span>
        </Item>
        <Item label="Correlation ID">
          <span className="flex items-center gap-2">
            <span className="break-all font-mono text-xs">{entry.correlationId}</span>
            <CopyButton value={entry.correlationId} label="Copy correlation ID" />
          </span>
        </Item>
        <Item label="Idempotency key">
          <span className="break-all font-mono text-xs">{entry.idempotencyKey ?? '—'}</span>
        </Item>
        <Item label="Made by">{entry.actorType === 'admin' ? `Administrator${entry.actorId ? ` (${entry.actorId})` : ''}` : 'The tenant'}</Item>
        <Item label="Client">
          <span className="break-all">
            {entry.ip ?? '—'}
            {entry.userAgent ? ` · ${entry.userAgent}` : ''}
          </span>
        </Item>
      </dl>
      {entry.errorMessage && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-300">
          <span className="font-medium">Error:</span> {entry.errorMessage}
        </p>
      )}
      {entry.requestBody !== null && <Code title="Request body" text={readable(entry.requestBody)} note="Secrets are redacted; bodies are cut at 8,192 characters." />}
      {entry.errorBody !== null && <Code title="Error body" text={readable(entry.errorBody)} />}
      {entry.status < 400 && <p className="text-xs text-zinc-500 dark:text-zinc-400">Bodies are kept for answers of 400 and above only.</p>}
      <Code
        title="Replay with curl"
        text={curl}
        note={
          <>
            Set {entry.actorType === 'admin' ? <code>BILLING_ADMIN_KEY</code> : <code>BILLING_TOKEN</code>} first; the log never holds credentials.
            {entry.requestBody === null && entry.method !== 'GET' && entry.method !== 'HEAD' ? ' Add the body with --data-raw.' : ''}
          </>
        }
        copyLabel="Copy curl command"
      />
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-zinc-500 dark:text-zinc-400">{label}</dt>
      <dd className="mt-1 break-words">{children}</dd>
    </div>
  );
}

function Code({ title, text, note, copyLabel }: { title: string; text: string; note?: ReactNode; copyLabel?: string }) {
  return (
    <section aria-label={title}>
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{title}</h3>
        {copyLabel && <CopyButton value={text} label={copyLabel} />}
      </div>
      <pre tabIndex={0} className="max-h-64 overflow-auto rounded-lg bg-zinc-950 p-3 font-mono text-xs leading-relaxed text-zinc-100 dark:bg-black/40">
        {text}
      </pre>
      {note && <p className="mt-1 text-xs text-zinc-500 dark:text-zinc-400">{note}</p>}
    </section>
  );
}
