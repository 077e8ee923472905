import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type ResolvedAddress, sendWebhook } from './webhook-sender';

/** A receiver on `host` that counts the connections it was opened and answers each call with its own address. */
async function receiver(host: string, port = 0, onRequest?: (req: http.IncomingMessage, connectionCalls: number) => 'drop' | void) {
  const connections = new Set<Socket>();
  const callsOn = new WeakMap<Socket, number>();
  const server = http.createServer((req, res) => {
    const calls = (callsOn.get(req.socket) ?? 0) + 1;
    callsOn.set(req.socket, calls);
    if (onRequest?.(req, calls) === 'drop') {
      req.socket.destroy();
      return;
    }
    req.resume();
    req.on('end', () => res.writeHead(200).end(host));
  });
  server.on('connection', (socket: Socket) => connections.add(socket));
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections.size,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const send = (url: string, address: ResolvedAddress) => sendWebhook({ url: new URL(url), address, headers: { 'content-type': 'application/json' }, body: '{}', timeoutMs: 5000 });
const loopback = (address: string): ResolvedAddress => ({ address, family: 4 });

describe('webhook connections', () => {
  const open: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((server) => server.close()));
  });

  it('keeps one connection alive for the attempts to a receiver, one after the other', async () => {
    const hook = await receiver('127.0.0.1');
    open.push(hook);
    for (let attempt = 0; attempt < 5; attempt++) expect(await send(`http://127.0.0.1:${hook.port}/hook`, loopback('127.0.0.1'))).toEqual({ statusCode: 200, body: '127.0.0.1' });
    expect(hook.connections()).toBe(1);
  });

  it('sends each attempt to the address its own check approved, even with a kept-alive connection to the name’s earlier address', async () => {
    // One name, one port, two addresses: as when a receiver's name starts resolving elsewhere.
    const before = await receiver('127.0.0.1');
    open.push(before);
    const after = await receiver('127.0.0.2', before.port);
    open.push(after);
    const url = `http://hooks.webhook-test:${before.port}/hook`;

    expect(await send(url, loopback('127.0.0.1'))).toEqual({ statusCode: 200, body: '127.0.0.1' });
    expect(await send(url, loopback('127.0.0.2'))).toEqual({ statusCode: 200, body: '127.0.0.2' });
    expect(await send(url, loopback('127.0.0.1'))).toEqual({ statusCode: 200, body: '127.0.0.1' });
    expect([before.connections(), after.connections()]).toEqual([1, 1]);
  });

  it('sends again on a fresh connection when the receiver drops a kept-alive one as the request arrives, unread', async () => {
    let handled = 0;
    const hook = await receiver('127.0.0.1', 0, (_req, connectionCalls) => {
      if (connectionCalls === 2) return 'drop';
      handled++;
    });
    open.push(hook);
    const url = `http://127.0.0.1:${hook.port}/hook`;
    expect(await send(url, loopback('127.0.0.1'))).toEqual({ statusCode: 200, body: '127.0.0.1' });
    expect(await send(url, loopback('127.0.0.1'))).toEqual({ statusCode: 200, body: '127.0.0.1' });
    expect(handled).toBe(2);
    expect(hook.connections()).toBe(2);
  });
});
