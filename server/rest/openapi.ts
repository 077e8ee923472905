import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { appRouter } from '../routers';
import { permissionsNeeded } from '../services/api-keys/permissions';
import { type AuthKind, type RateLimitStage, traitsOf } from '../trpc';
import { webhookEventDocumentation } from './openapi-webhooks';
import { buildRouteTable } from './route-table';
import { surfaceOf } from './surfaces';

type Operation = {
  responses?: Record<string, unknown>;
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: unknown;
  [key: string]: unknown;
};

const billingErrorSchema = {
  type: 'object',
  description: 'The billing error body (also used by the account-data API).',
  required: ['statusCode', 'timestamp', 'path', 'message', 'correlationId', 'error'],
  properties: {
    statusCode: { type: 'integer', example: 400 },
    timestamp: { type: 'string', format: 'date-time' },
    path: { type: 'string', example: '/tenants/register' },
    message: { type: 'string', example: 'Validation failed' },
    correlationId: { type: 'string', format: 'uuid' },
    error: { type: 'string', example: 'Bad Request' },
    details: { type: 'array', items: { type: 'string' }, example: ['name must be between 1 and 255 characters'] },
  },
};

const courseErrorSchema = {
  type: 'object',
  description: 'The course API error envelope.',
  required: ['success', 'error'],
  properties: {
    success: { type: 'boolean', enum: [false] },
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', example: 'VALIDATION_ERROR' },
        message: { type: 'string' },
        details: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  },
};

/** Not open source: the API is operated, not distributed. */
const license = { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' };
/**
 * Who answers for the API is whoever runs the deployment; the document is the same for each, so it
 * names no address (a contact URL must be absolute, and the servers are relative).
 */
const contact = { name: 'The operators of this deployment (API reference at /docs)' };

/** Every tag an operation may carry, in the order the reference lists them. */
const tagDescriptions: Record<string, string> = {
  Health: 'Liveness and readiness probes for load balancers and orchestrators; no credentials.',
  Tenants: 'Tenant registration and lifecycle (administrators), tenant login, and the calling tenant’s own record and data export.',
  'API keys':
    'The calling tenant’s API keys: several, named, restricted per resource (none, read or write), optionally expiring and bound to ' +
    'addresses, rolled with an overlap and revoked at once; the key is shown once. Administrators read and revoke a tenant’s keys.',
  Payments: 'The calling tenant’s payments: create, list, count, read and cancel; administrators read any tenant’s.',
  'Payment connectors':
    'The calling tenant’s accounts with payment providers (its own Stripe account beside the built-in sandbox): connect with keys ' +
    'checked against the provider and never answered again, the default connector, a live test, and each connector’s webhook ' +
    'address. Administrators list every tenant’s connectors and may disable one.',
  Platform: 'Administrators’ lists across tenants: every tenant’s payments and refunds, each with its tenant.',
  Refunds: 'Money given back on the calling tenant’s SUCCEEDED payments, in full or in part, settled by the payment provider’s events.',
  Disputes: 'Payments of the calling tenant contested by the payer’s bank, opened and closed by the payment provider’s events: answer with evidence, or concede.',
  Customers:
    'Whom the calling tenant bills: e-mail, name, the tenant’s own id for them (`externalId`, its payments’ `userId`) and metadata; ' +
    'searched by e-mail and external id; deleted as Stripe deletes them. Each change sends a `customer.*` webhook event.',
  Prices:
    'What the calling tenant charges, in minor units: once, or every day, week, month or year (times a count), with optional trial ' +
    'days. What a price charges never changes; it is archived and stays readable.',
  Webhooks:
    'Outgoing webhooks (the signing secret, the delivery log, resends and test events), the scheduled delivery run, and the payment ' +
    'provider’s incoming status events.',
  'Webhook endpoints':
    'Where a tenant’s events go: up to 20 endpoints, each with its event types, signing secret, headers and rate; example events ' +
    'on request, recovery of what one missed, and automatic disabling of one that fails for days. The primary endpoint is the ' +
    'tenant’s `webhookUrl`.',
  'Webhook events':
    'The events POSTed to a tenant’s webhook URL, each with its payload schema and an example, and the public catalog of them ' +
    '(`GET /webhook-event-types`).',
  'Request log': 'Every API request of a tenant with its bodies, and traffic, error and payment figures over time.',
  Audit: 'The audit trail: who did what to which record (administrators).',
  Account: 'The learning platform’s account-data API (`/api/v1/auth`): sign-up, sign-in, sessions, profile, data export and course-API keys.',
  Courses: 'The course API (`/v1`), called with an API key: the caller’s profile and courses; answers in a `{success, data}` envelope.',
  Jobs: 'Scheduled maintenance runs (retention, mail) for hosts without background loops; admin key or cron secret.',
};

const errorDescriptions: Record<string, string> = {
  '400':
    'Validation failed, or a malformed request: JSON that does not parse or nests too deeply, a URL that is not valid ' +
    'percent-encoded UTF-8, NUL characters or unpaired surrogates in any field or parameter',
  '401': 'Missing or invalid credentials',
  '403': 'Not allowed',
  '404': 'Not found',
  '405': 'Method not allowed (see the Allow header)',
  '409': 'Conflict',
  '413': 'Request body too large',
  '415': 'Content-Type is not application/json',
  '422': 'The request is valid but the action is not possible in the current state',
  '429': 'Rate limit exceeded (see Retry-After)',
  '500': 'Unexpected error (no details are disclosed)',
  '503': 'A dependency is unavailable (the database, the idempotency store, the payment provider, the analytics store) (see Retry-After)',
};

/** The course API answers invalid data with 422 and keeps 400 for requests it cannot read. */
const courseErrorDescriptions: Record<string, string> = {
  '400': 'Malformed request: JSON that does not parse or nests too deeply, a URL that is not valid percent-encoded UTF-8 (code BAD_REQUEST)',
  '401': 'Missing, invalid or revoked API key, or the key of a deleted account (code UNAUTHORIZED)',
  '403': 'Students may not create or change courses (code FORBIDDEN)',
  '404': 'No such course, or another instructor’s (code NOT_FOUND)',
  '422': 'Invalid data (code VALIDATION_ERROR): `details` maps each field to a message',
  '429': 'Plan-tier rate limit exceeded (code RATE_LIMITED; see Retry-After)',
};

const correlationHeader = {
  name: 'X-Correlation-ID',
  in: 'header',
  required: false,
  description: 'UUID v4 echoed on the response and in every log line; generated when missing or invalid.',
  schema: { type: 'string', format: 'uuid' },
};

const idempotencyHeader = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'UUID v4. A repeat with the same payload returns the stored answer with 200 and `Idempotent-Replayed: true`; ' +
    'another payload with the same key is a 409.',
  schema: { type: 'string', format: 'uuid' },
};

