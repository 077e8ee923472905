import { POOL_MAX } from './pool';

/**
 * The error and each error it wraps, outermost first: the one walk along a cause chain (tRPC wraps
 * drizzle's error, drizzle the driver's, fetch the socket's). Bounded, so a cycle cannot hang it.
 */
export function* causesOf(error: unknown, maxDepth = 6): Generator<unknown> {
  let current: unknown = error;
  for (let depth = 0; current && depth < maxDepth; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** Every error code along the cause chain: drizzle wraps the driver's error, tRPC wraps drizzle's. */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (const cause of causesOf(error)) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
  }
  return codes;
}

/**
 * The one table of "could not talk to it" codes, for any server behind a socket (Postgres, Redis,
 * the analytics store): Node's socket errors and postgres.js's connection errors.
 */
export const connectionErrorCodes: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'EPIPE',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

/** Whether an error, or one it wraps, is a failure to talk to its server at all. */
export const isConnectionError = (error: unknown) => codesOf(error).some((code) => connectionErrorCodes.has(code));

/** Postgres error codes the services react to; drizzle wraps driver errors, so look through `cause`. */
function postgresCode(error: unknown): string | undefined {
  return codesOf(error).find((code) => /^[0-9A-Z]{5}$/.test(code));
}

export const isUniqueViolation = (error: unknown) => postgresCode(error) === '23505';

/**
 * The connection a statement was using went away under it: its backend was terminated
 * (`pg_terminate_backend`, 57P01), the server shut down or crashed (57P02), or the socket was
 * closed or reset (postgres.js's CONNECTION_CLOSED/CONNECTION_DESTROYED, ECONNRESET, EPIPE). The
 * pool opens a fresh connection for the next statement.
 */
const connectionLostCodes = new Set(['CONNECTION_CLOSED', 'CONNECTION_DESTROYED', 'ECONNRESET', 'EPIPE', '57P01', '57P02']);

/**
 * Any failure to talk to the database at all: the above, plus no connection to be had (the
 * socket table: refused, timed out, name not resolved; the server starting up or out of connection
 * slots) and SQLSTATE class 08 (connection exception). Not an error of the request: the answer is a 503.
 */
const unavailableCodes = new Set([...connectionErrorCodes, '57P01', '57P02', '57P03', '53300']);

/**
 * The database exists but takes no connections now: `database "x" is not currently accepting
 * connections` (its connections disallowed during maintenance, a restore or a rename). Postgres
 * sends it as 55000 (object not in prerequisite state), a code it also uses for statements that are
 * the request's own fault, so the message decides.
 */
const notAcceptingConnections = (error: unknown) =>
  [...causesOf(error)].some(
    (cause) => (cause as { code?: unknown }).code === '55000' && /not (currently )?accepting connections/i.test(cause instanceof Error ? cause.message : ''),
  );

export const isConnectionLost = (error: unknown) => codesOf(error).some((code) => connectionLostCodes.has(code));

/**
 * How many times a statement whose connection was lost runs again. The pool does not test its idle
 * connections, so after the server ended them (a restart, a failover, `pg_terminate_backend`) each
 * attempt may take another dead one out of the pool, up to the pool's size, and the first statement
 * of a connection opened in a dead one's place may still carry the ended backend's error. Past that
 * bound a connection is live or the database is down (then the error is not "lost" but "refused").
 */
export const CONNECTION_LOST_RETRIES = POOL_MAX + 1;

/** Runs `read` again while its connection is lost under it, up to CONNECTION_LOST_RETRIES times. Only for what changes nothing, or changes it once whatever happens. */
export async function againWhileConnectionLost<T>(read: () => Promise<T>): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await read();
    } catch (error) {
      if (retry >= CONNECTION_LOST_RETRIES || !isConnectionLost(error)) throw error;
    }
  }
}

export const isDatabaseUnavailable = (error: unknown) =>
  codesOf(error).some((code) => unavailableCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code)) || notAcceptingConnections(error);

/**
 * The database refused a write because of a concurrent one: a deadlock (40P01; Postgres aborted
 * this transaction so the other could go on) or a serialization failure (40001). The whole
 * transaction was rolled back, nothing of it stays: running it again is safe and will likely work.
 */
export const isTransientConflict = (error: unknown) => ['40P01', '40001'].includes(postgresCode(error) ?? '');
