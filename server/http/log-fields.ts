import { activeTraceFields } from '../infra/tracing';
import { currentRequestScope } from './request-context';

/** Inside a request, every log line carries its correlation id; with tracing on, every line in a span its trace and span ids. */
export function requestLogFields(): Record<string, unknown> {
  const scope = currentRequestScope();
  const traced = activeTraceFields();
  return scope ? { correlationId: scope.correlationId, ...traced } : traced;
}
