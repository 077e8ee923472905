import { expect, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import {
  captureState,
  desktop,
  expectDialogUsable,
  expectNoSidewaysScroll,
  inviteAndSignIn,
  phone,
  registerTenant,
  signInAsAdmin,
  signInAsTenant,
  startWebhookReceiver,
  tenantToken,
  test,
} from './support/console';


/** Adds an endpoint through the page's dialog. */
async function addEndpoint(page: Page, endpoint: { url: string; description: string; types?: string[]; header?: { name: string; value: string } }) {
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
  await dialog.getByLabel('URL', { exact: true }).fill(endpoint.url);
  await dialog.getByLabel('Description', { exact: true }).fill(endpoint.description);
  for (const type of endpoint.types ?? []) await dialog.getByRole('checkbox', { name: new RegExp(`^${type.replace('.', '\\.')}`) }).check();
  if (endpoint.header) {
    await dialog.getByRole('button', { name: 'Add header' }).click();
    await dialog.getByLabel('Header 1 name').fill(endpoint.header.name);
    await dialog.getByLabel('Header 1 value').fill(endpoint.header.value);
  }
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(page.getByRole('status')).toContainText('Endpoint added');
  await expect(dialog).toBeHidden();
}

test.describe('webhook endpoints', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an owner adds endpoints, sends an example event, disables and enables one, reveals its secret and recovers deliveries', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Endpoints ${Date.now()}`);
    const orders = await startWebhookReceiver(200, 'thanks from the orders receiver');
    const backup = await startWebhookReceiver(503, 'backup is down');
    try {
      await signInAsTenant(page, tenant);
      await page.getByRole('link', { name: 'Webhook endpoints' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Webhook endpoints' })).toBeVisible();
      await expect(page.getByText('No endpoint yet. Add one to receive billing events.')).toBeVisible();

      // The server's rule, shown at its field in the words of its label.
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
      await expectDialogUsable(page, dialog);
      await dialog.getByLabel('URL', { exact: true }).fill('not a url');
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(dialog.getByText('URL must be a valid http or https URL')).toBeVisible();
      await expect(dialog.getByLabel('URL', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();

      await addEndpoint(page, { url: orders.url, description: 'Orders', types: ['payment.succeeded', 'payment.failed'], header: { name: 'X-Api-Key', value: 'receiver-key' } });
      await addEndpoint(page, { url: backup.url, description: 'Backup' });
      const table = page.getByRole('table', { name: 'Webhook endpoints' });
      const ordersRow = table.getByRole('row').filter({ hasText: orders.url });
      const backupRow = table.getByRole('row').filter({ hasText: backup.url });
      await expect(ordersRow).toContainText('payment.succeeded');
      await expect(ordersRow).toContainText('payment.failed');
      await expect(ordersRow).toContainText('Enabled');
      await expect(backupRow).toContainText('All events');
      // Nothing sent yet: no rate to show.
      await expect(backupRow.getByRole('cell').nth(3)).toHaveText('—');

      // The example event reaches the receiver with the custom header; the page shows its answer.
      await ordersRow.getByRole('link', { name: orders.url }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Webhook endpoints' })).toHaveAttribute('aria-current', 'page');
      const example = page.getByRole('region', { name: 'Send example event' });
      await example.getByLabel('Event type').selectOption('payment.succeeded');
      await example.getByRole('button', { name: 'Send example event' }).click();
      await expect(example).toContainText('HTTP 200');
      await expect(example.getByLabel('Response excerpt')).toHaveText('thanks from the orders receiver');
      const sent = orders.received.find((received) => received.body.includes('"payment.succeeded"'));
      expect(sent?.headers['x-api-key']).toBe('receiver-key');
      const deliveries = page.getByRole('region', { name: 'Deliveries', exact: true });
      await expect(deliveries.getByRole('row').filter({ hasText: 'payment.succeeded' })).toContainText('Succeeded');
      await expect(page.getByText('1 attempt in the last 24 hours, 1 answered 2xx (100%).')).toBeVisible();

      // Disabled: the page says so and sends nothing; enabled again, it can send.
      const details = page.getByRole('region', { name: 'Details' });
      await page.getByRole('button', { name: 'Disable', exact: true }).click();
      await expect(page.getByRole('status')).toContainText('Endpoint disabled');
      await expect(details).toContainText('Disabled');
      await expect(example.getByRole('button', { name: 'Send example event' })).toBeDisabled();
      await page.getByRole('button', { name: 'Enable', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Endpoint enabled' })).toBeVisible();
      await expect(details).toContainText('Enabled');
      await expect(example.getByRole('button', { name: 'Send example event' })).toBeEnabled();

      // The endpoint's own secret verifies what it was sent. Just signed in: no "Confirm it's you" is due.
      await page.getByRole('button', { name: 'Reveal secret' }).click();
      const secretBox = page.getByLabel('Webhook signing secret');
      await expect(secretBox).toHaveText(/^whsec_[A-Za-z0-9+/=]{40,}$/);
      const verified = new Webhook((await secretBox.textContent())!).verify(sent!.body, sent!.headers as Record<string, string>) as { type: string };
      expect(verified.type).toBe('payment.succeeded');

      await captureState(page, 'webhook-endpoint-owner', async (view) => {
        await expect(view.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
        await expect(view.getByRole('region', { name: 'Deliveries', exact: true }).getByRole('row').filter({ hasText: 'payment.succeeded' })).toBeVisible();
      });
      for (const size of [desktop, phone]) {
        await page.setViewportSize(size);
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
        const edit = page.getByRole('dialog', { name: 'Edit endpoint' });
        await expectDialogUsable(page, edit);
        await expect(edit.getByLabel('Header 1 name')).toHaveValue('X-Api-Key');
        await edit.getByRole('button', { name: 'Cancel' }).click();
        await page.getByRole('button', { name: 'Delete', exact: true }).click();
        const confirm = page.getByRole('dialog', { name: 'Delete this endpoint?' });
        await expectDialogUsable(page, confirm);
        await confirm.getByRole('button', { name: 'Cancel' }).click();
        await expect(confirm).toBeHidden();
      }
      await page.setViewportSize(desktop);

      // The backup receiver refuses; recovering since yesterday queues that delivery again.
      await page.getByRole('link', { name: 'All endpoints' }).click();
      await backupRow.getByRole('link', { name: backup.url }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Backup' })).toBeVisible();
      await example.getByRole('button', { name: 'Send example event' }).click();
      await expect(example).toContainText('HTTP 503');
      await expect(example).toContainText('Not delivered');
      const recover = page.getByRole('region', { name: 'Recover failed deliveries' });
      await expect(recover.getByLabel('Since')).not.toHaveValue('');
      await recover.getByRole('button', { name: 'Recover deliveries' }).click();
      await expect(recover).toContainText('1 delivery queued again.');
      await expect.poll(() => backup.received.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);

      await page.getByRole('link', { name: 'All endpoints' }).click();
      await expect(ordersRow.getByRole('cell').nth(3)).toContainText('100%');
      await captureState(page, 'webhook-endpoints-owner', async (view) => {
        await expect(view.getByRole('table', { name: 'Webhook endpoints' }).getByRole('row').filter({ hasText: orders.url })).toBeVisible();
      });

      // The delivery log names the endpoint of each delivery and filters by endpoint, the filter kept in the URL.
      await page.getByRole('link', { name: 'Webhook deliveries' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Webhook deliveries' })).toContainText('Webhook deliveries');
      await expect(page.getByText('Every event sent to each of your webhook endpoints')).toBeVisible();
      const log = page.getByRole('table', { name: 'Webhook deliveries' });
      await expect(log.getByRole('row').filter({ hasText: 'payment.succeeded' })).toContainText(orders.url);
      await expect(log.getByRole('row').filter({ hasText: 'webhook.test' })).toContainText(backup.url);
      const endpointFilter = page.getByLabel('Endpoint', { exact: true });
      await endpointFilter.selectOption({ label: backup.url });
      await expect(page).toHaveURL(/[?&]endpoint=[0-9a-f-]{36}(&|$)/);
      await expect(log.getByRole('row').filter({ hasText: 'payment.succeeded' })).toHaveCount(0);
      await expect(log.getByRole('row').filter({ hasText: 'webhook.test' })).toContainText(backup.url);
      await page.reload();
      await expect(endpointFilter.locator('option:checked')).toHaveText(backup.url);
      await expect(log.getByRole('row').filter({ hasText: 'webhook.test' })).toBeVisible();
      await expect(log.getByRole('row').filter({ hasText: orders.url })).toHaveCount(0);
      await captureState(page, 'webhook-deliveries-by-endpoint', async (view) => {
        await expect(view.getByRole('table', { name: 'Webhook deliveries' }).getByRole('row').filter({ hasText: 'webhook.test' })).toBeVisible();
      });
      await page.goBack();
      await expect(log.getByRole('row').filter({ hasText: 'payment.succeeded' })).toContainText(orders.url);
      await expect(endpointFilter).toHaveValue('');
      await page.getByRole('link', { name: 'Webhook endpoints' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Webhook endpoints' })).toBeVisible();

      await page.setViewportSize(phone);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      await expectDialogUsable(page, page.getByRole('dialog', { name: 'Add endpoint' }));
      await page.screenshot({ path: 'test-results/console-screenshots/webhook-endpoint-add-375-dark.png' });
      await expectNoSidewaysScroll(page);
    } finally {
      await orders.close();
      await backup.close();
    }
  });

  test('a viewer reads endpoints without their controls; an administrator sees them on the tenant page', async ({ page, browser, request }) => {
    const tenant = await registerTenant(request, `Endpoint viewers ${Date.now()}`);
    const token = await tenantToken(request, tenant);
    const created = await request.post('/tenants/me/webhook-endpoints', {
      headers: { Authorization: `Bearer ${token}` },
      data: { url: 'https://example.com/hooks/ledger', description: 'Ledger', eventTypes: ['payment.created', 'payment.processing', 'payment.succeeded', 'payment.failed'] },
    });
    expect(created.status()).toBe(201);

    // The tenant's owner (its app secret) invites a viewer, who accepts from the mail.
    await signInAsTenant(page, tenant);
    const viewer = { email: `endpoint-viewer-${Date.now()}@e2e.test`, name: 'Vera Viewer', password: 'viewer-password-123', role: 'viewer' as const };
    const { context, page: viewerPage } = await inviteAndSignIn(page, browser, tenant, viewer);

    await viewerPage.getByRole('link', { name: 'Webhook endpoints' }).click();
    const row = viewerPage.getByRole('table', { name: 'Webhook endpoints' }).getByRole('row').filter({ hasText: 'https://example.com/hooks/ledger' });
    // Four types fold: two shown, the rest behind "+2 more".
    await expect(row).toContainText('payment.created');
    await expect(row.getByText('+2 more').filter({ visible: true })).toBeVisible();
    await expect(viewerPage.getByRole('button', { name: 'Add endpoint' })).toHaveCount(0);
    await captureState(viewerPage, 'webhook-endpoints-viewer', async (view) => {
      await expect(view.getByRole('table', { name: 'Webhook endpoints' }).getByRole('row').filter({ hasText: 'Ledger' })).toBeVisible();
    });
    await row.getByRole('link', { name: 'https://example.com/hooks/ledger' }).click();
    await expect(viewerPage.getByRole('heading', { level: 1, name: 'Ledger' })).toBeVisible();
    await expect(viewerPage.getByText('Your role (Viewer) reads this endpoint.')).toBeVisible();
    for (const name of ['Edit', 'Delete', 'Disable', 'Send example event', 'Recover deliveries', 'Reveal secret', 'Rotate secret']) {
      await expect(viewerPage.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    await captureState(viewerPage, 'webhook-endpoint-viewer', async (view) => {
      await expect(view.getByRole('heading', { level: 1, name: 'Ledger' })).toBeVisible();
      await expect(view.getByText('No event has been sent to this endpoint yet.')).toBeVisible();
    });
    await context.close();

    // The administrator reads the tenant's endpoints on its page.
    await page.context().clearCookies();
    await signInAsAdmin(page);
    await page.goto(`/admin/tenants/${tenant.id}`);
    const section = page.getByRole('table', { name: 'Webhook endpoints' });
    await expect(section.getByRole('row').filter({ hasText: 'https://example.com/hooks/ledger' })).toContainText('Enabled');
    await expect(page.getByText('1 in all', { exact: true })).toBeVisible();
    // Read only: the tenant's endpoint pages are the tenant's.
    await expect(section.getByRole('link')).toHaveCount(0);
  });
});
