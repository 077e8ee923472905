import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { createPayment, desktop, expectNoSidewaysScroll, phone, registerTenant, signInAsAdmin, tenantToken, test } from './support/console';
import { csvRecords } from './support/csv';

test('an administrator downloads the payments a filter shows as CSV, on a desktop and on a phone', async ({ page, request }) => {
  const tenant = await registerTenant(request, 'Export, Ltd');
  const other = await registerTenant(request, 'Not exported');
  const token = await tenantToken(request, tenant);
  const euro = await request.post('/payments', {
    headers: { Authorization: `Bearer ${token}` },
    data: { amount: 12.5, currency: 'EUR', userId: 'customer-1', description: '=HYPERLINK("http://evil.example","click")' },
  });
  expect(euro.status()).toBe(201);
  const euroPayment = (await euro.json()) as { id: string };
  await createPayment(request, token, { amount: 99, currency: 'USD', userId: 'customer-2' });
  await createPayment(request, await tenantToken(request, other), { amount: 7, currency: 'EUR', userId: 'customer-3' });

  await signInAsAdmin(page);
  for (const size of [desktop, phone]) {
    await page.setViewportSize(size);
    await page.goto(`/admin/payments?tenant=${tenant.id}`);
    if (size === desktop) {
      // A filter chosen on the page goes into the link.
      await page.getByRole('search', { name: 'Filter payments' }).getByLabel('Currency').selectOption('EUR');
    } else {
      await page.goto(`/admin/payments?tenant=${tenant.id}&currency=EUR`);
    }
    const link = page.getByRole('link', { name: 'Export CSV' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', new RegExp(`currency=EUR`));
    await expectNoSidewaysScroll(page);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
    const records = csvRecords(await readFile((await download.path())!, 'utf8'));
    expect(records).toEqual([
      expect.objectContaining({
        id: euroPayment.id,
        tenantId: tenant.id,
        tenantName: 'Export, Ltd',
        tenantAppId: tenant.appId,
        amount: '12.50',
        currency: 'EUR',
        description: `'=HYPERLINK("http://evil.example","click")`,
      }),
    ]);
  }
});