const rateLimitHeaderDescriptions = {
  'X-RateLimit-Limit': 'Requests allowed per window',
  'X-RateLimit-Remaining': 'Requests left in the current window',
  'X-RateLimit-Reset': 'Unix time (seconds) when the window resets',
};
const retryAfterHeader = { description: 'Seconds to wait before retrying', required: true, schema: { type: 'integer', minimum: 1 } };

/** Whether an answer carries the rate-limit headers: on every answer of its kind, on some, or on none. */
type Presence = 'always' | 'sometimes' | 'never';

/**
 * Which answers of a route carry `X-RateLimit-*`, by where the route counts its caller (see
 * RateLimitStage): only answers given after the count carry them. A 400 or a 422 can come from the
 * guard (before the count) or from validation (after it); a 500 or a 503 can happen on either side.
 */
function rateLimitPresenceOf(stage: RateLimitStage, code: string): Presence {
  if (stage === 'none') return 'never';
  if (Number(code) < 300 || code === '429') return 'always';
  switch (code) {
    case '500':
    case '503':
      return 'sometimes';
    case '400':
    case '413':
    case '415':
      // Refused by the adapter (or the guard) before the procedure: the course API still counts them.
      return stage === 'api-key' ? 'always' : code === '400' ? 'sometimes' : 'never';
    case '401':
      return stage === 'after-auth' ? 'never' : 'always';
    case '422':
      // On the course API a 422 is a validation failure, which the guard may answer before the count.
      return stage === 'api-key' ? 'sometimes' : 'always';
    default:
      return 'always';
  }
}

/** Statuses a keyed write stores and replays with `Idempotent-Replayed: true` (5xx, 401, 403 and 429 are not stored). */
const REPLAYED_ERRORS = new Set(['400', '404', '409', '422']);

/**
 * The headers of one answer, each declared `required` when every such answer carries it (with rate
 * limiting on: `RATE_LIMIT_ENABLED=false` sends no `X-RateLimit-*` and no 429) and optional when
 * only some do.
 */
