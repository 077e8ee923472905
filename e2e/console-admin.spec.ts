import { expect } from '@playwright/test';
import { consoleAdmin, registerTenant, signInAsAdmin, signInAsAdminWithForm, test } from './support/console';

test.describe('administrator console', () => {
  test('a wrong password is refused with a message; the right one opens the dashboard with live readiness', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('E-mail').fill(consoleAdmin.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid e-mail or password' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Password').fill(consoleAdmin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const dependencies = page.getByRole('list', { name: 'Dependencies' });
    for (const name of ['Database', 'Cache', 'Analytics']) {
      await expect(dependencies.getByRole('listitem').filter({ hasText: name })).toContainText('Up');
    }
    await expect(page.getByText('All systems up')).toBeVisible();

    // It refreshes on its own: the check time moves on without a reload.
    // In the reader’s zone, named after the time (UTC, CET, GMT+5:30).
    const checked = page.getByText(/^Checked \d{2}:\d{2}:\d{2} (UTC|GMT[+-][\d:]+|[A-Z]{3,4}) ·/);
    const first = await checked.textContent();
    await expect(checked).not.toHaveText(first!, { timeout: 12_000 });
  });

  test('register a tenant: a validation message first, then the tenant in the table', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Tenants', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible();

    await page.getByRole('button', { name: 'Register tenant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register tenant' });
    const appId = `globex-${Date.now()}`;
    await dialog.getByLabel('Name').fill('Globex Corporation');
    await dialog.getByLabel('App ID').fill(appId);
    await dialog.getByLabel('App secret').fill('too-short');
    await dialog.getByRole('button', { name: 'Register tenant' }).click();
    // Messages name the fields as the form's labels do, not as the API's JSON does.
    await expect(dialog.getByText('App secret must be at least 12 characters')).toBeVisible();
    await expect(dialog.getByText(/appSecret/)).toHaveCount(0);
    await expect(dialog.getByLabel('App secret')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('App secret').fill('a-long-enough-secret');
    await dialog.getByRole('button', { name: 'Register tenant' }).click();
    // The credentials are shown once, then the dialog closes on Done.
    const shown = page.getByRole('dialog', { name: 'Globex Corporation is registered' });
    await expect(shown.getByLabel('App ID', { exact: true })).toHaveText(appId);
    await expect(shown.getByLabel('App secret', { exact: true })).toHaveText('a-long-enough-secret');
    await expect(page.getByRole('status')).toContainText(`Globex Corporation registered with app ID ${appId}`);
    // Closed only once the secret is copied.
    await shown.getByRole('checkbox', { name: 'I have copied it' }).check();
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: appId })).toContainText('Active');

    // The same appId again: the server's 409 is shown next to the field.
    await page.getByRole('button', { name: 'Register tenant' }).click();
    await dialog.getByLabel('Name').fill('Globex again');
    await dialog.getByLabel('App ID').fill(appId);
    await dialog.getByLabel('App secret').fill('a-long-enough-secret');
    await dialog.getByRole('button', { name: 'Register tenant' }).click();
    await expect(dialog.getByText('App ID already exists')).toBeVisible();
    await expect(dialog.getByText(/appId/)).toHaveCount(0);
  });

  test('filters and sorting live in the URL: a reload shows the same view', async ({ page, request }) => {
    const marker = `Filterable ${Date.now()}`;
    const kept = await registerTenant(request, `${marker} A`);
    const other = await registerTenant(request, `${marker} B`);
    await signInAsAdmin(page);
    await page.goto('/admin/tenants');

    await page.getByLabel('Search').fill(marker);
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(marker).replace(/%20/g, '\\+')}`));
    await expect(page.getByRole('row').filter({ hasText: kept.appId })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: other.appId })).toBeVisible();

    // The first click on Name sorts A to Z, the second Z to A.
    const bodyRows = page.locator('tbody tr');
    await page.getByRole('button', { name: /^Name/ }).click();
    await expect(page).toHaveURL(/sortBy=name&sortOrder=asc|sortOrder=asc.*sortBy=name/);
    await expect(page.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(bodyRows.first()).toContainText(kept.appId);
    await page.getByRole('button', { name: /^Name/ }).click();
    await expect(page.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRows.first()).toContainText(other.appId);
    await page.getByRole('button', { name: /^Name/ }).click();
    await expect(page.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(bodyRows.first()).toContainText(kept.appId);
    // Dates start with the newest.
    await page.getByRole('button', { name: /^Created/ }).click();
    await expect(page.getByRole('columnheader', { name: /^Created/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRows.first()).toContainText(other.appId);
    await page.getByRole('button', { name: /^Name/ }).click();
    await expect(bodyRows.first()).toContainText(kept.appId);

    // Suspend B through its row, confirmed in a dialog; then show only suspended tenants.
    await page.getByRole('row').filter({ hasText: other.appId }).getByRole('button', { name: 'Suspend' }).click();
    const confirm = page.getByRole('dialog', { name: `Suspend ${other.name}?` });
    await expect(confirm).toContainText('can no longer sign in');
    await confirm.getByRole('button', { name: 'Suspend' }).click();
    await expect(page.getByRole('status')).toContainText(`${other.name} is suspended`);
    await expect(page.getByRole('row').filter({ hasText: other.appId })).toContainText('Suspended');

    await page.getByLabel('Status').selectOption('SUSPENDED');
    await expect(page).toHaveURL(/status=SUSPENDED/);
    await expect(page.getByRole('row').filter({ hasText: other.appId })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: kept.appId })).toHaveCount(0);

    await page.reload();
    await expect(page.getByLabel('Search')).toHaveValue(marker);
    await expect(page.getByLabel('Status')).toHaveValue('SUSPENDED');
    await expect(page.getByRole('row').filter({ hasText: other.appId })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: kept.appId })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  test('tenant detail: reactivate, then delete with confirmation; the audit trail names the administrator', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Detail ${Date.now()}`);
    await signInAsAdmin(page);
    await page.goto('/admin/tenants');
    await page.getByLabel('Search').fill(tenant.appId);
    await expect(page).toHaveURL(new RegExp(`search=${tenant.appId}`));
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await page.getByRole('link', { name: tenant.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: tenant.name })).toBeVisible();
    await expect(page.getByText(tenant.id).first()).toBeVisible();
    for (const section of ['Payments', 'Webhook deliveries', 'Audit trail']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByText('This tenant has no payments yet.')).toBeVisible();

    await page.getByRole('button', { name: `Suspend ${tenant.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
    await expect(page.getByRole('button', { name: `Reactivate ${tenant.name}` })).toBeVisible();
    await page.getByRole('button', { name: `Reactivate ${tenant.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reactivate' }).click();
    await expect(page.getByRole('status')).toContainText(`${tenant.name} is active again`);

    await page.getByRole('button', { name: `Delete ${tenant.name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${tenant.name}?` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: `Delete ${tenant.name}` }).click();
    await confirm.getByLabel(/Type the app ID/).fill(tenant.appId);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status')).toContainText(`${tenant.name} is deleted`);
    await expect(page.getByRole('button', { name: `Reactivate ${tenant.name}` })).toHaveCount(0);

    const trail = page.getByRole('table', { name: 'Audit events' });
    for (const action of ['tenant.registered', 'tenant.suspended', 'tenant.reactivated', 'tenant.deleted']) {
      await expect(trail.getByRole('row').filter({ hasText: action })).toHaveCount(1);
    }
    // The actor of a console action is the signed-in administrator, not the API key.
    await expect(trail.getByRole('row').filter({ hasText: 'tenant.deleted' })).not.toContainText('admin-api-key');
  });

  test('the audit log filters by action, kept in the URL', async ({ page, request }) => {
    await registerTenant(request, `Audited ${Date.now()}`);
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await page.getByLabel('Action').selectOption('person.sign_in.succeeded');
    await expect(page).toHaveURL(/action=person\.sign_in\.succeeded/);
    const rows = page.getByRole('table', { name: 'Audit events' }).locator('tbody tr');
    await expect(rows.first()).toContainText('person.sign_in.succeeded');
    // Every row, once the filtered page has replaced the previous one (read while it is shown, the
    // rows could still be the unfiltered page's).
    await expect(rows.filter({ hasNotText: 'person.sign_in.succeeded' })).toHaveCount(0);
  });

  test('sign out ends the session', async ({ page }) => {
    await signInAsAdminWithForm(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin/tenants');
    await expect(page).toHaveURL(/\/login$/);
  });
});
