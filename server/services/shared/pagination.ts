import { z } from 'zod';

/** The spec's list conventions: limit (default 20, at most 100), offset, sortBy, sortOrder. */
export const paginationInput = {
  limit: z
    .number()
    .int('limit must be an integer')
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(20)
    .meta({ description: 'Page size, 1 to 100.' }),
  offset: z
    .number()
    .int('offset must be an integer')
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

/** A date or date-time filter such as `createdAfter=2026-01-31` or `2026-01-31T10:00:00Z`. */
export const dateFilterInput = (field: string) =>
  z
    .string()
    .refine((value) => /^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value)), {
      message: `${field} must be an ISO 8601 date or date-time`,
    })
    .transform((value) => new Date(value))
    .optional();

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