function responseHeadersOf(code: string, route: { path: string; rateLimit: RateLimitStage; keyed: boolean; replayOnly200: boolean }) {
  const headers: Record<string, unknown> = {};
  const rateLimit = rateLimitPresenceOf(route.rateLimit, code);
  if (rateLimit !== 'never') {
    for (const [name, description] of Object.entries(rateLimitHeaderDescriptions)) {
      headers[name] = {
        description: rateLimit === 'always' ? description : `${description}; sent when the request was counted before it failed`,
        required: rateLimit === 'always',
        schema: { type: 'integer', minimum: 0 },
      };
    }
  }
  if (code === '429' || (code === '503' && route.path !== '/health/ready')) headers['Retry-After'] = retryAfterHeader;
  if (route.keyed && (code === '200' || REPLAYED_ERRORS.has(code))) {
    const always = code === '200' && route.replayOnly200;
    headers['Idempotent-Replayed'] = {
      description: always ? '`true`: the stored answer of the earlier request' : '`true` when this is the stored answer of an earlier request with the same Idempotency-Key',
      required: always,
      schema: { type: 'string', enum: ['true'] },
    };
  }
  return headers;
}

const outageReason =
  'the database is unavailable, the service is still starting, or a concurrent write aborted this one; nothing was applied (see Retry-After)';
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a keyed write (a write with an `Idempotency-Key`) can answer besides its own outcomes. */
const keyedErrorReasons: Record<string, string> = {
  '400': 'Idempotency-Key is not a UUID v4',
  '409': 'Idempotency-Key reused with another payload',
};

/**
 * Request headers a route reads outside its input, keyed by path template: the provider's
 * Standard Webhooks signature, without which every call is a 401.
 */
const headerParametersOf: Record<string, unknown[]> = {
  '/webhooks/paymentprovider': [
    {
      name: 'webhook-id',
      in: 'header',
      required: true,
      description: 'The event id, signed with the body.',
      schema: { type: 'string' },
    },
    {
      name: 'webhook-timestamp',
      in: 'header',
      required: true,
      description: 'Unix time (seconds) of signing; refused when more than 5 minutes from the server clock.',
      schema: { type: 'string', pattern: '^[0-9]+$' },
    },
    {
      name: 'webhook-signature',
      in: 'header',
      required: true,
      description:
        'Space-separated `v1,<base64>` signatures: HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}` with ' +
        '`PAYMENT_PROVIDER_WEBHOOK_SECRET`.',
      schema: { type: 'string' },
    },
  ],
};

const securityOf: Record<AuthKind, Record<string, string[]>[]> = {
  none: [],
  admin: [{ AdminKey: [] }],
  tenant: [{ TenantJWT: [] }],
  scheduler: [{ AdminKey: [] }, { CronSecret: [] }],
  account: [{ AccountJWT: [] }],
  apiKey: [{ ApiKey: [] }],
  // A console session only: no person procedure has a REST route.
  person: [],
};

/**
 * The OpenAPI document of every REST surface, generated from the procedures and then corrected
 * where the generator cannot know better: success statuses other than 200, per-operation security,
 * the real error bodies, and the 503 of readiness.
 */
