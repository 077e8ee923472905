import { context, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

/**
 * Database statements as child spans of the active span (the request's, a job run's), named by
 * their operation (`SELECT`, `INSERT`, …) with the parameterised text as `db.query.text`: never the
 * values. Only wired in when tracing is on (the handles take `traced`): off, nothing is wrapped.
 */

const tracer = () => trace.getTracer('billing-platform.db');

function startStatementSpan(system: 'postgresql' | 'pglite', text: string): Span {
  const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
  return tracer().startSpan(operation, { kind: SpanKind.CLIENT, attributes: { 'db.system.name': system, 'db.operation.name': operation, 'db.query.text': text.slice(0, 2000) } }, context.active());
}

function endSpan(span: Span, error?: unknown) {
  if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
  span.end();
}

/**
 * A postgres.js query with a span from the moment it is run (awaited) until it settles. The query
 * is lazy and is told its result format (`.values()`, `.raw()`) before it runs, so those return
 * the wrapper and the span starts at `then`.
 */
export function tracedPostgresQuery<Q extends PromiseLike<unknown>>(query: Q, text: string): Q {
  let span: Span | undefined;
  const wrapper: Q = new Proxy(query, {
    get(target, property) {
      if (property === 'then') {
        return (onFulfilled?: (value: unknown) => unknown, onRejected?: (reason: unknown) => unknown) => {
          span ??= startStatementSpan('postgresql', text);
          const started = span;
          return target.then(
            (value) => {
              endSpan(started);
              return onFulfilled ? onFulfilled(value) : value;
            },
            (error: unknown) => {
              endSpan(started, error);
              if (onRejected) return onRejected(error);
              throw error;
            },
          );
        };
      }
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      if (property === 'values' || property === 'raw') {
        return (...args: unknown[]) => {
          (value as (...a: unknown[]) => unknown).apply(target, args);
          return wrapper;
        };
      }
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
  return wrapper;
}

/** A PGlite client (or transaction) whose `query` and `exec` run in spans. */
export function tracedPglite<C extends object>(client: C): C {
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      const method = value as (...a: unknown[]) => Promise<unknown>;
      if (property === 'query' || property === 'exec') {
        return async (...args: unknown[]) => {
          const span = startStatementSpan('pglite', String(args[0]));
          try {
            const result = await context.with(trace.setSpan(context.active(), span), () => method.apply(target, args));
            endSpan(span);
            return result;
          } catch (error) {
            endSpan(span, error);
            throw error;
          }
        };
      }
      if (property === 'transaction') {
        return (callback: (tx: object) => Promise<unknown>) => method.call(target, (tx: object) => callback(tracedPglite(tx)));
      }
      return method.bind(target);
    },
  }) as C;
}
