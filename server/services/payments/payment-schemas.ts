import { z } from 'zod';
import type { PaymentRow } from '@/db/schema';
import { dateFilterInput, listOutput, listQueryInput, paginationInput, sortByInput } from '../shared/pagination';
import { rowIdParam } from '../shared/row-id';
import { connectorProviders } from '../payment-connectors/connector-schemas';
import { paymentStatuses, supportedCurrencies } from './payment-constants';
import { amountAsNumber } from '../money';
import { AMOUNT_MAX, amountInputSchema } from '../money/amount-input';

/** Payment schemas, shared by the REST routes, the console forms and the OpenAPI document. */

export { paymentStatuses, supportedCurrencies } from './payment-constants';
export const paymentStatusSchema = z.enum(paymentStatuses, { error: `status must be one of ${paymentStatuses.join(', ')}` });

export const currencySchema = z.enum(supportedCurrencies, {
  error: (issue) => (issue.input === undefined ? 'currency is required' : `currency must be one of ${supportedCurrencies.join(', ')}`),
});

export { AMOUNT_MAX };
export const AMOUNT_MIN = 1;

/** A payment's amount: 1..10000000 with at most two decimals (the shared money amount's rules). */
export const amountInput = amountInputSchema({
  lowest: { min: AMOUNT_MIN },
  rule: `amount must be between ${AMOUNT_MIN} and ${AMOUNT_MAX}`,
  description: `Amount in the currency's main unit, ${AMOUNT_MIN} to ${AMOUNT_MAX}, at most 2 decimals.`,
  example: 1234.56,
});

const userIdLength = 'userId must be between 1 and 255 characters';
/** The length rule of a user id, shared by the payment field and the list filter. */
const userIdText = z.string().min(1, userIdLength).max(255, userIdLength);
/** A user id as the tenant knows it: kept exactly as sent (never trimmed), but never only blanks. */
const userIdSchema = userIdText
  // The empty string already fails the length rule; one message per violated rule.
  .refine((value) => value === '' || value.trim() !== '', 'userId must not be blank')
  .meta({ description: 'The paying user, as the tenant knows them: 1 to 255 characters, not only blanks; stored exactly as sent.' });

export const METADATA_MAX_KEYS = 20;
export const METADATA_KEY_MAX_LENGTH = 40;
export const METADATA_VALUE_MAX_LENGTH = 500;

/**
 * Keys a JavaScript object cannot hold as data: `__proto__` is an accessor, so parsing silently
 * dropped it (or, given an object, would set the prototype). Refused rather than lost.
 */
const RESERVED_METADATA_KEYS = ['__proto__'] as const;

/**
 * The rules on the metadata's keys, checked on the object as received: the record parser below
 * builds a new object and would already have lost a `__proto__` key. Reported on `metadata` itself,
 * since a key that is empty or too long makes a poor field name.
 */
function checkMetadataKeys(input: unknown, ctx: z.RefinementCtx): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const keys = Object.keys(input);
  if (keys.length > METADATA_MAX_KEYS) {
    ctx.addIssue({ code: 'custom', message: `metadata must have at most ${METADATA_MAX_KEYS} keys` });
  }
  if (keys.some((key) => key.length < 1 || key.length > METADATA_KEY_MAX_LENGTH)) {
    ctx.addIssue({ code: 'custom', message: `metadata keys must be between 1 and ${METADATA_KEY_MAX_LENGTH} characters` });
  }
  for (const reserved of RESERVED_METADATA_KEYS) {
    if (keys.includes(reserved)) ctx.addIssue({ code: 'custom', message: `metadata keys must not be ${reserved}` });
  }
  return input;
}

/**
 * Zod words an error when the parse ends, with the issue's full path, so the value rule names its
 * field as the type rule does ("metadata.orderId must be a string").
 */
const metadataValueSchema = z.string().max(METADATA_VALUE_MAX_LENGTH, {
  error: (issue) => `${issue.path?.join('.') || 'metadata values'} must be at most ${METADATA_VALUE_MAX_LENGTH} characters`,
});

const metadataRecord = z.record(z.string(), metadataValueSchema, {
  error: (issue) => (issue.code === 'invalid_type' ? 'metadata must be an object of string values' : undefined),
});

export const metadataSchema = z
  // Typed as the record it checks, so callers of the procedure (the console) keep the real input type.
  .preprocess<unknown, typeof metadataRecord, z.input<typeof metadataRecord>>(checkMetadataKeys, metadataRecord)
  .meta({
    description:
      `Up to ${METADATA_MAX_KEYS} string values; keys 1 to ${METADATA_KEY_MAX_LENGTH} characters (not \`__proto__\`), ` +
      `values at most ${METADATA_VALUE_MAX_LENGTH}.`,
  });

