import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { type Db, openPglite, pgliteHandle, postgresHandle, rowsOf, schema } from '@/db/client';
import { customers, disputes, paymentConnectors, payments, prices, refunds, tenants, webhookDeliveries, webhookEndpoints } from '@/db/schema';
import { copyPgliteTemplate, migrationsHash, pgliteTemplate, testDataRoot } from '@/server/testing/template-databases';
import { assertLocal, testServices, uniqueName } from '@/server/testing/test-services';
import { listDisputes } from '../disputes/list-disputes';
import { listDisputesInput } from '../disputes/dispute-schemas';
import { listPayments } from '../payments/list-payments';
import { listPaymentsInput } from '../payments/payment-schemas';
import { listRefunds } from '../refunds/list-refunds';
import { listRefundsInput } from '../refunds/refund-schemas';
import { listConnectorsInput } from '../payment-connectors/connector-schemas';
import { listConnectors } from '../payment-connectors/manage-connectors';
import { listCustomersInput } from '../customers/customer-schemas';
import { listCustomers } from '../customers/manage-customers';
import { listPricesInput } from '../prices/price-schemas';
import { listPrices } from '../prices/manage-prices';
import { grantPlatformScope, grantTenantScope, readInScope, type Scope, TENANT_READER_ROLE } from './tenant-scope';

/**
 * The database connected to as production connects: the application's own user, neither a
 * superuser nor exempt from row-level security, owning the database and migrating it, and a member
 * of the tenant reader as docs/deployment.md asks a database administrator to make it. A read whose
 * scope was lost (forced past the types, or a hand-made look-alike) and a query that forgets its
 * tenant condition both see no other tenant's rows.
 */

const appUser = uniqueName('billing_app');
const databaseName = uniqueName('scope');
let admin: postgres.Sql;
let handle: ReturnType<typeof postgresHandle<Db>>;
let db: Db;
const ids = { mine: '', theirs: '' };

beforeAll(async () => {
  assertLocal(testServices.postgresUrl);
  admin = postgres(testServices.postgresUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create role "${appUser}" login nosuperuser nobypassrls nocreaterole nocreatedb`);
  // What the administrator does once per server (docs/deployment.md): the reader exists, the app's user may become it.
  await admin.unsafe(`do $$ begin if not exists (select 1 from pg_roles where rolname = '${TENANT_READER_ROLE}') then create role ${TENANT_READER_ROLE} nologin; end if; exception when duplicate_object or unique_violation then null; end $$`);
  await admin.unsafe(`grant ${TENANT_READER_ROLE} to "${appUser}"`);
  await admin.unsafe(`create database "${databaseName}" owner "${appUser}"`);
  const url = new URL(testServices.postgresUrl);
  url.username = appUser;
  url.pathname = `/${databaseName}`;
  handle = postgresHandle<Db>(url.toString(), schema, { max: 2 });
  await handle.migrate('main');
  db = handle.db;
  const [mine, theirs] = await db
    .insert(tenants)
    .values(['mine', 'theirs'].map((appId) => ({ appId, name: appId, secretHash: 'x' })))
    .returning({ id: tenants.id });
  ids.mine = mine!.id;
  ids.theirs = theirs!.id;
  for (const tenantId of [ids.mine, ids.theirs]) {
    const [payment] = await db.insert(payments).values({ tenantId, amount: '10.00', currency: 'EUR', userId: 'user-1', status: 'SUCCEEDED', provider: 'simulated' }).returning({ id: payments.id });
    await db.insert(refunds).values({ tenantId, paymentId: payment!.id, amount: '1.00', currency: 'EUR', status: 'SUCCEEDED', provider: 'simulated' });
    await db.insert(disputes).values({ tenantId, paymentId: payment!.id, amount: '10.00', currency: 'EUR', reason: 'fraudulent', status: 'NEEDS_RESPONSE', evidenceDueBy: new Date(), provider: 'simulated', providerDisputeId: `dp_${tenantId}` });
    await db.insert(webhookEndpoints).values({ tenantId, url: `https://example.com/${tenantId}` });
    await db.insert(webhookDeliveries).values({ tenantId, eventId: crypto.randomUUID(), eventType: 'payment.created', payload: {} });
    await db.insert(paymentConnectors).values({ tenantId, provider: 'sandbox', name: 'Sandbox', isDefault: true });
    await db.insert(customers).values({ tenantId, externalId: 'user-1' });
    await db.insert(prices).values({ tenantId, currency: 'EUR', unitAmount: 1990n });
  }
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await admin?.unsafe(`drop database if exists "${databaseName}" with (force)`);
  await admin?.unsafe(`drop role if exists "${appUser}"`);
  await admin?.end();
});

