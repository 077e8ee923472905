import { expect } from '@playwright/test';
import { adminKey, registerTenant, signInAsAdmin, signInAsTenant, test } from './support/console';

test.describe('console guards', () => {
  test("signed out, every console page leads to sign-in, on its console's tab", async ({ page }) => {
    for (const path of ['/admin', '/admin/tenants', '/admin/audit', '/admin/tenants/00000000-0000-4000-8000-000000000000', '/admin/nope']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'E-mail' }), path).toHaveAttribute('aria-pressed', 'true');
    }
    for (const path of ['/portal', '/portal/settings', '/portal/payments', '/portal/webhooks', '/portal/nope']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login\?as=tenant$/);
      await expect(page.getByRole('button', { name: 'App secret' }), path).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByLabel('App ID'), path).toBeVisible();
    }
  });

  test('the sign-in page keeps the chosen tab in its address', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'App secret' }).click();
    await expect(page).toHaveURL(/\/login\?as=tenant$/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'App secret' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('App ID')).toBeVisible();
    await page.getByRole('button', { name: 'E-mail' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('E-mail')).toBeVisible();
  });

  test('a tenant who signs out is back on the tenant tab', async ({ page, request }) => {
    const tenant = await registerTenant(request);
    await signInAsTenant(page, tenant);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login\?as=tenant$/);
    await expect(page.getByRole('button', { name: 'App secret' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a tenant never reaches administrator pages, nor their data', async ({ page, request }) => {
    const tenant = await registerTenant(request);
    await signInAsTenant(page, tenant);
    for (const path of ['/admin', '/admin/tenants', `/admin/tenants/${tenant.id}`, '/admin/audit']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/portal$/);
    }
    // The console endpoint itself refuses an administrator's procedure to a tenant session.
    const listed = await page.request.get('/api/trpc/tenants.list?input=%7B%7D');
    expect(listed.status()).toBe(401);
    expect(await listed.text()).not.toContain(tenant.appId);
  });

  test('an administrator never reaches portal pages', async ({ page }) => {
    await signInAsAdmin(page);
    for (const path of ['/portal', '/portal/settings', '/portal/payments', '/portal/webhooks']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin$/);
    }
    const me = await page.request.get('/api/trpc/tenants.me?input=%7B%7D');
    expect(me.status()).toBe(401);
  });

  test('a tenant suspended while signed in is signed out on its next request', async ({ page, request }) => {
    const tenant = await registerTenant(request);
    await signInAsTenant(page, tenant);
    const suspended = await request.post(`/tenants/${tenant.id}/suspend`, { headers: { 'X-Admin-Key': await adminKey() } });
    expect(suspended.status()).toBe(200);

    // The open page's next console call (the export, or a refetch that comes first) answers 401 and
    // the browser is signed out with the reason.
    await Promise.race([page.waitForURL(/\/login\?reason=suspended&as=tenant$/), page.getByRole('button', { name: 'Export account data' }).click().catch(() => {})]);
    await expect(page).toHaveURL(/\/login\?reason=suspended&as=tenant$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Your tenant has been suspended' })).toBeVisible();
    // The sign-in form stays on the tenant's tab.
    await expect(page.getByRole('button', { name: 'App secret' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('App ID')).toBeVisible();
    // The session is gone.
    await page.goto('/portal');
    await expect(page).toHaveURL(/\/login\?as=tenant$/);

    // And a suspended tenant cannot sign in, with the spec's message.
    await page.getByLabel('App ID').fill(tenant.appId);
    await page.getByLabel('App secret').fill(tenant.appSecret);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Tenant suspended' })).toBeVisible();
  });

  test('a tenant deleted while signed in is signed out when it opens another page', async ({ page, request }) => {
    const tenant = await registerTenant(request);
    await signInAsTenant(page, tenant);
    // Away from the console while the tenant is deleted, so the next request is the page load below.
    await page.goto('about:blank');
    const deleted = await request.delete(`/tenants/${tenant.id}`, { headers: { 'X-Admin-Key': await adminKey() } });
    expect(deleted.status()).toBe(200);

    await page.goto('/portal/payments');
    await expect(page).toHaveURL(/\/login\?reason=deleted&as=tenant$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Your tenant has been deleted' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'App secret' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/portal/settings');
    await expect(page).toHaveURL(/\/login\?as=tenant$/);
  });

  test('a cross-site request cannot act with the console session', async ({ page }) => {
    await signInAsAdmin(page);
    const response = await page.request.post('/api/trpc/tenants.suspend', {
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      data: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(response.status()).toBe(403);
  });
});
