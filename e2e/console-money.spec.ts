import { expect, type Locator, type Page } from '@playwright/test';
import { captureState, createPayment, desktop, expectNoSidewaysScroll, phone, providerSettles, registerTenant, signInAsAdmin, signInAsTenant, tenantToken, test } from './support/console';

const sizes = [desktop, phone] as const;
const schemes = ['light', 'dark'] as const;

const settled = async (page: Page) => {
  await expect(page.locator('.animate-pulse')).toHaveCount(0, { timeout: 15_000 });
};

/** The four charts of a panel, drawn (they are drawn once their panel is near the viewport). */
const chartsDrawn = (panel: (page: Page) => Locator) => async (page: Page) => {
  await panel(page).scrollIntoViewIfNeeded();
  await expect(panel(page).getByRole('figure')).toHaveCount(4, { timeout: 15_000 });
  await expect(panel(page).locator('figure canvas')).toHaveCount(4);
  await settled(page);
};

/**
 * Where the ink of a chart's y-axis labels begins, in CSS pixels from the canvas's left edge, and
 * how much ink there is: the labels are drawn on the canvas, right-aligned against the plot, so a
 * label too wide for its axis runs off the left edge (column 0) and is cut there.
 */
const yAxisInk = (figure: Locator) =>
  figure.evaluate((element) => {
    const canvas = element.querySelector('canvas');
    const plot = element.querySelector<HTMLElement>('.u-over');
    if (!canvas || !plot) return { ink: 0, firstColumn: -1 };
    const ratio = canvas.width / canvas.getBoundingClientRect().width;
    const axisWidth = Math.round(parseFloat(plot.style.left) * ratio);
    const plotBottom = Math.round((parseFloat(plot.style.top) + parseFloat(plot.style.height)) * ratio);
    // Not laid out yet: uPlot places the plot area when it first draws.
    if (!(axisWidth > 0 && plotBottom > 0)) return { ink: 0, firstColumn: -1 };
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, axisWidth, plotBottom).data;
    let ink = 0;
    let firstColumn = Infinity;
    for (let y = 0; y < plotBottom; y++) {
      for (let x = 0; x < axisWidth; x++) {
        if (pixels[(y * axisWidth + x) * 4 + 3]! > 0) {
          ink++;
          firstColumn = Math.min(firstColumn, x);
        }
      }
    }
    return { ink, firstColumn: firstColumn / ratio };
  });

/** Every chart of the panel has y-axis labels, and none of them is cut at the canvas's left edge. */
async function expectYAxisLabelsWhole(panel: Locator) {
  for (const figure of await panel.getByRole('figure').all()) {
    const name = await figure.getByRole('heading').innerText();
    await expect.poll(async () => (await yAxisInk(figure)).ink, { message: `${name}: y-axis labels drawn` }).toBeGreaterThan(0);
    const { firstColumn } = await yAxisInk(figure);
    expect(firstColumn, `${name}: the widest y-axis label begins inside the chart, not cut at its left edge`).toBeGreaterThanOrEqual(1);
  }
}

/** No cell of the panel's tables cuts its text, and at 1280 px no table hides columns to the side. */
async function expectTablesWhole(page: Page, panel: Locator) {
  const tables = panel.getByRole('region').filter({ has: page.locator('table') });
  expect(await tables.count()).toBeGreaterThan(0);
  for (const table of await tables.all()) {
    const fit = await table.evaluate((region) => ({
      hidden: region.scrollWidth - region.clientWidth,
      cutCells: [...region.querySelectorAll('td, th')].filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent),
    }));
    expect(fit.cutCells, `${await table.getAttribute('aria-label')}: cells whose text is cut`).toEqual([]);
    if (page.viewportSize()!.width >= desktop.width) expect(fit.hidden, `${await table.getAttribute('aria-label')}: columns out of sight at 1280 px`).toBeLessThanOrEqual(0);
  }
  await expectNoSidewaysScroll(page);
}

