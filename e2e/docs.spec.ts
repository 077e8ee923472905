import { expect, type Page } from '@playwright/test';
import { serverTest as test } from './support/servers';

type OpenApiDocument = {
  paths: Record<string, Record<string, { tags?: string[] }>>;
  webhooks?: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
};

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Blocks and records every request to another host: the reference must work with no internet. */
async function recordExternalRequests(page: Page, baseURL: string | undefined) {
  if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
  const origin = new URL(baseURL).origin;
  const external: string[] = [];
  await page.route(
    (url) => url.origin !== origin,
    (route) => {
      external.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  return external;
}

test.describe('API reference at /docs', () => {
  test('the home page links to it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'API reference' }).click();

    await expect(page).toHaveURL(/\/docs$/);
    // The reference renders its sidebar first and the document's introduction after it: on a busy
    // 2-core machine that has taken over 12 s since the document carries the webhook events too.
    await expect(page.getByRole('heading', { level: 1, name: 'Billing platform API' })).toBeVisible({ timeout: 30_000 });
  });

  test('lists every operation without a click and loads nothing from another host', async ({
    page,
    request,
    baseURL,
  }) => {
    // The whole API on one page, laid out in the browser: slow on a busy 2-core machine.
    test.slow();
    const external = await recordExternalRequests(page, baseURL);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    const openApi = (await (await request.get('/openapi.json')).json()) as OpenApiDocument;
    const operations = Object.entries(openApi.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => httpMethods.has(method))
        .map(([method, operation]) => ({ method, path, tag: operation.tags?.[0] ?? 'default' })),
    );
    expect(operations.map(({ method, path }) => `${method.toUpperCase()} ${path}`)).toEqual(
      expect.arrayContaining(['POST /tenants/register', 'GET /tenants/me', 'GET /health/ready']),
    );

    await page.goto('/docs');
    // The document is parsed and laid out in the browser: with two workers side by side on 2 cores
    // the first section took more than 15 s once.
    await expect(page.getByRole('heading', { level: 1, name: 'Billing platform API' })).toBeVisible({ timeout: 45_000 });

    // Each tag's section opens with the list of its endpoints ("post /tenants/register", ...). Each
    // list is read whole (one look per tag, not per operation: that took over 30 s on a busy machine),
    // and a look can take seconds while the reference is still laying out its page.
    const listed = (text: string) => text.replace(/\s+/g, '').toLowerCase();
    for (const tag of new Set(operations.map((operation) => operation.tag))) {
      const expected = operations.filter((operation) => operation.tag === tag).map(({ method, path }) => listed(`${method} ${path}`));
      const entries = page.getByRole('list', { name: `${tag} endpoints` }).getByRole('listitem');
      await expect.poll(async () => (await entries.allInnerTexts()).map(listed), { message: `${tag} endpoints`, timeout: 45_000 }).toEqual(expect.arrayContaining(expected));
    }

    // The webhook events are listed in their tag's section beside the catalog route, each by its type.
    const webhooks = Object.entries(openApi.webhooks ?? {}).flatMap(([name, item]) =>
      Object.entries(item).map(([method, operation]) => ({ method, title: operation.summary ?? name, tag: operation.tags?.[0] ?? 'Webhooks' })),
    );
    expect(webhooks.map(({ title }) => title)).toEqual(expect.arrayContaining(['payment.succeeded', 'tenant.updated']));
    for (const tag of new Set(webhooks.map((webhook) => webhook.tag))) {
      const expected = webhooks.filter((webhook) => webhook.tag === tag).map(({ method, title }) => listed(`${method} ${title}`));
      const entries = page.getByRole('list', { name: `${tag} endpoints` }).getByRole('listitem');
      await expect.poll(async () => (await entries.allInnerTexts()).map(listed), { message: `${tag} webhooks`, timeout: 45_000 }).toEqual(expect.arrayContaining(expected));
    }

    // The reference renders every operation at once: a screenshot of the top, and one of an operation further down.
    await page.screenshot({ path: 'test-results/docs.png' });
    await page.mouse.wheel(0, 4000);
    await page.screenshot({ path: 'test-results/docs-operation.png' });

    expect(pageErrors).toEqual([]);
    expect(external).toEqual([]);
  });
});
