/**
 * The one error model. Services throw `AppError` with a code; each surface (billing REST, course
 * REST, console tRPC) maps the code to its own status and body in one place. Anything that is not
 * an AppError is a 500 whose message never leaves the server.
 */
import { causesOf } from '@/db/errors';

// The walk along a cause chain lives with the database's error codes, the layer below every caller.
export { causesOf };

export const errorStatus = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof errorStatus;

/**
 * What a client acts on beyond the status, when one status has several meanings: the console's
 * sign-in asks for the second factor, a dangerous action asks to confirm it's you again, a person
 * who must have a second factor is sent to set one up. A wrong e-mail or password at the console's
 * sign-in is `invalid_credentials`: the sign-in throttle counts it (and a wrong code), not the 401s
 * that only ask for more.
 */
export const appErrorReasons = ['invalid_credentials', 'second_factor_required', 'second_factor_failed', 'reverify_required', 'reverify_failed', 'two_factor_setup_required'] as const;
export type AppErrorReason = (typeof appErrorReasons)[number];

/** One violated rule; `message` is a whole sentence naming the field. */
export type FieldIssue = { field: string; message: string };

/**
 * Marks every AppError. Next.js may bundle this module into more than one chunk (instrumentation
 * and each route), so an error made by one copy must still be an AppError to another: `instanceof`
 * checks the mark, not the class identity.
 */
const APP_ERROR = Symbol.for('billing-platform.AppError');

export class AppError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[APP_ERROR] === true;
  }

  readonly [APP_ERROR] = true;
  readonly code: AppErrorCode;
  readonly issues: FieldIssue[] | undefined;
  /** Headers the response must carry (`Retry-After`, `Allow`, rate-limit headers). */
  readonly headers: Record<string, string>;
  readonly reason: AppErrorReason | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { issues?: FieldIssue[]; headers?: Record<string, string>; reason?: AppErrorReason; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.issues = options.issues;
    this.headers = options.headers ?? {};
    this.reason = options.reason;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const validationFailed = (issues: FieldIssue[]) =>
  new AppError('VALIDATION_FAILED', 'Validation failed', { issues });

export const unauthorized = (message = 'Unauthorized') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'Forbidden') => new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const unprocessable = (message: string) => new AppError('UNPROCESSABLE', message);
export const serviceUnavailable = (message: string, retryAfterS: number) =>
  new AppError('SERVICE_UNAVAILABLE', message, { headers: { 'Retry-After': String(retryAfterS) } });

/** The AppError inside whatever a framework wrapped it in, if there is one. */
export function findAppError(error: unknown): AppError | undefined {
  for (const cause of causesOf(error)) if (cause instanceof AppError) return cause;
  return undefined;
}
