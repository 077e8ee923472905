import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { captureState, captureViews, createPayment, expectDialogUsable, inviteAndSignIn, registerTenant, signInAsTenant, tenantToken, test } from './support/console';

type Price = { id: string; nickname: string | null; active: boolean; unitAmount: number; currency: string };
type Customer = { id: string; email: string | null; externalId: string | null };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function listed<T>(request: APIRequestContext, token: string, path: string): Promise<T[]> {
  const answer = await request.get(path, { headers: bearer(token) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: T[] }).data;
}

test.describe('Customers and prices', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an owner creates a price and a customer, sees them, searches customers and archives a price', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Catalog ${Date.now()}`);
    const token = await tenantToken(request, tenant);
    // What the lists also hold, made over REST: a one-off price, two customers, and the new customer's payment.
    expect((await request.post('/prices', { headers: bearer(token), data: { nickname: 'Setup fee', currency: 'HUF', unitAmount: 4_990_000 } })).status()).toBe(201);
    for (const data of [
      { email: 'grace.hopper@navy.example', name: 'Grace Hopper', externalId: 'user-1906' },
      { email: 'alan@bletchley.example', externalId: 'user-1912' },
    ]) {
      expect((await request.post('/customers', { headers: bearer(token), data })).status()).toBe(201);
    }
    await createPayment(request, token, { amount: 19.9, currency: 'EUR', userId: 'ada-42' });
    await signInAsTenant(page, tenant);

    // A monthly price with a trial, from the dialog; an amount with too many decimals is refused in the form first.
    await page.getByRole('link', { name: 'Prices' }).first().click();
    await expect(heading(page, 'Prices')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Prices' }).first()).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Create price' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create price' });
    await expectDialogUsable(page, dialog);
    await dialog.getByLabel('Nickname').fill('Pro monthly');
    await dialog.getByLabel('Currency').selectOption('EUR');
    await dialog.getByLabel('Amount').fill('19.999');
    await dialog.getByLabel('Billing').selectOption('month');
    await dialog.getByLabel('Trial days').fill('14');
    await dialog.getByRole('button', { name: 'Create price' }).click();
    await expect(dialog.getByText('Amount must be a number with at most 2 decimals')).toBeVisible();
    await dialog.getByLabel('Amount').fill('19.90');
    await dialog.getByRole('button', { name: 'Create price' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'EUR\u00a019.90 every month created' })).toBeVisible();
    const prices = page.getByRole('table', { name: 'Prices' });
    const pro = prices.getByRole('row').filter({ hasText: 'Pro monthly' });
    await expect(pro).toContainText('EUR\u00a019.90');
    await expect(pro).toContainText('Every month');
    await expect(pro).toContainText('14-day trial');
    await expect(pro).toContainText('Active');
    await expect(prices.getByRole('row').filter({ hasText: 'Setup fee' })).toContainText('HUF\u00a049,900.00');
    const created = (await listed<Price>(request, token, '/prices')).find((price) => price.nickname === 'Pro monthly')!;
    expect(created).toMatchObject({ unitAmount: 1990, currency: 'EUR', active: true });

    await captureViews(page, 'portal-prices', async (view) => {
      await expect(view.getByRole('status').filter({ hasText: 'created' })).toHaveCount(0);
      await expect(view.getByRole('table', { name: 'Prices' }).getByRole('row').filter({ hasText: 'Pro monthly' })).toBeVisible();
    });

    // Archived: still listed (and readable), out of the active ones.
    await pro.getByRole('button', { name: 'Archive Pro monthly' }).filter({ visible: true }).click();
    const archive = page.getByRole('dialog', { name: 'Archive this price?' });
    await expectDialogUsable(page, archive);
    await archive.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Pro monthly archived' })).toBeVisible();
    await expect(pro).toContainText('Archived');
    await expect(pro.getByRole('button', { name: 'Restore Pro monthly' }).filter({ visible: true })).toBeVisible();
    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Active' }).click();
    await expect(prices.getByRole('row').filter({ hasText: 'Setup fee' })).toBeVisible();
    await expect(prices.getByRole('row').filter({ hasText: 'Pro monthly' })).toHaveCount(0);
    expect((await listed<Price>(request, token, '/prices?active=false')).map((price) => price.id)).toEqual([created.id]);

    // A customer from the dialog opens on its page, with its payment.
    await page.getByRole('link', { name: 'Customers' }).first().click();
    await expect(heading(page, 'Customers')).toBeVisible();
    await page.getByRole('button', { name: 'Add customer' }).click();
    const add = page.getByRole('dialog', { name: 'Add customer' });
    await expectDialogUsable(page, add);
    await add.getByLabel('E-mail').fill('ada@engine.example');
    await add.getByLabel('Name').fill('Ada Lovelace');
    await add.getByLabel('External ID').fill('user-1906');
    await add.getByRole('button', { name: 'Add customer' }).click();
    // The external id is taken: the server's 409 is said in the form.
    await expect(add.getByText('A customer with externalId "user-1906" already exists')).toBeVisible();
    await add.getByLabel('External ID').fill('ada-42');
    await add.getByRole('button', { name: 'Add customer' }).click();
    await expect(add).toBeHidden();
    await expect(heading(page, 'Ada Lovelace')).toBeVisible();
    await expect(page.getByText('ada@engine.example').first()).toBeVisible();
    const payments = page.getByRole('table', { name: 'Payments' });
    await expect(payments.getByRole('row').filter({ hasText: 'EUR\u00a019.90' })).toBeVisible();
    const ada = (await listed<Customer>(request, token, '/customers?externalId=ada-42'))[0]!;
    await expect(page).toHaveURL(new RegExp(`/portal/customers/${ada.id}$`));
    await captureState(page, 'portal-customer', async (view) => {
      await expect(view.getByRole('status').filter({ hasText: 'added' })).toHaveCount(0);
      await expect(view.getByRole('table', { name: 'Payments' }).getByRole('row').filter({ hasText: 'EUR\u00a019.90' })).toBeVisible();
    });

    // The list, then searched by the start of an e-mail or an external id.
    await page.getByRole('link', { name: 'All customers' }).click();
    const customers = page.getByRole('table', { name: 'Customers' });
    await expect(customers.getByRole('row').filter({ hasText: 'Ada Lovelace' })).toBeVisible();
    await expect(customers.getByRole('row')).toHaveCount(4);
    await captureViews(page, 'portal-customers', async (view) => {
      await expect(view.getByRole('status').filter({ hasText: 'added' })).toHaveCount(0);
      await expect(view.getByRole('table', { name: 'Customers' }).getByRole('row').filter({ hasText: 'Grace Hopper' })).toBeVisible();
    });
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('GRACE');
    await expect(customers.getByRole('row').filter({ hasText: 'Grace Hopper' })).toBeVisible();
    await expect(customers.getByRole('row')).toHaveCount(2);
    await expect(page).toHaveURL(/search=GRACE/);
    await search.fill('user-19');
    await expect(customers.getByRole('row')).toHaveCount(3);
    await expect(customers.getByRole('row').filter({ hasText: 'Ada Lovelace' })).toHaveCount(0);
    await search.fill('nobody');
    await expect(customers.getByText('No customer’s e-mail or external ID starts with this.')).toBeVisible();
  });

  test('a viewer reads customers and prices without create or archive buttons, and the server refuses them', async ({ page, browser, baseURL, request }) => {
    const tenant = await registerTenant(request, `Catalog viewers ${Date.now()}`);
    const token = await tenantToken(request, tenant);
    expect((await request.post('/prices', { headers: bearer(token), data: { nickname: 'Basic', currency: 'EUR', unitAmount: 900, recurring: { interval: 'month' } } })).status()).toBe(201);
    expect((await request.post('/customers', { headers: bearer(token), data: { email: 'reader@example.com', externalId: 'r-1' } })).status()).toBe(201);
    await signInAsTenant(page, tenant);
    const viewer = { email: `catalog-viewer-${Date.now()}@e2e.test`, name: 'Vera Viewer', password: 'viewer-password-123', role: 'viewer' as const };
    const { context, page: viewerPage } = await inviteAndSignIn(page, browser, tenant, viewer);

    await viewerPage.getByRole('link', { name: 'Prices' }).first().click();
    await expect(heading(viewerPage, 'Prices')).toBeVisible();
    await expect(viewerPage.getByRole('table', { name: 'Prices' }).getByRole('row').filter({ hasText: 'Basic' })).toContainText('EUR\u00a09.00');
    await expect(viewerPage.getByRole('button', { name: 'Create price' })).toHaveCount(0);
    await expect(viewerPage.getByRole('button', { name: /^Archive / })).toHaveCount(0);

    await viewerPage.getByRole('link', { name: 'Customers' }).first().click();
    await expect(viewerPage.getByRole('table', { name: 'Customers' }).getByRole('row').filter({ hasText: 'reader@example.com' })).toBeVisible();
    await expect(viewerPage.getByRole('button', { name: 'Add customer' })).toHaveCount(0);

    // A hidden button is not a permission: the server refuses the viewer's calls.
    for (const [procedure, data] of [
      ['prices.create', { currency: 'EUR', unitAmount: 100 }],
      ['customers.create', { email: 'forged@example.com' }],
    ] as const) {
      const forged = await viewerPage.request.post(`/api/trpc/${procedure}`, { headers: { Origin: baseURL!, 'Content-Type': 'application/json' }, data });
      expect(forged.status(), procedure).toBe(403);
    }
    await context.close();
    expect(await listed(request, token, '/prices')).toHaveLength(1);
    expect(await listed(request, token, '/customers')).toHaveLength(1);
  });
});
