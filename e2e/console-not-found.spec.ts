import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { captureViews, registerTenant, signInAsAdmin, signInAsTenant, test } from './support/console';

const notFoundPage = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
};

test.describe('addresses with no page', () => {
  test("a browser sees the console's page-not-found with status 404; an API client still gets the JSON 404", async ({ page, request }) => {
    for (const address of ['/nope', '/no/such/route', '/docs/nope']) {
      const response = await page.goto(address);
      expect(response!.status(), address).toBe(404);
      expect(response!.headers()['content-type'], address).toContain('text/html');
      await notFoundPage(page);
      await expect(page).toHaveTitle('Page not found · Billing Console');
    }
    await captureViews(page, 'not-found', notFoundPage);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Billing platform' })).toBeVisible();

    // The same address asked for by an API client: the REST API's error body.
    const api = await request.get('/nope');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ statusCode: 404, error: 'Not Found', path: '/nope' });

    // A wrong address of an API surface stays the API's JSON 404, even in a browser.
    for (const [address, body] of [
      ['/v1/nope', { success: false, error: { code: 'NOT_FOUND' } }],
      ['/health/nope', { statusCode: 404, error: 'Not Found', path: '/health/nope' }],
    ] as const) {
      const response = await page.goto(address);
      expect(response!.status(), address).toBe(404);
      expect(response!.headers()['content-type'], address).toContain('application/json');
      expect(await response!.json(), address).toMatchObject(body);
    }
  });

  test('an address with no page under /admin or /portal shows the page-not-found inside the console', async ({ page, request, browser }) => {
    await signInAsAdmin(page);
    const response = await page.goto('/admin/nope');
    expect(response!.status()).toBe(404);
    await notFoundPage(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await captureViews(page, 'admin-not-found', notFoundPage);
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    const tenant = await registerTenant(request, `Lost ${Date.now()}`);
    const tenantContext = await browser.newContext();
    const portal = await tenantContext.newPage();
    await signInAsTenant(portal, tenant);
    const portalResponse = await portal.goto('/portal/payments/nope');
    expect(portalResponse!.status()).toBe(404);
    await notFoundPage(portal);
    await expect(portal.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await captureViews(portal, 'portal-not-found', notFoundPage);
    await portal.getByRole('link', { name: 'Back to the overview' }).click();
    await expect(portal.getByRole('heading', { level: 1, name: tenant.name })).toBeVisible();
    await tenantContext.close();
  });

  test('an unknown tenant id says "Tenant not found" once', async ({ page }) => {
    await signInAsAdmin(page);
    const id = randomUUID();
    await page.goto(`/admin/tenants/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tenant not found' })).toBeVisible();
    await expect(page.getByText('Tenant not found')).toHaveCount(1);
    await expect(page.getByText(`No tenant has the ID ${id}.`)).toBeVisible();
  });
});
