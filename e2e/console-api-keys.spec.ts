import { expect, type Page } from '@playwright/test';
import {
  captureState,
  captureViews,
  desktop,
  expectDialogUsable,
  expectNoSidewaysScroll,
  inviteAndSignIn,
  phone,
  refuseOnceAsStale,
  registerTenant,
  signInAsAdmin,
  signInAsTenant,
  tenantToken,
  test,
} from './support/console';


const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
/** How the console shows a key: its prefix (`bk_` and the 16-character key id) and its last four. */
const masked = (key: string) => `${key.slice(0, 19)}…${key.slice(-4)}`;
const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'API keys' });

/** Ticks "I have copied it" and closes the dialog that shows a key once; answers the key it showed. */
async function keyShownOnce(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  const shown = dialog.getByLabel('New API key');
  await expect(shown).toHaveText(/^bk_[A-Za-z0-9]{16}_[A-Za-z0-9]{32}$/);
  const key = (await shown.textContent())!;
  // Not closable until the reader says the key is copied: Escape only points at the checkbox.
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog.getByText('Tick “I have copied it” first: the dialog stays open until then.')).toBeVisible();
  await expect(dialog).toBeVisible();
  return { dialog, key };
}

async function closeShownKey(dialog: ReturnType<Page['getByRole']>) {
  await dialog.getByLabel('I have copied it').check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('API keys', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an owner creates a read-only payments key, copies it once, uses it over REST, rolls it and revokes the old one', async ({ page, request }) => {
    const tenant = await registerTenant(request, `API keys ${Date.now()}`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAsTenant(page, tenant);
    await page.getByRole('link', { name: 'API keys' }).first().click();
    await expect(heading(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'API keys' }).first()).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('No API key yet. Create one for each integration.')).toBeVisible();

    // The server's rules, shown at their fields in the words of the form.
    await page.getByRole('button', { name: 'Create API key' }).click();
    const create = page.getByRole('dialog', { name: 'Create API key' });
    await captureState(page, 'api-key-create', (view) => expectDialogUsable(view, create));
    await create.getByLabel('Allowed addresses').fill('10.0.0.1/8');
    await create.getByRole('button', { name: 'Create key' }).click();
    await expect(create.getByText('Name must be between 1 and 100 characters')).toBeVisible();
    await expect(create.getByText('Line 1: "10.0.0.1/8" has host bits set')).toBeVisible();
    await expect(create.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

    // "All permissions" holds every resource at write; unticked, the grid is the reader's again.
    await create.getByLabel('All permissions').check();
    await expect(create.getByRole('radiogroup', { name: 'Refunds' }).getByLabel('Write')).toBeChecked();
    await expect(create.getByRole('radiogroup', { name: 'Refunds' }).getByLabel('None')).toBeDisabled();
    await create.getByLabel('All permissions').uncheck();
    await expect(create.getByRole('radiogroup', { name: 'Refunds' }).getByLabel('None')).toBeChecked();

    await create.getByLabel('Name').fill('Reporting job');
    await create.getByLabel('Allowed addresses').fill('');
    await create.getByRole('radiogroup', { name: 'Payments' }).getByLabel('Read').check();
    await create.getByRole('button', { name: 'Create key' }).click();
    const { dialog: created, key } = await keyShownOnce(page, 'API key created');
    await expect(create).toBeHidden();
    await created.getByRole('button', { name: 'Copy API key' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await captureState(page, 'api-key-shown-once', (view) => expectDialogUsable(view, created));
    await closeShownKey(created);
    // Shown once: nowhere on the page now.
    await expect(page.getByText(key)).toHaveCount(0);

    const table = page.getByRole('table', { name: 'API keys' });
    const first = table.getByRole('row').filter({ hasText: masked(key) });
    await expect(first).toContainText('Reporting job');
    await expect(first).toContainText('Payments: read');
    await expect(first).toContainText('by the app secret or its token');
    await expect(first).toContainText('Active');

    // The key over REST: what it was given, and nothing more.
    expect((await request.get('/payments', { headers: bearer(key) })).status()).toBe(200);
    const refused = await request.post('/payments', { headers: bearer(key), data: { amount: 10, currency: 'EUR', userId: 'customer-1' } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('This API key lacks payments:write');

    // Rolling is a dangerous action: an old check asks "Confirm it's you" (the console's one
    // dialog for it), then the roll goes through once.
    await first.getByRole('button', { name: 'Roll Reporting job' }).click();
    const roll = page.getByRole('dialog', { name: 'Roll this API key?' });
    await expectDialogUsable(page, roll);
    await roll.getByLabel('Keep the old key working for').selectOption('1h');
    await refuseOnceAsStale(page, 'apiKeys.roll');
    await roll.getByRole('button', { name: 'Roll key' }).click();
    const confirm = page.getByRole('dialog', { name: "Confirm it's you" });
    await confirm.getByLabel('App secret').fill(tenant.appSecret);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(confirm).toBeHidden();
    const { dialog: rolled, key: newKey } = await keyShownOnce(page, 'API key rolled');
    expect(newKey).not.toBe(key);
    await expect(rolled).toContainText(`The old key (${masked(key)}) keeps working until`);
    await closeShownKey(rolled);

    const second = table.getByRole('row').filter({ hasText: masked(newKey) });
    await expect(table.getByRole('row').filter({ hasText: 'Reporting job' })).toHaveCount(2);
    await expect(first).toContainText('Rolling');
    await expect(second).toContainText('Active');
    await expect(second).toContainText('Payments: read');
    // Both work during the overlap.
    expect((await request.get('/payments', { headers: bearer(key) })).status()).toBe(200);
    expect((await request.get('/payments', { headers: bearer(newKey) })).status()).toBe(200);

    // Revoking the old one: confirmed, then refused over REST from the next request on.
    await first.getByRole('button', { name: 'Revoke Reporting job' }).click();
    const revoke = page.getByRole('dialog', { name: 'Revoke this API key?' });
    await expectDialogUsable(page, revoke);
    await revoke.getByRole('button', { name: 'Revoke key' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Reporting job revoked' })).toBeVisible();
    await expect(revoke).toBeHidden();
    await expect(first).toContainText('Revoked');
    await expect(first.getByRole('button')).toHaveCount(0);
    const revoked = await request.get('/payments', { headers: bearer(key) });
    expect(revoked.status()).toBe(401);
    expect(((await revoked.json()) as { message: string }).message).toBe('API key revoked');
    expect((await request.get('/payments', { headers: bearer(newKey) })).status()).toBe(200);

    // A use is written at most API_KEY_USAGE_WRITE_MS behind (a second for this server, a minute by
    // default); the list refreshes and says when, the exact time on hover.
    const lastUsed = second.getByText(/^(just now|1 minute ago)$/).filter({ visible: true });
    await expect(lastUsed).toBeVisible();
    await expect(lastUsed).toHaveAttribute('title', /^\d{2} \w{3} \d{4}, \d{2}:\d{2}:\d{2} /);

    await captureViews(page, 'portal-api-keys-owner', async (view) => {
      await expect(view.getByRole('table', { name: 'API keys' }).getByRole('row').filter({ hasText: masked(newKey) })).toBeVisible();
    });
    for (const size of [desktop, phone]) {
      await page.setViewportSize(size);
      await second.getByRole('button', { name: 'Roll Reporting job' }).click();
      await expectDialogUsable(page, roll);
      await roll.getByRole('button', { name: 'Cancel' }).click();
      await expect(roll).toBeHidden();
      await second.getByRole('button', { name: 'Revoke Reporting job' }).click();
      await expectDialogUsable(page, revoke);
      await revoke.getByRole('button', { name: 'Keep key' }).click();
      await expect(revoke).toBeHidden();
    }
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByRole('button', { name: 'Create API key' }).click();
    await expectDialogUsable(page, create);
    await page.screenshot({ path: 'test-results/console-screenshots/api-key-create-375-dark-scrolled.png' });
    await expectNoSidewaysScroll(page);
  });

  test('a viewer reads the keys without their actions, and the server refuses them; an administrator revokes a key on the tenant page', async ({ page, browser, baseURL, request }) => {
    const tenant = await registerTenant(request, `API key viewers ${Date.now()}`);
    const token = await tenantToken(request, tenant);
    const made = await request.post('/tenants/me/api-keys', { headers: bearer(token), data: { name: 'Ledger sync', permissions: { payments: 'write', refunds: 'read' }, allowedIps: ['127.0.0.1/32', '::1/128'] } });
    expect(made.status()).toBe(201);
    const ledger = (await made.json()) as { id: string; key: string };
    expect((await request.get('/refunds', { headers: bearer(ledger.key) })).status()).toBe(200);

    // The tenant's owner (its app secret) invites a viewer, who accepts from the mail.
    await signInAsTenant(page, tenant);
    const viewer = { email: `key-viewer-${Date.now()}@e2e.test`, name: 'Vic Viewer', password: 'viewer-password-123', role: 'viewer' as const };
    const { context, page: viewerPage } = await inviteAndSignIn(page, browser, tenant, viewer);

    await viewerPage.getByRole('link', { name: 'API keys' }).first().click();
    await expect(heading(viewerPage)).toBeVisible();
    const row = viewerPage.getByRole('table', { name: 'API keys' }).getByRole('row').filter({ hasText: masked(ledger.key) });
    await expect(row).toContainText('Ledger sync');
    await expect(row).toContainText('Payments: write');
    await expect(row).toContainText('Refunds: read');
    await expect(row).toContainText('From 127.0.0.1/32, ::1/128');
    await expect(viewerPage.getByRole('button', { name: 'Create API key' })).toHaveCount(0);
    await expect(row.getByRole('button')).toHaveCount(0);
    await captureState(viewerPage, 'portal-api-keys-viewer', async (view) => {
      await expect(view.getByRole('table', { name: 'API keys' }).getByRole('row').filter({ hasText: 'Ledger sync' })).toBeVisible();
      await expect(view.getByRole('table', { name: 'API keys' }).getByRole('button')).toHaveCount(0);
    });
    // A hidden button is not a permission: the server refuses the viewer's call.
    const forged = await viewerPage.request.post('/api/trpc/apiKeys.revoke', { headers: { Origin: baseURL!, 'Content-Type': 'application/json' }, data: { id: ledger.id } });
    expect(forged.status()).toBe(403);
    expect(await forged.text()).toContain('Your role (viewer) does not allow this; it needs developer.');
    await context.close();
    expect((await request.get('/refunds', { headers: bearer(ledger.key) })).status()).toBe(200);

    // The administrator sees the tenant's keys (never a key) and revokes one.
    await page.context().clearCookies();
    await signInAsAdmin(page);
    await page.goto(`/admin/tenants/${tenant.id}`);
    const section = page.getByRole('table', { name: 'API keys' });
    const adminRow = section.getByRole('row').filter({ hasText: masked(ledger.key) });
    await expect(adminRow).toContainText('Ledger sync');
    await expect(adminRow).toContainText('Active');
    const card = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'API keys' }) });
    await expect(card.getByText('1 in all', { exact: true })).toBeVisible();
    await expect(page.getByText(ledger.key)).toHaveCount(0);
    await captureState(page, 'admin-tenant-api-keys', async (view) => {
      await expect(view.getByRole('table', { name: 'API keys' }).getByRole('row').filter({ hasText: 'Ledger sync' })).toBeVisible();
    });
    await adminRow.getByRole('button', { name: 'Revoke Ledger sync' }).click();
    const revoke = page.getByRole('dialog', { name: 'Revoke this API key?' });
    await expectDialogUsable(page, revoke);
    await revoke.getByRole('button', { name: 'Revoke key' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ledger sync revoked' })).toBeVisible();
    await expect(adminRow).toContainText('Revoked');
    await expect(adminRow.getByRole('button')).toHaveCount(0);
    const refused = await request.get('/refunds', { headers: bearer(ledger.key) });
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe('API key revoked');
  });
});
