import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import {
  createPayment,
  desktop,
  layoutShiftWhileLoading,
  phone,
  providerSettles,
  registerTenant,
  setPrimaryEndpoint,
  signInAsTenant,
  signInAsTenantWithForm,
  startWebhookReceiver,
  tenantToken,
  test,
} from './support/console';

test.describe('tenant portal', () => {
  test('settings: the name validated as typed and saved; the primary endpoint, linked from there, sends a signed test event and reveals and rotates its secret', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Portal ${Date.now()}`);
    const receiver = await startWebhookReceiver();
    try {
      const primaryPage = await setPrimaryEndpoint(request, tenant, receiver.url);
      // The sign-in form's app-secret tab, end to end (the other specs sign tenants in without the form).
      await signInAsTenantWithForm(page, tenant);
      await page.getByRole('link', { name: 'Settings', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      // Webhooks have one home: Settings has no field, test or secret of its own for them.
      await expect(page.getByLabel('Webhook URL')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Send test event|Reveal secret|Rotate secret/ })).toHaveCount(0);

      const name = page.getByLabel('Name');
      await name.fill('   ');
      await name.blur();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await name.fill(`${tenant.name} Ltd`);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status')).toContainText('Settings saved');
      await expect(name).not.toHaveAttribute('aria-invalid', 'true');

      await expect(page.getByRole('link', { name: 'Manage webhook endpoints' })).toHaveAttribute('href', '/portal/webhooks/endpoints');
      await page.getByRole('link', { name: receiver.url }).click();
      await expect(page).toHaveURL(new RegExp(`${primaryPage}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Webhook endpoint' })).toBeVisible();

      await page.getByRole('button', { name: 'Reveal secret' }).click();
      const secretBox = page.getByLabel('Webhook signing secret');
      await expect(secretBox).toHaveText(/^whsec_[A-Za-z0-9+/=]{40,}$/);
      const secret = (await secretBox.textContent())!;

      await page.getByRole('button', { name: 'Send example event' }).click();
      await expect(page.getByRole('region', { name: 'Send example event' }).getByText('Delivered')).toBeVisible();
      const testEvent = receiver.received.find((request) => request.body.includes('"webhook.test"'));
      expect(testEvent).toBeDefined();
      // Signed with the secret the page revealed, the tenant's own, verifiable by any Standard Webhooks library.
      const verified = new Webhook(secret).verify(testEvent!.body, testEvent!.headers as Record<string, string>) as { type: string };
      expect(verified.type).toBe('webhook.test');
      const auth = { Authorization: `Bearer ${await tenantToken(request, tenant)}` };
      expect(((await (await request.get('/tenants/me/webhook-secret', { headers: auth })).json()) as { secret: string }).secret).toBe(secret);

      await page.getByRole('button', { name: 'Rotate secret' }).click();
      const confirm = page.getByRole('dialog', { name: 'Rotate the signing secret?' });
      await expect(confirm.getByLabel('Keep the old secret valid for')).toHaveValue('24h');
      await confirm.getByLabel('Keep the old secret valid for').selectOption('1h');
      await confirm.getByRole('button', { name: 'Rotate secret' }).click();
      await expect(page.getByRole('status')).toContainText('Signing secret rotated');
      const rotated = page.getByRole('dialog', { name: 'Signing secret rotated' });
      await expect(rotated).toContainText(/The old secret stays valid until \d{2} \w{3} \d{4}, \d{2}:\d{2} UTC\./);
      await rotated.getByRole('checkbox', { name: 'I have copied it' }).check();
      await rotated.getByRole('button', { name: 'Done' }).click();
      await expect(rotated).toBeHidden();
      await expect(secretBox).toHaveText(/^whsec_/);
      await expect(secretBox).not.toHaveText(secret);
    } finally {
      await receiver.close();
    }
  });

  test('deliveries: the log lists events and Resend sends one again; the row follows without a reload', async ({ page, request }) => {
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
      // Event, endpoint, status, attempts: the fourth cell.
      const attempts = row.getByRole('cell').nth(3);
      await expect(row).toContainText(receiver.url);
      await expect(row).toContainText('Succeeded');
      await expect(attempts).toHaveText('1');
      await row.getByRole('button', { name: /^Resend/ }).click();
      await expect(page.getByRole('status')).toContainText('webhook.test queued to be sent again');
      // The background loop delivers it again, with the same webhook-id.
      const testEvents = () => receiver.received.filter((request) => request.body.includes('"webhook.test"'));
      await expect.poll(() => testEvents().length, { timeout: 10_000 }).toBe(2);
      expect(new Set(testEvents().map((request) => request.headers['webhook-id'])).size).toBe(1);
      // The open page shows it sent again, well before its regular refresh would come round: no
      // "0 attempts" with a next attempt in the past.
      await expect(row).toContainText('Succeeded', { timeout: 3_000 });
      await expect(attempts).toHaveText('1');
      await expect(row).not.toContainText('Next attempt');

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
    await expect(page.getByRole('link', { name: 'View 1 pending payment' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View 1 canceled payment' })).toBeVisible();
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

  test('the overview and the payments list follow payments created and settled while they are open', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Live ${Date.now()}`);
    const token = await tenantToken(request, tenant);
    await signInAsTenant(page, tenant);
    await expect(page.getByText('0 payments in all')).toBeVisible();

    // A payment is created and the provider settles it, with the overview open: no reload.
    const first = await createPayment(request, token, { amount: 25, currency: 'EUR', userId: 'customer-live' });
    await expect(page.getByRole('link', { name: 'View 1 pending payment' })).toBeVisible({ timeout: 8_000 });
    await providerSettles(request, first);
    await expect(page.getByRole('link', { name: 'View 1 succeeded payment' })).toBeVisible({ timeout: 8_000 });
    await expect(page.getByRole('link', { name: 'View 0 pending payments' })).toBeVisible();
    await expect(page.getByText('1 payment in all')).toBeVisible();

    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    const rows = page.getByRole('table', { name: 'Payments' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Succeeded');
    const second = await createPayment(request, token, { amount: 40, currency: 'USD', userId: 'customer-live' });
    await expect(rows).toHaveCount(2, { timeout: 8_000 });
    await expect(rows.filter({ hasText: 'USD 40.00' })).toContainText('Pending');
    await providerSettles(request, second);
    await expect(rows.filter({ hasText: 'USD 40.00' })).toContainText('Succeeded', { timeout: 8_000 });
  });

  test('the overview keeps still while it loads, at 1280 and 375 px', async ({ browser, request }) => {
    const tenant = await registerTenant(request, `Steady overview with a longer name ${Date.now()}`);
    const token = await tenantToken(request, tenant);
    expect((await request.patch('/tenants/me', { headers: { Authorization: `Bearer ${token}` }, data: { webhookUrl: 'https://example.com/hooks' } })).status()).toBe(200);
    await createPayment(request, token, { amount: 12, currency: 'EUR', userId: 'customer-steady' });

    for (const size of [desktop, phone]) {
      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();
      await signInAsTenant(page, tenant);
      const shift = await layoutShiftWhileLoading(page, '/portal', async (loaded) => {
        await expect(loaded.getByRole('link', { name: 'View 1 pending payment' })).toBeVisible();
        await expect(loaded.getByText('https://example.com/hooks')).toBeVisible();
        await expect(loaded.locator('.animate-pulse')).toHaveCount(0);
      });
      // "Good" is 0.1 or less; placeholders of the final size leave next to nothing.
      expect(shift, `layout shift at ${size.width} px`).toBeLessThan(0.02);
      await context.close();
    }
  });
});

