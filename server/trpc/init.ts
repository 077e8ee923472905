import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ZodError } from 'zod';
import { type AppErrorCode, findAppError } from '../errors';
import type { ProcedureMeta, RequestContext } from './context';
import { issuesFromZod } from './validation';

/**
 * tRPC's one instance for every surface: the context and meta types, and the error formatter that
 * keeps 5xx messages private and gives validation failures their issues.
 */
export const t = initTRPC
  .context<RequestContext>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter: ({ shape, error }) => {
      const appError = findAppError(error);
      const zodError = error.cause instanceof ZodError ? error.cause : undefined;
      const internal = !appError && !zodError && error.code === 'INTERNAL_SERVER_ERROR';
      return {
        ...shape,
        message: internal ? 'Internal server error' : zodError ? 'Validation failed' : shape.message,
        data: {
          ...shape.data,
          stack: undefined,
          appCode: appError?.code ?? (zodError ? 'VALIDATION_FAILED' : undefined),
          issues: appError?.issues ?? (zodError ? issuesFromZod(zodError) : undefined),
          reason: appError?.reason,
        },
      };
    },
  });

const trpcCodes: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION_FAILED: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_SUPPORTED',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  UNPROCESSABLE: 'UNPROCESSABLE_CONTENT',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

/** An AppError as the TRPCError of its code (the console's HTTP status), the AppError kept as the cause. */
export function asTrpcError(error: unknown): unknown {
  const appError = findAppError(error);
  if (!appError || (error instanceof TRPCError && error.code === trpcCodes[appError.code])) return error;
  return new TRPCError({ code: trpcCodes[appError.code], message: appError.message, cause: appError });
}

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;
