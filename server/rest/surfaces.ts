import { STATUS_CODES } from 'node:http';
import type { FieldIssue } from '../errors';

/**
 * The three REST surfaces . Each has its own error body; the billing body is shared
 * by the account-data API.
 */
export type Surface = 'billing' | 'course' | 'account';

export function surfaceOf(path: string): Surface {
  if (path === '/v1' || path.startsWith('/v1/')) return 'course';
  if (path === '/api/v1/auth' || path.startsWith('/api/v1/auth/')) return 'account';
  return 'billing';
}

export type ErrorDescription = {
  status: number;
  /** The AppError code, or the code the adapter gave a protocol error. */
  code: string;
  message: string;
  issues?: FieldIssue[];
};

/** Course-API codes. */
const courseCodes: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_ERROR',
  429: 'RATE_LIMITED',
  500: 'INTERNAL_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

/** One message per field: the first rule it broke (a negative price is "positive", not also "2 decimals"). */
function detailsByField(issues: FieldIssue[]): Record<string, string> {
  const details = new Map<string, string>();
  for (const issue of issues) if (!details.has(issue.field)) details.set(issue.field, issue.message);
  // fromEntries defines own properties: a field named `__proto__` stays a field.
  return Object.fromEntries(details);
}

export function errorBody(surface: Surface, error: ErrorDescription, request: { path: string; correlationId: string }) {
  if (surface === 'course') {
    const code = error.code === 'VALIDATION_FAILED' ? 'VALIDATION_ERROR' : (courseCodes[error.status] ?? 'ERROR');
    return {
      success: false as const,
      error: {
        code,
        message: error.message,
        ...(error.issues ? { details: detailsByField(error.issues) } : {}),
      },
    };
  }
  return {
    statusCode: error.status,
    timestamp: new Date().toISOString(),
    path: request.path,
    message: error.message,
    correlationId: request.correlationId,
    error: STATUS_CODES[error.status] ?? 'Error',
    ...(error.issues ? { details: error.issues.map((issue) => issue.message) } : {}),
  };
}

/** Validation failures: 400 on the billing and account surfaces, 422 on the course API. */
export const validationStatus = (surface: Surface) => (surface === 'course' ? 422 : 400);
