import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import {
  captureState,
  captureViews,
  createPayment,
  desktop,
  expectDialogUsable,
  expectNoSidewaysScroll,
  inviteAndSignIn,
  phone,
  providerDisputes,
  providerSettles,
  registerTenant,
  signInAsAdmin,
  signInAsTenant,
  tenantToken,
  test,
} from './support/console';

const HOUR_MS = 3_600_000;

const disputesTable = (page: Page) => page.getByRole('table', { name: 'Disputes' });
const disputeRow = (page: Page, reason: string) => disputesTable(page).getByRole('row').filter({ hasText: reason });
/** A definition's value on the dispute's page, by its term. */
const detail = (page: Page, term: string) => page.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd');

/** A settled payment of the tenant's that the provider then disputes; its dispute's id as the API names it. */
async function disputedPayment(request: Parameters<typeof createPayment>[0], token: string, dispute: { amount: number; reason: string; dueInMs: number }) {
  const payment = await createPayment(request, token, { amount: dispute.amount, currency: 'EUR', userId: `payer-${dispute.reason}` });
  await providerSettles(request, payment);
  const providerDisputeId = `dp_${randomUUID()}`;
  await providerDisputes(request, {
    providerPaymentId: payment.providerPaymentId,
    providerDisputeId,
    reason: dispute.reason,
    evidenceDueBy: new Date(Date.now() + dispute.dueInMs),
  });
  const listed = (await (await request.get('/disputes?limit=100', { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: Array<{ id: string; paymentId: string }> };
  const found = listed.data.find((row) => row.paymentId === payment.id);
  expect(found, `the dispute of payment ${payment.id}`).toBeDefined();
  return { paymentId: payment.id, id: found!.id, providerDisputeId };
}

test.describe('disputes in the console', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a tenant answers one dispute with evidence and accepts another, a viewer only reads them, and an administrator finds them by tenant and reads one', async ({ page, request, browser }) => {
    const tenant = await registerTenant(request, `Disputed ${Date.now()}`);
    const token = await tenantToken(request, tenant);
    const answered = await disputedPayment(request, token, { amount: 100, reason: 'fraudulent', dueInMs: 3 * 24 * HOUR_MS + 2 * HOUR_MS });
    const conceded = await disputedPayment(request, token, { amount: 40, reason: 'product_not_received', dueInMs: 5 * HOUR_MS + 30 * 60_000 });
    const watched = await disputedPayment(request, token, { amount: 30, reason: 'unrecognized', dueInMs: 2 * 24 * HOUR_MS + HOUR_MS });
    const raced = await disputedPayment(request, token, { amount: 25, reason: 'duplicate', dueInMs: 2 * 24 * HOUR_MS + HOUR_MS });
    // Another tenant's dispute, so the administrators' tenant filter has something to leave out.
    const other = await registerTenant(request, `Dispute bystander ${Date.now()}`);
    await disputedPayment(request, await tenantToken(request, other), { amount: 60, reason: 'subscription_canceled', dueInMs: 24 * HOUR_MS + HOUR_MS });

    // The list: newest first, each with its time left to answer.
    await signInAsTenant(page, tenant);
    await page.getByRole('link', { name: 'Disputes' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
    await expect(disputesTable(page).getByRole('row')).toHaveCount(5);
    await expect(disputesTable(page).getByRole('row').nth(1)).toContainText('Duplicate');
    await expect(disputeRow(page, 'Fraudulent')).toContainText('3 days left');
    await expect(disputeRow(page, 'Fraudulent')).toContainText('Needs response');
    await expect(disputeRow(page, 'Product not received')).toContainText('due in 5 hours');
    await expect(disputeRow(page, 'Fraudulent').getByRole('link', { name: `Payment ${answered.paymentId}` })).toHaveAttribute('href', `/portal/payments/${answered.paymentId}`);
    await captureState(page, 'portal-disputes', async (current) => {
      await expect(disputeRow(current, 'Fraudulent')).toContainText('3 days left');
    });

    // Evidence: counted as typed, refused past 20,000 characters, confirmed, then under review.
    await disputeRow(page, 'Fraudulent').getByRole('link', { name: /EUR\s100\.00/ }).click();
    await expect(page).toHaveURL(`/portal/disputes/${answered.id}`);
    await expect(page.getByRole('heading', { level: 1, name: /Dispute of EUR\s100\.00/ })).toBeVisible();
    await expect(detail(page, 'Time left')).toHaveText('3 days left');
    await expect(detail(page, 'Payment').getByRole('link')).toHaveAttribute('href', `/portal/payments/${answered.paymentId}`);
    await page.getByRole('button', { name: 'Submit evidence' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit evidence' });
    await expectDialogUsable(page, dialog);
    const evidence = dialog.getByLabel('Evidence');
    await expect(dialog.getByText('0 / 20,000 characters')).toBeVisible();
    await evidence.fill('x'.repeat(20_001));
    await expect(dialog.getByText('20,001 / 20,000 characters: evidence must be at most 20,000')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    const answer = 'Delivered on 2026-03-03, signed for by the cardholder (tracking 1Z999).';
    await evidence.fill(answer);
    await expect(dialog.getByText(`${answer.length} / 20,000 characters`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText(`Send these ${answer.length} characters to the payment provider`)).toBeVisible();
    await captureViews(page, 'portal-dispute-evidence-confirm', (current) => expectDialogUsable(current, current.getByRole('dialog', { name: 'Submit evidence' })));
    await dialog.getByRole('button', { name: 'Send evidence' }).click();
    await expect(dialog).toBeHidden();
    await expect(detail(page, 'Status')).toHaveText('Under review');
    await expect(detail(page, 'Time left')).toHaveText('—');
    await expect(page.getByText(answer)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit evidence' })).toHaveCount(0);
    await captureState(page, 'portal-dispute-answered', async (current) => {
      await expect(current.getByText(answer)).toBeVisible();
    });

    // The server has the last word: a dispute accepted elsewhere meanwhile takes no evidence, and its 422 is shown in the dialog.
    await page.goto(`/portal/disputes/${raced.id}`);
    await page.getByRole('button', { name: 'Submit evidence' }).click();
    await dialog.getByLabel('Evidence').fill('Refunded already.');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    expect((await request.post(`/disputes/${raced.id}/accept`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
    await dialog.getByRole('button', { name: 'Send evidence' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Evidence cannot be submitted for a dispute in status LOST: only a NEEDS_RESPONSE dispute takes evidence');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(detail(page, 'Status')).toHaveText('Lost');

    // Accepting concedes the amount, said before it is done.
    await page.goto(`/portal/disputes/${conceded.id}`);
    await page.getByRole('button', { name: 'Accept dispute' }).click();
    const confirm = page.getByRole('dialog', { name: 'Accept this dispute?' });
    await expect(confirm).toContainText(/You concede the EUR\s40\.00/);
    await captureViews(page, 'portal-dispute-accept', (current) => expectDialogUsable(current, current.getByRole('dialog', { name: 'Accept this dispute?' })));
    await confirm.getByRole('button', { name: 'Accept dispute' }).click();
    await expect(confirm).toBeHidden();
    await expect(detail(page, 'Status')).toHaveText('Lost');
    await expect(page.getByRole('button', { name: 'Accept dispute' })).toHaveCount(0);

    // The status filter lives in the URL.
    await page.goto('/portal/disputes');
    await page.getByLabel('Status').selectOption({ label: 'Lost' });
    await expect(page).toHaveURL(/status=LOST/);
    await expect(disputesTable(page).getByRole('row')).toHaveCount(3);
    await expect(disputeRow(page, 'Product not received')).toContainText('—');

    // An administrator sees the tenant's disputes, and no other tenant's, filtered by the tenant.
    const adminContext = await browser.newContext({ viewport: desktop });
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.getByRole('link', { name: 'Disputes' }).first().click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
    await expect(disputeRow(admin, other.name)).toBeVisible();
    await admin.goto(`/admin/disputes?tenant=${tenant.id}`);
    await expect(admin.getByLabel('Tenant')).toHaveValue(tenant.id);
    await expect(disputesTable(admin).getByRole('row')).toHaveCount(5);
    await expect(disputeRow(admin, other.name)).toHaveCount(0);
    await expect(disputeRow(admin, 'Fraudulent')).toContainText('Under review');
    await expect(disputeRow(admin, 'Product not received')).toContainText('Lost');
    await expect(disputeRow(admin, 'Fraudulent').getByRole('link', { name: tenant.name })).toHaveAttribute('href', `/admin/tenants/${tenant.id}`);
    // The tenant's name reads whole at 1280 px: its column has the room the reason had (now beneath the status).
    const tenantName = disputeRow(admin, 'Fraudulent').locator('td').first().locator('[title]');
    expect(await tenantName.evaluate((name) => name.scrollWidth - name.clientWidth)).toBeLessThanOrEqual(0);
    await admin.getByLabel('Status').selectOption({ label: 'Under review' });
    await expect(admin).toHaveURL(new RegExp(`tenant=${tenant.id}.*status=UNDER_REVIEW|status=UNDER_REVIEW.*tenant=${tenant.id}`));
    await expect(disputesTable(admin).getByRole('row')).toHaveCount(2);
    await captureState(admin, 'admin-disputes', async (current) => {
      await expect(disputeRow(current, 'Fraudulent')).toBeVisible();
    });

    // The administrator opens the dispute: what the tenant sees, with the tenant and the evidence, and no way to answer it.
    await disputeRow(admin, 'Fraudulent').getByRole('link', { name: /EUR\s100\.00/ }).click();
    await expect(admin).toHaveURL(`/admin/disputes/${answered.id}`);
    await expect(admin.getByRole('heading', { level: 1, name: /Dispute of EUR\s100\.00/ })).toBeVisible();
    await expect(detail(admin, 'Status')).toHaveText('Under review');
    await expect(detail(admin, 'Tenant').getByRole('link', { name: tenant.name })).toHaveAttribute('href', `/admin/tenants/${tenant.id}`);
    await expect(detail(admin, 'Payment').getByRole('link')).toHaveAttribute('href', `/admin/payments/${answered.paymentId}`);
    await expect(admin.getByText(answer)).toBeVisible();
    for (const name of ['Submit evidence', 'Accept dispute']) await expect(admin.getByRole('button', { name })).toHaveCount(0);
    await captureViews(admin, 'admin-dispute', async (current) => {
      await expect(current.getByText(answer)).toBeVisible();
    });
    await admin.getByRole('link', { name: 'All disputes' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
    await adminContext.close();

    // A viewer, invited by the owner, reads an open dispute without its controls (last: the owner's app-secret session ends when a person joins).
    const viewer = { email: `dispute-viewer-${Date.now()}@e2e.test`, name: 'Vic Viewer', password: 'viewer-password-123', role: 'viewer' as const };
    const { context: viewerContext, page: viewerPage } = await inviteAndSignIn(page, browser, tenant, viewer);
    await viewerPage.goto(`/portal/disputes/${watched.id}`);
    await expect(detail(viewerPage, 'Status')).toHaveText('Needs response');
    await expect(detail(viewerPage, 'Time left')).toHaveText('2 days left');
    for (const name of ['Submit evidence', 'Accept dispute']) await expect(viewerPage.getByRole('button', { name })).toHaveCount(0);
    await viewerContext.close();
  });

  test('at 375 px each dispute keeps its time left on the screen, reasons read as words, a payment links to its dispute, for the tenant and for administrators, and the palette finds it by the provider’s id', async ({ page, request, browser }) => {
    const tenant = await registerTenant(request, `Disputes on a phone ${Date.now()}`);
    const token = await tenantToken(request, tenant);
    const contested = await disputedPayment(request, token, { amount: 80, reason: 'product_not_received', dueInMs: 2 * 24 * HOUR_MS + HOUR_MS });
    await disputedPayment(request, token, { amount: 1234.56, reason: 'credit_not_processed', dueInMs: 5 * HOUR_MS + 30 * 60_000 });

    await signInAsTenant(page, tenant);
    await page.setViewportSize(phone);
    await page.goto('/portal/disputes');
    const notReceived = disputeRow(page, 'Product not received');
    const notCredited = disputeRow(page, 'Credit not processed');
    await expect(notReceived.getByText('2 days left')).toBeInViewport({ ratio: 1 });
    await expect(notCredited.getByText('due in 5 hours')).toBeInViewport({ ratio: 1 });
    await expect(notReceived.getByText('Needs response').filter({ visible: true })).toBeInViewport({ ratio: 1 });
    await expect(disputesTable(page)).not.toContainText('product_not_received');
    // The table fits: nothing to scroll sideways, inside it or on the page.
    const across = await page.getByRole('region', { name: 'Disputes', exact: true }).evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(across, 'the disputes table scrolls sideways at 375 px').toBe(0);
    await expectNoSidewaysScroll(page);
    await captureState(page, 'portal-disputes-phone', async (current) => {
      await expect(disputeRow(current, 'Product not received')).toContainText('2 days left');
    });

    // The payment's page lists its dispute, with its status, its reason and its time left, and opens it.
    await page.setViewportSize(phone);
    await page.goto(`/portal/payments/${contested.paymentId}`);
    const disputes = page.getByRole('region', { name: 'Disputes', exact: true });
    const row = disputes.getByRole('row').filter({ hasText: 'Product not received' });
    await expect(row).toContainText('Needs response');
    await expect(row.getByText('2 days left')).toBeVisible();
    await expect(disputes.getByRole('row')).toHaveCount(2);
    await captureState(page, 'portal-payment-dispute', async (current) => {
      await expect(current.getByRole('region', { name: 'Disputes', exact: true }).getByText('2 days left')).toBeVisible();
    });
    await row.getByRole('link', { name: /EUR\s80\.00/ }).click();
    await expect(page).toHaveURL(`/portal/disputes/${contested.id}`);
    await expect(detail(page, 'Reason')).toHaveText('Product not received');

    // An administrator's list on a phone, and the payment's page with its dispute.
    const adminContext = await browser.newContext({ viewport: phone });
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.goto(`/admin/disputes?tenant=${tenant.id}`);
    await expect(disputeRow(admin, 'Credit not processed').getByText('due in 5 hours')).toBeInViewport({ ratio: 1 });
    await expect(disputeRow(admin, 'Product not received').getByText('2 days left')).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(admin);
    await captureState(admin, 'admin-disputes-phone', async (current) => {
      await expect(disputeRow(current, 'Product not received')).toContainText('2 days left');
    });
    await admin.goto(`/admin/payments/${contested.paymentId}`);
    const adminDisputes = admin.getByRole('region', { name: 'Disputes', exact: true });
    await expect(adminDisputes.getByRole('row').filter({ hasText: 'Product not received' })).toContainText('Needs response');
    await expect(adminDisputes).toContainText('2 days left');
    await adminDisputes.getByRole('row').filter({ hasText: 'Product not received' }).getByRole('link', { name: /EUR\s80\.00/ }).click();
    await expect(admin).toHaveURL(`/admin/disputes/${contested.id}`);
    await expect(detail(admin, 'Time left')).toHaveText('2 days left');
    await expect(detail(admin, 'Tenant')).toHaveText(tenant.name);
    await expectNoSidewaysScroll(admin);

    // A chargeback notice names the provider's dispute id: the palette finds the dispute by it, naming the tenant.
    await admin.goto('/admin');
    await admin.getByRole('button', { name: 'Search…' }).click();
    const palette = admin.getByRole('dialog', { name: 'Search the console' });
    await palette.getByRole('combobox').fill(contested.providerDisputeId);
    const hit = palette.getByRole('option', { name: /Dispute of EUR\s80\.00/ });
    await expect(hit).toContainText(tenant.name);
    await expect(hit).toContainText('Product not received');
    await captureViews(admin, 'admin-palette-dispute', async (current) => {
      await expect(current.getByRole('dialog', { name: 'Search the console' }).getByRole('option', { name: /Dispute of EUR\s80\.00/ })).toBeInViewport({ ratio: 1 });
    });
    await hit.click();
    await expect(admin).toHaveURL(`/admin/disputes/${contested.id}`);
    await adminContext.close();
  });
});
