/** Rate-limit figures an answer carried (`X-RateLimit-*`), when it carried them. */
export type RateLimit = {
  limit: number;
  remaining: number;
  /** Unix seconds when the window resets. */
  reset: number;
};

export type ApiErrorInit = {
  statusCode: number;
  error: string;
  message: string;
  details?: unknown;
  correlationId?: string;
  retryAfterSeconds?: number;
  rateLimit?: RateLimit;
  body?: unknown;
};

/**
 * A non-2xx answer from the billing or account-data API: the billing error body
 * `{statusCode, error, message, details?, correlationId}`, with the `Retry-After` and
 * `X-RateLimit-*` figures when the answer had them.
 */
export class BillingApiError extends Error {
  readonly statusCode: number;
  /** The HTTP reason (`Bad Request`, `Unprocessable Entity`), or the course API's code. */
  readonly error: string;
  /** Billing and account APIs: one message per violated rule; course API: field → message. */
  readonly details?: unknown;
  readonly correlationId?: string;
  /** Seconds the server asked to wait before retrying (429, 503). */
  readonly retryAfterSeconds?: number;
  readonly rateLimit?: RateLimit;
  /** The parsed body as received (or its text when it was not JSON). */
  readonly body?: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'BillingApiError';
    this.statusCode = init.statusCode;
    this.error = init.error;
    this.details = init.details;
    this.correlationId = init.correlationId;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.rateLimit = init.rateLimit;
    this.body = init.body;
  }
}

/** A non-2xx answer from the course API (`{success:false, error:{code, message, details?}}`). */
export class CourseApiError extends BillingApiError {
  /** `VALIDATION_ERROR`, `NOT_FOUND`, `RATE_LIMITED`, … (also in `error`). */
  readonly code: string;
  declare readonly details?: Record<string, string>;

  constructor(init: ApiErrorInit & { code: string }) {
    super(init);
    this.name = 'CourseApiError';
    this.code = init.code;
  }
}

export type Surface = 'billing' | 'course' | 'account';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function headerNumber(headers: Headers, name: string): number | undefined {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

export function rateLimitOf(headers: Headers): RateLimit | undefined {
  const limit = headerNumber(headers, 'x-ratelimit-limit');
  const remaining = headerNumber(headers, 'x-ratelimit-remaining');
  const reset = headerNumber(headers, 'x-ratelimit-reset');
  return limit === undefined || remaining === undefined || reset === undefined ? undefined : { limit, remaining, reset };
}

/** `Retry-After` in seconds: a number of seconds or an HTTP date. */
export function retryAfterSecondsOf(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The error a non-2xx answer stands for, in its surface's shape. */
export function apiErrorFrom(surface: Surface, response: Response, body: unknown): BillingApiError {
  const common = {
    statusCode: response.status,
    correlationId: response.headers.get('x-correlation-id') ?? undefined,
    retryAfterSeconds: retryAfterSecondsOf(response.headers),
    rateLimit: rateLimitOf(response.headers),
    body,
  };
  const fallback = response.statusText || `HTTP ${response.status}`;
  if (surface === 'course') {
    const error = isRecord(body) && isRecord(body.error) ? body.error : {};
    const code = text(error.code) ?? 'ERROR';
    return new CourseApiError({
      ...common,
      code,
      error: code,
      message: text(error.message) ?? fallback,
      details: isRecord(error.details) ? (error.details as Record<string, string>) : undefined,
    });
  }
  const fields = isRecord(body) ? body : {};
  return new BillingApiError({
    ...common,
    statusCode: typeof fields.statusCode === 'number' ? fields.statusCode : response.status,
    error: text(fields.error) ?? fallback,
    message: text(fields.message) ?? (typeof body === 'string' && body ? body : fallback),
    details: fields.details,
    correlationId: text(fields.correlationId) ?? common.correlationId,
  });
}
