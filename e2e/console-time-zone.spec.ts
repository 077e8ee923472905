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

/** A chart's legend and the figures' tables name their bucket in the page's zone: India's hours start at :30 past a UTC hour. */
const indianHour = /\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:30 GMT\+5:30/;
const utcHour = /\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:00 UTC/;

test('charts, lists and pages read one zone, the reader’s, which the reader can switch and sees named', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const tenant = await registerTenant(request, `One clock ${Date.now()}`);
  const token = await tenantToken(request, tenant);
  const payment = await createPayment(request, token, { amount: 12, currency: 'EUR', userId: 'customer-clock' });
  const createdAt = ((await (await request.get(`/payments/${payment.id}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { createdAt: string }).createdAt;

  await signInAsTenant(page, tenant);
  await page.goto('/portal');
  const traffic = page.getByRole('region', { name: 'Traffic', exact: true });
  const volume = traffic.getByRole('figure', { name: 'Payment volume' });
  await volume.scrollIntoViewIfNeeded();
  await expect(volume.locator('canvas')).toHaveCount(1, { timeout: 15_000 });
  // The chart's legend (the newest hour), the figures' table and the shell all say India's zone.
  await expect(volume).toContainText(indianHour);
  await traffic.getByText(/^Figures as tables \(/).click();
  await expect(traffic.getByRole('region', { name: 'Payments per hour' }).locator('tbody tr').first().locator('td').first()).toHaveText(indianHour);
  // Chromium may name India's zone by its older IANA name, Asia/Calcutta.
  await expect(traffic).toContainText(/over the last 24 hours, in Asia\/(Kolkata|Calcutta) \(GMT\+5:30\)\./);
  const shown = page.getByText(/^Times in/);
  await expect(shown).toHaveText(/^Times in Asia\/(Kolkata|Calcutta) \(GMT\+5:30\) Change$/);

  // The list beside it: the same zone, in the same format.
  await page.goto('/portal/payments');
  const listed = page.getByRole('row').filter({ hasText: 'customer-clock' }).locator('time');
  await expect(listed).toHaveText(local(createdAt, false));

  // Days on the week's chart are India's days. (The figures' summary names its count once the
  // figures are in; until then a placeholder with the same first words holds its place.)
  await page.goto('/portal?window=7d');
  await page.getByRole('region', { name: 'Traffic', exact: true }).getByText(/^Figures as tables \(/).click();
  await expect(page.getByRole('region', { name: 'Payments per day' }).getByRole('columnheader').first()).toHaveText('Day (GMT+5:30)');

  // Switched to UTC: the list, the chart and the shell follow at once, and after a reload.
  await shown.getByRole('button', { name: 'Change' }).click();
  const dialog = page.getByRole('dialog', { name: 'Time zone' });
  await dialog.getByLabel('Show times in').selectOption('UTC');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveText('Times in UTC Change');
  await expect(page.getByRole('region', { name: 'Payments per day' }).getByRole('columnheader').first()).toHaveText('Day (UTC)');
  await page.goto('/portal');
  await page.getByRole('region', { name: 'Traffic', exact: true }).getByRole('figure', { name: 'Payment volume' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Traffic', exact: true }).getByRole('figure', { name: 'Payment volume' })).toContainText(utcHour, { timeout: 15_000 });
  await page.goto('/portal/payments');
  await expect(listed).toHaveText(utc(createdAt).replace(/:\d\d UTC$/, ' UTC'));

  // Back to the browser's own zone.
  await shown.getByRole('button', { name: 'Change' }).click();
  await page.getByRole('dialog', { name: 'Time zone' }).getByLabel('Show times in').selectOption('');
  await page.getByRole('dialog', { name: 'Time zone' }).getByRole('button', { name: 'Done' }).click();
  await expect(listed).toHaveText(local(createdAt, false));
});
