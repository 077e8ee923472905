import { z } from 'zod';
import { supportedCurrencies } from '../payments/payment-schemas';
import { rowIdParam } from '../shared/row-id';
import { dateFilterInput, listOutput, listQueryInput, paginationInput, sortByInput } from '../shared/pagination';
import { isTimeZone, UTC } from '../time';
import { httpMethods, insightsWindows } from './request-log-constants';

export { httpMethods, insightsWindows, type InsightsWindow } from './request-log-constants';

/** One request in the list: what it was and how it was answered, without its bodies. */
export const requestLogEntrySchema = z
  .object({
    id: z.uuid(),
    createdAt: z.iso.datetime(),
    actorType: z.enum(['tenant', 'admin']).meta({ description: 'Who made the request: the tenant itself, or an administrator acting on it.' }),
    actorId: z.string().nullable(),
    apiKeyId: z.uuid().nullable().meta({ description: 'The tenant API key the request was made with (`GET /tenants/me/api-keys/{id}`); null for the tenant’s token, the console and administrators.' }),
    method: z.string(),
    route: z.string().meta({ description: 'The route template the request matched (`/payments/{id}`), or `unmatched`.' }),
    path: z.string(),
    query: z.string().meta({ description: 'The query string without `?`; values of secret-named parameters redacted.' }),
    status: z.number().int(),
    durationMs: z.number().meta({ description: 'Time from the request reaching the app to the answer, in milliseconds.' }),
    correlationId: z.string(),
    idempotencyKey: z.string().nullable(),
    replayed: z.boolean().meta({ description: 'The answer came from the idempotency store (a keyed write sent again).' }),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    errorMessage: z.string().nullable().meta({ description: 'For answers of 400 and above, what went wrong: the first detail of a validation failure (with how many more there are), else the error message.' }),
  })
  .meta({ id: 'RequestLogEntry' });
export type RequestLogEntry = z.infer<typeof requestLogEntrySchema>;

export const requestLogEntryDetailSchema = requestLogEntrySchema
  .extend({
    requestBody: z.string().nullable().meta({ description: 'For answers of 400 and above: the request body as sent, secrets redacted, cut at 8,192 characters.' }),
    errorBody: z.string().nullable().meta({ description: 'For answers of 400 and above: the error body answered, cut at 8,192 characters.' }),
  })
  .meta({ id: 'RequestLogEntryDetail' });
export type RequestLogEntryDetail = z.infer<typeof requestLogEntryDetailSchema>;

/** `404` exactly, or a class: `4xx`. */
const STATUS_FILTER = /^[1-5](?:\d\d|xx)$/;

export const listRequestLogShape = {
  ...paginationInput,
  sortBy: sortByInput(['createdAt'], 'createdAt'),
  status: z
    .string()
    .regex(STATUS_FILTER, 'status must be a status code (404) or a class (2xx, 4xx, 5xx)')
    .optional()
    .meta({ description: 'A status code (`404`) or a class (`2xx`, `4xx`, `5xx`).', example: '4xx' }),
  method: z.enum(httpMethods, { error: `method must be one of ${httpMethods.join(', ')}` }).optional(),
  path: z.string().min(1, 'path must not be empty').max(500, 'path must be at most 500 characters').optional().meta({ description: 'Only requests whose path starts with this.', example: '/payments' }),
  createdAfter: dateFilterInput('createdAfter'),
  createdBefore: dateFilterInput('createdBefore'),
  correlationId: z.string().min(1, 'correlationId must not be empty').max(200, 'correlationId must be at most 200 characters').optional(),
  error: z
    .string()
    .min(1, 'error must not be empty')
    .max(300, 'error must be at most 300 characters')
    .optional()
    .meta({ description: 'Only answers of 400 and above whose error message contains this, in any case (`errorMessage`).', example: 'Idempotency-Key' }),
};
export const listRequestLogInput = listQueryInput(listRequestLogShape);
export type ListRequestLogInput = z.infer<typeof listRequestLogInput>;

export const requestLogEntryIdInput = z.object({ id: rowIdParam('Request log entry id (UUID).') });

export const requestLogListSchema = listOutput(requestLogEntrySchema)
  .meta({
    id: 'RequestLogList',
    description: 'Newest first. `total` counts matching entries up to 1,000; 1,000 means at least that many (narrow with createdBefore to reach older entries).',
  });

const timeZoneRule = 'timeZone must be an IANA time zone, such as Europe/Budapest or UTC';

