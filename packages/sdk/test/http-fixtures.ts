import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveOpenApiDocument } from '@/server/rest/openapi-endpoint';
import { handleRestRequest } from '@/server/rest/handler';
import type { TestApp } from '@/server/testing/test-app';

/** The SDK's tests call the app over real HTTP, as a client would: these start the listeners. */

type Handler = (request: Request) => Promise<Response>;

async function serve(handle: Handler) {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
    const request = new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
    try {
      const response = await handle(request);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The app behind an HTTP listener: the same route handlers Next.js calls. */
export function listen(app: TestApp) {
  return serve((request) =>
    new URL(request.url).pathname === '/openapi.json' ? serveOpenApiDocument(request, app.container) : handleRestRequest(request, app.container),
  );
}

export type SeenRequest = { method: string; path: string; headers: Headers };

/**
 * A proxy in front of `target` that records every request and lets `intercept` answer one itself
 * (return a Response) instead of forwarding it.
 */
export async function startProxy(target: string, intercept: (request: SeenRequest, index: number) => Response | undefined = () => undefined) {
  const seen: SeenRequest[] = [];
  const proxy = await serve(async (request) => {
    const url = new URL(request.url);
    const entry = { method: request.method, path: url.pathname, headers: new Headers(request.headers) };
    seen.push(entry);
    const answer = intercept(entry, seen.length - 1);
    if (answer) return answer;
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    const forwarded = await fetch(`${target}${url.pathname}${url.search}`, { method: request.method, headers: request.headers, body: body?.byteLength ? body : undefined });
    // fetch has already decoded the body: drop the headers that describe the encoded one.
    const headers = new Headers(forwarded.headers);
    headers.delete('content-encoding');
    headers.delete('content-length');
    return new Response(await forwarded.arrayBuffer(), { status: forwarded.status, headers });
  });
  return { ...proxy, seen };
}
