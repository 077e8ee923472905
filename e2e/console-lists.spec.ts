import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import {
  captureState,
  createPayment,
  desktop,
  phone,
  registerTenant,
  signInAsAdmin,
  signInAsTenant,
  screenshotDir,
  tenantToken,
  test,
  type TestTenant,
} from './support/console';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The calendar day `at` falls on in `timeZone`, as a date input holds it: 2026-03-07. */
const dayIn = (timeZone: string, at = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/**
 * A zone whose calendar day is not UTC's right now (Auckland is ahead of UTC from about noon UTC,
 * Pago Pago behind it until about 11:00 UTC), so "today" there proves the page reads the day in the
 * reader's zone: a UTC day would miss a payment made now.
 */
function zoneOffUtcDay(): string {
  const zone = ['Pacific/Auckland', 'Pacific/Pago_Pago', 'Pacific/Kiritimati'].find((candidate) => dayIn(candidate) !== dayIn('UTC'));
  if (!zone) throw new Error('no zone with a calendar day other than UTC’s');
  return zone;
}

const requestRows = (page: Page) => page.getByRole('region', { name: 'Requests', exact: true }).locator('tbody tr');
const filters = (page: Page, name = 'Filter requests') => page.getByRole('search', { name });

/** Requests of the tenant: two payments, an invalid idempotency key five times, a payment that does not exist. */
async function makeTraffic(request: APIRequestContext, tenant: TestTenant) {
  const token = await tenantToken(request, tenant);
  const auth = { Authorization: `Bearer ${token}` };
  await createPayment(request, token, { amount: 12.5, currency: 'EUR', userId: 'customer-1' });
  await createPayment(request, token, { amount: 99, currency: 'USD', userId: 'customer-2' });
  for (let attempt = 0; attempt < 5; attempt++) {
    const refused = await request.post('/payments', { headers: { ...auth, 'Idempotency-Key': 'not-a-uuid' }, data: { amount: 1, currency: 'EUR', userId: 'customer-3' } });
    expect(refused.status()).toBe(400);
  }
  expect((await request.get(`/payments/${randomUUID()}`, { headers: auth })).status()).toBe(404);
  return { token, total: 8 };
}

/** The phone's folded filters: opens them when they are folded. */
async function openFilters(page: Page) {
  const button = page.getByRole('button', { name: /^Filters/ });
  if ((await button.isVisible()) && (await button.getAttribute('aria-expanded')) === 'false') await button.click();
}

/** Nothing scrolls inside the region vertically, and at most sideways when `sideways`. */
async function scrollExtent(region: Locator) {
  return region.evaluate((element) => ({
    down: element.scrollHeight - element.clientHeight,
    across: element.scrollWidth - element.clientWidth,
    overflowY: getComputedStyle(element).overflowY,
  }));
}

test.describe('console lists', () => {
  test.describe.configure({ timeout: 180_000 });

  test("a day range is whole days in the reader's time zone, both included: today to today finds today's payment and request", async ({ browser, request }) => {
    const tenant = await registerTenant(request, `Days ${Date.now()}`);
    const token = await tenantToken(request, tenant);
    await createPayment(request, token, { amount: 42, currency: 'EUR', userId: 'today-customer' });
    const timezoneId = zoneOffUtcDay();
    const context = await browser.newContext({ timezoneId, viewport: desktop });
    const page = await context.newPage();
    const today = dayIn(timezoneId);
    const yesterday = dayIn(timezoneId, new Date(Date.now() - 24 * 60 * 60 * 1000));
    // The hint names the zone the days are read in: the browser's, as the reader has chosen no other.
    const hint = new RegExp(`^Whole days in ${timezoneId.replaceAll('_', ' ')} \\([^)]+\\), both included\\.$`);
    try {
      await signInAsTenant(page, tenant);
      await page.goto('/portal/payments');
      const pages = page.getByRole('navigation', { name: 'Pagination' });
      // A new browser context's first list: its scripts are compiled afresh, seconds on a busy machine.
      await expect(pages).toContainText('1–1 of 1', { timeout: 15_000 });
      const form = filters(page, 'Filter payments');
      await expect(form.getByLabel('To (inclusive)')).toBeVisible();
      await expect(form.getByText(hint)).toBeVisible();
      await form.getByLabel('From').fill(today);
      await form.getByLabel('To (inclusive)').fill(today);
      await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}|to=${today}.*from=${today}`));
      await expect(pages).toContainText('1–1 of 1');
      await expect(page.getByRole('table', { name: 'Payments' })).toContainText('today-customer');
      // The day before holds nothing; a reload keeps the range.
      await form.getByLabel('From').fill(yesterday);
      await form.getByLabel('To (inclusive)').fill(yesterday);
      await expect(page.getByRole('table', { name: 'Payments' })).toContainText('No payment matches these filters.');
      await page.goto(`/portal/payments?from=${today}&to=${today}`);
      await expect(form.getByLabel('From')).toHaveValue(today);
      await expect(pages).toContainText('1–1 of 1');

      await page.goto(`/portal/requests?from=${today}&to=${today}`);
      await expect(filters(page).getByLabel('To (inclusive)')).toHaveValue(today);
      await expect(filters(page).getByText(hint)).toBeVisible();
      await expect(requestRows(page).filter({ hasText: 'POST /payments' })).toHaveCount(1, { timeout: 20_000 });
      await page.goto(`/portal/requests?from=${yesterday}&to=${yesterday}`);
      // The list waits for the page to know the reader's zone (it hydrates), not to read UTC days first.
      await expect(page.getByText('No request matches these filters.')).toBeVisible({ timeout: 15_000 });
    } finally {
      await context.close();
    }
  });

  for (const size of [desktop, phone]) {
    test(`at ${size.width} px Back undoes a filter on the same page, and closes an opened request keeping the filter`, async ({ page, request }) => {
      const tenant = await registerTenant(request, `History ${Date.now()}`);
      const { total } = await makeTraffic(request, tenant);
      await page.setViewportSize(size);
      await signInAsTenant(page, tenant);
      await page.goto('/portal/requests');
      await expect(requestRows(page)).toHaveCount(total, { timeout: 20_000 });

      await openFilters(page);
      await filters(page).getByLabel('Status').selectOption('4xx');
      await expect(page).toHaveURL(/status=4xx/);
      await expect(requestRows(page)).toHaveCount(6);
      await page.goBack();
      await expect(page).toHaveURL(/\/portal\/requests$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
      await expect(requestRows(page)).toHaveCount(total);

      // A word typed letter by letter is one step back, not one per letter.
      await openFilters(page);
      await filters(page).getByLabel('Path starts with').pressSequentially('/payments/');
      await expect(page).toHaveURL(/path=%2Fpayments%2F/);
      await expect(requestRows(page)).toHaveCount(1);
      await page.goBack();
      await expect(page).toHaveURL(/\/portal\/requests$/);
      await expect(requestRows(page)).toHaveCount(total);

      await openFilters(page);
      await filters(page).getByLabel('Status').selectOption('400');
      await expect(requestRows(page)).toHaveCount(5);
      await requestRows(page).first().getByRole('button').first().click();
      const dialog = page.getByRole('dialog', { name: 'POST /payments' });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/entry=/);
      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/portal\/requests\?status=400$/);
      await expect(requestRows(page)).toHaveCount(5);
    });
  }

  test('on a phone a request is a short row with its latency and time on the screen; its error is what to fix', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Narrow ${Date.now()}`);
    const { total } = await makeTraffic(request, tenant);
    await signInAsTenant(page, tenant);
    await page.goto('/portal/requests');
    await expect(requestRows(page)).toHaveCount(total, { timeout: 20_000 });

    // The error column says what to fix, not "Validation failed".
    const keyed = requestRows(page).filter({ hasText: 'Idempotency-Key must be a UUID v4' });
    await expect(keyed).toHaveCount(5);
    await expect(requestRows(page).filter({ hasText: 'Validation failed' })).toHaveCount(0);

    await page.setViewportSize(phone);
    const rows = await requestRows(page).all();
    for (const row of rows) {
      const box = (await row.boundingBox())!;
      // Three lines at most: request, error, latency and time.
      expect(box.height, 'a row on a phone').toBeLessThanOrEqual(96);
      for (const part of [row.getByText(/\d ms/).first(), row.locator('time').first()]) {
        await expect(part).toBeVisible();
        const at = (await part.boundingBox())!;
        expect(at.x).toBeGreaterThanOrEqual(0);
        expect(at.x + at.width, 'latency and time within the screen').toBeLessThanOrEqual(phone.width);
      }
    }
    const extent = await scrollExtent(page.getByRole('region', { name: 'Requests', exact: true }));
    expect(extent.across, 'the request log scrolls sideways on a phone').toBe(0);
    await expect(keyed.first()).toContainText('400');
    await expect(keyed.first()).toContainText('POST /payments');
    await captureState(page, 'lists-requests', async (current) => {
      await expect(requestRows(current)).toHaveCount(total);
    });
  });

  test('errors by type: whole correlation ids to copy, and each group links to its requests', async ({ page, request, browser }) => {
    const tenant = await registerTenant(request, `Errors ${Date.now()}`);
    await makeTraffic(request, tenant);
    await signInAsTenant(page, tenant);
    await page.goto('/portal/requests');
    const errors = page.getByRole('region', { name: 'Errors by type' });
    const group = errors.locator('tbody tr').filter({ hasText: 'Idempotency-Key must be a UUID v4' });
    await expect(group).toHaveCount(1, { timeout: 20_000 });
    await expect(group).toContainText('400');
    await expect(group).toContainText('5');
    await expect(errors.getByText('Validation failed')).toHaveCount(0);

    for (const size of [desktop, phone]) {
      await page.setViewportSize(size);
      const id = group.locator('[title]:visible').filter({ hasText: '…' });
      await id.scrollIntoViewIfNeeded();
      await expect(id).toBeVisible();
      const full = (await id.getAttribute('title'))!;
      expect(full).toMatch(/^[0-9a-f-]{36}$/);
      expect(full.startsWith((await id.textContent())!.replace('…', ''))).toBe(true);
      await expect(id).toBeInViewport();
      expect((await scrollExtent(errors)).across, `errors by type at ${size.width} px scroll sideways`).toBe(0);
      await group.getByRole('button', { name: `Copy correlation ID ${full}` }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(full);
    }
    await page.setViewportSize(desktop);

    await group.getByRole('link', { name: /Idempotency-Key must be a UUID v4/ }).click();
    await expect(page).toHaveURL(/status=400&error=Idempotency-Key\+must\+be\+a\+UUID\+v4/);
    await expect(requestRows(page)).toHaveCount(5);
    await expect(filters(page).getByLabel('Status')).toHaveValue('400');
    await expect(filters(page).getByLabel('Error message contains')).toHaveValue('Idempotency-Key must be a UUID v4');
    await page.goBack();
    await expect(page).toHaveURL(/\/portal\/requests$/);

    // Across tenants, on the administrators' dashboard: the ids fit too.
    const adminContext = await browser.newContext({ viewport: desktop });
    try {
      const admin = await adminContext.newPage();
      await signInAsAdmin(admin);
      const platformErrors = admin.getByRole('region', { name: 'Errors by type' });
      await platformErrors.scrollIntoViewIfNeeded();
      await expect(platformErrors.locator('tbody tr').filter({ hasText: 'Idempotency-Key must be a UUID v4' })).toHaveCount(1, { timeout: 20_000 });
      for (const size of [desktop, phone]) {
        await admin.setViewportSize(size);
        expect((await scrollExtent(platformErrors)).across, `the dashboard's errors by type at ${size.width} px scroll sideways`).toBe(0);
        const shortened = platformErrors.locator('[title]:visible').filter({ hasText: '…' }).first();
        await shortened.scrollIntoViewIfNeeded();
        await expect(shortened).toBeInViewport();
        await platformErrors.screenshot({ path: path.join(screenshotDir, `lists-admin-errors-${size.width}-light.png`) });
      }
    } finally {
      await adminContext.close();
    }
  });

  test('a table is as tall as its rows: twenty rows are reached by scrolling the page, not the table', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Tall ${Date.now()}`);
    const token = await tenantToken(request, tenant);
    for (let index = 1; index <= 22; index++) await createPayment(request, token, { amount: index, currency: 'EUR', userId: `tall-${index}` });
    await page.setViewportSize(desktop);
    await signInAsTenant(page, tenant);
    await page.goto('/portal/payments');
    const table = page.getByRole('table', { name: 'Payments' });
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('1–20 of 22', { timeout: 20_000 });
    await expect(table.locator('tbody tr')).toHaveCount(20);
    const extent = await scrollExtent(page.getByRole('region', { name: 'Payments', exact: true }));
    expect(extent.down, 'rows hidden inside the table').toBe(0);
    expect(extent.overflowY).not.toBe('scroll');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(table.locator('tbody tr').last()).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeInViewport();
  });

  test('filters fold into one button on a phone on every list, with how many are set; on a desktop they show', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Folded ${Date.now()}`);
    await makeTraffic(request, tenant);
    await signInAsTenant(page, tenant);
    const lists: Array<[string, string, string]> = [
      ['/portal/requests', 'Filter requests', 'Status'],
      ['/portal/payments', 'Filter payments', 'Status'],
      ['/portal/refunds', 'Filter refunds', 'Status'],
      ['/portal/webhooks', 'Filter deliveries', 'Status'],
    ];
    for (const [path, name, field] of lists) {
      await page.setViewportSize(phone);
      await page.goto(path);
      const form = filters(page, name);
      const button = page.getByRole('button', { name: /^Filters/ });
      await expect(button).toHaveText(/^Filters\s*▾$/);
      await expect(form.getByLabel(field)).toBeHidden();
      await button.click();
      await expect(form.getByLabel(field)).toBeVisible();
      const options = await form.getByLabel(field).locator('option').allTextContents();
      await form.getByLabel(field).selectOption({ label: options[1]! });
      await expect(button).toHaveText(/^Filters \(1\)/);
      await page.setViewportSize(desktop);
      await expect(button).toBeHidden();
      await expect(form.getByLabel(field)).toBeVisible();
    }
    await page.setViewportSize(phone);
    await page.goto('/portal/requests?status=4xx&error=UUID');
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveText(/^Filters \(2\)/);
    await page.setViewportSize(desktop);
  });

  test("an administrator's lists: tenants fold their filters on a phone; a tenant's request filter is kept in the URL, through a reload and Back", async ({ page, request }) => {
    const tenant = await registerTenant(request, `Admin lists ${Date.now()}`);
    const { total } = await makeTraffic(request, tenant);
    await signInAsAdmin(page);
    await page.setViewportSize(phone);
    await page.goto('/admin/tenants');
    const tenantFilters = filters(page, 'Filter tenants');
    await expect(tenantFilters.getByLabel('Search')).toBeHidden();
    await page.getByRole('button', { name: /^Filters/ }).click();
    await tenantFilters.getByLabel('Search').fill(tenant.appId);
    await expect(page).toHaveURL(new RegExp(`search=${tenant.appId}`));
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveText(/^Filters \(1\)/);
    await expect(page.getByRole('table', { name: 'Tenants' }).locator('tbody tr')).toHaveCount(1);
    // Back empties the search box too, and the list follows.
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/tenants$/);
    await expect(tenantFilters.getByLabel('Search')).toHaveValue('');
    await page.setViewportSize(desktop);
    await expect(tenantFilters.getByLabel('Search')).toBeVisible();

    await page.goto(`/admin/tenants/${tenant.id}`);
    const requests = page.getByRole('region', { name: 'Requests', exact: true }).locator('tbody tr');
    await expect(requests).toHaveCount(total, { timeout: 20_000 });
    const requestFilters = filters(page);
    await requestFilters.getByLabel('Status').selectOption('404');
    await expect(page).toHaveURL(/requestStatus=404/);
    await expect(requests).toHaveCount(1);
    await page.reload();
    await expect(requestFilters.getByLabel('Status')).toHaveValue('404');
    await expect(requests).toHaveCount(1);
    await requests.first().getByRole('button').first().click();
    await expect(page.getByRole('dialog', { name: /^GET \/payments\// })).toBeVisible();
    await expect(page).toHaveURL(/request=/);
    await page.goBack();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(requests).toHaveCount(1);
    await page.goBack();
    await expect(requestFilters.getByLabel('Status')).toHaveValue('');
    await expect(requests).toHaveCount(total);

    await page.setViewportSize(phone);
    await expect(requestFilters.getByLabel('Status')).toBeHidden();
    await captureState(page, 'lists-admin-tenant', async (current) => {
      await expect(current.getByRole('region', { name: 'Requests', exact: true }).locator('tbody tr')).toHaveCount(total);
    });
    await page.goto('/admin/tenants');
    await captureState(page, 'lists-admin-tenants', async (current) => {
      await expect(current.getByRole('table', { name: 'Tenants' }).locator('tbody tr').first()).toBeVisible();
    });
  });

  test('screenshots: payments with a day range, webhook deliveries, the request log filtered', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Shots ${Date.now()}`);
    await makeTraffic(request, tenant);
    await signInAsTenant(page, tenant);
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    await page.goto(`/portal/payments?from=${today}&to=${today}`);
    await captureState(page, 'lists-payments', async (current) => {
      await expect(current.getByRole('navigation', { name: 'Pagination' })).toContainText('1–2 of 2');
    });
    await page.goto('/portal/webhooks');
    await captureState(page, 'lists-webhooks', async (current) => {
      await expect(current.getByRole('heading', { level: 1, name: 'Webhook deliveries' })).toBeVisible();
    });
    await page.goto('/portal/requests?status=4xx');
    await captureState(page, 'lists-requests-filtered', async (current) => {
      await expect(requestRows(current)).toHaveCount(6, { timeout: 20_000 });
      await expect(current.getByRole('region', { name: 'Errors by type' }).locator('tbody tr')).toHaveCount(2);
    });
  });
});
