import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Paths that may hold secrets. Services never log them on purpose; this is the safety net for a
 * request body or header set logged by mistake.
 */
const redactedPaths = [
  'appSecret',
  'password',
  'secret',
  'token',
  'accessToken',
  'refreshToken',
  '*.appSecret',
  '*.password',
  '*.secret',
  '*.accessToken',
  '*.refreshToken',
  'headers.authorization',
  'headers["x-admin-key"]',
  'headers.cookie',
];

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
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: redactedPaths, censor: '[redacted]' },
      ...(context ? { mixin: context } : {}),
    },
    options.destination ?? pino.destination({ sync: false }),
  );
}

/**
 * The logger of the access log line (method, path, route, status, duration): the same output,
 * without redaction. Its fields are fixed and none can hold a secret (the path is the URL's path,
 * never its query), and the redaction paths' wildcards cost about half of each line's CPU time
 * (5 of 10 µs, measured with pino's own destination), paid on every request.
 */
export function accessLogOf(logger: Logger): Logger {
  return logger.child({}, { redact: [] });
}
