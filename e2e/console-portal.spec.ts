import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { registerTenant, signInAsTenant, startWebhookReceiver, tenantToken, test } from './support/console';

test.describe('tenant portal', () => {
  test('settings: inline validation, save, send a signed test event, reveal and rotate the secret', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Portal ${Date.now()}`);
    const receiver = await startWebhookReceiver();
    try {
      await signInAsTenant(page, tenant);
      await page.getByRole('link', { name: 'Settings', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send test event' })).toBeDisabled();

      const url = page.getByLabel('Webhook URL');
      await url.fill('not a url');
      await url.blur();
      await expect(page.getByText('webhookUrl must be a valid http or https URL')).toBeVisible();
      await expect(url).toHaveAttribute('aria-invalid', 'true');

      await url.fill(receiver.url);
      await page.getByLabel('Name').fill(`${tenant.name} Ltd`);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status')).toContainText('Settings saved');
      await expect(page.getByText('webhookUrl must be a valid http or https URL')).toHaveCount(0);

      await page.getByRole('button', { name: 'Reveal secret' }).click();
      const secretBox = page.getByLabel('Webhook signing secret');
      await expect(secretBox).toHaveText(/^whsec_[A-Za-z0-9+/=]{40,}$/);
      const secret = (await secretBox.textContent())!;

      await page.getByRole('button', { name: 'Send test event' }).click();
      await expect(page.getByText('Delivered')).toBeVisible();
      await expect(page.getByText('Your endpoint answered HTTP 200.')).toBeVisible();
      const testEvent = receiver.received.find((request) => request.body.includes('"webhook.test"'));
      expect(testEvent).toBeDefined();
      // Signed with the secret the page revealed, verifiable by any Standard Webhooks library.
      const verified = new Webhook(secret).verify(testEvent!.body, testEvent!.headers as Record<string, string>) as { type: string };
      expect(verified.type).toBe('webhook.test');

      await page.getByRole('button', { name: 'Rotate secret' }).click();
      const confirm = page.getByRole('dialog', { name: 'Rotate the signing secret?' });
      await confirm.getByRole('button', { name: 'Rotate secret' }).click();
      await expect(page.getByRole('status')).toContainText('Signing secret rotated');
      await expect(secretBox).toHaveText(/^whsec_/);
      await expect(secretBox).not.toHaveText(secret);
    } finally {
      await receiver.close();
    }
  });

  test('deliveries: the log lists events and Resend sends one again', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Deliveries ${Date.now()}`);
    const receiver = await startWebhookReceiver();
    try {
      const token = await tenantToken(request, tenant);
      const auth = { Authorization: `Bearer ${token}` };
      expect((await request.patch('/tenants/me', { headers: auth, data: { webhookUrl: receiver.url } })).status()).toBe(200);
      expect((await request.post('/tenants/me/webhook-test', { headers: auth })).status()).toBe(200);

      await signInAsTenant(page, tenant);
      await page.getByRole('link', { name: 'Webhook deliveries' }).click();
      const row = page.getByRole('row').filter({ hasText: 'webhook.test' });
      await expect(row).toContainText('Succeeded');
      await row.getByRole('button', { name: /^Resend/ }).click();
      await expect(page.getByRole('status')).toContainText('webhook.test queued to be sent again');
      // The background loop delivers it again, with the same webhook-id.
      const testEvents = () => receiver.received.filter((request) => request.body.includes('"webhook.test"'));
      await expect.poll(() => testEvents().length, { timeout: 10_000 }).toBe(2);
      expect(new Set(testEvents().map((request) => request.headers['webhook-id'])).size).toBe(1);

      await page.getByLabel('Status').selectOption('FAILED');
      await expect(page).toHaveURL(/status=FAILED/);
      await expect(page.getByText('No delivery has this status.')).toBeVisible();
    } finally {
      await receiver.close();
    }
  });

  test('payments are listed with filters; the overview counts them; the export downloads as JSON', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Exporter ${Date.now()}`);
    const auth = { Authorization: `Bearer ${await tenantToken(request, tenant)}` };
    for (const payment of [
      { amount: 1234.56, currency: 'EUR', userId: 'customer-1', description: 'Annual plan' },
      { amount: 99, currency: 'HUF', userId: 'customer-2' },
    ]) {
      expect((await request.post('/payments', { headers: auth, data: payment })).status()).toBe(201);
    }
    const eur = await request.get('/payments?currency=EUR', { headers: auth });
    const eurId = ((await eur.json()) as { data: Array<{ id: string }> }).data[0]!.id;
    expect((await request.post(`/payments/${eurId}/cancel`, { headers: auth })).status()).toBe(200);

    await signInAsTenant(page, tenant);
    await expect(page.getByRole('link', { name: '1 pending payments' })).toBeVisible();
    await expect(page.getByRole('link', { name: '1 canceled payments' })).toBeVisible();
    await expect(page.getByText('2 payments in all')).toBeVisible();

    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    const table = page.getByRole('table', { name: 'Payments' });
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await page.getByLabel('Currency').selectOption('EUR');
    await expect(page).toHaveURL(/currency=EUR/);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table).toContainText('EUR 1,234.56');
    await expect(table).toContainText('Canceled');
    await page.reload();
    await expect(page.getByLabel('Currency')).toHaveValue('EUR');
    await expect(table.locator('tbody tr')).toHaveCount(1);

    await page.getByRole('link', { name: 'Overview' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export account data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${tenant.appId}-export-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const text = await readFile((await download.path())!, 'utf8');
    const exported = JSON.parse(text) as {
      tenant: { id: string; appId: string };
      payments: Array<{ amount: number; currency: string; status: string }>;
      auditEvents: Array<{ action: string }>;
      webhookDeliveries: unknown[];
    };
    expect(exported.tenant).toMatchObject({ id: tenant.id, appId: tenant.appId });
    expect(exported.payments.map((payment) => `${payment.amount} ${payment.currency} ${payment.status}`).sort()).toEqual(['1234.56 EUR CANCELED', '99 HUF PENDING']);
    expect(exported.auditEvents.map((event) => event.action)).toEqual(expect.arrayContaining(['tenant.registered', 'payment.created', 'payment.canceled']));
    expect(Array.isArray(exported.webhookDeliveries)).toBe(true);
    // Never a secret or a hash of one.
    expect(text).not.toMatch(/secretHash|\$argon2|whsec_/);
    expect(text).not.toContain(tenant.appSecret);
  });
});
