import { expect, type Page } from '@playwright/test';
import {
  captureState,
  captureViews,
  expectDialogUsable,
  inviteAndSignIn,
  refuseOnceAsStale,
  registerTenant,
  signInAsTenant,
  tenantToken,
  test,
} from './support/console';
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
});
