import { describe, expect, it } from 'vitest';
import { SECRET_NAMED_FIELDS, secretValueOf } from '../testing/secret-names-cases';
import { accessLogOf, createLogger } from './logger';

/** A real pino logger writing its lines into an array, parsed. */
function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } });
  return { logger, lines, last: () => JSON.parse(lines.at(-1)!) as Record<string, any> };
}

describe('log line redaction', () => {
  it.each(SECRET_NAMED_FIELDS)('hides %s at the top level, nested, under headers and in arrays, and keeps the other fields', (name) => {
    const { logger, lines, last } = capturedLogger();
    const value = secretValueOf(name);
    const fields = {
      [name]: value,
      body: { [name]: value, amount: 5 },
      request: { method: 'POST', headers: { [name]: value, 'content-type': 'application/json' } },
      attempts: [{ [name]: value, status: 500 }],
      idempotencyKey: 'kept-key',
    };
    logger.info(fields, 'a line that carries a secret by mistake');

    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(value);
    expect(last()).toMatchObject({
      [name]: '[REDACTED]',
      body: { [name]: '[REDACTED]', amount: 5 },
      request: { method: 'POST', headers: { [name]: '[REDACTED]', 'content-type': 'application/json' } },
      attempts: [{ [name]: '[REDACTED]', status: 500 }],
      idempotencyKey: 'kept-key',
      msg: 'a line that carries a secret by mistake',
    });
    // The caller's object is not changed by being logged.
    expect(fields.body[name]).toBe(value);
  });

  it('writes a line without secrets as it was given, and errors by their own rules', () => {
    const { logger, last } = capturedLogger();
    logger.error({ err: new Error('boom'), path: '/payments', durationMs: 3 }, 'failed');
    expect(last()).toMatchObject({ err: { type: 'Error', message: 'boom' }, path: '/payments', durationMs: 3, msg: 'failed' });
  });

  it('the access log, whose fields are fixed, is written through the same output', () => {
    const { logger, last } = capturedLogger();
    accessLogOf(logger).info({ method: 'GET', path: '/payments', route: '/payments', status: 200, durationMs: 1.5 }, 'request');
    expect(last()).toMatchObject({ service: 'billing-platform', method: 'GET', path: '/payments', status: 200, msg: 'request' });
  });
});
