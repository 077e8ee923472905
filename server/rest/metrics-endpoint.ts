import type { Container } from '../container';
import { restInstrumented } from './handler';

/** `GET /metrics`: the Prometheus text exposition of this instance. */
export function serveMetrics(request: Request, container?: Container): Promise<Response> {
  return restInstrumented(request, container, async (app) => {
    const body = await app.metrics.registry.metrics();
    return {
      response: new Response(body, { status: 200, headers: { 'Content-Type': app.metrics.registry.contentType } }),
      route: '/metrics',
    };
  });
}
