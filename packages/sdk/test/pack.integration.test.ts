import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '@/server/testing/test-app';
import { listen } from './http-fixtures';

const run = promisify(execFile);
const packageDir = path.resolve(import.meta.dirname, '..');

/** The package as published: packed, installed from its tarball in an empty folder, and run there. */
let app: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let folder: string;

beforeAll(async () => {
  app = await startTestApp({ backend: 'postgres' });
  server = await listen(app);
  folder = await mkdtemp(path.join(tmpdir(), 'sdk-pack-'));
});
afterAll(async () => {
  await server?.close();
  await app?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const consumer = `
import { createBillingClient, verifyWebhook } from '@billing-platform/sdk';
import { Webhook } from 'standardwebhooks';

const secret = 'whsec_' + btoa('a signing secret of thirty-two b');
const body = JSON.stringify({ id: 'evt_1', type: 'webhook.test', createdAt: new Date().toISOString(), data: { tenantId: 't', message: 'hi' } });
const now = new Date();
const headers = { 'webhook-id': 'evt_1', 'webhook-timestamp': String(Math.floor(now / 1000)), 'webhook-signature': new Webhook(secret).sign('evt_1', now, body) };
const event = verifyWebhook(body, headers, secret);

const admin = createBillingClient({ baseUrl: process.env.BASE_URL, adminKey: process.env.ADMIN_KEY });
const tenant = await admin.tenants.register({ name: 'Packed', appSecret: 'packed-secret-0123456789' });
console.log(JSON.stringify({ event: event.type, tenant: tenant.name }));
`;

/** The declarations, as a TypeScript project with NodeNext resolution reads them from the installed package. */
const typedConsumer = `
import { createBillingClient, type WebhookEvent } from '@billing-platform/sdk';
const client = createBillingClient({ baseUrl: 'http://localhost:3000', token: 't' });
export async function statusOf(id: string): Promise<string> {
  const payment = await client.payments.get(id);
  return payment.status;
}
export const types: Array<WebhookEvent['type']> = ['payment.created'];
`;

test('npm pack gives a tarball that installs in an empty folder and runs: a webhook verified, an API call made, its types read', { timeout: 180_000 }, async () => {
  const packed = await run('npm', ['pack', '--pack-destination', folder, '--json'], { cwd: packageDir });
  const [{ filename }] = JSON.parse(packed.stdout) as [{ filename: string }];
  const tarball = path.join(folder, filename);
  console.log(`tarball ${filename}: ${(await stat(tarball)).size} B`);

  const app_ = path.join(folder, 'consumer');
  await run('mkdir', ['-p', app_]);
  await writeFile(path.join(app_, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  await run('npm', ['install', tarball, '--no-audit', '--no-fund'], { cwd: app_ });
  await writeFile(path.join(app_, 'check.mjs'), consumer);
  const { stdout } = await run(process.execPath, ['check.mjs'], { cwd: app_, env: { ...process.env, BASE_URL: server.url, ADMIN_KEY: app.adminKey } });
  expect(JSON.parse(stdout)).toEqual({ event: 'webhook.test', tenant: 'Packed' });

  await writeFile(path.join(app_, 'typed.ts'), typedConsumer);
  const tsc = path.resolve(packageDir, '../../node_modules/typescript/bin/tsc');
  const flags = ['--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', '--lib', 'es2023,dom', '--skipLibCheck'];
  await expect(run(process.execPath, [tsc, ...flags, 'typed.ts'], { cwd: app_ })).resolves.toMatchObject({ stdout: '' });
});
