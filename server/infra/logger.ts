import pino, { type DestinationStream, type Logger } from 'pino';
import { isSecretName, REDACTED } from './secret-names';

export type { Logger };

/** Deeper than any line this app logs; past it a value is written as it is. */
const MAX_REDACTION_DEPTH = 8;

/**
 * A log line's fields with the value of every secret-named field replaced, at any depth (the names
 * the request log hides too: server/infra/secret-names.ts). Services never log secrets on purpose; this is
 * the safety net for a body, a header set or a token logged by mistake. Only plain objects and
 * arrays are walked: errors, dates and buffers are written by their own rules. A line without such a
 * field is returned as it came, without a copy.
 */
function withoutSecrets<T>(value: T, depth = 0): T {
  if (value === null || typeof value !== 'object' || depth > MAX_REDACTION_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, index) => {
      const redacted = withoutSecrets(item, depth + 1);
      if (redacted !== item) (copy ??= [...value])[index] = redacted;
    });
    return (copy ?? value) as T;
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, inner] of Object.entries(value)) {
    const redacted = isSecretName(key) ? REDACTED : withoutSecrets(inner, depth + 1);
    if (redacted !== inner) (copy ??= { ...(value as Record<string, unknown>) })[key] = redacted;
  }
  return (copy ?? value) as T;
}

/**
 * Structured JSON logs. `context` gives the fields of the moment every line carries (inside a
 * request: its correlation id), read per line so no logger is passed through every call.
 */
export function createLogger(options: { level: string; destination?: DestinationStream; context?: () => Record<string, unknown> }): Logger {
  const context = options.context;
  return pino(
    {
      level: options.level,
      base: { service: 'billing-platform' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }), log: (fields) => withoutSecrets(fields) },
      ...(context ? { mixin: context } : {}),
    },
    options.destination ?? pino.destination({ sync: false }),
  );
}

/**
 * The logger of the access log line (method, path, route, status, duration): the same output,
 * without the redaction walk. Its fields are fixed and none can hold a secret (the path is the URL's
 * path, never its query), and it is written on every request.
 */
export function accessLogOf(logger: Logger): Logger {
  return logger.child({}, { formatters: { log: (fields) => fields } });
}
