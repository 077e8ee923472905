import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/**
 * The tenants' webhook endpoints: always answers 200, records every `webhook-id` each endpoint is
 * sent (a repeat is allowed, at-least-once, but counted) and checks each signature with the secret
 * of the endpoint whose path was called (`/hooks/<endpoint key>`: the tenant's index, with a suffix
 * for its other endpoints), as a tenant is told to.
 */
export async function startWebhookReceiver() {
  const secrets = new Map<string, string>();
  /** How many times each webhook-id arrived at each endpoint, keyed `<endpoint key> <webhook-id>`. */
  const seen = new Map<string, number>();
  const badSignatures: string[] = [];
  /** Requests that arrived before their tenant's secret was known (the seed's own tenant.updated). */
  let unverified = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const id = String(req.headers['webhook-id'] ?? '');
      const endpoint = /^\/hooks\/(\w+)$/.exec(req.url ?? '')?.[1] ?? '';
      seen.set(`${endpoint} ${id}`, (seen.get(`${endpoint} ${id}`) ?? 0) + 1);
      const secret = secrets.get(endpoint);
      if (!secret) unverified++;
      else {
        try {
          new Webhook(secret).verify(body, {
            'webhook-id': id,
            'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
            'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
          });
        } catch (error) {
          badSignatures.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    urlFor: (endpoint: string) => `http://127.0.0.1:${port}/hooks/${endpoint}`,
    setSecret: (endpoint: string, secret: string) => void secrets.set(endpoint, secret),
    seen,
    badSignatures,
    unverified: () => unverified,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