export const createPaymentInput = z.strictObject({
  amount: amountInput,
  connectorId: z
    .uuid({ error: 'connectorId must be a UUID' })
    .optional()
    .meta({ description: 'The tenant’s payment connector to use; by default the tenant’s default connector, or the built-in sandbox when it has none.' }),
  currency: currencySchema,
  userId: userIdSchema,
  description: z.string().max(500, 'description must be at most 500 characters').nullish(),
  metadata: metadataSchema.nullish(),
});
export type CreatePaymentInput = z.infer<typeof createPaymentInput>;

export const paymentSchema = z
  .object({
    id: z.uuid(),
    tenantId: z.uuid(),
    amount: z.number().meta({ description: 'Exact amount as stored (at most 2 decimals).', example: 1234.56 }),
    currency: z.enum(supportedCurrencies),
    userId: z.string(),
    description: z.string().nullable(),
    metadata: z.record(z.string(), z.string()).nullable(),
    status: z.enum(paymentStatuses),
    provider: z.enum(connectorProviders).meta({ description: 'The payment provider it went through: `stripe` (a tenant’s Stripe connector) or `sandbox`.' }),
    connectorId: z
      .uuid()
      .nullable()
      .meta({ description: 'The tenant’s payment connector it went through; null when it went through the built-in sandbox without a connector.' }),
    providerPaymentId: z.string().nullable().meta({ description: 'The provider’s id of the payment (a Stripe PaymentIntent `pi_…`, a sandbox `sbx_…`).' }),
    failureReason: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    canceledAt: z.iso.datetime().nullable(),
    amountRefunded: z
      .number()
      .meta({ description: 'The sum of its SUCCEEDED refunds (0 when none); equal to `amount` once the payment is REFUNDED.', example: 0 }),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;

/**
 * What the customer's front end needs to pay (never in a webhook, never in a list): with a Stripe
 * connector, the PaymentIntent's client secret for Stripe.js (`stripe.confirmPayment({ clientSecret,
 * ... })` with the tenant's publishable key). Stripe designs it to be held by the paying customer's
 * browser: it completes this one payment and nothing else. Answered by `POST /payments` and by
 * `GET /payments/{id}` while the payment is PENDING (the customer has still to pay); absent for the
 * sandbox, whose answer is the payment alone, as before connectors.
 */
export const nextActionSchema = z
  .object({
    type: z.literal('stripe_confirm_payment'),
    clientSecret: z.string().meta({ description: 'The PaymentIntent’s client secret (`pi_…_secret_…`), for Stripe.js in the customer’s browser.' }),
  })
  .meta({ id: 'PaymentNextAction' });

export const paymentWithNextActionSchema = paymentSchema
  .extend({ nextAction: nextActionSchema.optional() })
  .meta({ id: 'PaymentWithNextAction' });
export type PaymentWithNextAction = z.infer<typeof paymentWithNextActionSchema>;

/** A stored payment as the API shows it (its amounts through the money module). */
export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    tenantId: row.tenantId,
    amount: amountAsNumber(row.amount),
    // The column is text, but a payment is only ever created through createPaymentInput's enum.
    currency: row.currency as (typeof supportedCurrencies)[number],
    userId: row.userId,
    description: row.description,
    metadata: row.metadata,
    status: row.status,
    // The column is text; a payment is only ever made by a connector's provider or the sandbox.
    provider: row.provider as (typeof connectorProviders)[number],
    connectorId: row.connectorId,
    providerPaymentId: row.providerPaymentId,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canceledAt: row.canceledAt?.toISOString() ?? null,
    amountRefunded: amountAsNumber(row.amountRefunded),
  };
}

export const paymentSortFields = ['createdAt', 'amount', 'updatedAt'] as const;

/** The list's query parameters; also the base of the administrators' list of one tenant's payments. */
export const listPaymentsShape = {
  ...paginationInput,
  sortBy: sortByInput(paymentSortFields, 'createdAt'),
  status: paymentStatusSchema.optional(),
  currency: currencySchema.optional(),
  userId: userIdText.optional().meta({ description: 'Only the payments of this user id (exact match).' }),
  createdAfter: dateFilterInput('createdAfter'),
  createdBefore: dateFilterInput('createdBefore'),
};
export const listPaymentsInput = listQueryInput(listPaymentsShape);
export type ListPaymentsInput = z.infer<typeof listPaymentsInput>;

export const paymentListSchema = listOutput(paymentSchema).meta({ id: 'PaymentList' });

export const paymentIdInput = z.object({ id: rowIdParam('Payment id (UUID).') });
