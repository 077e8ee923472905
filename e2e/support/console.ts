import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, stat } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { Webhook } from 'standardwebhooks';
import { lastMailId, linkIn, waitForMail } from './mailbox';
import { currentServer, serverTest } from './servers';

/** The administrator the e2e server is started with (playwright.config.ts). */
export const consoleAdmin = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

type Secrets = { ADMIN_API_KEY: string; PAYMENT_PROVIDER_WEBHOOK_SECRET: string };
/** The secrets the current worker's server generated at its first start (its data folder's `secrets.json`). */
export const serverSecrets = async () => JSON.parse(await readFile(path.join(currentServer().dataDir, 'secrets.json'), 'utf8')) as Secrets;
export const adminKey = async () => (await serverSecrets()).ADMIN_API_KEY;

export type TestTenant = { id: string; appId: string; name: string; appSecret: string };

/** A fresh tenant, registered through the REST API with the admin key. */
export async function registerTenant(request: APIRequestContext, name = 'Acme Widgets'): Promise<TestTenant> {
  const appId = `e2e-${randomUUID().slice(0, 8)}`;
  const appSecret = 'e2e-tenant-secret-123';
  const response = await request.post('/tenants/register', { headers: { 'X-Admin-Key': await adminKey() }, data: { name, appId, appSecret } });
  expect(response.status()).toBe(201);
  const tenant = (await response.json()) as { id: string };
  return { id: tenant.id, appId, name, appSecret };
}

