/**
 * Names whose values must never be written, as clients and libraries spell them: body fields,
 * query parameters and headers. Written out here, not read from server/infra/secret-names.ts, so a name
 * dropped from the shared list fails the logger's and the request log's tests.
 */
export const SECRET_NAMED_FIELDS = [
  'appSecret',
  'secret',
  'clientSecret',
  'password',
  'newPassword',
  'passphrase',
  'token',
  'accessToken',
  'refreshToken',
  'apiKey',
  'api_key',
  'privateKey',
  'signature',
  'credentials',
  'authorization',
  'Authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'X-API-Key',
  'x-admin-key',
  'webhook-signature',
] as const;

/** A value that says which name it was sent under, so a leak names its field. */
export const secretValueOf = (name: string) => `leak-${name.replace(/[^a-z]/gi, '')}-7f3a`;
