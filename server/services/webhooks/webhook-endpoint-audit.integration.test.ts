import { describe, expect, it } from 'vitest';
import { endpointCalls, publicUrl } from '../../testing/endpoint-fixtures';
import { backends, suiteApp } from '../../testing/test-app';

type AuditEvent = { action: string; actorType: string; actorId: string | null; targetType: string | null; targetId: string | null; details: Record<string, unknown> };

/** Adding, changing and removing an endpoint is audited; its header values (often a receiver's key) never are. */
describe.each(backends)('webhook endpoint audit events on %s', (backend) => {
  const app = suiteApp({ backend });
  const { create, update, remove } = endpointCalls(app);

  /** The shipped events of one action on one endpoint, as the administrators read them; the raw answer too. */
  const auditOf = async (action: string, targetId: string) => {
    await app.container.auditShipper.flush();
    const response = await app.request('GET', `/audit-events?${new URLSearchParams({ action, targetId })}`, { headers: app.adminHeaders });
    expect(response.status, response.text).toBe(200);
    return { events: response.body.data as AuditEvent[], text: response.text };
  };

  it('records webhook_endpoint.created, .updated and .deleted by the tenant, with header names and never their values', async () => {
    const { tenant, headers } = await app.tenantWithToken();
    const createdValue = 'receiver-key-created-7f3a9c';
    const updatedValue = 'receiver-key-updated-2b8e41';
    const endpoint = await create(headers, {
      url: publicUrl('audited'),
      eventTypes: ['payment.succeeded'],
      headers: { 'X-Api-Key': createdValue },
      rateLimitPerSecond: 3,
    });
    expect((await update(headers, endpoint.id, { description: 'Ledger', headers: { 'X-Receiver-Token': updatedValue, 'X-Region': 'eu-west' } })).status).toBe(200);
    expect((await remove(headers, endpoint.id)).status).toBe(200);
    const by = { actorType: 'tenant', actorId: tenant.id, targetType: 'webhook_endpoint', targetId: endpoint.id };

    const created = await auditOf('webhook_endpoint.created', endpoint.id);
    expect(created.events).toEqual([
      expect.objectContaining({
        action: 'webhook_endpoint.created',
        ...by,
        details: { url: publicUrl('audited'), eventTypes: ['payment.succeeded'], enabled: true, headerNames: ['X-Api-Key'], rateLimitPerSecond: 3 },
      }),
    ]);

    const updated = await auditOf('webhook_endpoint.updated', endpoint.id);
    expect(updated.events).toHaveLength(1);
    expect(updated.events[0]).toMatchObject({ action: 'webhook_endpoint.updated', ...by });
    expect(updated.events[0]!.details).toEqual({ changed: expect.arrayContaining(['description', 'headers']), description: 'Ledger', headerNames: ['X-Receiver-Token', 'X-Region'] });
    expect(updated.events[0]!.details.changed).toHaveLength(2);

    const deleted = await auditOf('webhook_endpoint.deleted', endpoint.id);
    expect(deleted.events).toEqual([expect.objectContaining({ action: 'webhook_endpoint.deleted', ...by, details: { url: publicUrl('audited'), primary: false } })]);

    for (const { text } of [created, updated, deleted]) {
      expect(text).not.toContain(createdValue);
      expect(text).not.toContain(updatedValue);
      expect(text).not.toContain('eu-west');
    }
  });

  it('records a change of the enabled flag and the URL with their new values', async () => {
    const { headers } = await app.tenantWithToken();
    const endpoint = await create(headers, { url: publicUrl('before') });
    expect((await update(headers, endpoint.id, { enabled: false, url: publicUrl('after') })).status).toBe(200);
    const { events } = await auditOf('webhook_endpoint.updated', endpoint.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.details).toEqual({ changed: expect.arrayContaining(['enabled', 'url']), enabled: false, url: publicUrl('after') });
    expect(events[0]!.details.changed).toHaveLength(2);
  });
});