export async function tenantToken(request: APIRequestContext, tenant: TestTenant): Promise<string> {
  const response = await request.post('/tenants/login', { data: { appId: tenant.appId, appSecret: tenant.appSecret } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * Sets the tenant's webhook URL (its primary endpoint) through the API, and answers the path of that
 * endpoint's page in the portal, the one place where it is changed, tested and its secret revealed
 * and rotated.
 */
export async function setPrimaryEndpoint(request: APIRequestContext, tenant: TestTenant, url: string): Promise<string> {
  const auth = { Authorization: `Bearer ${await tenantToken(request, tenant)}` };
  expect((await request.patch('/tenants/me', { headers: auth, data: { webhookUrl: url } })).status()).toBe(200);
  const endpoints = (await (await request.get('/tenants/me/webhook-endpoints', { headers: auth })).json()) as { data: Array<{ id: string; primary: boolean }> };
  return `/portal/webhooks/endpoints/${endpoints.data.find((endpoint) => endpoint.primary)!.id}`;
}

/** A payment of the tenant, created through the REST API. */
export async function createPayment(request: APIRequestContext, token: string, payment: { amount: number; currency: string; userId: string }) {
  const response = await request.post('/payments', { headers: { Authorization: `Bearer ${token}` }, data: payment });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; providerPaymentId: string };
}

/** A signed event to the payment provider's webhook, as the provider sends it. */
async function sendProviderEvent(request: APIRequestContext, type: string, data: Record<string, string>) {
  const event = { id: `evt_${randomUUID()}`, type, createdAt: new Date().toISOString(), data };
  const body = JSON.stringify(event);
  const at = new Date();
  const response = await request.post('/webhooks/paymentprovider', {
    headers: {
      'Content-Type': 'application/json',
      'webhook-id': event.id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook((await serverSecrets()).PAYMENT_PROVIDER_WEBHOOK_SECRET).sign(event.id, at, body),
    },
    data: body,
  });
  expect(response.status()).toBe(200);
}

/** The payment provider says the payment succeeded. */
export async function providerSettles(request: APIRequestContext, payment: { providerPaymentId: string }) {
  await sendProviderEvent(request, 'payment.succeeded', { providerPaymentId: payment.providerPaymentId });
}

/** The payment provider says the refund went through. */
export async function providerRefunds(request: APIRequestContext, refund: { providerRefundId: string }) {
  await sendProviderEvent(request, 'refund.succeeded', { providerRefundId: refund.providerRefundId });
}

/**
 * The payment provider says the payer disputes a settled payment (the whole of it unless `amount`
 * says otherwise), to be answered by `evidenceDueBy`.
 */
export async function providerDisputes(
  request: APIRequestContext,
  dispute: { providerPaymentId: string; providerDisputeId: string; reason: string; evidenceDueBy: Date; amount?: string },
) {
  const { evidenceDueBy, amount, ...ids } = dispute;
  await sendProviderEvent(request, 'dispute.created', { ...ids, evidenceDueBy: evidenceDueBy.toISOString(), ...(amount ? { amount } : {}) });
}

const SIGN_IN_TIMEOUT_MS = 30_000;

/** Where a worker keeps its administrator's signed-in browser state: beside its server's embedded database. */
export const adminStatePath = () => path.join(currentServer().dataDir, 'admin-state.json');

/**
 * Opens the administrators' console with the worker's shared session: the first test of a worker
 * signs in through the form and keeps the browser state in its server's data folder; every later
 * test that only needs to be an administrator opens the console with it. A test that signs out or
 * changes how the administrator signs in uses `signInAsAdminWithForm`, as ending that session would
 * sign every later test out.
 */
export async function signInAsAdmin(page: Page) {
  const savedAt = await stat(adminStatePath()).then(
    (state) => state.mtimeMs,
    () => undefined,
  );
  if (savedAt === undefined || Date.now() - savedAt > SHARED_SESSION_RENEW_AFTER_MS) {
    // Dangerous actions (inviting, changing a webhook URL) ask again after ten minutes of a
    // sign-in: past half of that, the shared session is signed in anew, so that a test never meets
    // the "confirm it's you" dialog it did not ask for.
    await signInAsAdminWithForm(page);
    await saveAdminState(page);
    return;
  }
  const { cookies } = JSON.parse(await readFile(adminStatePath(), 'utf8')) as { cookies: Parameters<BrowserContext['addCookies']>[0] };
  await page.context().addCookies(cookies);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
}

/** Half the ten minutes after which the console asks a signed-in person to confirm it's them. */
const SHARED_SESSION_RENEW_AFTER_MS = 5 * 60_000;

/** Keeps the page's signed-in state as the run's shared administrator session (written whole, then renamed: a reader never sees half). */
export async function saveAdminState(page: Page) {
  const partial = `${adminStatePath()}.${process.pid}.tmp`;
  await page.context().storageState({ path: partial });
  await rename(partial, adminStatePath());
}

/** Signs the administrator in through the sign-in form: a session of its own. */
export async function signInAsAdminWithForm(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(consoleAdmin.email);
  await page.getByLabel('Password').fill(consoleAdmin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Signing in hashes the password and loads the console: on a busy machine it takes more than 5 s.
  await expect(page).toHaveURL(/\/admin$/, { timeout: SIGN_IN_TIMEOUT_MS });
}

/**
 * Signs a tenant in to the portal the way the sign-in form does (next-auth's CSRF token, then its
 * `tenant` credentials callback), without loading the form: the form itself is tested by the
 * sign-in specs, and most tests only need a tenant's session. The browser context keeps the cookie.
 */
export async function signInAsTenant(page: Page, tenant: TestTenant) {
  const origin = currentServer().baseURL;
  const request = page.context().request;
  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const answer = await request.post('/api/auth/callback/tenant', {
    headers: { Origin: origin },
    form: { appId: tenant.appId, appSecret: tenant.appSecret, csrfToken, callbackUrl: '/', json: 'true' },
  });
  const { url } = (await answer.json()) as { url?: string };
  expect(url && new URL(url, origin).searchParams.get('error'), 'tenant sign-in').toBeNull();
  await page.goto('/portal');
  await expect(page).toHaveURL(/\/portal$/, { timeout: SIGN_IN_TIMEOUT_MS });
}

/**
 * A person joins the tenant the way people do: its owner, signed in on `page` in the portal,
 * invites them from Team with `role`; they accept from the mail, choose their password and sign in,
 * in a browser of their own (closed with its context). Their page ends on `/portal`.
 */
export async function inviteAndSignIn(
  page: Page,
  browser: Browser,
  tenant: TestTenant,
  person: { email: string; name: string; password: string; role: 'owner' | 'developer' | 'viewer' },
): Promise<{ context: BrowserContext; page: Page }> {
  await page.getByRole('link', { name: 'Team' }).first().click();
  const before = await lastMailId(person.email);
  await page.getByRole('button', { name: 'Invite' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite someone' });
  await invite.getByLabel('E-mail').fill(person.email);
  await invite.getByLabel('Role').selectOption(person.role);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${person.email}`)).toBeVisible();
  const mail = await waitForMail(person.email, { subject: `Invitation to join ${tenant.name}`, after: before });

  const context = await browser.newContext({ viewport: desktop });
  const joined = await context.newPage();
  await joined.goto(linkIn(mail, `${currentServer().baseURL}/invite/`));
  await joined.getByLabel('Name').fill(person.name);
  await joined.getByLabel('Choose a password').fill(person.password);
  await joined.getByRole('button', { name: 'Accept invitation' }).click();
  await joined.getByRole('link', { name: 'Sign in', exact: true }).click();
  await joined.getByLabel('E-mail').fill(person.email);
  await joined.getByLabel('Password').fill(person.password);
  await joined.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(joined).toHaveURL(/\/portal$/, { timeout: SIGN_IN_TIMEOUT_MS });
  return { context, page: joined };
}

/** Signs a tenant in through the sign-in form's app-secret tab. */
export async function signInAsTenantWithForm(page: Page, tenant: TestTenant) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'App secret' }).click();
  await page.getByLabel('App ID').fill(tenant.appId);
  await page.getByLabel('App secret').fill(tenant.appSecret);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/portal$/, { timeout: SIGN_IN_TIMEOUT_MS });
}

/**
 * Answers the next console call of `procedure` as the server answers a session whose last check
 * is over ten minutes old (a real one would take ten minutes to age): the other calls of the same
 * batch go through untouched. A call alone in its batch (as a mutation is) never reaches the server,
 * so a refused mutation (a key rolled) is made once, when the console sends it again after
 * "Confirm it's you".
 */
export async function refuseOnceAsStale(page: Page, procedure: string) {
  await page.route(
    (url) => url.pathname.startsWith('/api/trpc/') && decodeURIComponent(url.pathname.slice('/api/trpc/'.length)).split(',').includes(procedure),
    async (route) => {
      const paths = decodeURIComponent(new URL(route.request().url()).pathname.slice('/api/trpc/'.length)).split(',');
      const refusal = { error: { message: "Confirm it's you: enter the app secret again.", code: -32003, data: { code: 'FORBIDDEN', httpStatus: 403, path: procedure, reason: 'reverify_required' } } };
      const batched = new URL(route.request().url()).searchParams.has('batch');
      const others = batched && paths.length > 1 ? ((await (await route.fetch()).json()) as unknown[]) : [];
      const body = batched ? paths.map((path, index) => (path === procedure ? refusal : others[index])) : refusal;
      await route.fulfill({ status: batched && paths.length > 1 ? 207 : 403, contentType: 'application/json', body: JSON.stringify(body) });
    },
    { times: 1 },
  );
}

/**
 * Every console test fails on a console error or an uncaught exception in the page: a user would
 * not see them, but they are bugs.
 */
export const test = serverTest.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // Chromium logs every 4xx answer as an error; a refused sign-in (401) or a taken appId (409)
        // are answers the page shows the user, not bugs. A 5xx, or anything else, is a failure.
        if (message.type() === 'error' && !/^Failed to load resource: the server responded with a status of 4\d\d /.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * No serious or critical axe violation on the page as it is now (`within`: in that part of it only;
 * `contrastOnly`: the colour-contrast rule alone, for a second theme of a page already checked whole).
 *
 * axe-core runs in the page through its own `axe.run`, injected once per document. The
 * `@axe-core/playwright` builder injected the 600 kB engine on every run and opened a blank page
 * to gather the results: 4 to 6 s a run on this 2-core machine, where the run itself takes 0.1 to
 * 0.8 s (the page sweep runs axe twice per page). The console has no cross-origin frame, the one
 * thing the builder's extra page was for.
 */
export async function expectAccessible(page: Page, options: { contrastOnly?: boolean; within?: string } = {}) {
  // Evaluated as a script through the DevTools protocol, so the console's CSP (no 'unsafe-eval') does not apply.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  const runOptions: RunOptions = options.contrastOnly
    ? { runOnly: { type: 'rule', values: ['color-contrast'] } }
    : { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } };
  const results = await page.evaluate(
    ({ within, runOptions }) => (window as unknown as { axe: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> } }).axe.run(within ? { include: [within] } : document, runOptions),
    { within: options.within, runOptions },
  );
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
}

let axeScript: string | undefined;
function axeSource() {
  axeScript ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeScript;
}

export const screenshotDir = path.join(process.cwd(), 'test-results', 'console-screenshots');

/** A phone's screen, the narrowest the console is made for. */
export const phone = { width: 375, height: 812 };
export const desktop = { width: 1280, height: 900 };
/**
 * The widths between: a tablet (820 px, no sidebar yet, the phone's layout no longer) and the
 * narrowest screen with the sidebar (1024 px, where the content is narrower than at 820).
 */
export const middleWidths = [
  { width: 820, height: 1000 },
  { width: 1024, height: 800 },
];

/**
 * Nothing on the page reaches past the right edge of the screen: the page cannot be dragged
 * sideways on a phone (wide tables scroll inside their own area).
 */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page, `${page.url()} is ${widths.page} px wide on a ${widths.screen} px screen`).toBeLessThanOrEqual(widths.screen);
}

/**
 * Every table's header row reaches the table's right edge: a body row spanning more columns than
 * the header shows (a state row counting columns hidden on a phone) would leave it cut short.
 * Right after the screen narrows, the stylesheet hides the phone's columns at once while the
 * state rows learn of it on the next render (a media query's change event): the check waits for
 * the page to settle, and fails if the header stays short.
 */
export async function expectTableHeadersWhole(page: Page) {
  await expect.poll(() => headerGaps(page), { message: `${page.url()}: table headers that stop short of the table's right edge`, timeout: 5_000 }).toEqual([]);
}

function headerGaps(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('table')]
      .filter((table) => table.getBoundingClientRect().width > 0 && table.tHead)
      .map((table) => {
        const cells = [...table.tHead!.querySelectorAll('th')].filter((cell) => cell.getBoundingClientRect().width > 0);
        const headerRight = Math.max(...cells.map((cell) => cell.getBoundingClientRect().right));
        return { caption: table.caption?.textContent ?? 'a table', gap: Math.round(table.getBoundingClientRect().right - headerRight) };
      })
      .filter(({ gap }) => gap > 2),
  );
}

/**
 * Every status badge on the page is whole: not cut off by a box that clips its content (a grid
 * cell too narrow for "Cancelled"), and its label not wider than the badge.
 */
export async function expectBadgesWhole(page: Page) {
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-badge]')]
      .filter((badge) => badge.getBoundingClientRect().width > 0)
      .filter((badge) => {
        const box = badge.getBoundingClientRect();
        if (badge.scrollWidth > badge.clientWidth + 1) return true;
        for (let parent = badge.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const clip = parent.getBoundingClientRect();
          // A box that scrolls (a wide table) shows the badge when scrolled to; one that hides does not.
          if (style.overflowX === 'hidden' || style.overflowX === 'clip') {
            if (box.left < clip.left - 1 || box.right > clip.right + 1) return true;
          }
        }
        return false;
      })
      .map((badge) => badge.textContent),
  );
  expect(cut, `${page.url()}: status badges cut off`).toEqual([]);
}

/**
 * Every table fits the box it is in (its scroll area, else its card), and every cell holds its value
 * (long ones cut with an ellipsis, which the cell clips), so no column is cut off: at every width,
 * unless the table says it scrolls sideways on purpose (its scroll area marked
 * `data-scrolls-sideways`, with a hint `data-scroll-hint` visible beside it, as the shared `Table`
 * does for the charts' figures tables alone: every list has a phone layout). `where` names the
 * page and the width in the failure.
 */
export async function expectTablesFit(page: Page, where: string) {
  const wide = await page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    return [...document.querySelectorAll('table')]
      .filter(visible)
      .flatMap((table) => {
        const name = table.caption?.textContent?.trim() || table.closest('[aria-label]')?.getAttribute('aria-label') || 'a table';
        const width = table.getBoundingClientRect().width;
        let scroller: HTMLElement | null = null;
        for (let parent = table.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          const overflow = getComputedStyle(parent).overflowX;
          if (overflow !== 'visible') {
            scroller = parent;
            break;
          }
        }
        // The card (or the page's main column) the table sits in: its scroll area must not reach past it either.
        const card = table.closest('section, main') ?? document.body;
        const cardBox = card.getBoundingClientRect();
        const problems: string[] = [];
        const past = Math.round((scroller ?? table).getBoundingClientRect().right - cardBox.right);
        if (past > 1) problems.push(`table "${name}" reaches ${past} px past its card`);
        // A cell whose value spills past it (a date that does not wrap in a narrow column) is cut
        // by the scroll area, or covers the next column.
        for (const cell of table.querySelectorAll<HTMLTableCellElement>('th, td')) {
          if (!visible(cell)) continue;
          const spill = cell.scrollWidth - cell.clientWidth;
          if (spill <= 1) continue;
          const header = table.tHead?.rows[0]?.cells[cell.cellIndex]?.textContent?.trim() || `column ${cell.cellIndex + 1}`;
          problems.push(`"${cell.textContent?.trim().slice(0, 40)}" in column "${header}" of table "${name}" is ${spill} px wider than its cell`);
        }
        if (scroller) {
          const cut = Math.round(width - scroller.clientWidth);
          const onPurpose =
            scroller.hasAttribute('data-scrolls-sideways') && [...(scroller.parentElement?.querySelectorAll('[data-scroll-hint]') ?? [])].some(visible);
          if (cut > 1 && !onPurpose) problems.push(`table "${name}" is ${cut} px wider than its scroll area (${Math.round(width)} in ${scroller.clientWidth} px)`);
        }
        return problems;
      });
  });
  expect.soft(wide, `${where}: tables wider than their card`).toEqual([]);
}

