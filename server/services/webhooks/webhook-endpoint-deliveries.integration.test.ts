import { afterEach, describe, expect, it } from 'vitest';
import { endpointCalls, expectValidationError } from '../../testing/endpoint-fixtures';
import { backends, suiteApp } from '../../testing/test-app';
import { allowPrivate, webhookCalls } from '../../testing/webhook-fixtures';
import { webhookReceiverPool } from '../../testing/webhook-receiver';

type Delivery = { id: string; eventId: string; endpointId: string | null; eventType: string; status: string };

/** The delivery log read by endpoint, event type and status, as a machine client filters it. */
describe.each(backends)('webhook delivery log filters on %s', (backend) => {
  const app = suiteApp({ backend, env: allowPrivate });
  const receivers = webhookReceiverPool();
  afterEach(async () => {
    await receivers.closeAll();
  });
  const { base, create } = endpointCalls(app);
  const { tenantEvent } = webhookCalls(app);
  const deliveries = async (headers: Record<string, string>, query: Record<string, string>) => {
    const response = await app.request('GET', `/tenants/me/webhook-deliveries?${new URLSearchParams({ limit: '100', ...query })}`, { headers });
    expect(response.status, response.text).toBe(200);
    return response.body as { data: Delivery[]; pagination: { total: number; limit: number; offset: number; hasMore: boolean } };
  };

  it('filters by endpoint, event type and status, alone and together, with the matching total', async () => {
    const up = await receivers.start(() => 200);
    const down = await receivers.start(() => 500);
    const { headers } = await app.tenantWithToken();
    const working = await create(headers, { url: up.url, description: 'every type' });
    const failing = await create(headers, { url: down.url, eventTypes: ['tenant.updated'] });
    const quiet = await create(headers, { url: up.url, eventTypes: ['payment.failed'] });

    // Two tenant.updated events, each to both endpoints that take it; one example payment.succeeded to the working one.
    await tenantEvent(headers, 'First name');
    await tenantEvent(headers, 'Second name');
    const example = await app.request('POST', `${base}/${working.id}/test`, { headers, json: { eventType: 'payment.succeeded' } });
    expect(example.status, example.text).toBe(200);
    await app.container.webhookDispatcher.flush();

    const all = await deliveries(headers, {});
    expect(all.pagination.total).toBe(5);
    expect(all.data.map((delivery) => [delivery.endpointId, delivery.eventType, delivery.status]).sort()).toEqual(
      [
        [working.id, 'tenant.updated', 'SUCCEEDED'],
        [working.id, 'tenant.updated', 'SUCCEEDED'],
        [working.id, 'payment.succeeded', 'SUCCEEDED'],
        [failing.id, 'tenant.updated', 'PENDING'],
        [failing.id, 'tenant.updated', 'PENDING'],
      ].sort(),
    );

    const cases: [Record<string, string>, number][] = [
      [{ endpointId: working.id }, 3],
      [{ endpointId: failing.id }, 2],
      [{ endpointId: quiet.id }, 0],
      [{ eventType: 'tenant.updated' }, 4],
      [{ eventType: 'payment.succeeded' }, 1],
      [{ eventType: 'payment.failed' }, 0],
      [{ status: 'SUCCEEDED' }, 3],
      [{ status: 'PENDING' }, 2],
      [{ status: 'FAILED' }, 0],
      [{ endpointId: working.id, status: 'PENDING' }, 0],
      [{ endpointId: failing.id, status: 'PENDING' }, 2],
      [{ eventType: 'tenant.updated', status: 'SUCCEEDED' }, 2],
      [{ endpointId: working.id, eventType: 'tenant.updated' }, 2],
      [{ endpointId: working.id, eventType: 'payment.succeeded', status: 'SUCCEEDED' }, 1],
      [{ endpointId: failing.id, eventType: 'payment.succeeded' }, 0],
    ];
    for (const [query, total] of cases) {
      const page = await deliveries(headers, query);
      const label = JSON.stringify(query);
      expect(page.pagination.total, label).toBe(total);
      expect(page.data, label).toHaveLength(total);
      for (const delivery of page.data) expect(delivery, label).toMatchObject(query);
    }

    const firstPage = await deliveries(headers, { endpointId: working.id, limit: '2' });
    expect(firstPage.pagination).toEqual({ total: 3, limit: 2, offset: 0, hasMore: true });
    const secondPage = await deliveries(headers, { endpointId: working.id, limit: '2', offset: '2' });
    expect(secondPage.pagination).toEqual({ total: 3, limit: 2, offset: 2, hasMore: false });
    expect(secondPage.data).toHaveLength(1);
  });

  it('shows each delivery’s endpoint and event: one event to two endpoints is two deliveries with one eventId', async () => {
    const hook = await receivers.start(() => 200);
    const { headers } = await app.tenantWithToken({ webhookUrl: hook.url });
    const second = await create(headers, { url: hook.url, description: 'second' });
    const primaryId = (await endpointCalls(app).primaryOf(headers))!.id;

    await tenantEvent(headers, 'Fanned out');
    const { data } = await deliveries(headers, { eventType: 'tenant.updated' });
    expect(data).toHaveLength(2);
    expect(data.map((delivery) => delivery.endpointId).sort()).toEqual([primaryId, second.id].sort());
    expect(data[0]!.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(data[1]!.eventId).toBe(data[0]!.eventId);
    expect(data[0]!.id).not.toBe(data[1]!.id);
  });

  it('refuses an endpointId that is not a UUID and an unknown eventType, naming the field; another tenant’s endpoint matches nothing', async () => {
    const hook = await receivers.start(() => 200);
    const { headers } = await app.tenantWithToken({ webhookUrl: hook.url });
    const other = await app.tenantWithToken({ webhookUrl: hook.url });
    const theirs = (await endpointCalls(app).primaryOf(other.headers))!;
    await tenantEvent(other.headers, 'Their event');
    await tenantEvent(headers, 'Our event');

    expectValidationError(await app.request('GET', '/tenants/me/webhook-deliveries?endpointId=not-a-uuid', { headers }), 'endpointId must be a webhook endpoint id (UUID)');
    const badType = await app.request('GET', '/tenants/me/webhook-deliveries?eventType=nope', { headers });
    expect(badType.status).toBe(400);
    expect(badType.body.details).toEqual([expect.stringMatching(/^eventType must be one of payment\.created, .*tenant\.updated/)]);

    const foreign = await deliveries(headers, { endpointId: theirs.id });
    expect(foreign.pagination.total).toBe(0);
    expect(foreign.data).toEqual([]);
    expect((await deliveries(other.headers, { endpointId: theirs.id })).pagination.total).toBe(1);
  });
});
