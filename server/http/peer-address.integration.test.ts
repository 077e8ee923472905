import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleRestRequest } from '../rest/handler';
import { startTestApp, type TestApp } from '../testing/test-app';
import { recordPeerAddresses } from './peer-address';

/**
 * A real HTTP server in front of the app's REST handler, as `next start` and the standalone
 * server.js are: the request reaches the handler as a web Request built from the Node.js request's
 * headers (Next.js's own conversion), and only the recorder's stamp tells the handler who is on
 * the socket. An outside attacker sends whatever `X-Forwarded-For` it likes.
 */
function webRequestOf(req: IncomingMessage, body: Buffer, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(`${origin}${req.url}`, { method: req.method, headers, body: hasBody ? new Uint8Array(body) : undefined });
}

async function serve(app: TestApp, host: string): Promise<{ server: Server; origin: string }> {
  let origin = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const answer = await handleRestRequest(webRequestOf(req, Buffer.concat(chunks), origin), app.container);
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return { server, origin };
}

describe('the client address over a real socket', () => {
  let app: TestApp;
  let server: Server;
  let origin: string;
  let appId: string;

  beforeAll(async () => {
    recordPeerAddresses();
    app = await startTestApp({ backend: 'postgres', env: { LOGIN_RATE_LIMIT_MAX: '10', LOGIN_RATE_LIMIT_WINDOW_S: '3600' } });
    // Dual-stack: an IPv4 client is reported as ::ffff:127.0.0.1 on the socket.
    ({ server, origin } = await serve(app, '::'));
    origin = origin.replace('[::]', '127.0.0.1');
    appId = `peer-${randomBytes(4).toString('hex')}`;
    await app.registerTenant({ appId, appSecret: 'the-right-secret-123' });
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await app?.close();
  });

  const login = (appSecret: string, headers: Record<string, string>) =>
    fetch(`${origin}/tenants/login`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ appId, appSecret }) });

  it('refuses a guesser who sends a new X-Forwarded-For with every wrong secret (no trusted proxy)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const answer = await login(`wrong-secret-${i}`, { 'x-forwarded-for': `203.0.113.${i + 1}`, 'x-real-ip': `198.51.100.${i + 1}`, 'x-billing-peer-address': `forged 192.0.2.${i + 1}` });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await answer.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', path: '/tenants/login' });
      } else await answer.body?.cancel();
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
  });

  it('audits the socket address, not the one the caller typed', async () => {
    const trail = await app.request('GET', `/audit-events?action=tenant.login.failed&limit=100`, { headers: app.adminHeaders });
    expect(trail.status).toBe(200);
    const events = (trail.body.data as Array<{ ip: string | null; details: { appId?: string } }>).filter((event) => event.details.appId === appId);
    expect(events).toHaveLength(10);
    expect(new Set(events.map((event) => event.ip))).toEqual(new Set(['127.0.0.1']));
  });
});
