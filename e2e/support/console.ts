import { randomUUID } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test as base } from '@playwright/test';

/** The administrator the e2e server is started with (playwright.config.ts). */
export const consoleAdmin = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

type Secrets = { ADMIN_API_KEY: string };
export const adminKey = async () => (JSON.parse(await readFile(path.join(process.env.E2E_DATA_DIR!, 'secrets.json'), 'utf8')) as Secrets).ADMIN_API_KEY;

export type TestTenant = { id: string; appId: string; name: string; appSecret: string };

/** A fresh tenant, registered through the REST API with the admin key. */
export async function registerTenant(request: APIRequestContext, name = 'Acme Widgets'): Promise<TestTenant> {
  const appId = `e2e-${randomUUID().slice(0, 8)}`;
  const appSecret = 'e2e-tenant-secret-123';
  const response = await request.post('/tenants/register', { headers: { 'X-Admin-Key': await adminKey() }, data: { name, appId, appSecret } });
  expect(response.status()).toBe(201);
  const tenant = (await response.json()) as { id: string };
  return { id: tenant.id, appId, name, appSecret };
}

export async function tenantToken(request: APIRequestContext, tenant: TestTenant): Promise<string> {
  const response = await request.post('/tenants/login', { data: { appId: tenant.appId, appSecret: tenant.appSecret } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

export async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(consoleAdmin.email);
  await page.getByLabel('Password').fill(consoleAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

export async function signInAsTenant(page: Page, tenant: TestTenant) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Tenant' }).click();
  await page.getByLabel('App ID').fill(tenant.appId);
  await page.getByLabel('App secret').fill(tenant.appSecret);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/portal$/);
}

/**
 * Every console test fails on a console error or an uncaught exception in the page: a user would
 * not see them, but they are bugs.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // Chromium logs every 4xx answer as an error; a refused sign-in (401) or a taken appId (409)
        // are answers the page shows the user, not bugs. A 5xx, or anything else, is a failure.
        if (message.type() === 'error' && !/^Failed to load resource: the server responded with a status of 4\d\d /.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

/** No serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
}

export const screenshotDir = path.join(process.cwd(), 'test-results', 'console-screenshots');

/**
 * Screenshots of the page as it is at 1280 and 375 px wide, light and dark, checked by axe in
 * each theme (contrast differs). Files: test-results/console-screenshots/<name>-<width>-<scheme>.png
 */
export async function captureViews(page: Page, name: string, ready: (page: Page) => Promise<void>) {
  await mkdir(screenshotDir, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await ready(page);
      await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}-${scheme}.png`), fullPage: true });
    }
    await expectAccessible(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A local HTTPS-less receiver for the tenant's webhooks (private targets are allowed in e2e). */
export async function startWebhookReceiver(status = 200) {
  const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(status).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
