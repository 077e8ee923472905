import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import {
  adminKey,
  captureState,
  captureViews,
  createPayment,
  expectDialogUsable,
  providerDisputes,
  providerRefunds,
  providerSettles,
  registerTenant,
  signInAsAdmin,
  signInAsTenant,
  tenantToken,
  test,
} from './support/console';

const HOUR_MS = 3_600_000;

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const settled = async (page: Page) => {
  await expect(page.locator('.animate-pulse')).toHaveCount(0, { timeout: 15_000 });
};

/** Charts are drawn once scrolled near (at 375 px they are screens down): scroll, then wait for them. */
const chartsDrawn = async (page: Page) => {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('figure')).toHaveCount(4, { timeout: 15_000 });
  await settled(page);
};

test.describe('request log and insights in the console', () => {
  test.describe.configure({ timeout: 240_000 });

  test("a tenant finds its own requests, filters them, opens a failed one with its redacted body and replays it with curl; the overview charts its traffic", async ({ page, request, browser }) => {
    const tenant = await registerTenant(request, `Insights ${Date.now()}`);
    const other = await registerTenant(request, `Other ${Date.now()}`);
    const token = await tenantToken(request, tenant);
    const auth = { Authorization: `Bearer ${token}` };

    // What the tenant's integration did: a keyed payment, the same write again (replayed), a
    // refused body carrying a secret, and a payment that does not exist.
    const key = randomUUID();
    await createPayment(request, token, { amount: 42.5, currency: 'EUR', userId: 'customer-1' });
    for (let attempt = 0; attempt < 2; attempt++) {
      const keyed = await request.post('/payments', { headers: { ...auth, 'Idempotency-Key': key }, data: { amount: 10, currency: 'USD', userId: 'customer-2' } });
      // The second is answered from the idempotency store.
      expect(keyed.status()).toBe(attempt === 0 ? 201 : 200);
    }
    const refused = await request.post('/payments', { headers: auth, data: { amount: -5, currency: 'EUR', userId: 'customer-3', appSecret: 'never-shown-secret-1' } });
    expect(refused.status()).toBe(400);
    expect((await request.get(`/payments/${randomUUID()}`, { headers: auth })).status()).toBe(404);

    await signInAsTenant(page, tenant);
    await page.getByRole('link', { name: 'Requests', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
    const rows = page.getByRole('region', { name: 'Requests', exact: true }).locator('tbody tr');
    // Written after the answers, in batches: on the page within seconds (it reads again every 5 s).
    await expect(rows).toHaveCount(5, { timeout: 20_000 });
    await expect(rows.filter({ hasText: 'Replayed' })).toHaveCount(1);
    await expect(rows.first()).toContainText('GET');
    await expect(rows.first()).toContainText('404');

    // Filters live in the URL: a reload, or a link, shows the same rows.
    await page.getByLabel('Status').selectOption('4xx');
    await expect(page).toHaveURL(/status=4xx/);
    await expect(rows).toHaveCount(2);
    await page.getByLabel('Method').selectOption('POST');
    await expect(rows).toHaveCount(1);
    await page.reload();
    await expect(page.getByLabel('Method')).toHaveValue('POST');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('400');

    // The failed request: its body with the secret redacted, the error body, a curl without the token.
    await rows.first().getByRole('button').click();
    const detail = page.getByRole('dialog', { name: 'POST /payments' });
    await expectDialogUsable(page, detail);
    await expect(page).toHaveURL(/entry=[0-9a-f-]{36}/);
    const requestBody = detail.getByRole('region', { name: 'Request body' });
    await expect(requestBody).toContainText('"appSecret": "[REDACTED]"');
    await expect(requestBody).toContainText('"amount": -5');
    await expect(detail).not.toContainText('never-shown-secret-1');
    await expect(detail.getByRole('region', { name: 'Error body' })).toContainText('"statusCode": 400');
    const curl = detail.getByRole('region', { name: 'Replay with curl' });
    await expect(curl).toContainText('curl -X POST');
    await expect(curl).toContainText('$BILLING_TOKEN');
    await expect(curl).not.toContainText(token);
    await detail.getByRole('button', { name: 'Copy curl command' }).click();
    await expect(detail.getByRole('button', { name: 'Copy curl command: copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^curl -X POST 'http:\/\/127\.0\.0\.1:\d+\/payments'/);
    expect(copied).toContain(`--data-raw '{"amount":-5,"currency":"EUR","userId":"customer-3","appSecret":"[REDACTED]"}'`);
    await captureViews(page, 'portal-request-detail', (current) => expectDialogUsable(current, current.getByRole('dialog', { name: 'POST /payments' })));
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(detail).toBeHidden();
    await expect(page).not.toHaveURL(/entry=/);

    // Errors grouped by type: the 400 and the 404, once each, with their messages.
    const errors = page.getByRole('region', { name: 'Errors by type' });
    await expect(errors.locator('tbody tr')).toHaveCount(2);
    await expect(errors.locator('tbody tr').filter({ hasText: '404' })).toContainText('Payment not found');

    await page.goto('/portal/requests');
    await captureState(page, 'portal-requests', settled);

    // The overview: four charts over 24 hours, each with its figures in words and as a table.
    await page.goto('/portal');
    const traffic = page.getByRole('region', { name: 'Traffic' });
    await expect(traffic.getByRole('figure')).toHaveCount(4, { timeout: 15_000 });
    await expect(traffic.getByRole('figure', { name: 'Requests', exact: true })).toContainText('5 requests in the last 24 hours: 2 answered 4xx and 0 5xx');
    await expect(traffic.getByRole('figure', { name: 'Error rate' })).toContainText('40.0% of requests answered 400 or above');
    // One currency at a time, exact decimals: the replayed keyed write created one payment, not two.
    const volume = traffic.getByRole('figure', { name: 'Payment volume' });
    await expect(volume).toContainText(/1 payment created for EUR\s42\.50 and 0 succeeded for EUR\s0\.00/);
    await volume.getByLabel('Currency').selectOption('USD');
    await expect(volume).toContainText(/1 payment created for USD\s10\.00/);
    await expect(traffic.locator('canvas').first()).toBeVisible();
    await traffic.getByText(/^Figures as tables \(/).click();
    const hourRows = traffic.getByRole('region', { name: 'Requests, errors and latency per hour' }).locator('tbody tr');
    // This hour's row: 5 requests, 2 of them 4xx, none 5xx, a 40% error rate.
    await expect(hourRows.first().locator('td').nth(1)).toHaveText('5');
    await expect(hourRows.first().locator('td').nth(2)).toHaveText('2');
    await expect(hourRows.first().locator('td').nth(4)).toHaveText('40.0%');
    await traffic.getByRole('button', { name: '7d' }).click();
    await expect(page).toHaveURL(/window=7d/);
    await expect(traffic.getByRole('figure', { name: 'Requests', exact: true })).toContainText('in the last 7 days');
    await page.goto('/portal');
    await captureState(page, 'portal-overview-traffic', chartsDrawn);

    // On a phone the overview leads with the charts too: drawn without scrolling.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/portal');
    await expect(traffic.getByRole('figure').first()).toBeInViewport({ timeout: 15_000 });
    await expect(traffic.getByRole('figure')).toHaveCount(4);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Another tenant sees none of it.
    const otherContext = await browser.newContext();
    const otherPage = await otherContext.newPage();
    await signInAsTenant(otherPage, other);
    await otherPage.goto('/portal/requests');
    await expect(otherPage.getByText('No requests yet.')).toBeVisible();
    await otherContext.close();
  });

  test('an administrator sees traffic across tenants, the top tenants, and a tenant’s requests on its page', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Busy ${Date.now()}`);
    const token = await tenantToken(request, tenant);
    for (let index = 0; index < 3; index++) await createPayment(request, token, { amount: 100 + index, currency: 'EUR', userId: `customer-${index}` });
    // Busier than any tenant the other specs made, so it leads the top tenants.
    for (let index = 0; index < 40; index++) expect((await request.get('/payments', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
    expect((await request.post('/payments', { headers: { Authorization: `Bearer ${token}` }, data: { amount: 0 } })).status()).toBe(400);
    // An administrator's call on the tenant is logged on it, marked as theirs.
    expect((await request.get(`/tenants/${tenant.id}`, { headers: { 'X-Admin-Key': await adminKey() } })).status()).toBe(200);

    await signInAsAdmin(page);
    const traffic = page.getByRole('region', { name: 'Traffic across tenants' });
    await traffic.scrollIntoViewIfNeeded();
    await expect(traffic.getByRole('figure')).toHaveCount(4, { timeout: 15_000 });
    const topByRequests = page.getByRole('region', { name: 'Top tenants by requests' });
    await expect(topByRequests.getByRole('link', { name: new RegExp(tenant.name) })).toBeVisible({ timeout: 20_000 });
    await captureState(page, 'admin-dashboard-traffic', chartsDrawn);

    await topByRequests.getByRole('link', { name: new RegExp(tenant.name) }).click();
    await expect(page.getByRole('heading', { level: 1, name: tenant.name })).toBeVisible();
    const requests = page.getByRole('region', { name: 'Requests', exact: true }).locator('tbody tr');
    // 45 in all, ten to a page, the administrator's call the newest.
    await expect(page.getByText(/ of 45$/)).toBeVisible({ timeout: 20_000 });
    await expect(requests.first()).toContainText('Administrator');
    await page.getByLabel('Status').selectOption('4xx');
    await expect(requests).toHaveCount(1);
    await requests.first().getByRole('button').click();
    const detail = page.getByRole('dialog', { name: 'POST /payments' });
    await expectDialogUsable(page, detail);
    await expect(detail.getByRole('region', { name: 'Error body' })).toContainText('"statusCode": 400');
  });

  test('the overview shows payment and refunded volume and the open disputes beside the charts, with the figures a merchant checks', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Money ${Date.now()}`);
    const token = await tenantToken(request, tenant);
    const auth = { Authorization: `Bearer ${token}` };
    /** A payment the provider settled. */
    const paid = async (amount: number, currency: string) => {
      const payment = await createPayment(request, token, { amount, currency, userId: `payer-${amount}` });
      await providerSettles(request, payment);
      return payment;
    };
    const refunded = async (paymentId: string, amount: number) => {
      const response = await request.post(`/payments/${paymentId}/refunds`, { headers: auth, data: { amount } });
      expect(response.status()).toBe(201);
      return (await response.json()) as { providerRefundId: string };
    };

    // EUR 250.00 and USD 80.00 paid; EUR 40.25 refunded and settled, EUR 10.00 still pending; USD 80.00 refunded in full.
    const eur = await paid(250, 'EUR');
    await providerRefunds(request, await refunded(eur.id, 40.25));
    await refunded(eur.id, 10);
    const usd = await paid(80, 'USD');
    await providerRefunds(request, await refunded(usd.id, 80));
    // Two disputes: EUR 30.00 due in two days, EUR 45.50 due in a week.
    for (const [amount, dueInMs] of [[30, 48 * HOUR_MS], [45.5, 7 * 24 * HOUR_MS]] as const) {
      const payment = await paid(amount, 'EUR');
      await providerDisputes(request, { providerPaymentId: payment.providerPaymentId, providerDisputeId: `dp_${randomUUID()}`, reason: 'fraudulent', evidenceDueBy: new Date(Date.now() + dueInMs) });
    }

    await signInAsTenant(page, tenant);
    const traffic = page.getByRole('region', { name: 'Traffic' });
    const card = (name: string) => traffic.getByRole('region', { name, exact: true });
    await expect(card('Payment volume')).toContainText(/EUR\s325\.50\s*3 payments/, { timeout: 15_000 });
    await expect(card('Payment volume')).toContainText(/USD\s80\.00\s*1 payment/);
    await expect(card('Payment volume')).toContainText('Succeeded in the last 24 hours');
    await expect(card('Refunded')).toContainText(/EUR\s40\.25\s*1 refund/);
    await expect(card('Refunded')).toContainText(/USD\s80\.00\s*1 refund/);
    await expect(card('Refunded')).not.toContainText('50.25');
    // Two open, one of them due within 72 hours.
    await expect(card('Open disputes')).toContainText(/whatever the window\s*2\s*1 to answer within 72 h/);
    await expect(card('Open disputes')).toContainText(/EUR\s75\.50 at stake/);
    await captureState(page, 'portal-overview-money', async (current) => {
      await expect(current.getByRole('region', { name: 'Refunded', exact: true })).toContainText(/EUR\s40\.25/);
      await settled(current);
    });
    await card('Open disputes').getByRole('link', { name: 'View disputes' }).click();
    await expect(page).toHaveURL(/\/portal\/disputes$/);

    // The administrators' dashboard: the same cards across tenants (other specs add to them), this tenant's figures among them.
    const adminContext = await page.context().browser()!.newContext();
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    const platform = admin.getByRole('region', { name: 'Traffic across tenants' });
    for (const name of ['Payment volume', 'Refunded', 'Open disputes']) await expect(platform.getByRole('region', { name, exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(platform.getByRole('region', { name: 'Open disputes', exact: true })).toContainText(/to answer within 72 h/);
    await expect(platform.getByRole('region', { name: 'Refunded', exact: true })).toContainText(/EUR\s[\d,]+\.\d\d\s*\d+ refunds?/);
    await captureState(admin, 'admin-dashboard-money', async (current) => {
      await expect(current.getByRole('region', { name: 'Open disputes', exact: true })).toBeVisible();
      await settled(current);
    });
    await adminContext.close();
  });
});
