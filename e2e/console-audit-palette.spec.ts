import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { captureState, captureViews, consoleAdmin, phone, registerTenant, screenshotDir, signInAsAdmin, signInAsTenant, type TestTenant, tenantToken, test } from './support/console';

const auditRows = (page: Page) => page.getByRole('table', { name: 'Audit events' }).locator('tbody tr');
const palette = (page: Page) => page.getByRole('dialog', { name: 'Search the console' });
const searchBox = (page: Page) => palette(page).getByRole('combobox');

/** A payment with a customer and metadata, created through the REST API as a tenant's server does. */
async function paymentWithMetadata(request: APIRequestContext, tenant: TestTenant, userId: string, metadata: Record<string, string>) {
  const response = await request.post('/payments', {
    headers: { Authorization: `Bearer ${await tenantToken(request, tenant)}` },
    data: { amount: 12.5, currency: 'EUR', userId, metadata },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; providerPaymentId: string };
}

/** The audit log at `query`: the list ships the events staged so far before it reads, so one load shows them. */
async function openAuditLog(page: Page, query: string, expected: string) {
  await page.goto(`/admin/audit?${query}`);
  await expect(auditRows(page).filter({ hasText: expected }).first()).toBeVisible({ timeout: 20_000 });
}

/** Today in the browser's time zone, as a date input holds it. */
const todayInBrowser = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });

// Screenshots in two themes at two widths, with axe, on a machine shared by several builds.
test.describe.configure({ timeout: 180_000 });

test.describe('the audit log', () => {
  test('names actors and targets, links them, keeps their ids copyable, and filters by an action picked from the ones recorded', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Acme Widgets ${Date.now()}`);
    await signInAsAdmin(page);

    await openAuditLog(page, `targetId=${tenant.id}`, 'tenant.registered');
    const registered = auditRows(page).filter({ hasText: 'tenant.registered' });
    await expect(registered.getByRole('cell').nth(3)).toContainText(`tenant ${tenant.name}`);
    await expect(registered.getByRole('link', { name: tenant.name })).toHaveAttribute('href', `/admin/tenants/${tenant.id}`);
    await expect(registered.getByRole('cell').nth(3)).toContainText(tenant.id);
    await expect(registered.getByRole('button', { name: `Copy the ID of tenant ${tenant.name}` })).toBeVisible();
    await expect(registered.getByRole('cell').nth(2)).toContainText('admin API key');

    // The action select lists the actions recorded; picking one filters, and Back undoes it.
    await page.goto('/admin/audit');
    const action = page.getByLabel('Action');
    await expect(action.locator('option', { hasText: 'person.sign_in.succeeded' })).toHaveCount(1);
    await expect(action.locator('option', { hasText: 'tenant.registered' })).toHaveCount(1);
    await expect(action.locator('optgroup[label="tenant"] option').first()).toHaveText(/^tenant\./);
    await action.selectOption('person.sign_in.succeeded');
    await expect(page).toHaveURL(/action=person\.sign_in\.succeeded/);
    await expect(auditRows(page).first()).toContainText('person.sign_in.succeeded');
    await expect(auditRows(page).filter({ hasNotText: 'person.sign_in.succeeded' })).toHaveCount(0);
    // The person who signed in is named by e-mail (others who signed in since, in other tests, too).
    await expect(auditRows(page).filter({ hasText: `person ${consoleAdmin.email}` }).first()).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/action=/);
    await expect(action).toHaveValue('');
  });

  test("a From/To range of one day finds that day's events, and the day before finds none of them", async ({ page, request }) => {
    const tenant = await registerTenant(request, `Ranged ${Date.now()}`);
    await signInAsAdmin(page);
    await openAuditLog(page, `targetId=${tenant.id}`, 'tenant.registered');

    const today = await todayInBrowser(page);
    await page.getByLabel('From').fill(today);
    await page.getByLabel('To (inclusive)').fill(today);
    await expect(page).toHaveURL(new RegExp(`from=${today}.*to=${today}`));
    await expect(auditRows(page).filter({ hasText: 'tenant.registered' })).toHaveCount(1);

    const yesterday = await page.evaluate((day) => {
      const [year, month, date] = day.split('-').map(Number) as [number, number, number];
      const before = new Date(year, month - 1, date - 1);
      return `${before.getFullYear()}-${String(before.getMonth() + 1).padStart(2, '0')}-${String(before.getDate()).padStart(2, '0')}`;
    }, today);
    await page.getByLabel('From').fill(yesterday);
    await page.getByLabel('To (inclusive)').fill(yesterday);
    await expect(page).toHaveURL(new RegExp(`to=${yesterday}`));
    await expect(page.getByText('No audit event matches these filters.')).toBeVisible();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.getByLabel('From')).toHaveValue('');
  });

  test('looks right at 1280 and 375 px in light and dark; on a phone the filters fold into one button', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Acme Widgets ${Date.now()}`);
    await signInAsAdmin(page);
    await openAuditLog(page, `targetId=${tenant.id}`, 'tenant.registered');
    await captureState(page, 'audit-log-named', async (current) => {
      await expect(auditRows(current).filter({ hasText: 'tenant.registered' }).getByRole('link', { name: tenant.name })).toBeVisible();
    });

    await page.setViewportSize(phone);
    const folded = page.getByRole('button', { name: /^Filters \(1\)/ });
    await expect(folded).toBeVisible();
    await expect(page.getByLabel('Action')).toBeHidden();
    await folded.click();
    await expect(page.getByLabel('Action')).toBeVisible();
    await expect(page.getByLabel('Target ID')).toHaveValue(tenant.id);
    await page.screenshot({ path: path.join(screenshotDir, 'audit-log-filters-open-375-light.png'), fullPage: true });
  });
});

