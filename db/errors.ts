/** Every error code along the cause chain: drizzle wraps the driver's error, tRPC wraps drizzle's. */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

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
 * Any failure to talk to the database at all: the above, plus no connection to be had (refused,
 * timed out, name not resolved, the server starting up or out of connection slots) and SQLSTATE
 * class 08 (connection exception). Not an error of the request: the answer is a 503.
 */
const unavailableCodes = new Set([
  ...connectionLostCodes,
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P03',
  '53300',
]);

export const isConnectionLost = (error: unknown) => codesOf(error).some((code) => connectionLostCodes.has(code));

export const isDatabaseUnavailable = (error: unknown) => codesOf(error).some((code) => unavailableCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code));

/**
 * The database refused a write because of a concurrent one: a deadlock (40P01; Postgres aborted
 * this transaction so the other could go on) or a serialization failure (40001). The whole
 * transaction was rolled back, nothing of it stays: running it again is safe and will likely work.
 */
export const isTransientConflict = (error: unknown) => ['40P01', '40001'].includes(postgresCode(error) ?? '');
