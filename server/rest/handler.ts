import type { Container } from '../container';
import { builtContainer, getContainer } from '../runtime/process-container';
import { procedureServicesOf } from '../runtime/procedure-services';
import { AppError, findAppError, validationFailed } from '../errors';
import { instrumented, type Outcome, type RequestInfo } from '../http/instrumented';
import { appRouter } from '../routers';
import { admitApiKeyCaller, type RequestContext } from '../trpc';
import { MAX_INPUT_DEPTH } from '../trpc/validation';
import { describeError } from './describe-error';
import { isJsonContentType, jsonNestsDeeperThan, readBodyText } from './request-body';
import { malformedUrlMessage } from './malformed-url';
import { buildProcedureInvokers, type ProcedureInvoker } from './procedure-invokers';
import { clientIpOf } from '../http/request-meta';
import { buildRouteTable, type RestRoute } from './route-table';
import { errorBody, type Surface, surfaceOf } from './surfaces';
import { captureRequestLog } from './request-log-capture';

// Built once per process: the routes and how each procedure is called.
const routeTable = buildRouteTable(appRouter);
const invokers = buildProcedureInvokers(appRouter);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * The one REST adapter for every surface: correlation id, 404/405/OPTIONS/HEAD, content type and
 * body size, then the procedure (called as tRPC's own caller does; the query and path read by strict
 * rules, the body as sent: procedure-invokers.ts), and the answer (or the error) in the surface's shape. Metrics and
 * the access log see every request, whatever happened.
 */
export function handleRestRequest(request: Request, container?: Container): Promise<Response> {
  return restInstrumented(request, container, (app, info) => dispatch(app, request, info));
}

type RestRequestInfo = RequestInfo & {
  surface: Surface;
  /** What the adapter read of the request (its body), for the request log. */
  received: { body?: string };
};

/**
 * `instrumented` for the REST surfaces (the API, metrics, the OpenAPI document): a failure is
 * answered in the error body of the surface the path falls under.
 */
export function restInstrumented(
  request: Request,
  container: Container | undefined,
  produce: (app: Container, info: RestRequestInfo) => Promise<Outcome>,
): Promise<Response> {
  const received: RestRequestInfo['received'] = {};
  return instrumented(
    request,
    () => container ?? builtContainer() ?? getContainer(),
    (app, info) => produce(app, { ...info, surface: surfaceOf(info.path), received }),
    (app, error, info) => ({ response: errorResponse(app, error, { surface: surfaceOf(info.path), path: info.path, correlationId: info.correlationId }), route: 'unmatched' }),
    (app, { info, ...answer }) => {
      if (surfaceOf(info.path) === 'billing') captureRequestLog(app, { ...answer, url: info.url, path: info.path, correlationId: info.correlationId, body: received.body });
    },
  );
}

async function dispatch(app: Container, request: Request, info: RestRequestInfo): Promise<Outcome> {
  const { path, surface, correlationId } = info;
  const method = request.method.toUpperCase();
  const context = requestContextOf(app, request, info, method);

  // Path parameters reach procedures as sent, undecoded: a malformed escape is refused here. Under
  // Next.js, proxy.ts gives the same answer before routing, which would otherwise fail on it (malformed-url.ts).
  const malformedUrl = malformedUrlMessage(info.url);
  if (malformedUrl) return refusal(app, context, new AppError('BAD_REQUEST', malformedUrl), 'unmatched');

  if (method === 'OPTIONS') {
    const allow = routeTable.allowedMethods(path);
    if (allow.length === 0) throw new AppError('NOT_FOUND', 'Route not found');
    return { response: new Response(null, { status: 204, headers: { Allow: allow.join(', ') } }), route: 'options' };
  }

  const match = routeTable.match(method, path);
  if (match.kind === 'not-found') return refusal(app, context, new AppError('NOT_FOUND', 'Route not found'), 'unmatched');
  if (match.kind === 'method-not-allowed') {
    const error = new AppError('METHOD_NOT_ALLOWED', `Method ${method} is not allowed on ${path}`, {
      headers: { Allow: match.allow.join(', ') },
    });
    return refusal(app, context, error, match.template);
  }
  const { route, params } = match;
  const invoker = invokers.get(route.procedurePath)!;

  let input: unknown;
  try {
    // A query is read without waiting on anything; only a body is awaited.
    input = BODY_METHODS.has(method) ? await bodyInputOf(app, request, route, invoker, params, context, info.received) : queryInputOf(info.url, invoker, params);
  } catch (error) {
    return refusal(app, context, error, route.template);
  }
  try {
    const data = await invoker.call(context, input);
    const headers = { 'Content-Type': 'application/json; charset=utf-8', ...context.response.headers };
    const status = context.response.status ?? route.meta.successStatus ?? 200;
    return { response: new Response(data === undefined ? null : JSON.stringify(data), { status, headers }), route: route.template };
  } catch (error) {
    // Headers the procedure set before failing (rate-limit headers) stay on the error answer.
    const response = errorResponse(app, error, { surface, path, correlationId }, context.response.headers);
    return { response, route: route.template };
  }
}

