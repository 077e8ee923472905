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
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      calls.push(received);
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
