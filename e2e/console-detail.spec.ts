import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import {
  captureState,
  captureViews,
  createPayment,
  expectDialogUsable,
  providerSettles,
  registerTenant,
  signInAsAdmin,
  signInAsTenant,
  startWebhookReceiver,
  tenantToken,
  test,
} from './support/console';
import { firstLoadScriptBytes, PAGE_BUDGET } from './support/script-bytes';

/** What the test receiver answers: the delivery page shows it as the attempt's response body. */
const RECEIVER_ANSWER = '{"received":true,"note":"thanks from the e2e receiver"}';

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('.animate-pulse')).toHaveCount(0, { timeout: 10_000 });
};

/** A delivery page whose first attempt is in: the worker sends within a second or two. */
const attemptShown = async (page: Page) => {
  await heading(/^payment\./)(page);
  await expect(page.getByText('Attempt 1', { exact: true })).toBeVisible({ timeout: 15_000 });
};

/** A tenant whose webhook URL is the test receiver, with a token for the API. */
async function tenantWithReceiver(request: Parameters<typeof registerTenant>[0], url: string, name: string) {
  const tenant = await registerTenant(request, `${name} ${Date.now()}`);
  const token = await tenantToken(request, tenant);
  expect((await request.patch('/tenants/me', { headers: { Authorization: `Bearer ${token}` }, data: { webhookUrl: url } })).status()).toBe(200);
  return { tenant, token };
}

