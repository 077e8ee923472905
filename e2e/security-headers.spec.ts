import { type APIResponse, expect, type Page } from '@playwright/test';
import { registerTenant, signInAsAdmin, signInAsTenant, test, tenantToken } from './support/console';

const jsonPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** What every answer carries, page or JSON. */
function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
}

/** The nonce a page's policy names, checked against the policy's other rules. */
function pageNonce(response: APIResponse): string {
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toContain("'unsafe-eval'");
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
  return /'nonce-([^']+)'/.exec(policy)![1]!;
}

test.describe('security headers', () => {
  test('console pages: a fresh script nonce per request, on every script Next.js renders', async ({ request }) => {
    for (const path of ['/', '/login', '/docs', '/admin', '/portal']) {
      const first = await request.get(path, { maxRedirects: 0 });
      expectCommonHeaders(first);
      const nonce = pageNonce(first);
      const second = await request.get(path, { maxRedirects: 0 });
      expect(pageNonce(second), `${path}: a new nonce per request`).not.toBe(nonce);
      if (first.status() === 200) {
        const scripts = [...(await first.text()).matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
        expect(scripts.length, `${path} renders scripts`).toBeGreaterThan(0);
        for (const script of scripts) expect(script, `${path}: ${script}`).toContain(`nonce="${nonce}"`);
      } else {
        // The console's guard sends an anonymous visitor to the sign-in page; the redirect is covered too.
        expect(first.status(), path).toBe(307);
      }
    }
  });

  test("a browser's page-not-found carries a fresh nonce on every script, like any page", async ({ request }) => {
    const response = await request.get('/no-such-page', { headers: { Accept: 'text/html' } });
    expect(response.status()).toBe(404);
    expectCommonHeaders(response);
    const nonce = pageNonce(response);
    const scripts = [...(await response.text()).matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  });

  test('the console runs under its policy: signing in and moving around raises no violation', async ({ page, browser, request }) => {
    // Eleven pages in two sessions, the API reference among them: more than one page's time.
    test.slow();
    const violations: string[] = [];
    /** Console messages about the policy, and refusals the page's code caught (an eval probe): those are not logged, but the browser reports them. */
    async function watch(current: Page) {
      current.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await current.exposeFunction('reportPolicyViolation', (violation: string) => violations.push(violation));
      await current.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { reportPolicyViolation: (violation: string) => void }).reportPolicyViolation(
            `${event.violatedDirective} refused ${event.blockedURI} in ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
    }
    await watch(page);
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Tenants' }).first().click();
    await expect(page).toHaveURL(/\/admin\/tenants/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible();
    // The form validates with the API's schema in the browser.
    await page.getByRole('button', { name: 'Register tenant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register tenant' });
    await dialog.getByLabel('Name').fill('Policy Co');
    await dialog.getByLabel('App secret').fill('too-short');
    await dialog.getByRole('button', { name: 'Register tenant' }).click();
    await expect(dialog.getByText('App secret must be at least 12 characters')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Search the console' })).toBeVisible();
    await page.keyboard.press('Escape');
    // Each page loaded afresh too.
    for (const [url, title] of [
      ['/admin', 'Dashboard'],
      ['/admin/tenants', 'Tenants'],
      ['/admin/audit', 'Audit log'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
    await page.goto('/docs');
    // The document is parsed in the browser: allow for a slow, shared machine.
    await expect(page.getByRole('heading', { level: 1, name: 'Billing platform API' })).toBeVisible({ timeout: 15_000 });

    const tenant = await registerTenant(request, `Policy ${Date.now()}`);
    const tenantContext = await browser.newContext();
    const portal = await tenantContext.newPage();
    await watch(portal);
    await signInAsTenant(portal, tenant);
    for (const [url, title] of [
      ['/portal', tenant.name],
      ['/portal/payments', 'Payments'],
      ['/portal/webhooks', 'Webhook deliveries'],
      ['/portal/settings', 'Settings'],
    ] as const) {
      await portal.goto(url);
      await expect(portal.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
    // Validated as typed, with the API's schema.
    await portal.getByLabel('Name').fill('   ');
    await portal.getByLabel('Name').blur();
    await expect(portal.getByText('name must be between 1 and 255 characters')).toBeVisible();
    await tenantContext.close();
    expect(violations).toEqual([]);
  });

  test('JSON answers of every surface, errors included: no script, no framing, nosniff', async ({ request }) => {
    const tenant = await registerTenant(request, 'Headers Co');
    const token = await tenantToken(request, tenant);
    const answers = await Promise.all([
      request.get('/health/live'),
      request.get('/health/ready'),
      request.get('/openapi.json'),
      request.get('/tenants/me', { headers: { Authorization: `Bearer ${token}` } }),
      request.get('/tenants/me'),
      request.get('/no-such-route'),
      request.get('/v1/courses'),
      request.post('/api/v1/auth/login', { data: {} }),
      request.get('/api/auth/csrf'),
      request.get('/api/trpc/console.dashboard'),
      request.get('/tenants/%ZZ'),
    ]);
    expect(answers.map((answer) => answer.status())).toEqual([200, 200, 200, 200, 401, 404, 401, 400, 200, 401, 400]);
    for (const answer of answers) {
      expectCommonHeaders(answer);
      expect(answer.headers()['content-security-policy'], answer.url()).toBe(jsonPolicy);
      expect(answer.headers()['strict-transport-security'], answer.url()).toBeUndefined();
    }
    // What Next.js serves itself, outside every handler of the app: the icon, scripts, a missing file.
    const page = await (await request.get('/login')).text();
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+)"/.exec(page)?.[1];
    expect(script, 'the sign-in page loads a script').toBeTruthy();
    const served = await Promise.all([request.get('/icon.svg'), request.get(script!), request.get('/_next/static/no-such-file.js')]);
    expect(served.map((answer) => answer.status())).toEqual([200, 200, 404]);
    for (const answer of served) expectCommonHeaders(answer);
  });

  test('HSTS, and upgrade-insecure-requests on pages, only when the request came over TLS', async ({ request }) => {
    const overTls = { 'X-Forwarded-Proto': 'https' };
    for (const path of ['/login', '/health/live', '/openapi.json']) {
      const plain = await request.get(path);
      expect(plain.headers()['strict-transport-security'], path).toBeUndefined();
      const secure = await request.get(path, { headers: overTls });
      expect(secure.headers()['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
    }
    expect((await request.get('/login')).headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect((await request.get('/login', { headers: overTls })).headers()['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
