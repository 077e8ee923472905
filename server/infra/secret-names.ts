/**
 * What counts as a secret's name, wherever the name appears: a JSON field at any depth, a query
 * parameter, a header, a field of a log line. The request log (services/request-log/redact.ts) and
 * the logger (infra/logger.ts) both redact by it, so a name one hides the other hides too. It sits
 * in infra/, the lowest layer of the server, beside the logger: infra/ may import nothing of the domain.
 *
 * A name is a secret's when it contains one of these parts, in any case, a space in a part standing
 * for an optional `-` or `_`: `appSecret`, `refreshToken`, `password`, `Authorization`, `apiKey`,
 * `api_key`, `X-API-Key`, `X-Admin-Key`, `webhook-signature`, `Cookie`, `Set-Cookie`. It errs on the
 * side of hiding: `tokenType` is hidden too.
 */
export const SECRET_NAME_PARTS = [
  'secret',
  'token',
  'password',
  'passphrase',
  'authorization',
  'cookie',
  'signature',
  'credential',
  'api key',
  'admin key',
  'private key',
] as const;

/** The parts as one pattern (unanchored: a part anywhere in the name). */
export const SECRET_NAME = new RegExp(SECRET_NAME_PARTS.map((part) => part.replace(/ /g, '[-_]?')).join('|'), 'i');

export const isSecretName = (name: string): boolean => SECRET_NAME.test(name);

/** What a secret's value is replaced with, in the request log and in log lines. */
export const REDACTED = '[REDACTED]';
