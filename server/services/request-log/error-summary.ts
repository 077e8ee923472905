/** The longest summary kept: the error groups key on it, and a table cell shows one line of it. */
const SUMMARY_CAP = 300;

/**
 * What went wrong, in one line, from an answered error body, for the log's error column and its
 * grouping by type. A validation failure's message is only "Validation failed": what the caller
 * has to fix is in its details, so the first detail is the summary, with how many more there are
 * ("amount must be positive (+2 more)"). Both error shapes are read: the billing surface's
 * (`message`, `details` as a list) and the course surface's (`error.message`, `details` by field).
 */
export function errorSummaryOf(errorBody: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(errorBody);
  } catch {
    return null;
  }
  if (!isObject(parsed)) return null;
  const error = isObject(parsed.error) ? parsed.error : parsed;
  const details = detailsOf(error.details);
  const message = typeof error.message === 'string' ? error.message : null;
  const [first, ...rest] = details;
  if (first === undefined) return message?.slice(0, SUMMARY_CAP) ?? null;
  const more = rest.length > 0 ? ` (+${rest.length} more)` : '';
  return `${first.slice(0, SUMMARY_CAP - more.length)}${more}`;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The detail messages, in the order the body lists them. */
function detailsOf(details: unknown): string[] {
  const values = Array.isArray(details) ? details : isObject(details) ? Object.values(details) : [];
  return values.filter((value): value is string => typeof value === 'string' && value !== '');
}
