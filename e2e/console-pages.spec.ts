import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { captureViews, expectAccessible, expectDialogUsable, expectLayoutBetween, providerDisputes, providerSettles, registerTenant, screenshotDir, signInAsAdmin, signInAsTenant, tenantToken, test } from './support/console';
import { firstLoadScriptBytes, LOGIN_BUDGET, PAGE_BUDGET } from './support/script-bytes';

const heading = (name: string) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Skeletons gone: the data is on the page.
  await expect(page.locator('.animate-pulse')).toHaveCount(0, { timeout: 10_000 });
};

/**
 * A tenant with some history, so tables have rows: payments in three currencies, a refund, a
 * dispute, a failing endpoint. Values as long as real ones (a user ID holding a UUID, a sentence of
 * a description, an endpoint's full path), so a column that grows with its values shows here.
 */
async function tenantWithHistory(request: APIRequestContext) {
  const tenant = await registerTenant(request, `Screenshot Tenant ${Date.now()}`);
  const auth = { Authorization: `Bearer ${await tenantToken(request, tenant)}` };
  const payments: Array<{ id: string; providerPaymentId: string; userId: string }> = [];
  for (const [amount, currency] of [
    [4200, 'EUR'],
    [15.5, 'USD'],
    [125000, 'HUF'],
  ] as const) {
    const created = await request.post('/payments', { headers: auth, data: { amount, currency, userId: `customer-${currency.toLowerCase()}-${randomUUID()}`, description: `Order in ${currency}: annual plan, three seats, invoiced to the finance department` } });
    expect(created.status()).toBe(201);
    payments.push((await created.json()) as { id: string; providerPaymentId: string; userId: string });
  }
  // The HUF payment settles and is disputed, and the USD one settles and is partly refunded, so the
  // disputes and refunds pages have a row to show.
  await providerSettles(request, { providerPaymentId: payments[2]!.providerPaymentId });
  await providerSettles(request, { providerPaymentId: payments[1]!.providerPaymentId });
  expect((await request.post(`/payments/${payments[1]!.id}/refunds`, { headers: auth, data: { amount: 5.25, reason: 'requested_by_customer' } })).status()).toBe(201);
  await providerDisputes(request, { providerPaymentId: payments[2]!.providerPaymentId, providerDisputeId: `dp_screens_${Date.now()}`, reason: 'product_not_received', evidenceDueBy: new Date(Date.now() + 4 * 24 * 3_600_000) });
  const disputes = (await (await request.get('/disputes', { headers: auth })).json()) as { data: Array<{ id: string }> };
  expect((await request.patch('/tenants/me', { headers: auth, data: { webhookUrl: 'http://127.0.0.1:9/unreachable/billing-platform/webhooks/payments-and-refunds' } })).status()).toBe(200);
  expect((await request.post('/tenants/me/webhook-test', { headers: auth })).status()).toBe(200);
  // The webhook URL is the tenant's primary endpoint.
  const endpoints = (await (await request.get('/tenants/me/webhook-endpoints', { headers: auth })).json()) as { data: Array<{ id: string }> };
  // The EUR payment's payer as a customer, and prices, with values as long as real ones.
  const customer = await request.post('/customers', {
    headers: auth,
    data: { email: 'accounts-payable.finance-department@northwind-trading-company.example', name: 'Northwind Trading Company, Finance Department', externalId: payments[0]!.userId, metadata: { plan: 'annual', seats: '3' } },
  });
  expect(customer.status()).toBe(201);
  for (const data of [
    { nickname: 'Annual plan, three seats, invoiced to the finance department', currency: 'HUF', unitAmount: 125_000_000, recurring: { interval: 'year' }, trialDays: 30 },
    { nickname: 'Onboarding workshop', currency: 'EUR', unitAmount: 420_000 },
  ]) {
    expect((await request.post('/prices', { headers: auth, data })).status()).toBe(201);
  }
  return { tenant, paymentId: payments[0]!.id, disputeId: disputes.data[0]!.id, endpointId: endpoints.data[0]!.id, customerId: ((await customer.json()) as { id: string }).id };
}

/** Keeps the first-load JavaScript of a part of the console beside the screenshots, and holds each page to its budget. */
async function keepScriptBytes(part: string, bytes: Record<string, number>, budget = PAGE_BUDGET) {
  await writeFile(path.join(screenshotDir, `js-bytes-${part}.json`), `${JSON.stringify(bytes, null, 2)}\n`);
  console.log(`First-load JavaScript of the ${part} pages (compressed bytes):`, bytes);
  for (const [url, size] of Object.entries(bytes)) expect(size, url).toBeLessThanOrEqual(url === '/login' ? LOGIN_BUDGET : budget);
}

