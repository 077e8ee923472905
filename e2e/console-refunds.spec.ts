import { expect, type Page } from '@playwright/test';
import {
  captureState,
  captureViews,
  createPayment,
  expectDialogUsable,
  providerRefunds,
  providerSettles,
  registerTenant,
  signInAsAdmin,
  signInAsTenant,
  tenantToken,
  test,
} from './support/console';

const refundsTable = (page: Page) => page.getByRole('table', { name: 'Refunds' });
/** A definition's value on the payment's page, by its term. */
const detail = (page: Page, term: string) => page.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd');

test.describe('refunds in the console', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a tenant refunds part of a settled payment, sees it settle, and an administrator finds the payment across tenants', async ({ page, request, browser }) => {
    const tenant = await registerTenant(request, `Refunder ${Date.now()}`);
    const token = await tenantToken(request, tenant);
    const auth = { Authorization: `Bearer ${token}` };
    const payment = await createPayment(request, token, { amount: 100, currency: 'EUR', userId: 'buyer-refund' });
    await providerSettles(request, payment);
    // Another tenant's payment, so the administrators' tenant filter has something to leave out.
    const other = await registerTenant(request, `Bystander ${Date.now()}`);
    const otherPayment = await createPayment(request, await tenantToken(request, other), { amount: 55, currency: 'EUR', userId: 'bystander' });

    await signInAsTenant(page, tenant);
    await page.goto(`/portal/payments/${payment.id}`);
    await expect(page.getByRole('heading', { level: 1, name: /EUR\s100\.00/ })).toBeVisible();
    await expect(refundsTable(page).getByText('No refunds yet.')).toBeVisible();
    await expect(detail(page, 'Refunded')).toHaveText(/EUR\s0\.00/);

    // The dialog offers what is left, refuses more than that before asking, and asks before refunding.
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this payment' });
    await expectDialogUsable(page, dialog);
    const amount = dialog.getByLabel('Amount (EUR)');
    await expect(amount).toHaveValue('100.00');
    await amount.fill('120');
    await expect(dialog.getByText('Amount must be at most EUR 100.00, what is left to refund')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await amount.fill('30');
    await dialog.getByLabel('Reason').selectOption({ label: 'Duplicate' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText(/Give back EUR\s30\.00 of the EUR\s100\.00 payment \(duplicate\)/)).toBeVisible();
    await captureViews(page, 'portal-refund-confirm', (current) => expectDialogUsable(current, current.getByRole('dialog', { name: 'Refund this payment' })));
    await dialog.getByRole('button', { name: /Refund EUR\s30\.00/ }).click();
    await expect(dialog).toBeHidden();

    const row = refundsTable(page).getByRole('row').filter({ hasText: /EUR\s30\.00/ });
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('Duplicate');
    await expect(detail(page, 'Refunded')).toHaveText(/EUR\s0\.00/);

    // The server has the last word: a refund made elsewhere meanwhile leaves less than the dialog offers, and its 422 is shown there.
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(amount).toHaveValue('70.00');
    expect((await request.post(`/payments/${payment.id}/refunds`, { headers: auth, data: { amount: 50 } })).status()).toBe(201);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: /Refund EUR\s70\.00/ }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Refund of 70.00 EUR refused: only 20.00 EUR is left to refund');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // The provider settles the 30: the page shows it refunded without a reload.
    const refunds = (await (await request.get(`/payments/${payment.id}/refunds`, { headers: auth })).json()) as { data: Array<{ amount: number; providerRefundId: string }> };
    await providerRefunds(request, refunds.data.find((refund) => refund.amount === 30)!);
    await expect(row).toContainText('Succeeded', { timeout: 15_000 });
    await expect(detail(page, 'Refunded')).toHaveText(/EUR\s30\.00/, { timeout: 15_000 });
    await captureState(page, 'portal-payment-refunds', async (current) => {
      await expect(current.getByRole('table', { name: 'Refunds' }).getByRole('row')).toHaveCount(3);
    });

    // An administrator finds the payment among every tenant's, filtered by its tenant.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.getByRole('navigation').getByRole('link', { name: 'Payments' }).first().click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await admin.getByLabel('Filter payments').getByLabel('Tenant').selectOption({ label: tenant.name });
    await expect(admin).toHaveURL(new RegExp(`[?&]tenant=${tenant.id}`));
    const payments = admin.getByRole('table', { name: 'Payments' });
    await expect(payments.getByRole('row')).toHaveCount(2);
    const paymentRow = payments.getByRole('row').filter({ hasText: /EUR\s100\.00/ });
    await expect(paymentRow).toContainText(tenant.name);
    await expect(paymentRow).toContainText('Succeeded');
    await expect(payments).not.toContainText(other.name);
    // A reload keeps the filter: it lives in the URL.
    await admin.reload();
    await expect(payments.getByRole('row')).toHaveCount(2);
    await paymentRow.getByRole('link', { name: tenant.name }).click();
    await expect(admin).toHaveURL(new RegExp(`/admin/tenants/${tenant.id}$`));
    await admin.goBack();
    await paymentRow.getByRole('link', { name: /EUR\s100\.00/ }).click();
    await expect(admin).toHaveURL(new RegExp(`/admin/payments/${payment.id}$`));
    await expect(detail(admin, 'Refunded')).toHaveText(/EUR\s30\.00/);
    // The administrators' payment page lists its refunds as the tenant's does, reasons in words, without the Refund button.
    const adminRefunds = refundsTable(admin);
    await expect(adminRefunds.getByRole('row')).toHaveCount(3);
    await expect(adminRefunds.getByRole('row').filter({ hasText: /EUR\s30\.00/ })).toContainText('Succeeded');
    await expect(adminRefunds.getByRole('row').filter({ hasText: /EUR\s30\.00/ })).toContainText('Duplicate');
    await expect(adminRefunds.getByRole('row').filter({ hasText: /EUR\s50\.00/ })).toContainText('Pending');
    await expect(admin.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
    await expect(admin.getByRole('region', { name: 'Disputes', exact: true })).toContainText('No disputes.');
    await captureViews(admin, 'admin-payment-refunds', async (current) => {
      await expect(refundsTable(current).getByRole('row')).toHaveCount(3);
    });

    // Without the filter the other tenant's payment is listed too.
    await admin.goto('/admin/payments');
    await expect(admin.getByRole('table', { name: 'Payments' }).getByRole('row').filter({ hasText: other.name }).first()).toBeVisible();
    expect(otherPayment.id).not.toBe(payment.id);
    await adminContext.close();
  });
});
