import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { captureState, createPayment, desktop, expectNoSidewaysScroll, phone, registerTenant, signInAsAdmin, signInAsTenant, tenantToken, test } from './support/console';
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
    const link = page.getByRole('link', { name: 'Export CSV' });
    if (size === desktop) {
      // A filter chosen on the page goes into the link. A choice made before the page is
      // interactive is lost: choose until the link has it.
      await expect(async () => {
        await page.getByRole('search', { name: 'Filter payments' }).getByLabel('Currency').selectOption('EUR');
        await expect(link).toHaveAttribute('href', /currency=EUR/, { timeout: 1_000 });
      }).toPass();
    } else {
      await page.goto(`/admin/payments?tenant=${tenant.id}&currency=EUR`);
    }
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

test('a refused export says why beside its button, in words a person reads, instead of a failed file', async ({ page, request }) => {
  const tenant = await registerTenant(request, `Export limit ${Date.now()}`);
  await signInAsTenant(page, tenant);
  await page.goto('/portal/payments');
  const link = page.getByRole('link', { name: 'Export CSV' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csvRecords(await readFile((await download.path())!, 'utf8'))).toEqual([]);

  // The tenant uses up its exports for the window (the browser's own session, as the link would).
  const href = (await link.getAttribute('href'))!;
  let answer = await page.request.get(href);
  for (let tries = 0; tries < 30 && answer.status() === 200; tries++) answer = await page.request.get(href);
  expect(answer.status()).toBe(429);

  // The wait is the limit's Retry-After, in minutes, or in seconds when under one (the exact
  // wording of each is the unit test's, components/console/download.test.ts).
  const retryAfter = Number(answer.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  await link.click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Too many exports' });
  await expect(refusal).toHaveText(/^Too many exports for now: you can export again in \d+ (minutes?|seconds?)\.$/);
  const [, count, unit] = /in (\d+) (minute|second)/.exec((await refusal.textContent())!)!;
  const statedSeconds = Number(count) * (unit === 'minute' ? 60 : 1);
  expect(statedSeconds).toBeGreaterThan(0);
  expect(statedSeconds).toBeLessThanOrEqual(Math.ceil(retryAfter / 60) * 60);
  await captureState(page, 'portal-payments-export-refused', async (view) => {
    await expect(view.getByRole('alert').filter({ hasText: 'Too many exports' })).toBeInViewport();
  });
});
