import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { requestLog } from '@/db/analytics/schema';
import { payments } from '@/db/schema';
import { handleExportRequest } from '../console/export';
import type { ConsoleSession } from '../trpc';
import type { TestApp } from './test-app';

/** What the CSV export suites share: a download through the console's route, the file read back as rows, seeded lists. */

/** RFC 4180 read back: quoted cells (with doubled quotes, commas and line breaks inside), CRLF rows. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) throw new Error(`the file does not end with CRLF: ${JSON.stringify(text.slice(-40))}`);
  return rows;
}

export type Download = { status: number; headers: Headers; text: string; body: unknown; header: string[]; rows: Array<Record<string, string>> };

/** GET /api/export/... as the console's route answers it, for a console session (null: signed out). */
export async function download(app: TestApp, pathAndQuery: string, session: ConsoleSession | null): Promise<Download> {
  const response = await handleExportRequest(new Request(`http://localhost${pathAndQuery}`, { headers: { host: 'localhost' } }), { container: app.container, session });
  // Response.text() would drop the byte order mark: the bytes are decoded keeping it.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  if (!response.headers.get('content-type')?.startsWith('text/csv')) {
    return { status: response.status, headers: response.headers, text, body: JSON.parse(text) as unknown, header: [], rows: [] };
  }
  const [header = [], ...cells] = parseCsv(text.replace(/^\uFEFF/, ''));
  return { status: response.status, headers: response.headers, text, body: null, header, rows: cells.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? '']))) };
}

export const adminSession = (role: 'owner' | 'operator' | 'viewer' = 'viewer'): ConsoleSession => ({ kind: 'admin', adminId: randomUUID(), email: `${randomUUID()}@example.com`, role });
export const memberSession = (tenantId: string, role: 'owner' | 'developer' | 'viewer' = 'viewer'): ConsoleSession => ({ kind: 'tenant', tenantId, role, person: { id: randomUUID(), email: `${randomUUID()}@example.com` } });

type PaymentSeed = Partial<typeof payments.$inferInsert> & { tenantId: string };

/** Payments written straight to the table (the list is what is tested, not how payments are made). */
export async function seedPayments(app: TestApp, rows: PaymentSeed[]): Promise<string[]> {
  const inserted = await app.container.database.db
    .insert(payments)
    .values(rows.map((row) => ({ amount: '10.00', currency: 'EUR', userId: 'user-1', provider: 'sandbox', status: 'SUCCEEDED' as const, ...row })))
    .returning({ id: payments.id });
  return inserted.map((row) => row.id);
}

/** `count` payments of one tenant sharing one creation time and one amount: every sort value ties, only the id orders them. */
export async function seedTiedPayments(app: TestApp, tenantId: string, count: number, at: string): Promise<void> {
  await app.container.database.db.execute(sql`
    insert into payments (tenant_id, amount, currency, user_id, provider, status, created_at, updated_at)
    select ${tenantId}::uuid, 25.50, 'EUR', 'user-' || n, 'sandbox', 'SUCCEEDED', ${at}::timestamptz, ${at}::timestamptz
    from generate_series(1, ${count}) as n`);
}

/** One request of a tenant's request log, written straight to the analytics store. */
export async function seedRequest(app: TestApp, tenantId: string, entry: { path: string; status?: number; createdAt?: Date; userAgent?: string }): Promise<string> {
  const id = randomUUID();
  await app.container.analytics.db.insert(requestLog).values({
    id,
    tenantId,
    createdAt: entry.createdAt ?? new Date(),
    actorType: 'tenant',
    actorId: tenantId,
    method: 'GET',
    route: 'unmatched',
    path: entry.path,
    query: '',
    status: entry.status ?? 404,
    durationMs: 1.5,
    correlationId: randomUUID(),
    replayed: false,
    userAgent: entry.userAgent ?? null,
  });
  return id;
}