const portalTraffic = (page: Page) => page.getByRole('region', { name: 'Traffic', exact: true });
const adminTraffic = (page: Page) => page.getByRole('region', { name: 'Traffic across tenants' });

test.describe('money and counts in the console', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the payment-volume chart shows large HUF amounts whole on its axis, at 1280 and 375 px, light and dark', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Forint ${Date.now()}`);
    const token = await tenantToken(request, tenant);
    // 600,000 HUF created this hour, 400,000 of it succeeded: the axis counts in hundreds of thousands.
    // (The forint is written with or without its decimals, as the browser's currency data has it.)
    const payments = [];
    for (let index = 0; index < 3; index++) payments.push(await createPayment(request, token, { amount: 200_000, currency: 'HUF', userId: `buyer-${index}` }));
    for (const payment of payments.slice(0, 2)) await providerSettles(request, payment);

    await signInAsTenant(page, tenant);
    const volume = portalTraffic(page).getByRole('figure', { name: 'Payment volume' });
    for (const scheme of schemes) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const size of sizes) {
        await page.setViewportSize(size);
        await page.goto('/portal');
        await chartsDrawn(portalTraffic)(page);
        await expectYAxisLabelsWhole(portalTraffic(page));
        await expect(volume).toContainText(/3 payments created for HUF\s600,000(\.00)? and 2 succeeded for HUF\s400,000(\.00)?/);
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize(desktop);
    await captureState(page, 'money-portal-huf', chartsDrawn(portalTraffic));
  });

  test('money reads one way in the legend, the captions and the figures, whose tables are whole at 1280 and 375 px', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Ledger ${Date.now()}`);
    const token = await tenantToken(request, tenant);
    await providerSettles(request, await createPayment(request, token, { amount: 4242.7, currency: 'EUR', userId: 'buyer-eur' }));
    await createPayment(request, token, { amount: 1000, currency: 'EUR', userId: 'buyer-eur-2' });
    await createPayment(request, token, { amount: 200_000, currency: 'HUF', userId: 'buyer-huf' });

    await signInAsTenant(page, tenant);
    const traffic = portalTraffic(page);
    const volume = traffic.getByRole('figure', { name: 'Payment volume' });
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.goto('/portal');
      await chartsDrawn(portalTraffic)(page);
      // The busiest currency first; the caption and the legend (this hour's values) write money alike.
      await expect(volume).toContainText(/2 payments created for EUR\s5,242\.70 and 1 succeeded for EUR\s4,242\.70/);
      await expect(volume).toContainText(/Succeeded\s*EUR\s4,242\.70/);
      await expect(volume).toContainText(/Created\s*EUR\s5,242\.70/);
      await volume.getByLabel('Currency').selectOption('HUF');
      await expect(volume).toContainText(/1 payment created for HUF\s200,000(\.00)? and 0 succeeded for HUF\s0(\.00)?/);
      await expect(volume).toContainText(/Created\s*HUF\s200,000(\.00)?/);

      // The figures: payments one row per hour and currency, each amount in a cell of its own.
      await traffic.getByText(/^Figures as tables \(/).click();
      const rows = traffic.getByRole('region', { name: 'Payments per hour' }).locator('tbody tr');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0).locator('td')).toHaveText([/UTC$/, 'EUR', '2', /^EUR\s5,242\.70$/, '1', /^EUR\s4,242\.70$/]);
      await expect(rows.nth(1).locator('td')).toHaveText([/UTC$/, 'HUF', '1', /^HUF\s200,000(\.00)?$/, '0', /^HUF\s0(\.00)?$/]);
      await expectTablesWhole(page, traffic);
    }
    await captureState(page, 'money-portal-figures', async (current) => {
      await chartsDrawn(portalTraffic)(current);
      await expect(portalTraffic(current).getByRole('region', { name: 'Payments per hour' })).toBeVisible();
    });

    // The dashboard's panel writes every tenant's money the same way.
    await page.context().clearCookies();
    await signInAsAdmin(page);
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.goto('/admin');
      await chartsDrawn(adminTraffic)(page);
      const adminVolume = adminTraffic(page).getByRole('figure', { name: 'Payment volume' });
      await expect(adminVolume).toContainText(/created for [A-Z]{3}\s[\d,]+(\.\d\d)? and [\d,]+ succeeded for [A-Z]{3}\s[\d,]+(\.\d\d)?/);
      await adminTraffic(page).getByText(/^Figures as tables \(/).click();
      await expect(adminTraffic(page).getByRole('region', { name: 'Payments per hour' }).locator('tbody tr').first().locator('td').nth(3)).toHaveText(/^[A-Z]{3}\s[\d,]+(\.\d\d)?$/);
      await expectTablesWhole(page, adminTraffic(page));
      await expectYAxisLabelsWhole(adminTraffic(page));
    }
    await captureState(page, 'money-admin-dashboard', async (current) => {
      await chartsDrawn(adminTraffic)(current);
      await expect(current.getByRole('region', { name: 'Top tenants by requests' }).getByRole('link').first()).toBeVisible();
    });
  });

  test('status counts are linked in words with the right plural, saying where the link goes', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Counts ${Date.now()}`);
    const token = await tenantToken(request, tenant);
    const first = await createPayment(request, token, { amount: 10, currency: 'EUR', userId: 'buyer-1' });

    await signInAsTenant(page, tenant);
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.goto('/portal');
      await expect(page.getByRole('link', { name: 'View 1 pending payment', exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'View 0 succeeded payments', exact: true })).toBeVisible();
      await expect(page.getByText('1 payment in all', { exact: true })).toBeVisible();
    }

    await providerSettles(request, first);
    for (let index = 0; index < 2; index++) await createPayment(request, token, { amount: 10, currency: 'EUR', userId: `buyer-${index + 2}` });
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.goto('/portal');
      await expect(page.getByRole('link', { name: 'View 2 pending payments', exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'View 1 succeeded payment', exact: true })).toBeVisible();
      await expect(page.getByText('3 payments in all', { exact: true })).toBeVisible();
    }
    await page.getByRole('link', { name: 'View 2 pending payments' }).click();
    await expect(page).toHaveURL(/\/portal\/payments\?status=PENDING$/);

    // The administrator's tenants by status: "1 suspended tenant", "3 active tenants". The portal is
    // left first: its polling, once signed out, would send it to /login over the sign-in below.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await signInAsAdmin(page);
    for (const size of sizes) {
      await page.setViewportSize(size);
      const links = page.getByRole('link', { name: /^View \d+ (active|suspended|deleted) tenants?$/ });
      await expect(links).toHaveCount(3);
      for (const name of await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? element.textContent ?? ''))) {
        const [, count, , plural] = /^View (\d+) (\w+) tenant(s?)$/.exec(name)!;
        expect(plural === '', name).toBe(count === '1');
      }
    }
  });

  test('the dashboard and the portal overview lead with the traffic charts, at 1280 and 375 px', async ({ page, request }) => {
    const tenant = await registerTenant(request, `Leading ${Date.now()}`);
    await createPayment(request, await tenantToken(request, tenant), { amount: 25, currency: 'EUR', userId: 'buyer' });

    const leadsWith = async (title: string) => {
      // The first panel under the page's heading, on the first screen without scrolling.
      await expect(page.locator('main h2').first()).toHaveText(title);
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeInViewport();
      await expect(page.getByRole('region', { name: title, exact: true }).getByRole('figure').first()).toBeInViewport({ timeout: 15_000 });
    };
    await signInAsAdmin(page);
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.goto('/admin');
      await leadsWith('Traffic across tenants');
    }
    await page.context().clearCookies();
    await signInAsTenant(page, tenant);
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.goto('/portal');
      await leadsWith('Traffic');
    }
  });
});
