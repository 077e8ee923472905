import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Db, rowsOf } from '@/db/client';
import { paymentConnectors, payments, people, storedSecretsCanary, webhookEndpoints } from '@/db/schema';
import { isSealed, PREVIOUS_SECRETS_KEYS_VARIABLE, type SecretBox, SECRETS_KEY_VARIABLE, SecretKeyError } from '@/server/infra/secret-box';
import { type SecretHolder, secretPlaces } from './secret-places';

/**
 * Every secret the database keeps sealed, by column: what start-up checks the key against, what it
 * seals when it finds plaintext left from before sealing, and what `npm run secrets:rotate`
 * re-seals under a new key. A credential added later is one more entry here.
 */
type SealedColumn = {
  name: string;
  table: PgTable;
  id: PgColumn;
  column: PgColumn;
  key: string;
  /** The other columns of the row its place is made of (the id is always read). */
  placeColumns?: Record<string, PgColumn>;
  place: (row: PlaceRow) => string;
};
type PlaceRow = { id: string } & Record<string, unknown>;

/** An endpoint's secret is placed by the endpoint it belongs to: the primary's by its tenant (secret-places.ts). */
const endpointPlaceColumns = { tenantId: webhookEndpoints.tenantId, isPrimary: webhookEndpoints.isPrimary };
const holderOf = (row: PlaceRow): SecretHolder => ({ id: row.id, tenantId: row.tenantId as string, isPrimary: row.isPrimary as boolean });

const sealedColumns: SealedColumn[] = [
  { name: 'stored_secrets_canary.sealed', table: storedSecretsCanary, id: storedSecretsCanary.id, column: storedSecretsCanary.sealed, key: 'sealed', place: (row) => secretPlaces.canary(row.id) },
  { name: 'people.totp_secret', table: people, id: people.id, column: people.totpSecret, key: 'totpSecret', place: (row) => secretPlaces.totpSecret(row.id) },
  { name: 'people.totp_pending_secret', table: people, id: people.id, column: people.totpPendingSecret, key: 'totpPendingSecret', place: (row) => secretPlaces.totpPendingSecret(row.id) },
  {
    name: 'webhook_endpoints.secret',
    table: webhookEndpoints,
    id: webhookEndpoints.id,
    column: webhookEndpoints.secret,
    key: 'secret',
    placeColumns: endpointPlaceColumns,
    place: (row) => secretPlaces.endpointSecret(holderOf(row)),
  },
  {
    name: 'webhook_endpoints.previous_secret',
    table: webhookEndpoints,
    id: webhookEndpoints.id,
    column: webhookEndpoints.previousSecret,
    key: 'previousSecret',
    placeColumns: endpointPlaceColumns,
    place: (row) => secretPlaces.endpointPreviousSecret(holderOf(row)),
  },
  {
    name: 'payment_connectors.secret_key',
    table: paymentConnectors,
    id: paymentConnectors.id,
    column: paymentConnectors.secretKey,
    key: 'secretKey',
    place: (row) => secretPlaces.connectorSecretKey(row.id),
  },
  {
    name: 'payment_connectors.webhook_secret',
    table: paymentConnectors,
    id: paymentConnectors.id,
    column: paymentConnectors.webhookSecret,
    key: 'webhookSecret',
    place: (row) => secretPlaces.connectorWebhookSecret(row.id),
  },
  { name: 'payments.client_secret', table: payments, id: payments.id, column: payments.clientSecret, key: 'clientSecret', place: (row) => secretPlaces.paymentClientSecret(row.id) },
];

/** Rows handled per statement: a rotation of a large table never holds one huge result. */
const BATCH = 200;

/** The stored value under `box`'s current key: opened (or taken as plaintext, from before sealing) and sealed again. */
const resealed = (box: SecretBox, value: string, place: string) => box.seal(isSealed(value) ? box.open(value, place) : value, place);

/** A value's key id, in SQL: the second dot-separated part of a sealed value. */
const keyIdOf = (value: SQL | PgColumn) => sql<string>`split_part(${value}, '.', 2)`;
const sealedPattern = sql`'^v1\\.[A-Za-z0-9_-]{8}\\.'`;

export type ResealCounts = Record<string, number>;

/**
 * Re-seals every stored secret not sealed under `box`'s current key (`onlyPlaintext`: only those
 * still in plaintext). Each write lands only if the value is still the one read, so a secret
 * changed meanwhile (already sealed under the current key) is left alone. Answers the count per
 * column.
 */
export async function resealStoredSecrets(db: Db, box: SecretBox, options: { onlyPlaintext?: boolean } = {}): Promise<ResealCounts> {
  const counts: ResealCounts = {};
  const stale = (column: SQL | PgColumn) =>
    options.onlyPlaintext ? sql`${column} !~ ${sealedPattern}` : sql`(${column} !~ ${sealedPattern} or ${keyIdOf(column)} <> ${box.currentKeyId})`;
  for (const entry of sealedColumns) {
    let count = 0;
    for (let skip = new Set<string>(); ; ) {
      const rows = (await db
        .select({ ...entry.placeColumns, id: entry.id, value: entry.column })
        .from(entry.table)
        .where(and(isNotNull(entry.column), stale(entry.column)))
        .limit(BATCH + skip.size)) as Array<PlaceRow & { value: string }>;
      const todo = rows.filter((row) => !skip.has(row.id));
      if (todo.length === 0) break;
      for (const row of todo) {
        const updated = await db
          .update(entry.table)
          .set({ [entry.key]: resealed(box, row.value, entry.place(row)) })
          .where(and(eq(entry.id, row.id), eq(entry.column, row.value)))
          .returning({ id: entry.id });
        if (updated.length === 1) count++;
        else skip = new Set([...skip, row.id]);
      }
    }
    counts[entry.name] = count;
  }
  counts['webhook_endpoints.headers'] = await resealHeaders(db, box, options.onlyPlaintext ?? false);
  return counts;
}

