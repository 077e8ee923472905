import { isSecretName, REDACTED, SECRET_NAME } from '../../infra/secret-names';

/** Each body kept in the request log is cut at this many characters (after redaction). */
export const REQUEST_LOG_BODY_CAP = 8192;
export { REDACTED };
const TRUNCATED = '…[truncated]';

/** `name=value`, `"name": value` or `name: value` pairs of a secret-named field in text that is not JSON. */
const SECRET_PAIR = new RegExp(`("?[\\w-]*(?:${SECRET_NAME.source})[\\w-]*"?\\s*[:=]\\s*)("(?:[^"\\\\]|\\\\.)*"|[^\\s,&}]+)`, 'gi');

function redactValue(value: unknown, depth = 0): unknown {
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, isSecretName(key) ? REDACTED : redactValue(inner, depth + 1)]));
}

/**
 * A body as the request log keeps it: JSON with every secret-named field's value replaced, or text
 * that is not JSON with `name=value` / `"name": value` pairs of such names replaced; then capped.
 */
export function redactBody(text: string | null | undefined): string | null {
  if (text === null || text === undefined || text === '') return null;
  let redacted: string;
  try {
    redacted = JSON.stringify(redactValue(JSON.parse(text)));
  } catch {
    redacted = text.replace(SECRET_PAIR, `$1"${REDACTED}"`);
  }
  return redacted.length > REQUEST_LOG_BODY_CAP ? redacted.slice(0, REQUEST_LOG_BODY_CAP) + TRUNCATED : redacted;
}

/** The query string without its `?`, values of secret-named parameters replaced. */
export function redactQuery(search: URLSearchParams): string {
  if (search.size === 0) return '';
  const kept = new URLSearchParams();
  for (const [key, value] of search) kept.append(key, isSecretName(key) ? REDACTED : value);
  return kept.toString().slice(0, REQUEST_LOG_BODY_CAP);
}
