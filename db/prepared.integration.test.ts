import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/server/testing/test-services';
import { type DatabaseHandle, type Db, openPglite, pgliteHandle, postgresHandle, rowsOf, schema } from './client';
import { perDatabase, placeholders, preparedStatement } from './prepared';
import { tenants } from './schema';

/**
 * The hot path's prepared statements (db/prepared.ts) on both drivers: the statement is prepared
 * through drizzle's session, which is not a public surface, so these tests are what an upgrade of
 * drizzle must pass. What they answer and store must be exactly what drizzle's builders give.
 */
const TENANT_COLUMNS = ['appId', 'name', 'secretHash', 'suspendedAt'] as const;
const insertTenant = preparedStatement((db) => db.insert(tenants).values(placeholders('tenant', TENANT_COLUMNS)).returning({ id: tenants.id }).getSQL());
const selectByApp = preparedStatement(() => sql`select app_id, name, suspended_at at time zone 'UTC' as suspended_at, status from tenants where app_id = ${sql.placeholder('appId')}`);
const lookupFor = perDatabase((db) => db.select().from(tenants).where(eq(tenants.appId, sql.placeholder('appId'))).prepare('prepared_test_lookup'));

describe.each(['postgres', 'pglite'] as const)('prepared statements on %s', (backend) => {
  let handle: DatabaseHandle<Db>;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (backend === 'postgres') {
      const database = await createTestDatabase('prepared');
      handle = postgresHandle<Db>(database.url, schema, { max: 2 });
      cleanup = async () => {
        await handle.close();
        await database.drop();
      };
    } else {
      const dir = await mkdtemp(path.join(tmpdir(), 'prepared-'));
      handle = pgliteHandle<Db>(await openPglite(path.join(dir, 'db')), schema, { closeClient: true });
      cleanup = async () => {
        await handle.close();
        await rm(dir, { recursive: true, force: true });
      };
    }
    await handle.migrate('main');
  });
  afterAll(async () => {
    await cleanup?.();
  });

  it('inserts with the values given, a null as SQL NULL, and returns the rows it was asked for', async () => {
    const [inserted] = await insertTenant(handle.db, {
      'tenant.appId': `${backend}-prepared-a`,
      'tenant.name': 'Prepared A',
      'tenant.secretHash': 'hash',
      'tenant.suspendedAt': null,
    });
    expect(inserted).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const [stored] = await handle.db.select().from(tenants).where(sql`${tenants.suspendedAt} is null and ${tenants.appId} = ${`${backend}-prepared-a`}`);
    expect(stored?.id).toBe(inserted!.id);
  });

  it('refuses a value no placeholder takes', async () => {
    await expect(insertTenant(handle.db, { 'tenant.appId': 'x', 'tenant.nmae': 'typo' })).rejects.toThrow('the prepared statement has no placeholder "tenant.nmae"');
  });

  it('answers a prepared select with the rows the same query gives through drizzle', async () => {
    const suspendedAt = new Date('2026-01-02T03:04:05.000Z');
    await insertTenant(handle.db, { 'tenant.appId': `${backend}-prepared-b`, 'tenant.name': 'Prepared B', 'tenant.secretHash': 'hash', 'tenant.suspendedAt': suspendedAt });
    const prepared = await selectByApp(handle.db, { appId: `${backend}-prepared-b` });
    const throughDrizzle = rowsOf(await handle.db.execute(sql`select app_id, name, suspended_at at time zone 'UTC' as suspended_at, status from tenants where app_id = ${`${backend}-prepared-b`}`));
    expect(prepared).toEqual(throughDrizzle);
    expect(prepared).toEqual([{ app_id: `${backend}-prepared-b`, name: 'Prepared B', suspended_at: '2026-01-02 03:04:05', status: 'ACTIVE' }]);
    expect(await selectByApp(handle.db, { appId: 'nobody' })).toEqual([]);
    expect(await lookupFor(handle.db).execute({ appId: `${backend}-prepared-b` })).toMatchObject([{ name: 'Prepared B', tokensNotBefore: 0 }]);
  });

  it('fails with the database error itself, as the services expect it (unique violation)', async () => {
    const values = { 'tenant.appId': `${backend}-prepared-c`, 'tenant.name': 'C', 'tenant.secretHash': 'hash', 'tenant.suspendedAt': null };
    await insertTenant(handle.db, values);
    const error = await insertTenant(handle.db, values).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    const { isUniqueViolation } = await import('./errors');
    expect(isUniqueViolation(error)).toBe(true);
  });
});
