import { expect, type Page } from '@playwright/test';
import Stripe from 'stripe';
import {
  captureState,
  captureViews,
  expectDialogUsable,
  inviteAndSignIn,
  refuseOnceAsStale,
  registerTenant,
  signInAsAdmin,
  signInAsTenant,
  tenantToken,
  test,
} from './support/console';
import { stripeFakePort } from './support/servers';
import { stripeFakeKeys } from './support/stripe-keys';

type Connector = { id: string; name: string; provider: string; isDefault: boolean; status: string; webhookUrl: string | null };

const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Payment connectors' });
const lastFour = (secret: string) => `…${secret.slice(-4)}`;

async function connectors(request: import('@playwright/test').APIRequestContext, token: string) {
  const answer = await request.get('/tenants/me/payment-connectors', { headers: bearer(token) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Connector[] }).data;
}

// The app server talks to the tests' Stripe fake (STRIPE_API_BASE_URL, playwright.config.ts), which
// accepts `stripeFakeKeys.accepted` only.
test.describe('Payment connectors', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an owner connects Stripe (a wrong key refused in the form), copies its webhook address, tests it, makes it the default and disconnects it', async ({ page, request, baseURL }) => {
    const tenant = await registerTenant(request, `Connectors ${Date.now()}`);
    const token = await tenantToken(request, tenant);
    // The sandbox connected first (over REST): the tenant's first connector, so its default.
    const sandbox = await request.post('/tenants/me/payment-connectors', { headers: bearer(token), data: { provider: 'sandbox', name: 'Sandbox' } });
    expect(sandbox.status()).toBe(201);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAsTenant(page, tenant);
    await page.getByRole('link', { name: 'Payment connectors' }).first().click();
    await expect(heading(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Payment connectors' }).first()).toHaveAttribute('aria-current', 'page');
    const table = page.getByRole('table', { name: 'Payment connectors' });
    await expect(table.getByRole('row').filter({ hasText: 'Sandbox' })).toContainText('Default');

    // A key Stripe refuses: the form stays open and says what Stripe said.
    await page.getByRole('button', { name: 'Connect Stripe' }).click();
    const connect = page.getByRole('dialog', { name: 'Connect Stripe' });
    await expectDialogUsable(page, connect);
    await connect.getByLabel('Name').fill('Stripe EU');
    await connect.getByLabel('Secret or restricted key').fill(stripeFakeKeys.refused);
    await connect.getByLabel('Webhook signing secret').fill(stripeFakeKeys.webhookSecret);
    await connect.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(connect.getByText(/^Stripe refused the secret key: Invalid API Key provided: /)).toBeVisible();
    await captureState(page, 'payment-connector-refused', async (view) => {
      await expect(view.getByRole('dialog', { name: 'Connect Stripe' }).getByText(/^Stripe refused the secret key/)).toBeVisible();
    });
    expect(await connectors(request, token)).toHaveLength(1);

    // The right key: checked, saved, and from then on shown by its last four only.
    await connect.getByLabel('Secret or restricted key').fill(stripeFakeKeys.accepted);
    await connect.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(connect).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `Stripe EU connected (key ${lastFour(stripeFakeKeys.accepted)})` })).toBeVisible();
    const stripe = (await connectors(request, token)).find((connector) => connector.provider === 'stripe')!;
    expect(stripe.webhookUrl).toBe(`${baseURL}/webhooks/stripe/${stripe.id}`);
    const row = table.getByRole('row').filter({ hasText: 'Stripe EU' });
    await expect(row).toContainText(`Key ${lastFour(stripeFakeKeys.accepted)}`);
    await expect(row).toContainText(`Signing secret ${lastFour(stripeFakeKeys.webhookSecret)}`);
    await expect(row).toContainText('test mode');
    await expect(row).toContainText('Enabled');
    await expect(row).toContainText('None received yet');
    await expect(table.getByRole('row').filter({ hasText: 'Sandbox' })).toContainText('Not recorded for the sandbox');
    await expect(row).not.toContainText('Default');
    await expect(page.getByText(stripeFakeKeys.accepted)).toHaveCount(0);
    await expect(page.getByText(stripeFakeKeys.webhookSecret)).toHaveCount(0);

    // The address to paste into Stripe's webhook endpoint, copied.
    await expect(row.getByText(stripe.webhookUrl!).filter({ visible: true })).toBeVisible();
    await row.getByRole('button', { name: 'Copy webhook address' }).filter({ visible: true }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(stripe.webhookUrl);

    // Test: what Stripe said about the key.
    await row.getByRole('button', { name: 'Test Stripe EU' }).filter({ visible: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /Stripe EU: Stripe accepted the key ending in 4242 for account acct_\w+ \(test mode\)\./ })).toBeVisible();

    // The default moves from the sandbox to Stripe.
    await row.getByRole('button', { name: 'Set Stripe EU as default' }).filter({ visible: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Stripe EU is now the default' })).toBeVisible();
    await expect(row).toContainText('Default');
    await expect(table.getByRole('row').filter({ hasText: 'Sandbox' })).not.toContainText('Default');
    await expect(row.getByRole('button', { name: 'Set Stripe EU as default' })).toHaveCount(0);
    expect((await connectors(request, token)).find((connector) => connector.id === stripe.id)!.isDefault).toBe(true);

    await captureViews(page, 'portal-payment-connectors-owner', async (view) => {
      // The toasts gone, so the screenshots show the list.
      await expect(view.getByRole('status').filter({ hasText: 'Stripe EU' })).toHaveCount(0);
      await expect(view.getByRole('table', { name: 'Payment connectors' }).getByRole('row').filter({ hasText: 'Stripe EU' })).toBeVisible();
    });

    // Disconnecting is a dangerous action: an old check asks "Confirm it's you" first.
    await row.getByRole('button', { name: 'Disconnect Stripe EU' }).filter({ visible: true }).click();
    const disconnect = page.getByRole('dialog', { name: 'Disconnect this connector?' });
    await expectDialogUsable(page, disconnect);
    await captureState(page, 'payment-connector-disconnect', async (view) => {
      await expect(view.getByRole('dialog', { name: 'Disconnect this connector?' })).toBeVisible();
    });
    await refuseOnceAsStale(page, 'paymentConnectors.delete');
    await disconnect.getByRole('button', { name: 'Disconnect' }).click();
    const confirm = page.getByRole('dialog', { name: "Confirm it's you" });
    await confirm.getByLabel('App secret').fill(tenant.appSecret);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Stripe EU disconnected' })).toBeVisible();
    await expect(disconnect).toBeHidden();
    await expect(table.getByRole('row').filter({ hasText: 'Stripe EU' })).toHaveCount(0);
    const left = await connectors(request, token);
    expect(left.map((connector) => connector.provider)).toEqual(['sandbox']);
  });

  test('an owner renames a connector, replaces its credentials (a refused key said in the form, a fresh check asked), disables and enables it; a phone shows the list as cards', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Connector edits ${Date.now()}`);
    const token = await tenantToken(request, tenant);
    const made = await request.post('/tenants/me/payment-connectors', {
      headers: bearer(token),
      data: { provider: 'stripe', name: 'Main Stripe', secretKey: stripeFakeKeys.accepted, webhookSecret: stripeFakeKeys.webhookSecret },
    });
    expect(made.status()).toBe(201);
    const connector = (await made.json()) as Connector;
    await signInAsTenant(page, tenant);
    await page.goto('/portal/payment-connectors');
    const table = page.getByRole('table', { name: 'Payment connectors' });

    await table.getByRole('button', { name: 'Edit Main Stripe' }).filter({ visible: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Main Stripe' });
    await expectDialogUsable(page, edit);
    await edit.getByLabel('Name').fill('Stripe EU');
    await edit.getByLabel('New secret or restricted key').fill(stripeFakeKeys.refused);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText(/^Stripe refused the secret key: Invalid API Key provided: /)).toBeVisible();
    await captureState(page, 'payment-connector-edit-refused', async (view) => {
      await expect(view.getByRole('dialog', { name: 'Edit Main Stripe' }).getByText(/^Stripe refused the secret key/)).toBeVisible();
    });
    expect((await connectors(request, token))[0]!.name).toBe('Main Stripe');

    // Changing credentials is a dangerous action: an old check asks "Confirm it's you" first.
    const newSigningSecret = `whsec_${Date.now()}replaced`;
    await edit.getByLabel('New secret or restricted key').fill(stripeFakeKeys.accepted);
    await edit.getByLabel('New webhook signing secret').fill(newSigningSecret);
    await refuseOnceAsStale(page, 'paymentConnectors.update');
    await edit.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('dialog', { name: "Confirm it's you" });
    await confirm.getByLabel('App secret').fill(tenant.appSecret);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `Stripe EU saved (new key ${lastFour(stripeFakeKeys.accepted)} and signing secret ${lastFour(newSigningSecret)})` })).toBeVisible();
    await expect(edit).toBeHidden();
    const row = table.getByRole('row').filter({ hasText: 'Stripe EU' });
    await expect(row).toContainText(`Signing secret ${lastFour(newSigningSecret)}`);
    expect((await connectors(request, token)).find((one) => one.id === connector.id)).toMatchObject({ name: 'Stripe EU' });

    // Disabled: new payments through it are refused, and it can no longer be tested or made the default until enabled again.
    await row.getByRole('button', { name: 'Edit Stripe EU' }).filter({ visible: true }).click();
    await page.getByRole('dialog', { name: 'Edit Stripe EU' }).getByLabel('State').selectOption('DISABLED');
    await page.getByRole('dialog', { name: 'Edit Stripe EU' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Stripe EU saved: disabled' })).toBeVisible();
    await expect(row).toContainText('Disabled by the tenant');
    await expect(row.getByRole('button', { name: 'Test Stripe EU' })).toHaveCount(0);
    const refused = await request.post('/payments', { headers: bearer(token), data: { amount: 10, currency: 'EUR', userId: 'customer-disabled' } });
    expect(refused.status()).toBe(422);
    await row.getByRole('button', { name: 'Edit Stripe EU' }).filter({ visible: true }).click();
    await page.getByRole('dialog', { name: 'Edit Stripe EU' }).getByLabel('State').selectOption('ENABLED');
    await page.getByRole('dialog', { name: 'Edit Stripe EU' }).getByRole('button', { name: 'Save' }).click();
    await expect(row.getByRole('button', { name: 'Test Stripe EU' }).filter({ visible: true })).toBeVisible();

    // A phone shows each connector as a card: no hint to swipe a table sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(row.getByText('Stripe EU').first()).toBeVisible();
    await expect(page.getByText('Swipe the table sideways')).toHaveCount(0);
  });

  test('a viewer reads the connectors without their controls, and the server refuses them', async ({ page, browser, baseURL, request }) => {
    const tenant = await registerTenant(request, `Connector viewers ${Date.now()}`);
    const token = await tenantToken(request, tenant);
    const made = await request.post('/tenants/me/payment-connectors', {
      headers: bearer(token),
      data: { provider: 'stripe', name: 'Main Stripe', secretKey: stripeFakeKeys.accepted, webhookSecret: stripeFakeKeys.webhookSecret },
    });
    expect(made.status()).toBe(201);
    const connector = (await made.json()) as Connector;

    await signInAsTenant(page, tenant);
    const viewer = { email: `connector-viewer-${Date.now()}@e2e.test`, name: 'Vera Viewer', password: 'viewer-password-123', role: 'viewer' as const };
    const { context, page: viewerPage } = await inviteAndSignIn(page, browser, tenant, viewer);
    await viewerPage.getByRole('link', { name: 'Payment connectors' }).first().click();
    await expect(heading(viewerPage)).toBeVisible();
    const row = viewerPage.getByRole('table', { name: 'Payment connectors' }).getByRole('row').filter({ hasText: 'Main Stripe' });
    await expect(row).toContainText(`Key ${lastFour(stripeFakeKeys.accepted)}`);
    await expect(row).toContainText('Default');
    await expect(row.getByText(connector.webhookUrl!).filter({ visible: true })).toBeVisible();
    await expect(viewerPage.getByRole('button', { name: 'Connect Stripe' })).toHaveCount(0);
    for (const action of ['Test', 'Set', 'Disconnect']) await expect(row.getByRole('button', { name: new RegExp(`^${action} `) })).toHaveCount(0);
    await captureState(viewerPage, 'portal-payment-connectors-viewer', async (view) => {
      await expect(view.getByRole('table', { name: 'Payment connectors' }).getByRole('row').filter({ hasText: 'Main Stripe' })).toBeVisible();
    });
    // A hidden button is not a permission: the server refuses the viewer's call.
    const forged = await viewerPage.request.post('/api/trpc/paymentConnectors.delete', { headers: { Origin: baseURL!, 'Content-Type': 'application/json' }, data: { id: connector.id } });
    expect(forged.status()).toBe(403);
    await context.close();
    expect((await connectors(request, token)).map((found) => found.status)).toEqual(['ENABLED']);
  });
  test('the payment, its refund and its dispute show Stripe’s ids with links to Stripe’s dashboard (test mode); a sandbox payment its id alone', async ({ page, request, baseURL }) => {
    const tenant = await registerTenant(request, `Dashboard links ${Date.now()}`);
    const token = await tenantToken(request, tenant);
    const connected = await request.post('/tenants/me/payment-connectors', {
      headers: bearer(token),
      data: { provider: 'stripe', name: 'Stripe EU', secretKey: stripeFakeKeys.accepted, webhookSecret: stripeFakeKeys.webhookSecret },
    });
    expect(connected.status()).toBe(201);
    const connector = (await connected.json()) as Connector;
    const pay = async (json: Record<string, unknown>) => {
      const answer = await request.post('/payments', { headers: bearer(token), data: { currency: 'EUR', userId: 'customer-links', ...json } });
      expect(answer.status()).toBe(201);
      return (await answer.json()) as { id: string; providerPaymentId: string; connectorId: string | null; provider: string };
    };
    // Stripe's events, signed as Stripe signs them with the connector's secret.
    const send = async (type: string, object: Record<string, unknown>) => {
      const payload = JSON.stringify({ id: `evt_${type.replace(/\W/g, '_')}_${Date.now()}`, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });
      const answer = await request.post(`/webhooks/stripe/${connector.id}`, {
        headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: stripeFakeKeys.webhookSecret }) },
        data: payload,
      });
      expect(answer.status()).toBe(200);
    };
    const payment = await pay({ amount: 80 });
    expect(payment).toMatchObject({ provider: 'stripe', connectorId: connector.id });
    // The customer pays with a test card, as Stripe.js would with the client secret; then Stripe's event arrives.
    const confirmed = await request.post(`http://127.0.0.1:${stripeFakePort(Number(new URL(baseURL!).port))}/v1/payment_intents/${payment.providerPaymentId}/confirm`, {
      headers: { Authorization: `Bearer ${stripeFakeKeys.accepted}`, 'content-type': 'application/x-www-form-urlencoded' },
      data: 'payment_method=pm_card_visa',
    });
    expect(confirmed.status()).toBe(200);
    await send('payment_intent.succeeded', { id: payment.providerPaymentId, object: 'payment_intent', status: 'succeeded' });
    const refunded = await request.post(`/payments/${payment.id}/refunds`, { headers: bearer(token), data: { amount: 15 } });
    expect(refunded.status()).toBe(201);
    const refund = (await refunded.json()) as { providerRefundId: string };
    const disputeId = `du_e2e${Date.now()}`;
    await send('charge.dispute.created', {
      id: disputeId,
      object: 'dispute',
      amount: 2000,
      currency: 'eur',
      payment_intent: payment.providerPaymentId,
      reason: 'product_not_received',
      status: 'needs_response',
      evidence_details: { due_by: Math.floor(Date.now() / 1000) + 7 * 86_400 },
    });
    const sandboxed = await request.post('/tenants/me/payment-connectors', { headers: bearer(token), data: { provider: 'sandbox', name: 'Sandbox' } });
    const sandboxPayment = await pay({ amount: 5, connectorId: ((await sandboxed.json()) as Connector).id });

    await signInAsTenant(page, tenant);
    await page.goto(`/portal/payments/${payment.id}`);
    const paymentLink = page.getByRole('link', { name: `${payment.providerPaymentId}, open in Stripe's dashboard (test mode)` });
    await expect(paymentLink).toHaveAttribute('href', `https://dashboard.stripe.com/test/payments/${payment.providerPaymentId}`);
    await expect(paymentLink).toHaveAttribute('target', '_blank');
    await expect(page.getByText('Stripe EU (Stripe, test mode)')).toBeVisible();
    const refundsTable = page.getByRole('table', { name: 'Refunds' });
    await expect(refundsTable.getByRole('link', { name: `${refund.providerRefundId}, open in Stripe's dashboard (test mode)` }).filter({ visible: true })).toHaveAttribute(
      'href',
      `https://dashboard.stripe.com/test/refunds/${refund.providerRefundId}`,
    );
    await captureViews(page, 'portal-payment-stripe-links', async (view) => {
      await expect(view.getByRole('link', { name: `${payment.providerPaymentId}, open in Stripe's dashboard (test mode)` })).toBeVisible();
    });

    const disputes = await request.get(`/disputes?paymentId=${payment.id}`, { headers: bearer(token) });
    const [dispute] = ((await disputes.json()) as { data: Array<{ id: string; providerDisputeId: string }> }).data;
    expect(dispute!.providerDisputeId).toBe(disputeId);
    await page.goto(`/portal/disputes/${dispute!.id}`);
    const disputeLink = page.getByRole('link', { name: `${disputeId}, open in Stripe's dashboard (test mode)` });
    await expect(disputeLink).toHaveAttribute('href', `https://dashboard.stripe.com/test/disputes/${disputeId}`);
    await captureViews(page, 'portal-dispute-stripe-links', async (view) => {
      await expect(view.getByRole('link', { name: `${disputeId}, open in Stripe's dashboard (test mode)` })).toBeVisible();
    });

    // The sandbox has no dashboard: its id is shown, copyable, and links nowhere.
    await page.goto(`/portal/payments/${sandboxPayment.id}`);
    await expect(page.getByText(sandboxPayment.providerPaymentId, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(sandboxPayment.providerPaymentId) })).toHaveCount(0);

    // Administrators see the same links.
    await page.context().clearCookies();
    await signInAsAdmin(page);
    await page.goto(`/admin/payments/${payment.id}`);
    await expect(page.getByRole('link', { name: `${payment.providerPaymentId}, open in Stripe's dashboard (test mode)` })).toHaveAttribute(
      'href',
      `https://dashboard.stripe.com/test/payments/${payment.providerPaymentId}`,
    );
  });
});