function requestContextOf(app: Container, request: Request, info: RequestInfo, method: string): RequestContext {
  return {
    ...procedureServicesOf(app),
    transport: 'rest',
    correlationId: info.correlationId,
    method,
    path: info.path,
    headers: request.headers,
    ip: clientIpOf(request.headers, app.config.clientAddress),
    userAgent: request.headers.get('user-agent'),
    rawBody: null,
    response: { headers: {} },
    session: null,
  };
}

/**
 * A request the adapter refuses before any procedure runs (unknown route, 405, a URL, body or
 * content type it cannot take). On the course API it still counts for its caller when the API key
 * is good (rate-limit headers on every answer, errors included), and a caller over
 * the limit gets the 429 instead. Without a usable key there is no one to count it for: the
 * refusal goes out as it is.
 */
async function refusal(app: Container, context: RequestContext, error: unknown, route: string): Promise<Outcome> {
  const surface = surfaceOf(context.path);
  let refused = error;
  if (surface === 'course') {
    try {
      await admitApiKeyCaller(context);
    } catch (admission) {
      if (findAppError(admission)?.code === 'RATE_LIMITED') refused = admission;
    }
  }
  const response = errorResponse(app, refused, { surface, path: context.path, correlationId: context.correlationId }, context.response.headers);
  return { response, route };
}

/** The input of a GET or DELETE: the query, with the path parameters laid over it, read by the URL's strict rules. */
function queryInputOf(url: URL, invoker: ProcedureInvoker, params: Record<string, string>): unknown {
  const query = queryOf(url, invoker);
  return invoker.takesNoInput ? undefined : invoker.fromUrl({ ...query, ...params });
}

/**
 * The input of a POST, PUT or PATCH: the JSON body, read once (with the size limit) and parsed
 * once, with the path parameters laid over it. The body's values reach the schema as sent: only the
 * path parameters, which are URL text, are read by the URL's rules. The raw body is kept on the context for signatures
 * and idempotency fingerprints.
 */
async function bodyInputOf(
  app: Container,
  request: Request,
  route: RestRoute,
  invoker: ProcedureInvoker,
  params: Record<string, string>,
  context: RequestContext,
  received: RestRequestInfo['received'],
): Promise<unknown> {
  const text = await readBodyText(request, app.config.maxBodyBytes);
  received.body = text;
  const contentType = request.headers.get('content-type');
  const empty = text.trim() === '';
  const bodyless = route.meta.bodyless === true && empty;
  if (!bodyless && !isJsonContentType(contentType)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      contentType ? `Content-Type ${contentType.split(';')[0]} is not supported; use application/json` : 'Content-Type must be application/json',
    );
  }
  const body = empty ? '{}' : text;
  if (jsonNestsDeeperThan(body, MAX_INPUT_DEPTH)) {
    throw new AppError('BAD_REQUEST', `JSON in the request body must not nest more than ${MAX_INPUT_DEPTH} levels deep`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new AppError('BAD_REQUEST', 'Malformed JSON in request body');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new AppError('VALIDATION_FAILED', 'Validation failed', {
      issues: [{ field: 'body', message: 'body must be a JSON object' }],
    });
  }
  // Path parameters win over body keys: a body key named like one would be dropped without a
  // word, although no body schema lists it.
  const shadowed = Object.keys(params).filter((name) => Object.hasOwn(parsed as object, name));
  if (shadowed.length > 0) throw validationFailed(shadowed.map((name) => ({ field: name, message: `${name} is not allowed` })));
  context.rawBody = text;
  return invoker.takesNoInput ? undefined : { ...(parsed as object), ...invoker.fromUrl(params) };
}

/** The query as an object: a key given once is a string (an array where the schema wants one), a repeated key an array. */
function queryOf(url: URL, invoker: ProcedureInvoker): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of url.searchParams) {
    // A name every object already has (`__proto__`, `constructor`, `toString`...) could reach the
    // prototype instead of the input.
    if (key in Object.prototype) throw validationFailed([{ field: key, message: `${key} is not allowed` }]);
    const existing = query[key];
    query[key] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  for (const key of invoker.arrayKeys) {
    const value = query[key];
    if (value !== undefined && !Array.isArray(value)) query[key] = [value];
  }
  return query;
}

function errorResponse(
  app: Container,
  error: unknown,
  request: { surface: Surface; path: string; correlationId: string },
  extraHeaders: Record<string, string> = {},
): Response {
  const described = describeError(error, request.surface);
  if (described.internal) app.logger.error({ err: error, path: request.path }, 'unhandled error');
  const body = errorBody(request.surface, described, request);
  return new Response(JSON.stringify(body), {
    status: described.status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...extraHeaders, ...described.headers },
  });
}
