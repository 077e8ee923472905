import { expect, type Page } from '@playwright/test';
import { captureViews, createPayment, registerTenant, signInAsAdmin, signInAsTenant, tenantToken, test } from './support/console';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search the console' });
const searchBox = (page: Page) => palette(page).getByRole('combobox');

/**
 * The open palette is whole on the screen, its search box and first result are in view and would
 * take a click: what `expectDialogUsable` checks of the console's other dialogs.
 */
async function expectPaletteUsable(page: Page) {
  const dialog = palette(page);
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  const screen = page.viewportSize()!;
  expect(box.x, 'palette left edge').toBeGreaterThanOrEqual(0);
  expect(box.y, 'palette top edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'palette right edge').toBeLessThanOrEqual(screen.width);
  expect(box.y + box.height, 'palette bottom edge').toBeLessThanOrEqual(screen.height);
  await expect(searchBox(page)).toBeInViewport({ ratio: 1 });
  await expect(searchBox(page)).toBeFocused();
  const first = dialog.getByRole('option').first();
  await expect(first).toBeInViewport({ ratio: 1 });
  await first.click({ trial: true });
}

/**
 * Ctrl+K right after a page loads: a press that lands before the page is hydrated reaches no
 * listener (as for a person pressing it that early), so it is pressed again if nothing opened.
 */
async function openWithShortcut(page: Page) {
  await expect(async () => {
    if (!(await palette(page).isVisible())) await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('the command palette', () => {
  test('an administrator opens it with Ctrl+K, finds a tenant by its app ID and opens its page with Enter; / opens it, Escape closes it', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Palette Tenant ${Date.now()}`);
    await signInAsAdmin(page);

    await openWithShortcut(page);
    await expect(searchBox(page)).toBeFocused();
    // With nothing typed it offers the console's pages.
    await expect(palette(page).getByRole('option', { name: 'Go to Tenants' })).toBeVisible();

    await searchBox(page).fill(tenant.appId);
    const hit = palette(page).getByRole('option', { name: new RegExp(tenant.name) });
    await expect(hit).toBeVisible();
    await expect(hit).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/tenants/${tenant.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: tenant.name })).toBeVisible();
    await expect(palette(page)).toBeHidden();

    // `/` outside a text field opens it; in a text field it is just the character.
    await page.locator('body').press('/');
    await expect(palette(page)).toBeVisible();
    await expect(searchBox(page)).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    await page.goto('/admin/tenants');
    await page.getByLabel('Search').fill('a/b');
    await expect(page.getByLabel('Search')).toHaveValue('a/b');
    await expect(palette(page)).toBeHidden();

    // Going to a page by its name, from the Search… button.
    await page.getByRole('button', { name: 'Search…' }).click();
    await searchBox(page).fill('audit');
    await palette(page).getByRole('option', { name: 'Go to Audit log' }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  });

  test('the Search… button names the shortcut as the keyboard labels it: Ctrl K, and ⌘K on a Mac, where ⌘K opens it', async ({ page }) => {
    await signInAsAdmin(page);
    await expect(page.getByRole('button', { name: 'Search…' })).toContainText('Ctrl K');

    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }));
    await page.reload();
    const button = page.getByRole('button', { name: 'Search…' });
    await expect(button).toContainText('⌘K');
    await expect(button).not.toContainText('Ctrl');
    await expect(async () => {
      if (!(await palette(page).isVisible())) await page.keyboard.press('Meta+k');
      await expect(searchBox(page)).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 20_000 });
  });

  test("a tenant finds its own payment by the provider's ID and opens it, and never another tenant's", async ({ page, request }) => {
    const tenant = await registerTenant(request, `Palette Payer ${Date.now()}`);
    const other = await registerTenant(request, `Palette Other ${Date.now()}`);
    const payment = await createPayment(request, await tenantToken(request, tenant), { amount: 77.25, currency: 'EUR', userId: 'palette-customer' });
    const foreign = await createPayment(request, await tenantToken(request, other), { amount: 5, currency: 'USD', userId: 'palette-customer' });
    await signInAsTenant(page, tenant);

    await openWithShortcut(page);
    await searchBox(page).fill(foreign.providerPaymentId);
    await expect(palette(page).getByRole('status')).toHaveText(`Nothing found for “${foreign.providerPaymentId}”.`);
    await expect(palette(page).getByRole('option')).toHaveCount(0);

    await searchBox(page).fill(payment.providerPaymentId);
    const hit = palette(page).getByRole('option', { name: /EUR\s*77\.25/ });
    await expect(hit).toBeVisible();
    await expect(hit).toContainText(payment.providerPaymentId);
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`/portal/payments/${payment.id}$`));
  });

  test('looks right at 1280 and 375 px in light and dark, fits a phone screen and passes axe', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Palette Screens ${Date.now()}`);
    await createPayment(request, await tenantToken(request, tenant), { amount: 1200, currency: 'EUR', userId: 'screens-customer' });
    await signInAsAdmin(page);

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('button', { name: 'Search…' })).toBeInViewport({ ratio: 1 });
    await page.getByRole('button', { name: 'Search…' }).click();
    await captureViews(page, 'console-palette-pages', expectPaletteUsable);

    await searchBox(page).fill(tenant.id);
    // The tenant's own hit: its audit events name it too (as their target).
    await expect(palette(page).getByRole('group', { name: 'Tenants' }).getByRole('option', { name: new RegExp(tenant.name) })).toBeVisible();
    await captureViews(page, 'console-palette-results', async (current) => {
      await expectPaletteUsable(current);
      await expect(palette(current).getByRole('group', { name: 'Audit events' })).toBeVisible();
    });
  });
});
