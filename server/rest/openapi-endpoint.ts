import type { Container } from '../container';
import { instrumented } from './handler';
import { buildOpenApiDocument } from './openapi';

let cached: { baseUrl: string; body: string } | undefined;

/** `GET /openapi.json`, generated once per base URL (the procedures do not change at run time). */
export function serveOpenApiDocument(request: Request, container?: Container): Promise<Response> {
  return instrumented(request, container, async () => {
    const baseUrl = new URL(request.url).origin;
    if (cached?.baseUrl !== baseUrl) cached = { baseUrl, body: JSON.stringify(buildOpenApiDocument(baseUrl)) };
    return {
      response: new Response(cached.body, { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' } }),
      route: '/openapi.json',
    };
  });
}
