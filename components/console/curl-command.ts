import type { RequestLogEntryDetail } from '@/server/services/request-log/request-log-schemas';

/** Single-quoted for a POSIX shell: nothing inside is expanded. */
const quoted = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

/**
 * A `curl` command that sends a logged request again. The credential is never in it: the log never
 * held it, and the command names a shell variable the reader sets (`$BILLING_TOKEN`, or
 * `$BILLING_ADMIN_KEY` for an administrator's call). Values the log redacted stay `[REDACTED]`.
 * The body is there when the log kept it (answers of 400 and above).
 */
export function curlCommand(entry: Pick<RequestLogEntryDetail, 'method' | 'path' | 'query' | 'actorType' | 'idempotencyKey' | 'requestBody'>, origin: string): string {
  const url = `${origin}${entry.path}${entry.query ? `?${entry.query}` : ''}`;
  const lines = [`curl -X ${entry.method} ${quoted(url)}`];
  lines.push(entry.actorType === 'admin' ? `-H "X-Admin-Key: $BILLING_ADMIN_KEY"` : `-H "Authorization: Bearer $BILLING_TOKEN"`);
  if (entry.idempotencyKey) lines.push(`-H ${quoted(`Idempotency-Key: ${entry.idempotencyKey}`)}`);
  if (entry.requestBody !== null && entry.method !== 'GET' && entry.method !== 'HEAD') {
    lines.push(`-H 'Content-Type: application/json'`, `--data-raw ${quoted(entry.requestBody)}`);
  }
  return lines.join(' \\\n  ');
}