export function buildOpenApiDocument(): OpenAPIObject {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Billing platform API',
    description:
      'Multi-tenant billing service (unversioned paths), course API (`/v1`) and account-data API (`/api/v1/auth`). ' +
      'Every response carries `X-Correlation-ID`. A method a path does not list is answered 405 with an `Allow` header ' +
      '(in the error body of its surface); OPTIONS answers 204 with `Allow`; HEAD answers as GET, without a body.',
    version: process.env.npm_package_version ?? '0.5.0',
    baseUrl: '/',
    securitySchemes: {
      AdminKey: { type: 'apiKey', in: 'header', name: 'X-Admin-Key', description: 'Administrator key (ADMIN_API_KEY).' },
      TenantJWT: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Token from POST /tenants/login: every permission of the tenant.' },
      TenantApiKey: {
        type: 'http',
        scheme: 'bearer',
        description:
          'A tenant API key `bk_…` from POST /tenants/me/api-keys (shown once), with the permissions it was given: each operation names the one it needs, ' +
          'and a key without it is refused with 403. A revoked, expired or rolled-out key, or one used from outside its `allowedIps`, is refused.',
      },
      AccountJWT: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'Access token from POST /api/v1/auth/login or /refresh (1 hour). Tenant tokens are not accepted, nor these on the billing API.',
      },
      CronSecret: { type: 'http', scheme: 'bearer', description: 'CRON_SECRET, as Vercel Cron sends it (scheduled routes only).' },
      ApiKey: {
        type: 'http',
        scheme: 'bearer',
        description: 'Course-API key `lp_live_…` from POST /api/v1/auth/api-keys (shown once). A revoked key, or one of a deleted account, is refused at once.',
      },
    },
  });

  // The generator's own error schemas describe the body of trpc-to-openapi's request handler, which
  // the app does not use: no client ever sees it.
  // The surfaces' error bodies are added below, each only if an operation answers with it.
  const ownSchemas = Object.entries(document.components?.schemas ?? {}).filter(([name]) => !name.startsWith('error.'));
  const errorSchemas: Record<string, unknown> = {};
  document.components = { ...document.components, schemas: Object.fromEntries(ownSchemas) } as OpenAPIObject['components'];
  document.info.license = license;
  document.info.contact = contact;
  // Relative, so the document is right behind any proxy or host name.
  document.servers = [{ url: '/', description: 'This deployment' }];

  const routes = buildRouteTable(appRouter).routes;
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, value] of Object.entries(item as Record<string, Operation>)) {
      const route = routes.find((candidate) => candidate.template === path && candidate.method === method.toUpperCase());
      if (!route) continue;
      const operation = value;
      const responses = { ...(operation.responses ?? {}) };
      // Writes that run the idempotency middleware: authenticated, and not GET.
      const keyed = route.meta.auth !== 'none' && route.meta.auth !== undefined && method !== 'get' && route.meta.idempotent !== false;

      if (route.meta.successStatus && route.meta.successStatus !== 200 && responses['200']) {
        const success = responses['200'] as { content?: unknown };
        responses[String(route.meta.successStatus)] = success;
        delete responses['200'];
        // A replay answers 200 whatever the first answer's status was.
        if (keyed) {
          responses['200'] = {
            description: 'Idempotent replay of an earlier request with the same Idempotency-Key (header Idempotent-Replayed: true)',
            content: success.content,
          };
        }
      }
      for (const code of Object.keys(responses)) if (Number(code) >= 400) delete responses[code];

      const errorSchema = surfaceOf(path) === 'course' ? 'CourseError' : 'BillingError';
      errorSchemas[errorSchema] = errorSchema === 'CourseError' ? courseErrorSchema : billingErrorSchema;
      const declared = route.meta.openapi?.errorResponses;
      const codes = declared
        ? [...(Array.isArray(declared) ? declared : Object.keys(declared)).map(String), '500']
        : errorCodesOf(route.meta.auth ?? 'none', method.toUpperCase(), path.includes('{'));
      // What the adapter answers before any procedure runs, whatever the procedure declares.
      for (const code of adapterCodesOf(method.toUpperCase())) if (!codes.includes(code)) codes.push(code);
      // A tenant API key may lack the operation's permission, or be used from outside its addresses.
      const keyNeeds = route.meta.auth === 'tenant' ? permissionsNeeded(route.meta.permission, route.type) : undefined;
      if (route.meta.auth === 'tenant' && !codes.includes('403')) codes.push('403');
      const descriptions = errorSchema === 'CourseError' ? { ...errorDescriptions, ...courseErrorDescriptions } : errorDescriptions;
      for (const code of codes) {
        responses[code] = {
          description: descriptions[code],
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${errorSchema}` } } },
        };
      }
      const traits = traitsOf(route.meta);
      if (path === '/health/ready' || path === '/health/serving') {
        responses['503'] = {
          description: 'A dependency is down (or the instance is starting or shutting down)',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/HealthReport' } } },
        };
      } else if (traits.database) {
        // The guard's start-up wait and a lost database answer 503 on every such route, whatever
        // the route itself declares.
        const declaredResponse = responses['503'] as { description?: string } | undefined;
        responses['503'] = {
          description: declaredResponse?.description ? `${declaredResponse.description}; or ${outageReason}` : upperFirst(outageReason),
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${errorSchema}` } } },
        };
      }
      if (keyed) {
        // Whatever the route declares, a bad or reused key is answered the same way.
        for (const [code, reason] of Object.entries(keyedErrorReasons)) {
          const declaredResponse = responses[code] as { description?: string } | undefined;
          responses[code] = declaredResponse
            ? { ...declaredResponse, description: `${declaredResponse.description ?? errorDescriptions[code]}; or ${reason}` }
            : { description: reason, content: { 'application/json': { schema: { $ref: `#/components/schemas/${errorSchema}` } } } };
        }
        const declaredResponse = responses['503'] as { description?: string } | undefined;
        responses['503'] = {
          description: `${declaredResponse?.description ?? 'Service unavailable'}; or the idempotency store is unavailable or the key still in progress`,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${errorSchema}` } } },
        };
      }
      for (const [code, response] of Object.entries(responses)) {
        const replayOnly200 = route.meta.successStatus !== undefined && route.meta.successStatus !== 200;
        const headers = responseHeadersOf(code, { path, rateLimit: traits.rateLimit, keyed, replayOnly200 });
        if (Object.keys(headers).length > 0) (response as { headers?: Record<string, unknown> }).headers = headers;
      }
      operation.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
      // A body-less action (suspend, cancel, rotate...) is called without a body.
      if (route.meta.bodyless && operation.requestBody) {
        operation.requestBody = { ...(operation.requestBody as Record<string, unknown>), required: false };
      }
      operation.security = keyNeeds ? [...securityOf.tenant, { TenantApiKey: [] }] : securityOf[route.meta.auth ?? 'none'];
      if (route.meta.auth === 'tenant') {
        operation['x-api-key-permissions'] = keyNeeds?.map((need) => `${need.resource}:${need.access}`) ?? [];
        const needText = keyNeeds ? `API keys need ${keyNeeds.map((need) => `\`${need.resource}:${need.access}\``).join(' and ')}.` : 'API keys are refused (403): the tenant’s token or the console only.';
        operation.description = `${String(operation.description ?? '').trim()} ${needText}`.trim();
        const forbidden = responses['403'] as { description?: string } | undefined;
        if (forbidden) forbidden.description = keyNeeds ? 'An API key without the permission this operation needs (named in `message`), or used from an address outside its `allowedIps`' : 'Called with an API key';
      }
      operation.parameters = [
        ...(operation.parameters ?? []).map(withPathExample),
        ...(headerParametersOf[path] ?? []),
        correlationHeader,
        ...(keyed ? [idempotencyHeader] : []),
      ];
    }
  }
  const events = webhookEventDocumentation();
  document.webhooks = events.webhooks as OpenAPIObject['webhooks'];
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...errorSchemas, ...events.schemas } } as OpenAPIObject['components'];
  document.tags = tagsOf(document);
  return document;
}

/** The document's tags, each described; a tag without a description is a mistake in a router's meta. */
function tagsOf(document: OpenAPIObject): { name: string; description: string }[] {
  const used = new Set<string>();
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item as Record<string, { tags?: string[] }>)) for (const tag of operation.tags ?? []) used.add(tag);
  }
  for (const tag of used) if (!tagDescriptions[tag]) throw new Error(`The tag ${tag} has no description: add it to tagDescriptions`);
  return Object.entries(tagDescriptions)
    .filter(([name]) => used.has(name))
    .map(([name, description]) => ({ name, description }));
}

type Parameter = { in?: string; name?: string; example?: unknown; schema?: { example?: unknown } };

/**
 * A path parameter carries its schema's example on the parameter itself as well, where contract
 * testers (Dredd) look for the value to put in the URL; every path parameter must have one.
 */
function withPathExample(parameter: unknown): unknown {
  const { in: location, name, example, schema } = parameter as Parameter;
  if (location !== 'path' || example !== undefined) return parameter;
  if (schema?.example === undefined) throw new Error(`The path parameter ${name} has no example: give its schema one (rowIdParam)`);
  return { ...(parameter as object), example: schema.example };
}

/**
 * The adapter's own answers: 400 for a URL whose percent-encoding is not UTF-8, a NUL or unpaired
 * surrogate in any parameter, malformed or too deeply nested JSON; 413 and 415 for a body too
 * large or not JSON on any method that takes one (body-less actions included, since a body sent
 * to them is read and checked all the same).
 */
function adapterCodesOf(method: string): string[] {
  return ['POST', 'PUT', 'PATCH'].includes(method) ? ['400', '413', '415'] : ['400'];
}

function errorCodesOf(auth: AuthKind, method: string, hasPathParameter: boolean): string[] {
  const codes = ['400'];
  if (auth !== 'none') codes.push('401');
  if (hasPathParameter) codes.push('404');
  if (method !== 'GET') codes.push('409', '422');
  if (['POST', 'PUT', 'PATCH'].includes(method)) codes.push('413', '415');
  codes.push('500');
  return codes;
}