test.describe('the command palette', () => {
  test("finds a payment by an 8-character id prefix, by the customer's user id and by a metadata value, and names an audit event's target", async ({ page, request }) => {
    const stamp = Date.now();
    const tenant = await registerTenant(request, `Palette Finder ${stamp}`);
    const payment = await paymentWithMetadata(request, tenant, `customer-${stamp}`, { orderId: `ORD-${stamp}` });
    await signInAsAdmin(page);

    await expect(async () => {
      if (!(await palette(page).isVisible())) await page.keyboard.press('Control+k');
      await expect(searchBox(page)).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 20_000 });
    const paymentHit = palette(page).getByRole('option', { name: /EUR\s*12\.50/ }).filter({ hasText: tenant.name });

    await searchBox(page).fill(payment.id.slice(0, 8));
    await expect(paymentHit).toBeVisible();

    await searchBox(page).fill(`customer-${stamp}`);
    await expect(paymentHit).toContainText(`customer-${stamp}`);

    await searchBox(page).fill(`ORD-${stamp}`);
    await expect(paymentHit).toContainText(`orderId: ORD-${stamp}`);

    await searchBox(page).fill(tenant.id);
    const registered = palette(page).getByRole('group', { name: 'Audit events' }).getByRole('option', { name: /tenant\.registered/ });
    await expect(registered).toContainText(`admin API key → tenant ${tenant.name}`);
    await captureViews(page, 'palette-audit-target', async () => {
      await expect(registered).toBeVisible();
    });

    await searchBox(page).fill(`ORD-${stamp}`);
    await paymentHit.click();
    await expect(page).toHaveURL(`/admin/payments/${payment.id}`);
  });

  test('a tenant finds its own payment by a metadata value and an id prefix', async ({ page, request }) => {
    const stamp = Date.now();
    const tenant = await registerTenant(request, `Palette Owner ${stamp}`);
    const payment = await paymentWithMetadata(request, tenant, `buyer-${stamp}`, { invoice: `INV-${stamp}-7` });
    await signInAsTenant(page, tenant);
    await page.getByRole('button', { name: 'Search…' }).click();
    const hit = palette(page).getByRole('option', { name: /EUR\s*12\.50/ });
    await searchBox(page).fill(`INV-${stamp}`);
    await expect(hit).toContainText(`invoice: INV-${stamp}-7`);
    await searchBox(page).fill(payment.id.slice(0, 10));
    await expect(hit).toContainText(payment.providerPaymentId);
    await hit.click();
    await expect(page).toHaveURL(`/portal/payments/${payment.id}`);
  });
});
