import type { AnyTRPCRouter } from '@trpc/server';
import type { ProcedureMeta } from '../trpc';

export type RestRoute = {
  method: string;
  /** The path template, as in the OpenAPI document (`/tenants/{id}`); also the metrics label. */
  template: string;
  pattern: RegExp;
  meta: ProcedureMeta;
  procedurePath: string;
};

export type RouteMatch =
  | { kind: 'found'; route: RestRoute }
  | { kind: 'method-not-allowed'; allow: string[]; template: string }
  | { kind: 'not-found' };

/**
 * The REST routes, read from the procedures' OpenAPI meta. trpc-to-openapi matches routes itself
 * but answers 404 for a known path with another method; this table gives the adapter 404 vs 405,
 * the `Allow` header, and the route template for metrics and logs.
 */
export function buildRouteTable(router: AnyTRPCRouter) {
  const routes: RestRoute[] = [];
  for (const [procedurePath, procedure] of Object.entries(router._def.procedures as Record<string, { _def: { meta?: ProcedureMeta } }>)) {
    const meta = procedure._def.meta;
    if (!meta?.openapi || meta.openapi.enabled === false) continue;
    const template = meta.openapi.path;
    // Same matching rule as trpc-to-openapi: one segment per parameter, case-insensitive.
    const source = template
      .split('/')
      .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')))
      .join('/');
    routes.push({ method: meta.openapi.method, template, pattern: new RegExp(`^${source}$`, 'i'), meta, procedurePath });
  }

  return {
    routes,
    match(method: string, path: string): RouteMatch {
      const candidates = routes.filter((route) => route.pattern.test(path));
      if (candidates.length === 0) return { kind: 'not-found' };
      const lookup = method === 'HEAD' ? 'GET' : method;
      const route = candidates.find((candidate) => candidate.method === lookup);
      if (route) return { kind: 'found', route };
      const allow = [...new Set(candidates.map((candidate) => candidate.method))];
      if (allow.includes('GET')) allow.push('HEAD');
      allow.push('OPTIONS');
      return { kind: 'method-not-allowed', allow, template: candidates[0]!.template };
    },
    /** Every method a path answers, for OPTIONS. */
    allowedMethods(path: string): string[] {
      const methods = [...new Set(routes.filter((route) => route.pattern.test(path)).map((route) => route.method))];
      if (methods.includes('GET')) methods.push('HEAD');
      return methods.length > 0 ? [...methods, 'OPTIONS'] : [];
    },
  };
}

export type RouteTable = ReturnType<typeof buildRouteTable>;
