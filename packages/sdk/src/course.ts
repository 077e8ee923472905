import type { operations } from './generated/openapi.js';
import { buildGroups } from './groups.js';
import type { Groups, OperationId, ResultOf } from './operation-types.js';
import { createTransport, type TransportOptions } from './transport.js';

type CourseOperationId = Extract<OperationId, `courses-${string}`>;

/** The course API's envelope taken off: a page stays `{data, pagination}`, a single result is its `data`, a deletion its `{message}`. */
type Unwrapped<R> = R extends { data: infer D; pagination: infer P }
  ? { data: D; pagination: P }
  : R extends { data: infer D }
    ? D
    : R extends { success: true }
      ? Omit<R, 'success'>
      : R;
type CourseResults = { [K in OperationId]: Unwrapped<ResultOf<operations[K]>> };

export type CourseClientOptions = TransportOptions & {
  /** A course-API key (`lp_live_…`) from the account API's `createApiKey`. */
  apiKey: string;
};

export type CourseClient = Groups<CourseOperationId, CourseResults>;

function unwrap(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const { success: _success, ...rest } = body as Record<string, unknown>;
  if ('pagination' in rest) return rest;
  return 'data' in rest ? rest.data : rest;
}

/**
 * A client for the course API (`/v1`) with an API key: `courses.create`, `courses.list` (every
 * page), `courses.profile`, … Answers come without their `{success, data}` envelope; errors are
 * `CourseApiError` with the API's `code` and field `details`. The course API takes no
 * `Idempotency-Key`, so a network failure during a create is not retried (a 429 or 503 is: it was
 * not applied).
 */
export function createCourseClient(options: CourseClientOptions): CourseClient {
  const header = { Authorization: `Bearer ${options.apiKey}` };
  const transport = createTransport('course', options, { headers: async () => header });
  return buildGroups({ secured: transport, open: transport }, (group) => group === 'courses', unwrap) as unknown as CourseClient;
}