async function resealHeaders(db: Db, box: SecretBox, onlyPlaintext: boolean): Promise<number> {
  const stale = onlyPlaintext
    ? sql`h.value !~ ${sealedPattern}`
    : sql`(h.value !~ ${sealedPattern} or ${keyIdOf(sql`h.value`)} <> ${box.currentKeyId})`;
  let count = 0;
  for (let skip = new Set<string>(); ; ) {
    const rows = rowsOf<{ id: string; headers: Record<string, string> }>(
      await db.execute(sql`
        select e.id, e.headers from ${webhookEndpoints} e
        where exists (select 1 from jsonb_each_text(e.headers) h where ${stale})
        limit ${BATCH + skip.size}`),
    ).filter((row) => !skip.has(row.id));
    if (rows.length === 0) return count;
    for (const row of rows) {
      const headers = Object.fromEntries(
        Object.entries(row.headers).map(([name, value]) => {
          const place = secretPlaces.endpointHeader(row.id, name);
          const current = isSealed(value) && value.split('.')[1] === box.currentKeyId;
          return [name, current ? value : resealed(box, value, place)];
        }),
      );
      const updated = await db
        .update(webhookEndpoints)
        .set({ headers })
        .where(and(eq(webhookEndpoints.id, row.id), sql`${webhookEndpoints.headers} = ${JSON.stringify(row.headers)}::jsonb`))
        .returning({ id: webhookEndpoints.id });
      if (updated.length === 1) count++;
      else skip = new Set([...skip, row.id]);
    }
  }
}

/**
 * Start-up's check of the configured keys against what is stored: every key id found must be one
 * this instance has, and one value of each must open. A wrong or missing key stops start-up here,
 * naming the variable, rather than failing a sign-in or a delivery later.
 */
export async function checkStoredSecretKeys(db: Db, box: SecretBox): Promise<void> {
  const samples = new Map<string, { value: string; place: string }>();
  for (const entry of sealedColumns) {
    const rows = (await db
      .selectDistinctOn([keyIdOf(entry.column)], { ...entry.placeColumns, keyId: keyIdOf(entry.column), id: entry.id, value: entry.column })
      .from(entry.table)
      .where(and(isNotNull(entry.column), sql`${entry.column} ~ ${sealedPattern}`))) as Array<PlaceRow & { keyId: string; value: string }>;
    for (const row of rows) if (!samples.has(row.keyId)) samples.set(row.keyId, { value: row.value, place: entry.place(row) });
  }
  const headerRows = rowsOf<{ key_id: string; id: string; name: string; value: string }>(
    await db.execute(sql`
      select distinct on (split_part(h.value, '.', 2)) split_part(h.value, '.', 2) as key_id, e.id, h.key as name, h.value
      from ${webhookEndpoints} e, jsonb_each_text(e.headers) h
      where h.value ~ ${sealedPattern}`),
  );
  for (const row of headerRows) if (!samples.has(row.key_id)) samples.set(row.key_id, { value: row.value, place: secretPlaces.endpointHeader(row.id, row.name) });

  const unknown = [...samples.keys()].filter((id) => !box.keyIds.includes(id));
  if (unknown.length > 0) {
    throw new SecretKeyError(
      `${SECRETS_KEY_VARIABLE} is not the key that sealed the stored secrets: they name key ${unknown.join(', ')}, and this instance has ` +
        `${box.keyIds.join(', ')}. Set ${SECRETS_KEY_VARIABLE} to the key they were sealed with (during a rotation, the old one in ${PREVIOUS_SECRETS_KEYS_VARIABLE}).`,
    );
  }
  for (const { value, place } of samples.values()) {
    try {
      box.open(value, place);
    } catch (error) {
      throw new SecretKeyError(`${SECRETS_KEY_VARIABLE}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

const CANARY_ID = 'key-check';
const CANARY_TEXT = 'stored secrets key check';

/**
 * What start-up does with the stored secrets: checks the keys against them, writes the canary on
 * a first start (so a second instance given another key fails even before any secret is stored),
 * then seals what is still plaintext.
 */
export async function prepareStoredSecrets(db: Db, box: SecretBox): Promise<ResealCounts> {
  await checkStoredSecretKeys(db, box);
  const inserted = await db
    .insert(storedSecretsCanary)
    .values({ id: CANARY_ID, sealed: box.seal(CANARY_TEXT, secretPlaces.canary(CANARY_ID)) })
    .onConflictDoNothing()
    .returning({ id: storedSecretsCanary.id });
  if (inserted.length === 0) {
    // There already, or written meanwhile by an instance perhaps given another key: it must open.
    const [canary] = await db.select({ sealed: storedSecretsCanary.sealed }).from(storedSecretsCanary).where(eq(storedSecretsCanary.id, CANARY_ID));
    try {
      box.open(canary!.sealed, secretPlaces.canary(CANARY_ID));
    } catch (error) {
      throw new SecretKeyError(`${SECRETS_KEY_VARIABLE} is not the key that sealed the stored secrets: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return resealStoredSecrets(db, box, { onlyPlaintext: true });
}