export const insightsInput = z.strictObject({
  window: z.enum(insightsWindows, { error: 'window must be one of 24h, 7d, 30d' }).default('24h').meta({ description: 'Hourly buckets for 24h, daily for 7d and 30d.' }),
  timeZone: z
    .string({ error: timeZoneRule })
    .refine(isTimeZone, timeZoneRule)
    .default(UTC)
    .meta({
      description:
        'The zone whose days the daily buckets are (7d and 30d): each starts at that zone’s midnight. Hourly buckets are hours whatever the zone. ' +
        'Figures are kept per hour, so in a zone whose offset is not whole hours a day runs from the first hour that starts in it.',
      example: 'Europe/Budapest',
    }),
});

const amount = z.string().meta({ description: 'Exact decimal in the currency’s main unit.', example: '1250.00' });
const paymentVolumeSchema = z.object({
  currency: z.enum(supportedCurrencies),
  created: z.number().int(),
  createdAmount: amount,
  succeeded: z.number().int(),
  succeededAmount: amount,
});

const refundVolumeSchema = z.object({
  currency: z.enum(supportedCurrencies),
  refunded: z.number().int().meta({ description: 'Refunds that succeeded.' }),
  refundedAmount: amount,
});

const disputedAmountSchema = z.object({
  currency: z.enum(supportedCurrencies),
  count: z.number().int(),
  amount: amount,
});

export const openDisputesSchema = z
  .object({
    count: z.number().int().meta({ description: 'Disputes open now: NEEDS_RESPONSE and UNDER_REVIEW.' }),
    needsResponse: z.number().int(),
    underReview: z.number().int(),
    dueWithin72h: z
      .number()
      .int()
      .meta({ description: 'NEEDS_RESPONSE disputes whose evidence is due in the next 72 hours (not those already overdue).' }),
    atStake: z.array(disputedAmountSchema).meta({ description: 'The amount the open disputes contest, per currency.' }),
  })
  .meta({ description: 'Disputes open at the time of the answer, whatever the window.' });

const trafficFigures = {
  requests: z.number().int(),
  clientErrors: z.number().int().meta({ description: 'Answers 400–499.' }),
  serverErrors: z.number().int().meta({ description: 'Answers 500 and above.' }),
  p50LatencyMs: z.number().nullable().meta({ description: 'Median latency, read from 25%-wide buckets; null without requests.' }),
  p95LatencyMs: z.number().nullable(),
};

export const insightsBucketSchema = z.object({
  start: z.iso.datetime(),
  ...trafficFigures,
  payments: z.array(paymentVolumeSchema).meta({ description: 'Payments created in the bucket and payments that succeeded in it, per currency.' }),
});

export const topErrorSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  count: z.number().int(),
  lastAt: z.iso.datetime(),
  lastCorrelationId: z.string(),
});

export const insightsSchema = z
  .object({
    window: z.enum(insightsWindows),
    bucket: z.enum(['hour', 'day']),
    timeZone: z.string().meta({ description: 'The zone whose days the daily buckets are, as asked (UTC by default).', example: 'UTC' }),
    from: z.iso.datetime(),
    to: z.iso.datetime(),
    totals: z.object({
      ...trafficFigures,
      payments: z.array(paymentVolumeSchema),
      refunds: z
        .array(refundVolumeSchema)
        .meta({ description: 'Refunds that succeeded in the window, per currency, counted when the provider settled them (a SUCCEEDED refund’s `updatedAt`).' }),
    }),
    openDisputes: openDisputesSchema,
    series: z.array(insightsBucketSchema),
    topErrors: z.array(topErrorSchema).meta({ description: 'The most frequent errors of the window by status and message, at most 10.' }),
  })
  .meta({ id: 'Insights' });
export type Insights = z.infer<typeof insightsSchema>;

const tenantFigure = z.object({ tenantId: z.uuid(), appId: z.string().nullable(), name: z.string().nullable(), count: z.number().int() });
export const platformInsightsSchema = insightsSchema
  .extend({
    topTenants: z.object({
      byRequests: z.array(tenantFigure).meta({ description: 'At most 5.' }),
      byErrors: z.array(tenantFigure).meta({ description: 'Answers of 400 and above; at most 5.' }),
    }),
  })
  .meta({ id: 'PlatformInsights' });
export type PlatformInsights = z.infer<typeof platformInsightsSchema>;