// Every page is captured at two widths in two themes, with axe on each, and its first-load
// JavaScript weighed. The three parts run side by side, each in a worker of its own.
test.describe('every console page', () => {
  test.describe.configure({ mode: 'parallel', timeout: 300_000 });

  test('public pages look right at 1280 and 375 px in light and dark, pass axe, and keep to their JavaScript budget', async ({ page }) => {
    const bytes: Record<string, number> = {};
    bytes['/'] = await firstLoadScriptBytes(page, '/', heading('Billing platform'));
    bytes['/login'] = await firstLoadScriptBytes(page, '/login', heading('Sign in to the Billing Console'));
    await captureViews(page, 'login', heading('Sign in to the Billing Console'));
    await page.getByRole('button', { name: 'App secret' }).click();
    await expectAccessible(page);
    await keepScriptBytes('public', bytes);
  });

  test("administrators' pages look right at 1280 and 375 px in light and dark (no wider than a phone at 375), pass axe, and keep to their JavaScript budget", async ({ page, request }) => {
    const { tenant } = await tenantWithHistory(request);
    await signInAsAdmin(page);
    const bytes: Record<string, number> = {};
    const adminPages: Array<[string, string, string]> = [
      ['/admin', 'admin-dashboard', 'Dashboard'],
      ['/admin/tenants', 'admin-tenants', 'Tenants'],
      ['/admin/payments', 'admin-payments', 'Payments'],
      ['/admin/refunds', 'admin-refunds-page', 'Refunds'],
      ['/admin/disputes', 'admin-disputes-page', 'Disputes'],
      [`/admin/tenants/${tenant.id}`, 'admin-tenant-detail', tenant.name],
      ['/admin/audit', 'admin-audit', 'Audit log'],
    ];
    for (const [url, name, title] of adminPages) {
      bytes[url.replace(tenant.id, '[id]')] = await firstLoadScriptBytes(page, url, heading(title));
      await captureViews(page, name, heading(title));
      await expectLayoutBetween(page, name, heading(title));
    }
    await page.goto('/admin/tenants');
    await page.getByRole('button', { name: 'Register tenant' }).click();
    await captureViews(page, 'admin-register-dialog', (current) => expectDialogUsable(current, current.getByRole('dialog', { name: 'Register tenant' })));
    await keepScriptBytes('admin', bytes);
  });

  test("the tenant portal's pages look right at 1280 and 375 px in light and dark (no wider than a phone at 375), pass axe, and keep to their JavaScript budget", async ({ page, request }) => {
    const { tenant, paymentId, disputeId, endpointId, customerId } = await tenantWithHistory(request);
    await signInAsTenant(page, tenant);
    const bytes: Record<string, number> = {};
    const portalPages: Array<[string, string, string]> = [
      ['/portal', 'portal-overview', tenant.name],
      ['/portal/payments', 'portal-payments', 'Payments'],
      [`/portal/payments/${paymentId}`, 'portal-payment', 'EUR\u00a04,200.00'],
      ['/portal/refunds', 'portal-refunds-page', 'Refunds'],
      ['/portal/disputes', 'portal-disputes-page', 'Disputes'],
      ['/portal/customers', 'portal-customers-page', 'Customers'],
      [`/portal/customers/${customerId}`, 'portal-customer-page', 'Northwind Trading Company, Finance Department'],
      ['/portal/prices', 'portal-prices-page', 'Prices'],
      [`/portal/disputes/${disputeId}`, 'portal-dispute', 'Dispute of HUF\u00a0125,000.00'],
      ['/portal/requests', 'portal-requests-page', 'Requests'],
      ['/portal/webhooks', 'portal-webhooks', 'Webhook deliveries'],
      ['/portal/webhooks/endpoints', 'portal-webhook-endpoints', 'Webhook endpoints'],
      ['/portal/api-keys', 'portal-api-keys', 'API keys'],
      ['/portal/payment-connectors', 'portal-payment-connectors', 'Payment connectors'],
      [`/portal/webhooks/endpoints/${endpointId}`, 'portal-webhook-endpoint', 'Webhook endpoint'],
      ['/portal/settings', 'portal-settings', 'Settings'],
    ];
    for (const [url, name, title] of portalPages) {
      bytes[url.replace(endpointId, '[id]').replace(paymentId, '[id]').replace(disputeId, '[id]').replace(customerId, '[id]')] = await firstLoadScriptBytes(page, url, heading(title));
      await captureViews(page, name, heading(title));
      await expectLayoutBetween(page, name, heading(title));
    }
    await keepScriptBytes('portal', bytes);
  });
});
