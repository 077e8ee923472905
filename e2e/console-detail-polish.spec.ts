import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  captureState,
  captureViews,
  createPayment,
  expectDialogUsable,
  registerTenant,
  setPrimaryEndpoint,
  signInAsAdmin,
  signInAsTenant,
  startWebhookReceiver,
  tenantToken,
  test,
} from './support/console';

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.animate-pulse')).toHaveCount(0, { timeout: 10_000 });
};

/** The value of one field of a detail page's list ("Delivered", "Attempts"). */
const field = (page: Page, label: string) => page.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

async function setWebhookUrl(request: APIRequestContext, token: string, url: string) {
  expect((await request.patch('/tenants/me', { headers: { Authorization: `Bearer ${token}` }, data: { webhookUrl: url } })).status()).toBe(200);
}

test.describe('detail pages, secrets and settings', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a resent delivery lists its attempts run by run, and its Delivered and Attempts fields agree with its status', async ({ page, request }) => {
    const accepting = await startWebhookReceiver(200, 'ok');
    const refusing = await startWebhookReceiver(500, 'down for maintenance');
    try {
      const tenant = await registerTenant(request, `Runs ${Date.now()}`);
      const token = await tenantToken(request, tenant);
      await setWebhookUrl(request, token, accepting.url);
      await createPayment(request, token, { amount: 12, currency: 'EUR', userId: 'user-101' });
      await expect.poll(() => accepting.received.length, { timeout: 15_000 }).toBeGreaterThan(0);

      await signInAsTenant(page, tenant);
      await page.goto('/portal/webhooks');
      await page.getByRole('link', { name: 'payment.created' }).click();
      await expect(page.getByText('Attempt 1', { exact: true })).toBeVisible({ timeout: 15_000 });
      await expect(field(page, 'Status')).toHaveText('Succeeded');

      // The receiver goes down, and the delivery is resent: its new run fails, at once and on its retry 5 s later.
      await setWebhookUrl(request, token, refusing.url);
      await page.getByRole('button', { name: 'Resend' }).click();
      await expect(page.getByRole('status')).toContainText('payment.created queued to be sent again');
      const runs = page.getByRole('region', { name: 'Attempts' }).getByRole('heading', { level: 3 });
      await expect(runs).toHaveText([/^Run 2 · resent/, /^Run 1 · first sent/]);
      const run2 = page.getByRole('list', { name: 'Run 2 attempts' }).getByRole('listitem');
      const run1 = page.getByRole('list', { name: 'Run 1 attempts' }).getByRole('listitem');
      await expect(run2).toHaveCount(2, { timeout: 30_000 });
      await expect(run2).toContainText(['HTTP 500', 'HTTP 500']);
      await expect(run1).toHaveCount(1);
      await expect(run1).toContainText('HTTP 200');

      await expect(field(page, 'Status')).toHaveText('Pending');
      // Not a delivery time beside Pending: the time belongs to the earlier run, and says so.
      await expect(field(page, 'Delivered')).toContainText('Not yet in this run');
      await expect(field(page, 'Delivered')).toContainText('run 1 was delivered');
      await expect(field(page, 'Attempts')).toHaveText('2 in this run · 3 in all');
      await captureViews(page, 'portal-delivery-runs', async (current) => {
        await expect(current.getByRole('heading', { level: 3, name: /^Run 2/ })).toBeVisible();
      });

      // The receiver is back and the delivery is resent again: delivered in its third run, and the fields say so.
      await setWebhookUrl(request, token, accepting.url);
      await page.getByRole('button', { name: 'Resend' }).click();
      await expect(field(page, 'Status')).toHaveText('Succeeded', { timeout: 15_000 });
      await expect(runs).toHaveText([/^Run 3 · resent/, /^Run 2 · resent/, /^Run 1 · first sent/]);
      await expect(field(page, 'Attempts')).toHaveText('1 in this run · 4 in all');
      await expect(field(page, 'Delivered')).not.toContainText('run');
      await expect(page.getByRole('list', { name: 'Run 3 attempts' }).getByRole('listitem')).toContainText('HTTP 200');
    } finally {
      await accepting.close();
      await refusing.close();
    }
  });

  test('after Cancel, the payment page shows the payment.canceled event and follows its retries until it is delivered, without a reload; the payer is named as the payer', async ({ page, request }) => {
    const refusing = await startWebhookReceiver(500, 'down for maintenance');
    const accepting = await startWebhookReceiver(200, 'ok');
    try {
      const tenant = await registerTenant(request, `Cancel ${Date.now()}`);
      const token = await tenantToken(request, tenant);
      await setWebhookUrl(request, token, refusing.url);
      const payment = await createPayment(request, token, { amount: 30, currency: 'EUR', userId: 'user-101' });

      await signInAsTenant(page, tenant);
      await page.goto(`/portal/payments/${payment.id}`);
      await heading(/^EUR\s30\.00$/)(page);
      // The user pays the tenant.
      await expect(page.getByText('Payment from user-101', { exact: true })).toBeVisible();
      await expect(page.getByText(/payment to user-101/i)).toHaveCount(0);

      await page.getByRole('button', { name: 'Cancel payment' }).click();
      const confirm = page.getByRole('dialog', { name: /^Cancel this EUR\s30\.00 payment\?$/ });
      await expect(confirm).toContainText('The payment from user-101 is canceled at once');
      await confirm.getByRole('button', { name: 'Cancel payment' }).click();
      await expect(page.getByRole('status')).toContainText(/payment is canceled/);

      const canceled = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'payment.canceled' }) });
      await expect(canceled).toBeVisible({ timeout: 3_000 });
      // The receiver refuses the first attempt; the page shows it, and the retry 5 s later, by itself.
      await expect(canceled).toContainText('HTTP 500', { timeout: 10_000 });
      await setWebhookUrl(request, token, accepting.url);
      await expect(canceled).toContainText('Succeeded', { timeout: 20_000 });
      await expect(canceled).toContainText('HTTP 200');
    } finally {
      await refusing.close();
      await accepting.close();
    }
  });

  test("the primary endpoint: a rotation grace period of the tenant's secret shows when the old secret expires, on a fresh load too, and Expire now ends it", async ({ page, request }) => {
    const tenant = await registerTenant(request, `Grace ${Date.now()}`);
    const primaryPage = await setPrimaryEndpoint(request, tenant, 'http://127.0.0.1:9/unreachable');
    await signInAsTenant(page, tenant);
    await page.goto(primaryPage);
    await page.getByRole('button', { name: 'Rotate secret' }).click();
    const rotate = page.getByRole('dialog', { name: 'Rotate the signing secret?' });
    await rotate.getByLabel('Keep the old secret valid for').selectOption('24h');
    await rotate.getByRole('button', { name: 'Rotate secret' }).click();

    // The new secret, shown in a dialog that Esc and the backdrop do not close before it is copied.
    const shown = page.getByRole('dialog', { name: 'Signing secret rotated' });
    await expect(shown.getByLabel('New signing secret', { exact: true })).toHaveText(/^whsec_/);
    await expectDialogUsable(page, shown);
    await page.keyboard.press('Escape');
    await expect(shown).toBeVisible();
    await expect(shown).toContainText('Tick “I have copied it” first');
    await page.mouse.click(5, 5);
    await expect(shown).toBeVisible();
    await expect(shown.getByRole('button', { name: 'Done' })).toBeDisabled();
    await shown.getByRole('checkbox', { name: 'I have copied it' }).check();
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();

    const grace = page.getByText(/^The previous secret stays valid until /);
    await expect(grace).toBeVisible();
    await page.reload();
    await expect(grace).toBeVisible();
    await captureState(page, 'portal-endpoint-grace', async (current) => {
      await expect(current.getByText(/^The previous secret stays valid until /)).toBeVisible();
    });

    await page.getByRole('button', { name: 'Expire now' }).click();
    const confirm = page.getByRole('dialog', { name: 'Expire the previous secret now?' });
    await expectDialogUsable(page, confirm);
    await confirm.getByRole('button', { name: 'Expire now' }).click();
    await expect(page.getByRole('status')).toContainText('The previous signing secret has expired');
    await expect(grace).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Rotate secret' })).toBeVisible();
    await expect(grace).toHaveCount(0);
  });

  test('settings: unsaved changes ask before a console link leaves the page, and the browser asks before a reload; saved, the page is left freely', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Unsaved ${Date.now()}`);
    await signInAsTenant(page, tenant);
    await page.goto('/portal/settings');
    const name = page.getByLabel('Name');
    await name.fill(`${tenant.name} Renamed`);

    const asked: Array<{ type: string; message: string }> = [];
    page.on('dialog', (dialog) => {
      asked.push({ type: dialog.type(), message: dialog.message() });
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    await expect.poll(() => asked.map((dialog) => dialog.type)).toEqual(['confirm']);
    expect(asked[0]!.message).toContain('Leave without saving?');
    await expect(page).toHaveURL(/\/portal\/settings$/);
    await expect(name).toHaveValue(`${tenant.name} Renamed`);

    // Closing (or reloading) the tab: the browser's own prompt.
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked.map((dialog) => dialog.type)).toEqual(['confirm', 'beforeunload']);
    expect(page.isClosed()).toBe(false);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText('Settings saved');
    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    await expect(page).toHaveURL(/\/portal\/payments$/);
    expect(asked).toHaveLength(2);
  });

  test('administrator: a registered tenant’s secret, and a reset app secret, are shown once and need “I have copied it” to close', async ({ page, request }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/tenants');
    await page.getByRole('button', { name: 'Register tenant' }).click();
    const form = page.getByRole('dialog', { name: 'Register tenant' });
    const name = `Secret once ${Date.now()}`;
    await form.getByLabel('Name').fill(name);
    await form.getByRole('button', { name: 'Generate secret' }).click();
    await form.getByRole('button', { name: 'Register tenant' }).click();
    const registered = page.getByRole('dialog', { name: `${name} is registered` });
    await expect(registered.getByLabel('App secret', { exact: true })).toHaveText(/^[A-Za-z0-9_-]{32}$/);
    await page.keyboard.press('Escape');
    await expect(registered).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(registered).toBeVisible();
    await registered.getByRole('checkbox', { name: 'I have copied it' }).check();
    await expectDialogUsable(page, registered);
    await page.keyboard.press('Escape');
    await expect(registered).toBeHidden();

    // Reset from the tenant's page: confirmed, typed or generated, then shown once.
    const tenant = await registerTenant(request, `Reset ${Date.now()}`);
    await page.goto(`/admin/tenants/${tenant.id}`);
    await heading(tenant.name)(page);
    await page.getByRole('button', { name: 'Reset app secret' }).click();
    const reset = page.getByRole('dialog', { name: `Reset the app secret of ${tenant.name}?` });
    await expect(reset).toContainText('stops working until');
    await expectDialogUsable(page, reset);
    await reset.getByRole('button', { name: 'Generate secret' }).click();
    await reset.getByRole('button', { name: 'Reset app secret' }).click();
    const shown = page.getByRole('dialog', { name: `New app secret of ${tenant.name}` });
    const secret = (await shown.getByLabel('App secret', { exact: true }).textContent())!;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    await captureViews(page, 'admin-reset-secret-shown', async (current) => {
      await expect(current.getByRole('dialog', { name: `New app secret of ${tenant.name}` })).toBeVisible();
    });
    await expectDialogUsable(page, shown);
    await page.keyboard.press('Escape');
    await expect(shown).toBeVisible();
    await shown.getByRole('checkbox', { name: 'I have copied it' }).check();
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();

    // The old secret no longer signs in; the new one does.
    expect((await request.post('/tenants/login', { data: { appId: tenant.appId, appSecret: tenant.appSecret } })).status()).toBe(401);
    expect((await request.post('/tenants/login', { data: { appId: tenant.appId, appSecret: secret } })).status()).toBe(200);
  });
});
