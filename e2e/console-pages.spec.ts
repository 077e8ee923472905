import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { captureViews, expectAccessible, expectDialogUsable, providerDisputes, providerSettles, registerTenant, screenshotDir, signInAsAdmin, signInAsTenant, tenantToken, test } from './support/console';
import { firstLoadScriptBytes, LOGIN_BUDGET, PAGE_BUDGET } from './support/script-bytes';

const heading = (name: string) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Skeletons gone: the data is on the page.
  await expect(page.locator('.animate-pulse')).toHaveCount(0, { timeout: 10_000 });
};

test.describe('every console page', () => {
  // One test walks every admin and portal page at two widths in two themes, with axe on each: the
  // admin half alone took 180 s on a clean-clone run once every admin page carried the second-factor reminder.
  test.describe.configure({ timeout: 420_000 });

  test('looks right at 1280 and 375 px in light and dark (no wider than a phone at 375), passes axe, and keeps to its JavaScript budget', async ({ page, request, browser }) => {
    const bytes: Record<string, number> = {};

    // Public pages, signed out.
    bytes['/'] = await firstLoadScriptBytes(page, '/', heading('Billing platform'));
    bytes['/login'] = await firstLoadScriptBytes(page, '/login', heading('Sign in to the Billing Console'));
    await captureViews(page, 'login', heading('Sign in to the Billing Console'));
    await page.getByRole('button', { name: 'App secret' }).click();
    await expectAccessible(page);

    // A tenant with some history, so tables have rows.
    const tenant = await registerTenant(request, `Screenshot Tenant ${Date.now()}`);
    const auth = { Authorization: `Bearer ${await tenantToken(request, tenant)}` };
    const paymentIds: string[] = [];
    const providerPaymentIds: string[] = [];
    for (const [amount, currency] of [
      [4200, 'EUR'],
      [15.5, 'USD'],
      [125000, 'HUF'],
    ] as const) {
      const created = await request.post('/payments', { headers: auth, data: { amount, currency, userId: `customer-${currency.toLowerCase()}`, description: `Order in ${currency}` } });
      expect(created.status()).toBe(201);
      const payment = (await created.json()) as { id: string; providerPaymentId: string };
      paymentIds.push(payment.id);
      providerPaymentIds.push(payment.providerPaymentId);
    }
    const paymentId = paymentIds[0]!;
    // The HUF payment settles and is disputed, so the disputes pages have a row to show.
    await providerSettles(request, { providerPaymentId: providerPaymentIds[2]! });
    await providerDisputes(request, { providerPaymentId: providerPaymentIds[2]!, providerDisputeId: `dp_screens_${Date.now()}`, reason: 'product_not_received', evidenceDueBy: new Date(Date.now() + 4 * 24 * 3_600_000) });
    const disputes = (await (await request.get('/disputes', { headers: auth })).json()) as { data: Array<{ id: string }> };
    const disputeId = disputes.data[0]!.id;
    expect((await request.patch('/tenants/me', { headers: auth, data: { webhookUrl: 'http://127.0.0.1:9/unreachable' } })).status()).toBe(200);
    expect((await request.post('/tenants/me/webhook-test', { headers: auth })).status()).toBe(200);
    // The webhook URL is the tenant's primary endpoint.
    const endpoints = (await (await request.get('/tenants/me/webhook-endpoints', { headers: auth })).json()) as { data: Array<{ id: string }> };
    const endpointId = endpoints.data[0]!.id;

    await signInAsAdmin(page);
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
    }
    await page.goto('/admin/tenants');
    await page.getByRole('button', { name: 'Register tenant' }).click();
    await captureViews(page, 'admin-register-dialog', (current) => expectDialogUsable(current, current.getByRole('dialog', { name: 'Register tenant' })));

    const tenantContext = await browser.newContext();
    const portal = await tenantContext.newPage();
    await signInAsTenant(portal, tenant);
    const portalPages: Array<[string, string, string]> = [
      ['/portal', 'portal-overview', tenant.name],
      ['/portal/payments', 'portal-payments', 'Payments'],
      [`/portal/payments/${paymentId}`, 'portal-payment', 'EUR\u00a04,200.00'],
      ['/portal/refunds', 'portal-refunds-page', 'Refunds'],
      ['/portal/disputes', 'portal-disputes-page', 'Disputes'],
      [`/portal/disputes/${disputeId}`, 'portal-dispute', 'Dispute of HUF\u00a0125,000.00'],
      ['/portal/requests', 'portal-requests-page', 'Requests'],
      ['/portal/webhooks', 'portal-webhooks', 'Webhook deliveries'],
      ['/portal/webhooks/endpoints', 'portal-webhook-endpoints', 'Webhook endpoints'],
      [`/portal/webhooks/endpoints/${endpointId}`, 'portal-webhook-endpoint', 'Webhook endpoint'],
      ['/portal/settings', 'portal-settings', 'Settings'],
    ];
    for (const [url, name, title] of portalPages) {
      bytes[url.replace(endpointId, '[id]').replace(paymentId, '[id]').replace(disputeId, '[id]')] = await firstLoadScriptBytes(portal, url, heading(title));
      await captureViews(portal, name, heading(title));
    }
    await tenantContext.close();

    await writeFile(path.join(screenshotDir, 'js-bytes.json'), `${JSON.stringify(bytes, null, 2)}\n`);
    console.log('First-load JavaScript (compressed bytes):', bytes);
    expect(bytes['/login']).toBeLessThanOrEqual(LOGIN_BUDGET);
    for (const [url, size] of Object.entries(bytes)) expect(size, url).toBeLessThanOrEqual(PAGE_BUDGET);
  });
});
