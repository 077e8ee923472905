import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { captureState, createPayment, phone, providerRefunds, providerSettles, registerTenant, signInAsAdmin, signInAsTenant, tenantToken, test } from './support/console';
import { csvRecords } from './support/csv';

type CreatedRefund = { id: string; paymentId: string; providerRefundId: string };

/** A refund of a settled payment, through the REST API as a tenant's backend makes it. */
async function refund(request: APIRequestContext, token: string, paymentId: string, data: { amount: number; reason: string }): Promise<CreatedRefund> {
  const response = await request.post(`/payments/${paymentId}/refunds`, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.status()).toBe(201);
  return (await response.json()) as CreatedRefund;
}

const refundsTable = (page: Page) => page.getByRole('table', { name: 'Refunds' });
const rowWith = (page: Page, amount: RegExp) => refundsTable(page).getByRole('row').filter({ hasText: amount });

/** The file the Export CSV link downloads, as records. */
async function exported(page: Page, list: string) {
  const link = page.getByRole('link', { name: 'Export CSV' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${list}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  return csvRecords(await readFile((await download.path())!, 'utf8'));
}

/** On a phone the row's amount and its status badge are on the screen, not past its right edge. */
async function amountAndStatusInView(page: Page, amount: RegExp, status: string) {
  const row = rowWith(page, amount);
  await expect(row.getByText(amount).filter({ visible: true }).first()).toBeInViewport({ ratio: 1 });
  await expect(row.getByText(status, { exact: true }).filter({ visible: true })).toBeInViewport({ ratio: 1 });
}

test.describe('the refunds lists', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a tenant finds its refunds across payments, filters and exports them; an administrator finds them with the tenant', async ({ page, request, browser }) => {
    const tenant = await registerTenant(request, `Refund lister ${Date.now()}`);
    const token = await tenantToken(request, tenant);
    const payment = await createPayment(request, token, { amount: 80, currency: 'EUR', userId: 'buyer-refund-list' });
    await providerSettles(request, payment);
    const pending = await refund(request, token, payment.id, { amount: 20, reason: 'duplicate' });
    const settled = await refund(request, token, payment.id, { amount: 15, reason: 'requested_by_customer' });
    await providerRefunds(request, settled);
    // Another tenant's refund: the tenant never sees it, the administrators' tenant filter leaves it out.
    const other = await registerTenant(request, `Refund bystander ${Date.now()}`);
    const otherToken = await tenantToken(request, other);
    const otherPayment = await createPayment(request, otherToken, { amount: 9, currency: 'USD', userId: 'bystander' });
    await providerSettles(request, otherPayment);
    await refund(request, otherToken, otherPayment.id, { amount: 9, reason: 'fraudulent' });

    await signInAsTenant(page, tenant);
    await page.getByRole('navigation').getByRole('link', { name: 'Refunds' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/portal\/refunds$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
    // Newest first, reasons in words, each with its payment; the other tenant's is not there.
    const rows = refundsTable(page).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(/EUR\s15\.00/);
    await expect(rows.nth(1)).toContainText('Succeeded');
    await expect(rows.nth(1)).toContainText('Requested by customer');
    await expect(rows.nth(2)).toContainText(/EUR\s20\.00/);
    await expect(rows.nth(2)).toContainText('Pending');
    await expect(rows.nth(2)).toContainText('Duplicate');
    await expect(refundsTable(page)).not.toContainText(/USD/);
    await expect(rowWith(page, /EUR\s20\.00/).getByRole('link', { name: `Payment ${payment.id}` }).filter({ visible: true })).toHaveAttribute('href', `/portal/payments/${payment.id}`);
    await captureState(page, 'portal-refunds', async (current) => {
      await expect(refundsTable(current).getByRole('row')).toHaveCount(3);
      if (current.viewportSize()?.width === phone.width) await amountAndStatusInView(current, /EUR\s20\.00/, 'Pending');
    });

    // The status filter lives in the URL and goes into the export link.
    await page.getByRole('search', { name: 'Filter refunds' }).getByLabel('Status').selectOption({ label: 'Succeeded' });
    await expect(page).toHaveURL(/[?&]status=SUCCEEDED/);
    await expect(rows).toHaveCount(2);
    await expect(rowWith(page, /EUR\s15\.00/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', /status=SUCCEEDED/);
    expect(await exported(page, 'refunds')).toEqual([
      expect.objectContaining({ id: settled.id, paymentId: payment.id, amount: '15.00', currency: 'EUR', status: 'SUCCEEDED', reason: 'requested_by_customer' }),
    ]);
    await page.reload();
    await expect(rows).toHaveCount(2);

    // A filter nothing matches says so, and Clear filters brings every refund back.
    await page.getByRole('search', { name: 'Filter refunds' }).getByLabel('Status').selectOption({ label: 'Failed' });
    await expect(refundsTable(page)).toContainText('No refund matches these filters.');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(rows).toHaveCount(3);
    await rowWith(page, /EUR\s20\.00/).getByRole('link', { name: `Payment ${payment.id}` }).filter({ visible: true }).click();
    await expect(page).toHaveURL(new RegExp(`/portal/payments/${payment.id}$`));

    // The administrators see every tenant's refunds, each with its tenant; the tenant filter narrows them.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.getByRole('navigation').getByRole('link', { name: 'Refunds' }).filter({ visible: true }).click();
    await expect(admin).toHaveURL(/\/admin\/refunds$/);
    await expect(admin.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
    await expect(refundsTable(admin).getByRole('row').filter({ hasText: other.name }).first()).toBeVisible();
    await admin.getByRole('search', { name: 'Filter refunds' }).getByLabel('Tenant').selectOption({ label: tenant.name });
    await expect(admin).toHaveURL(new RegExp(`[?&]tenant=${tenant.id}`));
    const adminRows = refundsTable(admin).getByRole('row');
    await expect(adminRows).toHaveCount(3);
    await expect(refundsTable(admin)).not.toContainText(other.name);
    const adminPending = rowWith(admin, /EUR\s20\.00/);
    await expect(adminPending).toContainText(tenant.name);
    await expect(adminPending).toContainText('Pending');
    await expect(adminPending.getByRole('link', { name: tenant.name }).filter({ visible: true })).toHaveAttribute('href', `/admin/tenants/${tenant.id}`);
    await expect(adminPending.getByRole('link', { name: `Payment ${payment.id}` }).filter({ visible: true })).toHaveAttribute('href', `/admin/payments/${payment.id}`);
    await captureState(admin, 'admin-refunds', async (current) => {
      await expect(refundsTable(current).getByRole('row')).toHaveCount(3);
      if (current.viewportSize()?.width === phone.width) await amountAndStatusInView(current, /EUR\s20\.00/, 'Pending');
    });
    expect(await exported(admin, 'refunds')).toEqual([
      expect.objectContaining({ id: settled.id, tenantId: tenant.id, tenantName: tenant.name, amount: '15.00', status: 'SUCCEEDED' }),
      expect.objectContaining({ id: pending.id, tenantId: tenant.id, tenantName: tenant.name, amount: '20.00', status: 'PENDING', reason: 'duplicate' }),
    ]);
    await adminPending.getByRole('link', { name: `Payment ${payment.id}` }).filter({ visible: true }).click();
    await expect(admin).toHaveURL(new RegExp(`/admin/payments/${payment.id}$`));
    await adminContext.close();
  });
});
