import { describe, expect, it } from 'vitest';
import { againWhileConnectionLost, CONNECTION_LOST_RETRIES, isDatabaseUnavailable } from './errors';
import { POOL_MAX } from './pool';

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

describe('againWhileConnectionLost', () => {
  const lost = () => failedQuery('CONNECTION_CLOSED', 'write CONNECTION_CLOSED 127.0.0.1:5432');

  it('runs a read again past every dead connection a pool can hold, and answers what the live one gives', async () => {
    let runs = 0;
    // Every pooled connection dead, and the first statement of the fresh one carrying the ended
    // backend's error: the pool's size plus one failures before a live connection answers.
    const answer = await againWhileConnectionLost(async () => {
      if (runs++ < POOL_MAX + 1) throw lost();
      return 'answered';
    });
    expect(answer).toBe('answered');
    expect(runs).toBe(POOL_MAX + 2);
  });

  it('gives up after CONNECTION_LOST_RETRIES runs again, with the lost connection as the error', async () => {
    let runs = 0;
    const failure = await againWhileConnectionLost(async () => {
      runs++;
      throw lost();
    }).catch((error: unknown) => error);
    expect(runs).toBe(CONNECTION_LOST_RETRIES + 1);
    expect((failure as Error).message).toBe('Failed query: select 1');
  });

  it('does not run again for any other error (a refused connection is an outage, not a dead connection)', async () => {
    let runs = 0;
    const failure = await againWhileConnectionLost(async () => {
      runs++;
      throw failedQuery('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432');
    }).catch((error: unknown) => error);
    expect(runs).toBe(1);
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });
});
