import { handleRestRequest } from '../rest/handler';
import type { TestApp, TestResponse } from './test-app';

/**
 * Sends a Request built by the test itself through the REST adapter of `app`. `app.request` always
 * sends text, which `Request` labels `text/plain` when no Content-Type is given; a test that needs
 * a body with no Content-Type at all (bytes) builds the Request here.
 */
export async function sendRawRequest(app: TestApp, request: Request): Promise<TestResponse> {
  const response = await handleRestRequest(request, app.container);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body: body as any, text };
}

/** The JSON log lines `app` wrote since `from` (an index into `app.logs`), parsed. */
export function logLinesSince(app: TestApp, from: number): Array<Record<string, unknown>> {
  return app.logs.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);
}
