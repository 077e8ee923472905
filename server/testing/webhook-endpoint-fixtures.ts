import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { WebhookEndpoint } from '../services/webhooks/endpoint-schemas';
import type { WebhookDelivery } from '../services/webhooks/webhook-schemas';
import type { TestApp } from './test-app';
import type { ReceivedWebhook } from './webhook-receiver';

/** What the webhook endpoint delivery suites share: the tenant's calls on its endpoints, through the REST API. */

type Headers = Record<string, string>;

export const endpointsPath = '/tenants/me/webhook-endpoints';

export function endpointCalls(app: TestApp) {
  /** Adds an endpoint; throws unless 201. */
  async function addEndpoint(headers: Headers, json: Record<string, unknown>): Promise<WebhookEndpoint> {
    const response = await app.request('POST', endpointsPath, { headers, json });
    if (response.status !== 201) throw new Error(`adding an endpoint failed: ${response.status} ${response.text}`);
    return response.body as WebhookEndpoint;
  }

  async function endpointOf(headers: Headers, id: string): Promise<WebhookEndpoint> {
    const response = await app.request('GET', `${endpointsPath}/${id}`, { headers });
    expect(response.status).toBe(200);
    return response.body as WebhookEndpoint;
  }

  async function endpointSecret(headers: Headers, id: string): Promise<string> {
    const response = await app.request('GET', `${endpointsPath}/${id}/secret`, { headers });
    expect(response.status).toBe(200);
    return response.body.secret as string;
  }

  /** The deliveries to one endpoint as the tenant's log lists them, oldest first. */
  async function deliveriesTo(headers: Headers, endpointId: string): Promise<WebhookDelivery[]> {
    const response = await app.request('GET', `/tenants/me/webhook-deliveries?endpointId=${endpointId}&sortOrder=asc&limit=100`, { headers });
    expect(response.status).toBe(200);
    return response.body.data as WebhookDelivery[];
  }

  /** Every delivery of the tenant, oldest first. */
  async function allDeliveries(headers: Headers): Promise<WebhookDelivery[]> {
    const response = await app.request('GET', '/tenants/me/webhook-deliveries?sortOrder=asc&limit=100', { headers });
    expect(response.status).toBe(200);
    return response.body.data as WebhookDelivery[];
  }

  /** Renames the tenant, which causes one `tenant.updated` event for its endpoints; answers the event's id. */
  async function renameTenant(headers: Headers): Promise<string> {
    const name = `Renamed ${randomUUID().slice(0, 8)}`;
    const response = await app.request('PATCH', '/tenants/me', { headers, json: { name } });
    expect(response.status).toBe(200);
    const list = await app.request('GET', '/tenants/me/webhook-deliveries?eventType=tenant.updated&limit=1', { headers });
    const [newest] = list.body.data as WebhookDelivery[];
    expect((newest?.payload.data as { tenant?: { name?: string } } | undefined)?.tenant?.name, 'the renaming’s event').toBe(name);
    return newest!.eventId;
  }

  return { addEndpoint, endpointOf, endpointSecret, deliveriesTo, allDeliveries, renameTenant };
}

/** The event ids (`webhook-id`) a receiver was sent, in the order the calls arrived. */
export const webhookIdsOf = (calls: ReceivedWebhook[]) => calls.map((call) => String(call.headers['webhook-id']));
