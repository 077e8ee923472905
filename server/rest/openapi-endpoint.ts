import type { Container } from '../container';
import { restInstrumented } from './handler';
import { buildOpenApiDocument } from './openapi';

let cached: string | undefined;

/** `GET /openapi.json`, generated once (the procedures do not change at run time). */
export function serveOpenApiDocument(request: Request, container?: Container): Promise<Response> {
  return restInstrumented(request, container, async () => {
    cached ??= JSON.stringify(buildOpenApiDocument());
    return {
      response: new Response(cached, { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' } }),
      route: '/openapi.json',
    };
  });
}
