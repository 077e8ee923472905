import { expect } from '@playwright/test';
import { createPayment, registerTenant, signInAsTenant, tenantToken, test } from './support/console';

// A zone far from UTC with no daylight saving, so the expected text never depends on the date.
const zone = 'Asia/Kolkata';
test.use({ timezoneId: zone });

const local = (iso: string, seconds: boolean) =>
  new Date(iso).toLocaleString('en-GB', { year: 'numeric', month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit', ...(seconds ? { second: '2-digit' } : {}), timeZone: zone, timeZoneName: 'short' });
const utc = (iso: string) => new Date(iso).toLocaleString('en-GB', { year: 'numeric', month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });

test('times read in the browser’s time zone, with the same moment in UTC on hover', async ({ page, request }) => {
  const tenant = await registerTenant(request, `Time zone ${Date.now()}`);
  const token = await tenantToken(request, tenant);
  const payment = await createPayment(request, token, { amount: 12, currency: 'EUR', userId: 'customer-tz' });
  const createdAt = ((await (await request.get(`/payments/${payment.id}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { createdAt: string }).createdAt;

  await signInAsTenant(page, tenant);
  await page.goto('/portal/payments');
  const listed = page.getByRole('row').filter({ hasText: 'customer-tz' }).locator('time');
  // India is UTC+05:30: the list shows the local hour and the zone, and UTC on hover.
  await expect(listed).toHaveText(local(createdAt, false));
  await expect(listed).toHaveAttribute('title', utc(createdAt));
  await expect(listed).toHaveAttribute('datetime', createdAt);
  expect(local(createdAt, false)).not.toBe(utc(createdAt).replace(/:\d\d UTC$/, ' UTC'));

  await page.goto(`/portal/payments/${payment.id}`);
  const created = page.locator('dd time').first();
  await expect(created).toHaveText(local(createdAt, true));
  await expect(created).toHaveAttribute('title', utc(createdAt));
});