const tenantIdsIn = (rows: Array<{ tenantId: string }>) => [...new Set(rows.map((row) => row.tenantId))];

it('connects as production does: not a superuser, not exempt from row-level security', async () => {
  const [role] = rowsOf<{ rolsuper: boolean; rolbypassrls: boolean }>(await db.execute(sql`select rolsuper, rolbypassrls from pg_roles where rolname = current_user`));
  expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
});

describe('a list whose scope was lost sees no tenant’s rows', () => {
  const lost: Array<[string, unknown]> = [
    ['no scope at all', undefined],
    ['a hand-made tenant scope', { tenantId: 'placeholder' }],
    ['a hand-made platform scope', { platform: true }],
  ];
  it.each(lost)('%s', async (_label, value) => {
    const scope = (value && 'tenantId' in (value as object) ? { tenantId: ids.theirs } : value) as Scope;
    expect((await listPayments(db, scope, listPaymentsInput.parse({}))).data).toEqual([]);
    expect((await listRefunds(db, scope, listRefundsInput.parse({}))).data).toEqual([]);
    expect((await listDisputes(db, scope, listDisputesInput.parse({}))).data).toEqual([]);
    expect((await listConnectors(db, scope, listConnectorsInput.parse({}), 'http://localhost')).data).toEqual([]);
    expect((await listCustomers(db, scope, listCustomersInput.parse({}))).data).toEqual([]);
    expect((await listPrices(db, scope, listPricesInput.parse({}))).data).toEqual([]);
  });

  it('while the granted scopes see what they may', async () => {
    expect(tenantIdsIn((await listPayments(db, grantTenantScope(ids.mine), listPaymentsInput.parse({}))).data)).toEqual([ids.mine]);
    expect(tenantIdsIn((await listPayments(db, grantPlatformScope(), listPaymentsInput.parse({}))).data).sort()).toEqual([ids.mine, ids.theirs].sort());
  });
});

describe('row-level security under a query that forgets its tenant condition', () => {
  const tables = { payments, refunds, disputes, webhookDeliveries, webhookEndpoints, paymentConnectors, customers, prices };
  it.each(Object.keys(tables) as Array<keyof typeof tables>)('%s: a tenant’s read sees its own rows only', async (name) => {
    const rows = await readInScope(db, grantTenantScope(ids.mine), (tx) => tx.select({ tenantId: tables[name].tenantId }).from(tables[name]));
    expect(tenantIdsIn(rows)).toEqual([ids.mine]);
  });

  it('the tenant reader with no tenant set sees no rows at all (deny by default)', async () => {
    const rows = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${TENANT_READER_ROLE}, true)`);
      return tx.select({ tenantId: payments.tenantId }).from(payments);
    });
    expect(rows).toEqual([]);
  });

  it('the tenant reader may not write', async () => {
    const attempt = readInScope(db, grantTenantScope(ids.mine), (tx) => tx.update(payments).set({ description: 'changed' }));
    // 42501: insufficient privilege.
    await expect(attempt).rejects.toMatchObject({ cause: expect.objectContaining({ code: '42501' }) });
  });
});

describe('PGlite, which runs as a superuser: a tenant’s read still switches to the reader and its policies', () => {
  it('a query without its tenant condition sees the tenant’s own rows only', async () => {
    const dataDir = path.join(testDataRoot(), uniqueName('scope-pglite'));
    await copyPgliteTemplate(await pgliteTemplate(await migrationsHash()), dataDir);
    const client = await openPglite(dataDir);
    const embedded = pgliteHandle<Db>(client, schema, { closeClient: true });
    try {
      const owners = await embedded.db
        .insert(tenants)
        .values(['mine', 'theirs'].map((appId) => ({ appId, name: appId, secretHash: 'x' })))
        .returning({ id: tenants.id });
      await embedded.db.insert(payments).values(owners.map(({ id }) => ({ tenantId: id, amount: '10.00', currency: 'EUR', userId: 'user-1', status: 'SUCCEEDED' as const, provider: 'simulated' })));
      const rows = await readInScope(embedded.db, grantTenantScope(owners[0]!.id), (tx) => tx.select({ tenantId: payments.tenantId }).from(payments));
      expect(tenantIdsIn(rows)).toEqual([owners[0]!.id]);
    } finally {
      await embedded.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