/**
 * Every status badge reads on one line: a badge no taller than a line of its text and its padding
 * (a narrow column wraps "Needs response" onto two).
 */
export async function expectBadgesOnOneLine(page: Page, where: string) {
  const wrapped = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-badge]')]
      .filter((badge) => badge.getBoundingClientRect().width > 0)
      .flatMap((badge) => {
        const style = getComputedStyle(badge);
        const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5;
        const oneLine = line + Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom) + Number.parseFloat(style.borderTopWidth) + Number.parseFloat(style.borderBottomWidth);
        const height = badge.getBoundingClientRect().height;
        return height > oneLine + 2 ? [`badge "${badge.textContent?.trim()}" is ${Math.round(height)} px tall, a line is ${Math.round(oneLine)} px`] : [];
      }),
  );
  expect.soft(wrapped, `${where}: status badges that wrap onto two lines`).toEqual([]);
}

/**
 * An open dialog is whole on the screen, its text starts at its left edge (as in every dialog),
 * and each of its buttons can be clicked: in the viewport (after scrolling the dialog to it, when
 * the dialog is taller than the screen) and on top (a trial click checks that the button would
 * receive it).
 */
export async function expectDialogUsable(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  const screen = page.viewportSize()!;
  expect(box.x, 'dialog left edge').toBeGreaterThanOrEqual(0);
  expect(box.y, 'dialog top edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'dialog right edge').toBeLessThanOrEqual(screen.width);
  expect(box.y + box.height, 'dialog bottom edge').toBeLessThanOrEqual(screen.height);
  // Where the title's text begins, measured from the dialog's left edge: its padding (and border)
  // when left-aligned, much further when it is centred or right-aligned.
  const titleIndent = await dialog.locator('h2').evaluate((title) => {
    const range = document.createRange();
    range.selectNodeContents(title);
    return range.getBoundingClientRect().left - title.closest('dialog')!.getBoundingClientRect().left;
  });
  expect(titleIndent, 'the title starts at the left of the dialog').toBeLessThanOrEqual(26);
  const buttons = dialog.getByRole('button');
  expect(await buttons.count()).toBeGreaterThan(0);
  for (const button of await buttons.all()) {
    // A dialog taller than the screen scrolls inside itself: a button below is reached by scrolling
    // the dialog, as a person would, and must then be whole on the screen.
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
    // A button held disabled until the form is complete (delete until the app ID is typed) takes
    // no click yet; being whole on the screen is what can be checked of it.
    if (await button.isEnabled()) await button.click({ trial: true });
  }
}

/**
 * Screenshots of the page as it is at 1280 and 375 px wide, light and dark, checked by axe in
 * each theme (contrast differs) and, at each width, by `ready`, for whole badges on one line and
 * for tables that fit their card; at 375 px also for a page wider than the screen and for whole
 * table headers.
 * Files: test-results/console-screenshots/<name>-<width>-<scheme>.png
 *
 * The theme changes colours only, so what depends on layout is checked once per width, and the
 * dark theme's axe run checks contrast alone. With a modal dialog open the rest of the page is inert:
 * axe checks the dialog, and the screenshot is the screen a person sees rather than the whole page.
 */
export async function captureViews(page: Page, name: string, ready: (page: Page) => Promise<void>) {
  await captureAt(page, name, ready, { axe: true, screenshots: true });
}

/**
 * `captureViews` for another state of a page that a capture already shows (the every-page sweep in
 * e2e/console-pages.spec.ts, or the test's own `captureViews`): the same layout checks at 1280 and
 * 375 px, which fail the test as before, without axe and without screenshots. The screenshots and
 * the accessibility sweep are taken once per page: taking them for every state too was a quarter
 * of the browser suite's time, for pictures nothing compares. `E2E_SCREENSHOTS=all` takes them for
 * these states too, for a person reviewing a change to the page
 * (test-results/console-screenshots/<name>-<width>-<scheme>.png, as `captureViews` names them).
 */
export async function captureState(page: Page, name: string, ready: (page: Page) => Promise<void>) {
  await captureAt(page, name, ready, { axe: false, screenshots: everyStateScreenshots() });
}

function everyStateScreenshots(): boolean {
  const setting = process.env.E2E_SCREENSHOTS;
  if (setting === undefined || setting === '' || setting === 'pages') return false;
  if (setting === 'all') return true;
  throw new Error(`E2E_SCREENSHOTS: expected "pages" (the default) or "all", got "${setting}"`);
}

async function captureAt(page: Page, name: string, ready: (page: Page) => Promise<void>, options: { axe: boolean; screenshots: boolean }) {
  await mkdir(screenshotDir, { recursive: true });
  // Light then dark at 1280 px, dark then light at 375: three theme changes a capture instead of five,
  // and the page is left as it came (light, 1280 px) without one more. A change of theme restyles the
  // whole page and waits for its colour transitions: 200 to 300 ms each on this machine, most of a
  // capture's time beside the screenshots.
  const views = [
    { size: desktop, schemes: ['light', 'dark'] },
    { size: phone, schemes: ['dark', 'light'] },
  ] as const;
  for (const { size, schemes } of views) {
    await page.setViewportSize(size);
    // The page's media-query listeners answer the new width on the next frames (a table's empty
    // row spans only the columns a phone shows): measured before, an empty table's header reads
    // as cut at 375 px for a moment no one sees.
    await nextFrames(page);
    await ready(page);
    const where = `${name} (${page.url()}) at ${size.width} px`;
    await expectBadgesWhole(page);
    await expectBadgesOnOneLine(page, where);
    await expectTablesFit(page, where);
    if (size === phone) {
      await expectNoSidewaysScroll(page);
      await expectTableHeadersWhole(page);
    }
    if (!options.screenshots) continue;
    const modal = (await page.locator('dialog[open]').count()) > 0;
    for (const scheme of schemes) {
      await page.emulateMedia({ colorScheme: scheme });
      await colourTransitionsDone(page);
      // `caret: 'initial'`: Playwright otherwise hides the text caret with a style sheet it adds and
      // removes around every screenshot, two restyles of the page, for screenshots no test compares
      // pixel by pixel.
      await page.screenshot({ path: path.join(screenshotDir, `${name}-${size.width}-${scheme}.png`), fullPage: !modal, caret: 'initial' });
      if (options.axe && size === phone) await expectAccessible(page, { contrastOnly: scheme === 'dark', within: modal ? 'dialog[open]' : undefined });
    }
  }
  await page.setViewportSize(desktop);
}

/**
 * The layout checks of a capture (tables within their card, badges whole and on one line, nothing
 * past the screen's edge) at the middle widths, without screenshots or axe: a few evaluations a
 * width, so the every-page sweep runs them on every page it captures.
 */
export async function expectLayoutBetween(page: Page, name: string, ready: (page: Page) => Promise<void>) {
  for (const size of middleWidths) {
    await page.setViewportSize(size);
    await nextFrames(page);
    await ready(page);
    const where = `${name} (${page.url()}) at ${size.width} px`;
    await expectBadgesWhole(page);
    await expectBadgesOnOneLine(page, where);
    await expectTablesFit(page, where);
    await expectNoSidewaysScroll(page);
  }
  await page.setViewportSize(desktop);
}

/** Two frames on: the page's media-query listeners have answered a new width. */
function nextFrames(page: Page) {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Resolves once the colour transitions a theme change started have finished: captured mid-way, a
 * button eases from the light theme's colours to the dark one's and reads as disabled in the
 * screenshot, and axe measures a contrast no one sees for long. Only transitions are awaited (they
 * end); a spinner's endless animation is not.
 */
async function colourTransitionsDone(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((animation) => animation.finished.catch(() => undefined))));
}

/**
 * How far the page's content moved on its own while `url` loaded until `ready` (the layout
 * shift score browsers report as CLS; shifts right after an input do not count). Measured in a
 * page of its own: the observer stays installed for every later load of that page.
 */
export async function layoutShiftWhileLoading(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<number> {
  await page.addInitScript(() => {
    const scored = window as unknown as { layoutShift: number };
    scored.layoutShift = 0;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) scored.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url);
  await ready(page);
  // Shifts are reported to the observer after the frame that made them: two frames on, all are in.
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve((window as unknown as { layoutShift: number }).layoutShift)))),
      ),
  );
}

/** A local HTTPS-less receiver for the tenant's webhooks (private targets are allowed in e2e), answering `status` with `answer`. */
export async function startWebhookReceiver(status = 200, answer = 'ok') {
  const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // The app keeps its webhook connections alive: without this, closing waits for them to idle out.
      server.closeAllConnections();
    });
  return { url: `http://127.0.0.1:${port}/hooks`, received, close };
}
