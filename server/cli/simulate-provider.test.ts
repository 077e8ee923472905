import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

/** Runs `npm run provider:simulate -- ...args` as a user would, with only the variables given. */
function simulate(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      tsx,
      ['server/cli/simulate-provider.ts', ...args],
      { cwd: root, env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? tmpdir(), NODE_ENV: 'development', ...env }, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** A port nothing listens on (taken and released at once). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What the simulator sent to the receiver: headers and body. */
type Received = { headers: IncomingHttpHeaders; body: string }[];

/** Runs `run` with a local receiver that answers every event as the app does, and closes it after. */
async function withReceiver(run: (url: string, received: Received) => Promise<void>): Promise<void> {
  const received: Received = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true,"duplicate":false,"outcome":"applied"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, received);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

// Each test starts the command as a user would (tsx compiling it, then Node): up to three starts a
// test, which take seconds each on a loaded two-core machine.
describe('npm run provider:simulate', { timeout: 90_000 }, () => {
  const dirs: string[] = [];
  const dataDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'billing-simulate-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('names the default URL it tried and suggests starting the app or --url when nothing listens', async () => {
    const port = await closedPort();
    const result = await simulate(['sbx_0123', 'succeeded'], { DATA_DIR: await dataDir(), PORT: String(port) });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `Simulation failed: could not reach http://localhost:${port}/webhooks/paymentprovider (connection refused). ` +
        'Start the app (npm run dev, or npm start after a build), or pass --url with the address it listens on.',
    );
    expect(result.stdout).toBe('');
  });

  it('names the --url it was given when nothing answers there', async () => {
    const port = await closedPort();
    const result = await simulate(['sbx_0123', 'failed', '--url', `http://127.0.0.1:${port}`], { DATA_DIR: await dataDir() });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`could not reach http://127.0.0.1:${port}/webhooks/paymentprovider (connection refused)`);
    expect(result.stderr).toContain('Check that the app runs and listens at that address');
  });

  it('stops on a malformed PAYMENT_PROVIDER_WEBHOOK_SECRET with one line naming it, not its value', async () => {
    const result = await simulate(['sbx_0123', 'succeeded'], { DATA_DIR: await dataDir(), PAYMENT_PROVIDER_WEBHOOK_SECRET: 'whsec_!!!not*base64' });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'Invalid environment variable PAYMENT_PROVIDER_WEBHOOK_SECRET: must be whsec_ followed by standard base64 (A-Z a-z 0-9 + / and = padding)\n',
    );
  });

  it('POSTs an event signed with the secret under DATA_DIR and prints the answer', async () => {
    await withReceiver(async (url, received) => {
      const dir = await dataDir();
      const result = await simulate(['sbx_0123', 'processing', '--url', url], { DATA_DIR: dir });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(new RegExp(`^payment\\.processing evt_\\w+ for sbx_0123 -> ${url}/webhooks/paymentprovider: 200 \\{"received":true`));

      const { PAYMENT_PROVIDER_WEBHOOK_SECRET: secret } = JSON.parse(await readFile(path.join(dir, 'secrets.json'), 'utf8'));
      const [delivery] = received;
      expect(JSON.parse(delivery!.body)).toMatchObject({ type: 'payment.processing', data: { providerPaymentId: 'sbx_0123' } });
      expect(() => new Webhook(secret).verify(delivery!.body, delivery!.headers as Record<string, string>)).not.toThrow();
    });
  });

  it('settles a refund given its sbx_re_ id: a signed refund.failed with the reason, and refuses processing', async () => {
    await withReceiver(async (url, received) => {
      const dir = await dataDir();
      const result = await simulate(['sbx_re_0123', 'failed', '--reason', 'Card account closed', '--url', url], { DATA_DIR: dir });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(new RegExp(`^refund\\.failed evt_\\w+ for sbx_re_0123 -> ${url}/webhooks/paymentprovider: 200 `));
      const { PAYMENT_PROVIDER_WEBHOOK_SECRET: secret } = JSON.parse(await readFile(path.join(dir, 'secrets.json'), 'utf8'));
      const [delivery] = received;
      expect(JSON.parse(delivery!.body)).toMatchObject({ type: 'refund.failed', data: { providerRefundId: 'sbx_re_0123', failureReason: 'Card account closed' } });
      expect(() => new Webhook(secret).verify(delivery!.body, delivery!.headers as Record<string, string>)).not.toThrow();

      const refused = await simulate(['sbx_re_0123', 'processing', '--url', url], { DATA_DIR: dir });
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toBe('The outcome of a refund must be succeeded or failed, not processing');
      expect(received).toHaveLength(1);
    });
  });

  it('raises a dispute of a payment (fraudulent, due in 7 days, a fresh sbx_dp_ id) and closes one won or lost, signed', async () => {
    await withReceiver(async (url, received) => {
      const dir = await dataDir();
      const before = Date.now();
      const raised = await simulate(['sbx_0123', 'dispute', '--url', url], { DATA_DIR: dir });
      expect(raised.stderr).toBe('');
      expect(raised.code).toBe(0);
      expect(raised.stdout).toMatch(new RegExp(`^dispute\\.created evt_\\w+ for sbx_dp_[0-9a-f]{24} -> ${url}/webhooks/paymentprovider: 200 `));
      const { PAYMENT_PROVIDER_WEBHOOK_SECRET: secret } = JSON.parse(await readFile(path.join(dir, 'secrets.json'), 'utf8'));
      const created = JSON.parse(received[0]!.body);
      expect(created).toMatchObject({ type: 'dispute.created', data: { providerPaymentId: 'sbx_0123', reason: 'fraudulent', providerDisputeId: expect.stringMatching(/^sbx_dp_/) } });
      // No amount: the sandbox keeps no payments, and a dispute without one contests the whole payment.
      expect(created.data.amount).toBeUndefined();
      const week = 7 * 24 * 60 * 60 * 1000;
      expect(Date.parse(created.data.evidenceDueBy)).toBeGreaterThanOrEqual(before + week);
      expect(Date.parse(created.data.evidenceDueBy)).toBeLessThanOrEqual(Date.now() + week);
      expect(() => new Webhook(secret).verify(received[0]!.body, received[0]!.headers as Record<string, string>)).not.toThrow();

      const closed = await simulate([created.data.providerDisputeId, 'lost', '--url', url], { DATA_DIR: dir });
      expect(closed.code).toBe(0);
      expect(JSON.parse(received[1]!.body)).toMatchObject({ type: 'dispute.closed', data: { providerDisputeId: created.data.providerDisputeId, status: 'lost' } });
      expect(() => new Webhook(secret).verify(received[1]!.body, received[1]!.headers as Record<string, string>)).not.toThrow();

      const refused = await simulate([created.data.providerDisputeId, 'succeeded', '--url', url], { DATA_DIR: dir });
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toBe('The outcome of a dispute must be won or lost, not succeeded');
      expect(received).toHaveLength(2);
    });
  });
});
