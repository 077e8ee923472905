import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ProxyMatcher } from 'next/dist/build/analysis/get-page-static-info';
import type { NextConfig } from 'next';
import type { Rewrite } from 'next/dist/lib/load-custom-routes';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { describe, expect, it } from 'vitest';
import { config } from '../../proxy';
import { appRouter } from '../routers';
import { buildRouteTable } from '../rest/route-table';

// How Next.js's build turns proxy.ts's matcher into the patterns it tests every request's path
// against (exported by the module, left out of its type declarations).
const { getMiddlewareMatchers } = createRequire(import.meta.url)('next/dist/build/analysis/get-page-static-info') as {
  getMiddlewareMatchers(matcher: typeof config.matcher, nextConfig: object): ProxyMatcher[];
};
const runsProxy = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}));
/** An API client's request (no text/html in Accept) reaches the proxy. */
const passes = (pathname: string) => runsProxy(pathname, { headers: {} } as never, {});
/** What Chromium sends when it opens an address. */
const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
/** A browser's navigation reaches the proxy. */
const navigationPasses = (pathname: string) => runsProxy(pathname, { headers: { accept: browserAccept } } as never, {});
// next.config.mjs's rewrites, matched as Next.js's router matches them (exact paths, no trailing slash).
const nextConfig = ((await import('../../next.config.mjs' as string)) as { default: NextConfig }).default;
const rewrites = (await nextConfig.rewrites!()) as { beforeFiles: Rewrite[]; afterFiles: Rewrite[]; fallback: Rewrite[] };
/** Where next.config.mjs's rewrites send a browser's navigation, or undefined when routing finds the path. */
function rewriteOfNavigation(pathname: string): string | undefined {
  const request = { headers: { accept: browserAccept } } as never;
  return rewrites.afterFiles.find((rewrite) => getPathMatch(rewrite.source, { strict: true, removeUnnamedParams: true })(pathname) && matchHas(request, {}, rewrite.has, rewrite.missing))?.destination;
}

/** Every route handler under app/ but the REST catch-all, as a path (`[id]` filled in). */
async function routeHandlerPaths(): Promise<string[]> {
  const appDir = path.join(process.cwd(), 'app');
  const entries = await readdir(appDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /^route\.tsx?$/.test(entry.name))
    .map((entry) => `/${path.relative(appDir, entry.parentPath).split(path.sep).join('/')}`)
    .filter((route) => route !== '/[...path]')
    .map((route) => route.replace(/\[\.\.\.[^\]]+\]/g, 'session').replace(/\[[^\]]+\]/g, 'b6f2c1de-0000-4000-8000-000000000001'));
}

/** Every console page under app/, as a path a browser asks for (`[id]` filled in). */
async function pagePaths(): Promise<string[]> {
  const appDir = path.join(process.cwd(), 'app');
  const entries = await readdir(appDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === 'page.tsx')
    .map((entry) => `/${path.relative(appDir, entry.parentPath).split(path.sep).join('/')}`.replace(/\[[^\]]+\]/g, 'b6f2c1de-0000-4000-8000-000000000001'))
    .map((page) => (page === '/' ? page : page.replace(/\/$/, '')));
}

describe("proxy.ts's matcher and next.config.mjs's not-found rewrite", () => {
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

  it("sends a browser's navigation to an address no page or route has to the not-found page, through the proxy for its nonce", () => {
    expect(rewrites.beforeFiles).toEqual([]);
    expect(rewrites.fallback).toEqual([]);
    const [notFound] = rewrites.afterFiles;
    // The proxy's third pattern is the rewrite's own.
    expect(config.matcher[2]).toEqual({ source: notFound!.source, has: notFound!.has });
    for (const unknown of ['/nope', '/no/such/route', '/invite', '/adminx', '/portals', '/docs/x', '/login-help', '/favicon.ico', '/nope%20here']) {
      expect(rewriteOfNavigation(unknown), unknown).toBe('/_not-found');
      expect(navigationPasses(unknown), unknown).toBe(true);
      // An API client asking for the same address gets the REST catch-all's JSON 404.
      expect(rewrites.afterFiles.some((rewrite) => getPathMatch(rewrite.source, { strict: true, removeUnnamedParams: true })(unknown) && matchHas({ headers: { accept: '*/*' } } as never, {}, rewrite.has)), unknown).toBe(false);
    }
  });

  it('leaves a browser opening a page, a route, an API path (even a wrong one) or a file of Next.js to routing', async () => {
    // Pages with a fixed path are found before the rewrite is tried; those with a parameter are under /admin or /portal.
    const pages = await pagePaths();
    for (const page of pages.filter((page) => page.includes('b6f2c1de'))) expect(page).toMatch(/^\/(admin|portal|invite|reset-password)\//);
    for (const page of ['/admin/nope', '/portal/nope', '/admin/tenants/b6f2c1de-0000-4000-8000-000000000001', '/invite/a-token', '/reset-password/a-token']) expect(rewriteOfNavigation(page), page).toBeUndefined();

    const restPaths = buildRouteTable(appRouter).routes.map((route) => route.template.replace(/\{[^}]+\}/g, 'b6f2c1de-0000-4000-8000-000000000001'));
    const routes = await routeHandlerPaths();
    expect(routes).toEqual(expect.arrayContaining(['/health/live', '/openapi.json', '/api/auth/session', '/logout']));
    const wrongApiPaths = ['/tenants/nope', '/v1/nope', '/api/v1/auth/nope', '/api/nope', '/health/nope', '/cron/nope', '/webhooks/nope', '/tenants/a%20b'];
    for (const served of [...restPaths, ...routes.filter((route) => route !== '/logout'), ...wrongApiPaths, '/metrics', '/icon.svg', '/_next/static/chunks/a.js']) {
      expect(rewriteOfNavigation(served), served).toBeUndefined();
      // Nor does the proxy take them (unless they have a percent sign): an API path never pays
      // for it, whoever asks.
      if (!served.includes('%')) expect(navigationPasses(served), served).toBe(false);
    }
  });
});

