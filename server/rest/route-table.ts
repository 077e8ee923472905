import type { AnyTRPCRouter } from '@trpc/server';
import { forEachOpenApiProcedure } from 'trpc-to-openapi';
import type { ProcedureMeta } from '../trpc';

export type RestRoute = {
  method: string;
  /** The path template, as in the OpenAPI document (`/tenants/{id}`); also the metrics label. */
  template: string;
  pattern: RegExp;
  meta: ProcedureMeta;
  procedurePath: string;
  /** `query` or `mutation`: what a tenant's API key needs of its declared resource (read or write). */
  type: string;
};

export type RouteMatch =
  /** `params`: the path parameters as sent (not percent-decoded: the REST routes have always passed them so). */
  | { kind: 'found'; route: RestRoute; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: string[]; template: string }
  | { kind: 'not-found' };

/**
 * The REST routes, read from the procedures' OpenAPI meta: the adapter matches every request here,
 * which tells 404 from 405 and gives the `Allow` header and the route template for metrics and logs.
 */
export function buildRouteTable(router: AnyTRPCRouter) {
  const routes: RestRoute[] = [];
  forEachOpenApiProcedure<ProcedureMeta>(router._def.procedures, ({ path: procedurePath, type, meta }) => {
    const template = meta.openapi.path;
    // One segment per parameter, case-insensitive.
    const source = template
      .split('/')
      .map((segment) => {
        const parameter = /^\{([^}]+)\}$/.exec(segment)?.[1];
        return parameter ? `(?<${parameter}>[^/]+)` : segment.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
      })
      .join('/');
    routes.push({ method: meta.openapi.method, template, pattern: new RegExp(`^${source}$`, 'i'), meta, procedurePath, type });
  });

  // The first route of a method whose pattern matches runs; a static path declared after a
  // parameter path of the same method would never be reached. Refuse such a router.
  for (const [index, route] of routes.entries()) {
    const shadow = routes.slice(0, index).find((earlier) => earlier.method === route.method && earlier.pattern.test(route.template));
    if (shadow) throw new Error(`${route.method} ${route.template} is shadowed by ${shadow.template}: declare it first`);
  }

  // A path that is a template without parameters has exactly that template's routes (the most
  // specific match): looked up, not matched against every pattern, on every request to one.
  const staticRoutes = new Map<string, RestRoute[]>();
  for (const route of routes) {
    if (parameterCount(route.template) > 0) continue;
    const key = route.template.toLowerCase();
    staticRoutes.set(key, [...(staticRoutes.get(key) ?? []), route]);
  }

  /** The routes for a path, most specific template only: `/tenants/me` hides `/tenants/{id}`. */
  const routesFor = (path: string) => {
    const exact = staticRoutes.get(path.toLowerCase());
    if (exact) return exact;
    const candidates = routes.filter((route) => route.pattern.test(path));
    const best = Math.min(...candidates.map((route) => parameterCount(route.template)));
    return candidates.filter((route) => parameterCount(route.template) === best);
  };

  const allowOf = (candidates: RestRoute[]) => {
    const methods = [...new Set(candidates.map((candidate) => candidate.method))];
    if (methods.includes('GET')) methods.push('HEAD');
    return [...methods, 'OPTIONS'];
  };

  return {
    routes,
    match(method: string, path: string): RouteMatch {
      const candidates = routesFor(path);
      if (candidates.length === 0) return { kind: 'not-found' };
      const lookup = method === 'HEAD' ? 'GET' : method;
      const route = candidates.find((candidate) => candidate.method === lookup);
      if (route) return { kind: 'found', route, params: { ...route.pattern.exec(path)!.groups } };
      return { kind: 'method-not-allowed', allow: allowOf(candidates), template: candidates[0]!.template };
    },
    /** Every method a path answers, for OPTIONS (empty for an unknown path). */
    allowedMethods(path: string): string[] {
      const candidates = routesFor(path);
      return candidates.length > 0 ? allowOf(candidates) : [];
    },
  };
}

const parameterCount = (template: string) => (template.match(/\{[^}]+\}/g) ?? []).length;

export type RouteTable = ReturnType<typeof buildRouteTable>;
