import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, type Db, postgresHandle, rowsOf, schema } from '@/db/client';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { systemAuditContext } from '../audit/types';
import { enqueueWebhookEvent } from '../webhooks/enqueue-webhook-event';
import { createPayment } from './create-payment';
import { createPaymentInput } from './payment-schemas';
import { applyPaymentTransition } from './payment-status';

/**
 * The list counters (payment_counts, webhook_delivery_counts, migration 0003) are rows per tenant,
 * status and shard, the shard being the backend's pid modulo 16. Two transactions on backends of
 * the same shard that write a tenant's payments and its webhook outbox update the same counter
 * rows, and must take them in one order, payments first, or each can end up holding the row the
 * other waits for: Postgres then aborts one of them ("deadlock detected"), which the fault suite
 * met as a 500 on POST /payments while a provider event for the same tenant was being applied.
 */
describe('a payment created while a provider event of the same tenant is being applied (Postgres)', () => {
  let app: TestApp;
  const handles: DatabaseHandle<Db>[] = [];
  beforeAll(async () => {
    app = await startTestApp({ backend: 'postgres' });
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await app?.close();
  });

  /** Two single-connection handles whose backends update the same counter shard. */
  async function sameShardPair(): Promise<[DatabaseHandle<Db>, DatabaseHandle<Db>, number]> {
    const byShard = new Map<number, { handle: DatabaseHandle<Db>; pid: number }>();
    // 17 connections always hold two of one shard (16 shards).
    for (let opened = 0; opened < 17; opened++) {
      const handle = postgresHandle<Db>(app.databaseUrl!, schema, { max: 1 });
      handles.push(handle);
      const pid = rowsOf<{ pid: number }>(await handle.db.execute(sql`select pg_backend_pid() as pid`))[0]!.pid;
      const other = byShard.get(pid % 16);
      if (other) return [other.handle, handle, pid];
      byShard.set(pid % 16, { handle, pid });
    }
    throw new Error('no two backends of one shard among 17');
  }

  it('waits for it and is created, with neither aborted by a deadlock', async () => {
    const { tenant } = await app.tenantWithToken({ name: 'Lock order', webhookUrl: 'https://lock-order.example/hooks' });
    const input = createPaymentInput.parse({ amount: 10, currency: 'EUR', userId: 'user-1' });
    const context = (db: Db) => ({ db, audit: systemAuditContext, secrets: app.container.secrets, provider: app.container.paymentProvider });
    const earlier = await createPayment(context(app.container.database.db), tenant.id, input);
    const [eventSide, creatingSide, creatingPid] = await sameShardPair();

    let creation: Promise<unknown> | undefined;
    await eventSide.db.transaction(async (tx) => {
      // As applyProviderEvent does: the payment's new status first (its counter rows, PENDING and
      // PROCESSING, are now this transaction's until it ends)...
      expect((await applyPaymentTransition(tx, { tenantId: tenant.id, paymentId: earlier.id }, 'PROCESSING')).ok).toBe(true);
      // ...meanwhile a new payment of the same tenant must wait for the PENDING counter row...
      creation = createPayment(context(creatingSide.db), tenant.id, input);
      // Awaited below; until then a rejection (the deadlock) must not count as unhandled.
      creation.catch(() => {});
      for (;;) {
        const [activity] = rowsOf<{ wait: string | null }>(
          await app.container.database.db.execute(sql`select wait_event_type as wait from pg_stat_activity where pid = ${creatingPid}`),
        );
        if (activity?.wait === 'Lock') break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      // ...and the event's webhook (the webhook outbox's counter rows) must not wait for it.
      expect(await enqueueWebhookEvent(tx, tenant.id, 'payment.processing', { id: earlier.id })).toEqual([expect.any(String)]);
    });
    const created = (await creation) as { id: string; status: string };
    expect(created.status).toBe('PENDING');

    const counts = rowsOf<{ status: string; count: string }>(
      await app.container.database.db.execute(
        sql`select status, sum(count)::text as count from payment_counts where tenant_id = ${tenant.id} group by status order by status`,
      ),
    );
    expect(counts).toEqual([
      { status: 'PENDING', count: '1' },
      { status: 'PROCESSING', count: '1' },
    ]);
    const deliveries = rowsOf<{ count: string }>(
      await app.container.database.db.execute(sql`select count(*)::text as count from webhook_deliveries where tenant_id = ${tenant.id}`),
    );
    // payment.created twice (one for each payment) and the event's payment.processing.
    expect(deliveries).toEqual([{ count: '3' }]);
  });
});