test.describe('payment and webhook delivery pages', () => {
  test.describe.configure({ timeout: 180_000 });

  test('tenant: open a payment from the list, copy its id, cancel it with confirmation, follow its event, see the attempts and resend', async ({ page, request }) => {
    const receiver = await startWebhookReceiver(200, RECEIVER_ANSWER);
    try {
      const { tenant, token } = await tenantWithReceiver(request, receiver.url, 'Detail');
      const payment = await createPayment(request, token, { amount: 42.5, currency: 'EUR', userId: 'customer-42' });
      const settled = await createPayment(request, token, { amount: 99, currency: 'EUR', userId: 'customer-99' });
      await providerSettles(request, settled);

      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await signInAsTenant(page, tenant);
      await page.getByRole('link', { name: 'Payments', exact: true }).click();
      await page.getByRole('link', { name: /^EUR\s42\.50$/ }).click();
      await expect(page).toHaveURL(`/portal/payments/${payment.id}`);
      await heading(/^EUR\s42\.50$/)(page);

      // Its ids, each with a copy button that says what it did.
      await expect(page.getByText(payment.id, { exact: true })).toBeVisible();
      await expect(page.getByText(payment.providerPaymentId, { exact: true })).toBeVisible();
      await expect(page.getByText('customer-42', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Copy payment ID' }).click();
      await expect(page.getByText('Copied', { exact: true })).toHaveCount(1);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(payment.id);
      // Said once, then the button is ready for the next copy.
      await expect(page.getByText('Copied', { exact: true })).toHaveCount(0);

      const timeline = page.getByRole('list').filter({ hasText: 'Pending' });
      await expect(timeline.getByRole('listitem')).toHaveCount(1);
      await captureState(page, 'portal-payment-detail', heading(/^EUR\s42\.50$/));

      await page.getByRole('button', { name: 'Cancel payment' }).click();
      const confirm = page.getByRole('dialog', { name: /^Cancel this EUR\s42\.50 payment\?$/ });
      await expectDialogUsable(page, confirm);
      await confirm.getByRole('button', { name: 'Cancel payment' }).click();
      await expect(page.getByRole('status')).toContainText(/EUR\s42\.50 payment is canceled/);
      await expect(page.getByRole('button', { name: 'Cancel payment' })).toHaveCount(0);
      await expect(timeline.getByRole('listitem')).toHaveText([/^Pending/, /^Canceled/]);

      // Its webhook events, each opening its delivery.
      await expect(page.getByRole('link', { name: 'payment.canceled' })).toBeVisible();
      await page.getByRole('link', { name: 'payment.created' }).click();
      await expect(page).toHaveURL(/\/portal\/webhooks\/[0-9a-f-]{36}$/);
      await attemptShown(page);
      const firstAttempt = page.getByRole('listitem').filter({ hasText: 'Attempt 1' });
      await expect(firstAttempt).toContainText('HTTP 200');
      await expect(firstAttempt).toContainText(/\d+ ms/);
      await expect(firstAttempt).toContainText(RECEIVER_ANSWER);
      await expect(page.getByText(`"id": "${payment.id}"`)).toBeVisible();
      await captureViews(page, 'portal-delivery-detail', attemptShown);

      await page.getByRole('button', { name: 'Resend' }).click();
      await expect(page.getByRole('status')).toContainText('payment.created queued to be sent again');
      // The page follows the resent delivery until the worker has sent it again: the retry schedule
      // starts over (attempt 1 again), newest first, the earlier attempt kept under it.
      const attempts = page.getByRole('list').filter({ hasText: 'Attempt 1' }).getByRole('listitem');
      await expect(attempts).toHaveCount(2, { timeout: 15_000 });
      await expect(attempts.first()).toContainText('HTTP 200');

      await page.getByRole('link', { name: payment.id }).click();
      await expect(page).toHaveURL(`/portal/payments/${payment.id}`);
      await heading(/^EUR\s42\.50$/)(page);
    } finally {
      await receiver.close();
    }
  });

  test("another tenant's or an unknown id shows the page's not-found once", async ({ page, request }) => {
    const owner = await registerTenant(request, `Owner ${Date.now()}`);
    const ownerToken = await tenantToken(request, owner);
    const payment = await createPayment(request, ownerToken, { amount: 10, currency: 'USD', userId: 'someone' });
    const other = await registerTenant(request, `Other ${Date.now()}`);

    await signInAsTenant(page, other);
    for (const [url, title] of [
      [`/portal/payments/${payment.id}`, 'Payment not found'],
      [`/portal/webhooks/${randomUUID()}`, 'Webhook delivery not found'],
      // Not an id at all: an address with no page, answered 404 with the console's page-not-found.
      ['/portal/payments/not-an-id', 'Page not found'],
    ] as const) {
      const response = await page.goto(url);
      if (title === 'Page not found') expect(response!.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(title)).toHaveCount(1);
      await expect(page.getByText(payment.providerPaymentId)).toHaveCount(0);
    }
  });

  test('administrator: payment and delivery pages link to each other, to the tenant and from the audit log, within the JavaScript budget', async ({ page, request }) => {
    const receiver = await startWebhookReceiver(200, RECEIVER_ANSWER);
    try {
      const { tenant, token } = await tenantWithReceiver(request, receiver.url, 'Admin detail');
      const payment = await createPayment(request, token, { amount: 1250, currency: 'HUF', userId: 'buyer-7' });
      await providerSettles(request, payment);

      await signInAsAdmin(page);
      await page.goto(`/admin/tenants/${tenant.id}`);
      await page.getByRole('link', { name: /^HUF\s1,250(\.00)?$/ }).click();
      await expect(page).toHaveURL(`/admin/payments/${payment.id}`);
      await heading(/^HUF\s1,250(\.00)?$/)(page);
      await expect(page.getByRole('list').filter({ hasText: 'Pending' }).getByRole('listitem')).toHaveText([/^Pending/, /^Processing/, /^Succeeded/]);
      await expect(page.getByRole('button', { name: 'Cancel payment' })).toHaveCount(0);
      await captureViews(page, 'admin-payment-detail', heading(/^HUF\s1,250(\.00)?$/));

      await page.getByRole('link', { name: 'payment.succeeded' }).click();
      await expect(page).toHaveURL(/\/admin\/webhooks\/[0-9a-f-]{36}$/);
      await attemptShown(page);
      await expect(page.getByRole('listitem').filter({ hasText: 'Attempt 1' })).toContainText(RECEIVER_ANSWER);
      await expect(page.getByRole('button', { name: 'Resend' })).toHaveCount(0);
      await captureViews(page, 'admin-delivery-detail', attemptShown);
      const deliveryUrl = page.url();

      await page.getByRole('link', { name: payment.id }).click();
      await expect(page).toHaveURL(`/admin/payments/${payment.id}`);
      await page.getByRole('link', { name: new RegExp(`^${tenant.name}`) }).first().click();
      await expect(page).toHaveURL(`/admin/tenants/${tenant.id}`);

      // The audit log links the payment (target, by its id) and the tenant (actor, by its name), once the events are shipped.
      await expect(async () => {
        await page.goto(`/admin/audit?targetId=${payment.id}`);
        await expect(page.getByRole('row').filter({ hasText: 'payment.created' })).toHaveCount(1, { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      const created = page.getByRole('row').filter({ hasText: 'payment.created' });
      await expect(created.getByRole('link', { name: tenant.name })).toHaveAttribute('href', `/admin/tenants/${tenant.id}`);
      await created.getByRole('link', { name: payment.id }).click();
      await expect(page).toHaveURL(`/admin/payments/${payment.id}`);

      const bytes: Record<string, number> = {};
      bytes['/admin/payments/[id]'] = await firstLoadScriptBytes(page, `/admin/payments/${payment.id}`, heading(/^HUF/));
      bytes['/admin/webhooks/[id]'] = await firstLoadScriptBytes(page, deliveryUrl, attemptShown);
      const portal = await page.context().browser()!.newContext();
      const tenantPage = await portal.newPage();
      await signInAsTenant(tenantPage, tenant);
      bytes['/portal/payments/[id]'] = await firstLoadScriptBytes(tenantPage, `/portal/payments/${payment.id}`, heading(/^HUF/));
      bytes['/portal/webhooks/[id]'] = await firstLoadScriptBytes(tenantPage, deliveryUrl.replace('/admin/', '/portal/'), attemptShown);
      await portal.close();
      console.log('First-load JavaScript of the detail pages (compressed bytes):', bytes);
      for (const [url, size] of Object.entries(bytes)) expect(size, url).toBeLessThanOrEqual(PAGE_BUDGET);
    } finally {
      await receiver.close();
    }
  });
});
