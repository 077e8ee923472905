import { expect, type Page } from '@playwright/test';
import {
  captureViews,
  desktop,
  expectDialogUsable,
  expectNoSidewaysScroll,
  phone,
  registerTenant,
  setPrimaryEndpoint,
  signInAsAdmin,
  signInAsTenant,
  tenantToken,
  test,
} from './support/console';

/** The tenants list narrowed to one tenant, its row loaded. */
async function openTenantRow(page: Page, appId: string) {
  await page.goto(`/admin/tenants?search=${appId}`);
  const row = page.getByRole('row').filter({ hasText: appId });
  await expect(row).toBeVisible();
  return row;
}

test.describe('console dialogs', () => {
  test.describe.configure({ timeout: 120_000 });

  test('on a phone and a desktop the tenant dialogs open whole, left-aligned, with buttons that work; the list stays within the screen', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Dialog ${Date.now()}`);
    await signInAsAdmin(page);

    for (const size of [phone, desktop]) {
      await page.setViewportSize(size);
      const row = await openTenantRow(page, tenant.appId);
      await expectNoSidewaysScroll(page);

      await page.getByRole('button', { name: 'Register tenant' }).click();
      const register = page.getByRole('dialog', { name: 'Register tenant' });
      await expectDialogUsable(page, register);
      await register.getByRole('button', { name: 'Cancel' }).click();
      await expect(register).toBeHidden();

      // Opened from the right-aligned actions column of the row.
      for (const action of ['Suspend', 'Delete']) {
        await row.getByRole('button', { name: `${action} ${tenant.name}` }).click();
        const confirm = page.getByRole('dialog', { name: `${action} ${tenant.name}?` });
        await expectDialogUsable(page, confirm);
        await confirm.getByRole('button', { name: 'Cancel' }).click();
        await expect(confirm).toBeHidden();
      }
    }

    // And each confirms its action on a phone.
    await page.setViewportSize(phone);
    const row = await openTenantRow(page, tenant.appId);
    await row.getByRole('button', { name: `Suspend ${tenant.name}` }).click();
    await page.getByRole('dialog', { name: `Suspend ${tenant.name}?` }).getByRole('button', { name: 'Suspend' }).click();
    await expect(row).toContainText('Suspended');
    await row.getByRole('button', { name: `Reactivate ${tenant.name}` }).click();
    const reactivate = page.getByRole('dialog', { name: `Reactivate ${tenant.name}?` });
    await expectDialogUsable(page, reactivate);
    await reactivate.getByRole('button', { name: 'Reactivate' }).click();
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: `Delete ${tenant.name}` }).click();
    const remove = page.getByRole('dialog', { name: `Delete ${tenant.name}?` });
    await remove.getByLabel(/Type the app ID/).fill(tenant.appId);
    await remove.getByRole('button', { name: 'Delete' }).click();
    await expect(row).toContainText('Deleted');
    await expectNoSidewaysScroll(page);
  });

  test('the tenant detail and signing secret dialogs open whole and left-aligned too; screenshots of each', async ({ page, request, browser }) => {
    const tenant = await registerTenant(request, `Dialog detail ${Date.now()}`);
    await signInAsAdmin(page);
    await page.goto(`/admin/tenants/${tenant.id}`);
    await expect(page.getByRole('heading', { level: 1, name: tenant.name })).toBeVisible();
    for (const action of ['Suspend', 'Delete']) {
      await page.getByRole('button', { name: `${action} ${tenant.name}` }).click();
      const confirm = page.getByRole('dialog', { name: `${action} ${tenant.name}?` });
      await captureViews(page, `admin-${action.toLowerCase()}-dialog`, (current) => expectDialogUsable(current, confirm));
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
    }

    const tenantContext = await browser.newContext();
    const portal = await tenantContext.newPage();
    await signInAsTenant(portal, tenant);
    // The tenant's secret is rotated on its primary endpoint's page.
    await portal.goto(await setPrimaryEndpoint(request, tenant, 'http://127.0.0.1:9/unreachable'));
    await portal.getByRole('button', { name: 'Rotate secret' }).click();
    const rotate = portal.getByRole('dialog', { name: 'Rotate the signing secret?' });
    await captureViews(portal, 'portal-rotate-dialog', (current) => expectDialogUsable(current, rotate));
    await rotate.getByRole('button', { name: 'Cancel' }).click();
    await expect(rotate).toBeHidden();
    await tenantContext.close();
  });

  test('the webhook log on a phone: each delivery is a card naming its endpoint, Resend on the screen, the table no wider than the screen', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Narrow ${Date.now()}`);
    const auth = { Authorization: `Bearer ${await tenantToken(request, tenant)}` };
    await setPrimaryEndpoint(request, tenant, 'http://127.0.0.1:9/unreachable');
    expect((await request.post('/tenants/me/webhook-test', { headers: auth })).status()).toBe(200);

    await signInAsTenant(page, tenant);
    await page.setViewportSize(phone);
    await page.goto('/portal/webhooks');
    const row = page.getByRole('row').filter({ hasText: 'webhook.test' });
    await expect(row).toBeVisible();
    await expect(row).toContainText('http://127.0.0.1:9/unreachable');
    await expect(page.getByText(/table sideways/)).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    // Resend is on the screen without scrolling the table sideways: the table is as wide as its area.
    const log = page.getByRole('region', { name: 'Webhook deliveries' });
    expect(await log.evaluate((area) => area.scrollWidth - area.clientWidth)).toBeLessThanOrEqual(0);
    const resend = row.getByRole('button', { name: /^Resend webhook\.test/ });
    await resend.scrollIntoViewIfNeeded();
    await expect(resend).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });
});
