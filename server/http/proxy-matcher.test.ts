import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ProxyMatcher } from 'next/dist/build/analysis/get-page-static-info';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { describe, expect, it } from 'vitest';
import { config } from '../../proxy';
import { appRouter } from '../routers';
import { buildRouteTable } from '../rest/route-table';

// How Next.js's build turns proxy.ts's matcher into the patterns it tests every request's path
// against (exported by the module, left out of its type declarations).
const { getMiddlewareMatchers } = createRequire(import.meta.url)('next/dist/build/analysis/get-page-static-info') as {
  getMiddlewareMatchers(matcher: string | string[], nextConfig: object): ProxyMatcher[];
};
const runsProxy = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}));
const passes = (pathname: string) => runsProxy(pathname, { headers: {} } as never, {});

/** Every console page under app/, as a path a browser asks for (`[id]` filled in). */
async function pagePaths(): Promise<string[]> {
  const appDir = path.join(process.cwd(), 'app');
  const entries = await readdir(appDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === 'page.tsx')
    .map((entry) => `/${path.relative(appDir, entry.parentPath).split(path.sep).join('/')}`.replace(/\[[^\]]+\]/g, 'b6f2c1de-0000-4000-8000-000000000001'))
    .map((page) => (page === '/' ? page : page.replace(/\/$/, '')));
}

describe("proxy.ts's matcher", () => {
  it('takes every console page, so each gets its script nonce and security policy', async () => {
    const pages = await pagePaths();
    expect(pages).toEqual(expect.arrayContaining(['/', '/login', '/admin', '/admin/tenants', '/portal/webhooks', '/docs']));
    for (const page of pages) expect(passes(page), page).toBe(true);
    for (const page of ['/login/', '/admin/', '/portal/payments/']) expect(passes(page), page).toBe(true);
  });

  it('takes any path with a percent sign, so one that does not decode gets the API error body', () => {
    for (const malformed of ['/tenants/%ZZ', '/payments/%C0%AF', '/v1/courses/%', '/a%20b']) expect(passes(malformed), malformed).toBe(true);
  });

  it('leaves every REST route and the files Next.js serves alone: the API never pays for the proxy', () => {
    const restPaths = buildRouteTable(appRouter).routes.map((route) => route.template.replace(/\{[^}]+\}/g, 'b6f2c1de-0000-4000-8000-000000000001'));
    expect(restPaths.length).toBeGreaterThan(20);
    for (const rest of [...restPaths, '/openapi.json', '/metrics', '/api/trpc/tenants.me', '/api/auth/session', '/_next/static/chunks/a.js', '/icon.svg']) {
      expect(passes(rest), rest).toBe(false);
    }
  });

  it('does not take paths that only start like a page', () => {
    for (const other of ['/adminx', '/portals', '/docs/x', '/login-help', '/confirm-emails']) expect(passes(other), other).toBe(false);
  });
});
