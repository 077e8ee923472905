import { z } from 'zod';

/**
 * An integer field that says so for any value that is not one: a fraction, and also text (a query
 * value the REST adapter's strict rule did not read as an integer, such as `0x1F`, or `"120"` in a
 * JSON body) or a boolean, which would otherwise read "must be a number". A missing value keeps the
 * common wording ("is required").
 */
export const integerInput = (message: string) => z.number({ error: (issue) => (issue.input === undefined ? undefined : message) }).int(message);

/** The spec's list conventions: limit (default 20, at most 100), offset, sortBy, sortOrder. */
export const paginationInput = {
  limit: integerInput('limit must be an integer')
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(20)
    .meta({ description: 'Page size, 1 to 100.' }),
  offset: integerInput('offset must be an integer')
    .min(0, 'offset must be 0 or more')
    .default(0)
    .meta({ description: 'Items to skip.' }),
  sortOrder: z
    .enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' })
    .default('desc'),
};

/** `sortBy` limited to the fields a list can sort on, named in its error message. */
export const sortByInput = <const T extends readonly [string, ...string[]]>(fields: T, fallback: T[number]) =>
  z.enum(fields, { error: `sortBy must be one of ${fields.join(', ')}` }).default(fallback);

/**
 * `2026-01-31`, or a date-time with minutes, optional seconds and fraction, and an optional offset
 * (`Z`, `+01:00`, `+0100`); `T` or a space between date and time. The ranges are checked apart.
 */
const ISO_DATE_OR_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/;

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysInMonth = (year: number, month: number) => (month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

/**
 * Whether `value` is an ISO 8601 date or date-time that exists on the calendar and the clock.
 * `Date.parse` alone is not enough: it rolls 2026-02-30 over to March 2 and 24:00 to the next day.
 */
export function isIsoDateOrDateTime(value: string): boolean {
  const match = ISO_DATE_OR_DATE_TIME.exec(value);
  if (!match) return false;
  const parts = match.slice(1).map((part) => Number(part ?? 0));
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, offsetHours = 0, offsetMinutes = 0] = parts;
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 23 &&
    offsetMinutes <= 59 &&
    !Number.isNaN(Date.parse(value))
  );
}

/** A date or date-time filter such as `createdAfter=2026-01-31` or `2026-01-31T10:00:00Z`. */
export const dateFilterInput = (field: string) =>
  z
    .string()
    .refine(isIsoDateOrDateTime, { message: `${field} must be an ISO 8601 date or date-time` })
    // A date-time without an offset is UTC, whatever the server's time zone (a bare date already is).
    .transform((value) => new Date(/[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value) ? `${value.replace(' ', 'T')}Z` : value))
    .optional();

/** Whether a query parameter may be given several times (the REST adapter's rule, procedure-invokers.ts: an array, optional or not). */
const isMultiValued = (schema: z.core.$ZodType) =>
  schema instanceof z.ZodArray || (schema instanceof z.ZodOptional && schema.unwrap() instanceof z.ZodArray);

/**
 * The input of a list route, read from its query string. Strict, so an unknown or misspelt parameter
 * (`?staus=FAILED`) is a 400 naming it ("staus is not allowed", as for body fields) instead of an
 * unfiltered list. A repeated parameter arrives as an array, which would read as "limit must be an
 * integer": it is refused by name first. The OpenAPI generator unwraps the preprocess, so the
 * parameters are documented with their own schemas (a query integer as an integer); the REST
 * adapter reads their text by strict rules (server/rest/procedure-invokers.ts).
 */
export function listQueryInput<const Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  const query = z.strictObject(shape);
  const multiValued = new Set(Object.keys(shape).filter((name) => isMultiValued(shape[name]!)));
  const refuseRepeated = (input: unknown, ctx: z.RefinementCtx): unknown => {
    if (input === null || typeof input !== 'object') return input;
    for (const [name, value] of Object.entries(input)) {
      if (Array.isArray(value) && !multiValued.has(name)) {
        ctx.addIssue({ code: 'custom', path: [name], message: `${name} must be given only once` });
      }
    }
    return input;
  };
  return z.preprocess<unknown, typeof query, z.input<typeof query>>(refuseRepeated, query);
}

export const paginationOutput = z.object({
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  hasMore: z.boolean(),
});

/** The list envelope: `{data, pagination}`. */
export const listOutput = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), pagination: paginationOutput });

export type Page<T> = { data: T[]; pagination: z.infer<typeof paginationOutput> };

export function page<T>(data: T[], total: number, limit: number, offset: number): Page<T> {
  return { data, pagination: { total, limit, offset, hasMore: offset + data.length < total } };
}

/** Escapes LIKE wildcards so a search for "50%" matches the text "50%". */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Escapes LIKE wildcards and matches text that starts with `text`. */
export const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
