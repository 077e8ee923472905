import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { causesOf, findAppError } from '../errors';
import { issuesFromZod } from '../trpc/validation';
import { type ErrorDescription, type Surface, validationStatus } from './surfaces';

export type DescribedError = ErrorDescription & { headers: Record<string, string>; internal: boolean };

/**
 * Any error thrown while answering a REST request, as the surface shows it. AppErrors say what they
 * are; zod failures are validation errors; the library's own protocol errors keep their status;
 * everything else is a 500 whose message stays in the log.
 */
export function describeError(error: unknown, surface: Surface): DescribedError {
  const appError = findAppError(error);
  if (appError) {
    const status = appError.code === 'VALIDATION_FAILED' ? validationStatus(surface) : appError.status;
    return { status, code: appError.code, message: appError.message, issues: appError.issues, headers: appError.headers, internal: false };
  }
  const zodError = findZodError(error);
  if (zodError) {
    return {
      status: validationStatus(surface),
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      issues: issuesFromZod(zodError),
      headers: {},
      internal: false,
    };
  }
  if (error instanceof TRPCError) {
    switch (error.code) {
      case 'PARSE_ERROR':
        return { status: 400, code: 'BAD_REQUEST', message: 'Malformed JSON in request body', headers: {}, internal: false };
      case 'NOT_FOUND':
        return { status: 404, code: 'NOT_FOUND', message: 'Route not found', headers: {}, internal: false };
      case 'UNSUPPORTED_MEDIA_TYPE':
        return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Content-Type must be application/json', headers: {}, internal: false };
      case 'PAYLOAD_TOO_LARGE':
        return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large', headers: {}, internal: false };
      default:
        break;
    }
  }
  return { status: 500, code: 'INTERNAL', message: 'Internal server error', headers: {}, internal: true };
}

function findZodError(error: unknown): ZodError | undefined {
  for (const cause of causesOf(error)) {
    if (cause instanceof ZodError) return cause;
    // Output validation failures are ours, not the caller's: they stay 500s.
    if (cause instanceof TRPCError && cause.code === 'INTERNAL_SERVER_ERROR') return undefined;
  }
  return undefined;
}
