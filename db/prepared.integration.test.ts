import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/server/testing/test-services';
import { type DatabaseHandle, type Db, openPglite, pgliteHandle, postgresHandle, schema } from './client';
import { perDatabase, placeholders, preparedStatement, runPrepared } from './prepared';
import { tenants } from './schema';

/**
 * The hot path's prepared statements (db/prepared.ts) on both drivers. On postgres.js they skip
 * drizzle's `execute` and go to the driver with the statement's own text, parameters and row
 * mapping: what they answer and store must be exactly what drizzle gives.
 */
const TENANT_COLUMNS = ['appId', 'name', 'secretHash', 'webhookUrl'] as const;
const insertTenant = preparedStatement((db) => db.insert(tenants).values(placeholders('tenant', TENANT_COLUMNS)).returning({ id: tenants.id }).getSQL());
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
      'tenant.webhookUrl': null,
    });
    expect(inserted).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const [stored] = await handle.db.select().from(tenants).where(sql`${tenants.webhookUrl} is null and ${tenants.appId} = ${`${backend}-prepared-a`}`);
    expect(stored?.id).toBe(inserted!.id);
  });

  it('refuses a value no placeholder takes', async () => {
    await expect(insertTenant(handle.db, { 'tenant.appId': 'x', 'tenant.nmae': 'typo' })).rejects.toThrow('the prepared statement has no placeholder "tenant.nmae"');
  });

  it('answers a prepared select with the rows drizzle maps (field names, Dates, numbers)', async () => {
    await insertTenant(handle.db, { 'tenant.appId': `${backend}-prepared-b`, 'tenant.name': 'Prepared B', 'tenant.secretHash': 'hash', 'tenant.webhookUrl': 'https://example.com/hook' });
    const direct = (await runPrepared(lookupFor(handle.db), { appId: `${backend}-prepared-b` })) as Array<typeof tenants.$inferSelect>;
    const throughDrizzle = await lookupFor(handle.db).execute({ appId: `${backend}-prepared-b` });
    expect(direct).toEqual(throughDrizzle);
    expect(direct).toHaveLength(1);
    expect(direct[0]).toMatchObject({ name: 'Prepared B', webhookUrl: 'https://example.com/hook', status: 'ACTIVE', tokensNotBefore: 0 });
    expect(direct[0]!.createdAt).toBeInstanceOf(Date);
    expect(await runPrepared(lookupFor(handle.db), { appId: 'nobody' })).toEqual([]);
  });

  it('fails with the database error itself, as the services expect it (unique violation)', async () => {
    const values = { 'tenant.appId': `${backend}-prepared-c`, 'tenant.name': 'C', 'tenant.secretHash': 'hash', 'tenant.webhookUrl': null };
    await insertTenant(handle.db, values);
    const error = await insertTenant(handle.db, values).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    const { isUniqueViolation } = await import('./errors');
    expect(isUniqueViolation(error)).toBe(true);
  });
});
