import { expect, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import {
  captureState,
  captureViews,
  createPayment,
  expectDialogUsable,
  registerTenant,
  setPrimaryEndpoint,
  signInAsAdmin,
  signInAsTenant,
  startWebhookReceiver,
  tenantToken,
  test,
} from './support/console';

/** What the page's copy button put on the clipboard. */
const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** A UTC calendar date `days` from today, as a date input takes it. */
/** A day from today in the browser's zone (the test browser runs in the machine's), as a date input holds it. */
const localDate = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA');

test.describe('console credentials and tables', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('register with a generated secret: shown and copied once, then gone from the page', async ({ page, request }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/tenants');
    await page.getByRole('button', { name: 'Register tenant' }).click();
    const form = page.getByRole('dialog', { name: 'Register tenant' });
    const name = `Generated ${Date.now()}`;
    const appId = `gen-${Date.now()}`;
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('App ID').fill(appId);

    const secretField = form.getByLabel('App secret');
    await form.getByRole('button', { name: 'Generate secret' }).click();
    await expect(secretField).toHaveValue(/^[A-Za-z0-9_-]{32}$/);
    await expect(secretField).toHaveAttribute('type', 'password');
    const secret = await secretField.inputValue();
    // Each press makes a new one.
    await form.getByRole('button', { name: 'Generate secret' }).click();
    await expect(secretField).not.toHaveValue(secret);
    const generated = await secretField.inputValue();

    await form.getByRole('button', { name: 'Show secret' }).click();
    await expect(secretField).toHaveAttribute('type', 'text');
    await expect(form.getByRole('button', { name: 'Hide secret' })).toHaveAttribute('aria-pressed', 'true');
    await form.getByRole('button', { name: 'Copy secret' }).click();
    expect(await clipboardText(page)).toBe(generated);
    await expect(form.locator('[aria-live="polite"]').filter({ hasText: 'Copied' })).toHaveCount(1);
    await captureViews(page, 'admin-register-generated', (current) => expectDialogUsable(current, form));
    await form.getByRole('button', { name: 'Hide secret' }).click();
    await expect(secretField).toHaveAttribute('type', 'password');

    await form.getByRole('button', { name: 'Register tenant' }).click();
    const shown = page.getByRole('dialog', { name: `${name} is registered` });
    await expect(shown).toContainText('It will not be shown again');
    await expect(shown).toContainText('This secret will not be shown again.');
    await expect(shown.getByLabel('App ID', { exact: true })).toHaveText(appId);
    await expect(shown.getByLabel('App secret', { exact: true })).toHaveText(generated);
    await shown.getByRole('button', { name: 'Copy app ID' }).click();
    expect(await clipboardText(page)).toBe(appId);
    await shown.getByRole('button', { name: 'Copy secret' }).click();
    expect(await clipboardText(page)).toBe(generated);
    await captureViews(page, 'admin-register-show-once', (current) => expectDialogUsable(current, shown));

    await shown.getByRole('checkbox', { name: 'I have copied it' }).check();
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    expect(await page.content()).not.toContain(generated);
    // Opened again, the form starts empty: the secret is nowhere to be found.
    await page.getByRole('button', { name: 'Register tenant' }).click();
    await expect(form.getByLabel('App secret')).toHaveValue('');
    await form.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.content()).not.toContain(generated);

    // The generated secret is the tenant's: it signs in with it.
    const login = await request.post('/tenants/login', { data: { appId, appSecret: generated } });
    expect(login.status()).toBe(200);
  });

  test('deleting a tenant asks for its app ID typed exactly; ids have copy buttons', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Typed delete ${Date.now()}`);
    await signInAsAdmin(page);
    await page.goto(`/admin/tenants/${tenant.id}`);
    await expect(page.getByRole('heading', { level: 1, name: tenant.name })).toBeVisible();
    await page.getByRole('button', { name: 'Copy tenant ID' }).click();
    expect(await clipboardText(page)).toBe(tenant.id);
    await page.getByRole('button', { name: 'Copy app ID' }).click();
    expect(await clipboardText(page)).toBe(tenant.appId);

    await page.getByRole('button', { name: `Delete ${tenant.name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${tenant.name}?` });
    const typed = confirm.getByLabel(`Type the app ID ${tenant.appId} to confirm`);
    const remove = confirm.getByRole('button', { name: 'Delete' });
    await expect(remove).toBeDisabled();
    for (const wrong of [tenant.appId.slice(0, -1), tenant.appId.toUpperCase(), ` ${tenant.appId}`, `${tenant.appId} `]) {
      await typed.fill(wrong);
      await expect(remove).toBeDisabled();
    }
    // Enter does not get round the rule either.
    await typed.press('Enter');
    await expect(confirm).toBeVisible();
    await typed.fill(tenant.appId);
    await expect(remove).toBeEnabled();
    await captureViews(page, 'admin-delete-typed', (current) => expectDialogUsable(current, confirm));
    // Closing forgets what was typed.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: `Delete ${tenant.name}` }).click();
    await expect(typed).toHaveValue('');
    await expect(remove).toBeDisabled();
    await typed.fill(tenant.appId);
    await remove.click();
    await expect(page.getByRole('status')).toContainText(`${tenant.name} is deleted`);
  });

  test('rotating the webhook secret with a grace period: both secrets verify until it ends; none stops the old one at once', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Rotation ${Date.now()}`);
    const receiver = await startWebhookReceiver();
    try {
      // The tenant's secret is its primary endpoint's, revealed and rotated on that endpoint's page.
      const primaryPage = await setPrimaryEndpoint(request, tenant, receiver.url);
      await signInAsTenant(page, tenant);
      await page.goto(primaryPage);
      await page.getByRole('button', { name: 'Reveal secret' }).click();
      const secretBox = page.getByLabel('Webhook signing secret');
      // The real secret, not the masked placeholder shown until it has loaded.
      const revealedSecret = /^whsec_[A-Za-z0-9+/=]{40,}$/;
      await expect(secretBox).toHaveText(revealedSecret);
      const original = (await secretBox.textContent())!;
      await page.getByRole('button', { name: 'Copy signing secret' }).click();
      expect(await clipboardText(page)).toBe(original);

      await page.getByRole('button', { name: 'Rotate secret' }).click();
      const ask = page.getByRole('dialog', { name: 'Rotate the signing secret?' });
      const grace = ask.getByLabel('Keep the old secret valid for');
      await expect(grace).toHaveValue('24h');
      await expect(grace.locator('option')).toHaveText(['None: the old secret stops at once', '1 hour', '24 hours', '7 days']);
      await grace.selectOption({ label: '7 days' });
      await captureViews(page, 'portal-rotate-grace', (current) => expectDialogUsable(current, ask));
      await ask.getByRole('button', { name: 'Rotate secret' }).click();
      const done = page.getByRole('dialog', { name: 'Signing secret rotated' });
      const weekAhead = new Date(Date.now() + 7 * 86_400_000).toLocaleString('en-GB', { year: 'numeric', month: 'short', day: '2-digit', timeZone: 'UTC' });
      await expect(done).toContainText(`The old secret stays valid until ${weekAhead}`);
      await captureViews(page, 'portal-rotated', (current) => expectDialogUsable(current, done));
      await done.getByRole('checkbox', { name: 'I have copied it' }).check();
      await done.getByRole('button', { name: 'Done' }).click();
      await expect(secretBox).not.toHaveText(original);
      await expect(secretBox).toHaveText(revealedSecret);
      const rotated = (await secretBox.textContent())!;

      const sendTest = async () => {
        const before = receiver.received.length;
        const answer = page.getByRole('region', { name: 'Send example event' });
        await answer.getByRole('button', { name: 'Send example event' }).click();
        await expect(answer.getByText('Delivered')).toBeVisible();
        await expect.poll(() => receiver.received.length).toBeGreaterThan(before);
        const call = receiver.received.at(-1)!;
        return (secret: string) => {
          try {
            new Webhook(secret).verify(call.body, call.headers as Record<string, string>);
            return true;
          } catch {
            return false;
          }
        };
      };
      const duringGrace = await sendTest();
      expect([duringGrace(rotated), duringGrace(original)]).toEqual([true, true]);

      await page.getByRole('button', { name: 'Rotate secret' }).click();
      await ask.getByLabel('Keep the old secret valid for').selectOption('none');
      await ask.getByRole('button', { name: 'Rotate secret' }).click();
      await expect(done).toContainText('The old secret is no longer valid');
      await done.getByRole('checkbox', { name: 'I have copied it' }).check();
      await done.getByRole('button', { name: 'Done' }).click();
      await expect(secretBox).not.toHaveText(rotated);
      await expect(secretBox).toHaveText(revealedSecret);
      const latest = (await secretBox.textContent())!;
      const afterNone = await sendTest();
      expect([afterNone(latest), afterNone(rotated), afterNone(original)]).toEqual([true, false, false]);
    } finally {
      await receiver.close();
    }
  });

  test('payments: page numbers and page size kept in the URL, amounts right-aligned', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Pages ${Date.now()}`);
    const token = await tenantToken(request, tenant);
    for (let i = 1; i <= 25; i++) await createPayment(request, token, { amount: i, currency: 'EUR', userId: `user-${i}` });
    await signInAsTenant(page, tenant);
    await page.goto('/portal/payments');
    const pages = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pages).toContainText('1–20 of 25');
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('button', { name: 'First page' })).toBeDisabled();
    await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await pages.getByLabel('Rows per page').selectOption('10');
    await expect(page).toHaveURL(/limit=10/);
    await expect(pages).toContainText('1–10 of 25');
    await expect(page.getByRole('table', { name: 'Payments' }).locator('tbody tr')).toHaveCount(10);
    await pages.getByRole('button', { name: 'Last page' }).click();
    await expect(pages).toContainText('21–25 of 25');
    await expect(page).toHaveURL(/offset=20/);
    await expect(pages.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(pages.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(pages).toContainText('11–20 of 25');
    await page.reload();
    await expect(pages).toContainText('11–20 of 25');
    await expect(pages.getByLabel('Rows per page')).toHaveValue('10');
    await pages.getByRole('button', { name: 'Previous page' }).click();
    await expect(pages).toContainText('1–10 of 25');

    const table = page.getByRole('table', { name: 'Payments' });
    await expect(table.locator('th').first()).toHaveCSS('text-align', 'right');
    await expect(table.locator('tbody tr').first().locator('td').first()).toHaveCSS('text-align', 'right');
    await captureState(page, 'portal-payments-pages', async (current) => {
      await expect(current.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next page' })).toBeVisible();
    });
  });

  test('payments: searched by user id and filtered by a date range, in the URL', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Filters ${Date.now()}`);
    const token = await tenantToken(request, tenant);
    for (const userId of ['alice', 'alice', 'bob']) await createPayment(request, token, { amount: 10, currency: 'HUF', userId });
    await signInAsTenant(page, tenant);
    await page.goto('/portal/payments');
    const table = page.getByRole('table', { name: 'Payments' });
    const pages = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pages).toContainText('1–3 of 3');

    await page.getByLabel('User ID').fill('alice');
    await expect(page).toHaveURL(/userId=alice/);
    await expect(pages).toContainText('1–2 of 2');
    await expect(table.locator('tbody')).not.toContainText('bob');
    // Exact match: a prefix finds nothing.
    await page.getByLabel('User ID').fill('ali');
    await expect(table).toContainText('No payment matches these filters.');
    await page.getByLabel('User ID').fill('alice');
    await expect(pages).toContainText('1–2 of 2');

    // Whole days, both included: today to today is today.
    await page.getByLabel('From').fill(localDate(0));
    await expect(pages).toContainText('1–2 of 2');
    await page.getByLabel('To (inclusive)').fill(localDate(0));
    await expect(page).toHaveURL(new RegExp(`to=${localDate(0)}`));
    await expect(pages).toContainText('1–2 of 2');
    await page.getByLabel('From').fill(localDate(-1));
    await page.getByLabel('To (inclusive)').fill(localDate(-1));
    await expect(table).toContainText('No payment matches these filters.');
    await page.getByLabel('To (inclusive)').fill(localDate(1));
    await expect(pages).toContainText('1–2 of 2');
    await page.reload();
    await expect(page.getByLabel('User ID')).toHaveValue('alice');
    await expect(page.getByLabel('From')).toHaveValue(localDate(-1));
    await expect(page.getByLabel('To (inclusive)')).toHaveValue(localDate(1));
    await expect(pages).toContainText('1–2 of 2');
    await captureState(page, 'portal-payments-filters', async (current) => {
      await expect(current.getByRole('navigation', { name: 'Pagination' })).toContainText('1–2 of 2');
    });

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(pages).toContainText('1–3 of 3');
    await expect(page.getByLabel('User ID')).toHaveValue('');
  });
});
