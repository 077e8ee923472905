import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors';

/** A driver error as postgres.js raises it, wrapped the way drizzle wraps it. */
const failedQuery = (code: string, message: string) => new Error('Failed query: select 1', { cause: Object.assign(new Error(message), { code }) });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['57P03', 'the database system is starting up'],
    ['55000', 'database "billing" is not currently accepting connections'],
    ['53300', 'sorry, too many clients already'],
    ['08006', 'connection failure'],
    ['ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'],
  ])('counts %s (%s) as the database being unavailable', (code, message) => {
    expect(isDatabaseUnavailable(failedQuery(code, message))).toBe(true);
  });

  it.each([
    // 55000 is also what a statement that is the request's own fault gets.
    ['55000', 'currval of sequence "payments_seq" is not yet defined in this session'],
    ['23505', 'duplicate key value violates unique constraint'],
    ['42P01', 'relation "payments" does not exist'],
  ])('does not count %s (%s)', (code, message) => {
    expect(isDatabaseUnavailable(failedQuery(code, message))).toBe(false);
  });
});
