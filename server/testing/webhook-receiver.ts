import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = { headers: http.IncomingHttpHeaders; body: string };

/** A receiver's answer: a status (with the body `ok`), a status and body, or 'hang' (never answers). */
export type ReceiverAnswer = number | { status: number; body: string } | 'hang';

/**
 * A tenant's webhook endpoint for tests, on 127.0.0.1 only. `respond` picks the answer to each
 * call by its number (1-based); 'hang' never answers (timeouts).
 */
export async function startWebhookReceiver(respond: (call: number, received: ReceivedWebhook) => ReceiverAnswer = () => 200) {
  const calls: ReceivedWebhook[] = [];
  const counted = callCounter(calls);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      calls.push(received);
      counted.changed();
      const answer = respond(calls.length, received);
      if (answer === 'hang') return;
      const { status, body } = typeof answer === 'number' ? { status: answer, body: 'ok' } : answer;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/hook`,
    calls,
    /** Resolves once `count` calls have arrived. */
    whenCalls: counted.whenAtLeast,
    /** The Standard Webhooks headers of a call, as `Webhook.verify` takes them. */
    signatureHeaders: (call: ReceivedWebhook) => ({
      'webhook-id': String(call.headers['webhook-id']),
      'webhook-timestamp': String(call.headers['webhook-timestamp']),
      'webhook-signature': String(call.headers['webhook-signature']),
    }),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** Waits on a growing list: `whenAtLeast(n)` resolves once it holds n entries. */
function callCounter(calls: readonly unknown[]) {
  let waiting: Array<{ count: number; resolve: () => void }> = [];
  return {
    changed() {
      const [reached, rest] = [waiting.filter((entry) => calls.length >= entry.count), waiting.filter((entry) => calls.length < entry.count)];
      waiting = rest;
      for (const entry of reached) entry.resolve();
    },
    whenAtLeast: (count: number) => (calls.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ count, resolve }))),
  };
}

/**
 * A slow receiver that answers nothing until the test lets it (`release`): every call is held open,
 * then answered 200, and every later call at once. It counts how many it holds at a time, the most
 * it ever held, and how many it answered.
 */
export async function startHoldingReceiver() {
  const calls: ReceivedWebhook[] = [];
  const counted = callCounter(calls);
  const held: http.ServerResponse[] = [];
  let released = false;
  let open = 0;
  let mostOpen = 0;
  const server = http.createServer((req, res) => {
    open++;
    mostOpen = Math.max(mostOpen, open);
    res.on('close', () => open--);
    req.resume();
    req.on('end', () => {
      calls.push({ headers: req.headers, body: '' });
      counted.changed();
      if (released) res.writeHead(200).end('ok');
      else held.push(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/slow`,
    calls,
    whenCalls: counted.whenAtLeast,
    /** Requests under way now: received, not yet answered. */
    openNow: () => open,
    /** The most requests it ever had under way at once. */
    mostOpen: () => mostOpen,
    release() {
      released = true;
      for (const res of held.splice(0)) res.writeHead(200).end('ok');
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type HoldingReceiver = Awaited<ReturnType<typeof startHoldingReceiver>>;

/** Receivers a test file starts as it goes (`start`), all closed together after each test (`closeAll`). */
export function webhookReceiverPool() {
  const started: WebhookReceiver[] = [];
  return {
    start: async (...args: Parameters<typeof startWebhookReceiver>) => {
      const receiver = await startWebhookReceiver(...args);
      started.push(receiver);
      return receiver;
    },
    closeAll: async () => {
      await Promise.all(started.splice(0).map((receiver) => receiver.close()));
    },
  };
}
