import { z } from 'zod';
import { type Customer, customerSchema, deletedCustomerSchema } from '../customers/customer-schemas';
import { closedDisputeStatuses, type Dispute, disputeSchema, openDisputeStatuses } from '../disputes/dispute-schemas';
import { type Payment, paymentSchema, paymentStatuses } from '../payments/payment-schemas';
import { type Refund, refundSchema, refundStatuses } from '../refunds/refund-schemas';
import { tenantSchema, updateTenantInput } from '../tenants/tenant-schemas';

/**
 * The outgoing webhook events: for each type what it means, the schema of its whole payload and an
 * example. Everything else reads the types from here: the outbox (enqueue-webhook-event.ts), the
 * REST catalog (`GET /webhook-event-types`), the OpenAPI document's `webhooks` section and the tests
 * that parse the payloads really sent, so a type or a field cannot exist in one place only.
 *
 * The schemas are strict (an unknown key fails): they describe exactly what is sent, and the tests
 * hold the senders to them.
 */

/** The envelope every event shares, `{id, type, createdAt, data}`; only `data` differs by type. */
function eventSchema<const Type extends string, Data extends z.ZodType>(type: Type, data: Data) {
  return z.strictObject({
    id: z.uuid().meta({ description: 'The event id, also sent as `webhook-id`: the same on every attempt and resend, so deduplicate on it.' }),
    type: z.literal(type),
    createdAt: z.iso.datetime().meta({ description: 'When the event happened (UTC); attempts and resends keep it.' }),
    data,
  });
}

/**
 * A payment event's `data`: the payment as `GET /payments/{id}` answers it, in the state the event
 * reports (the status it entered).
 */
const paymentIn = <const Status extends (typeof paymentStatuses)[number]>(status: Status) =>
  z
    .strictObject({ ...paymentSchema.shape, status: z.literal(status) })
    .meta({ description: `The payment as \`GET /payments/{id}\` answers it, once it is ${status}.` });

/** A refund event's `data`: the refund as `GET /refunds/{id}` answers it, in the state the event reports. */
const refundIn = <const Status extends (typeof refundStatuses)[number]>(status: Status) =>
  z
    .strictObject({ ...refundSchema.shape, status: z.literal(status) })
    .meta({ description: `The refund as \`GET /refunds/{id}\` answers it, once it is ${status}.` });

/** A dispute event's `data`: the dispute as `GET /disputes/{id}` answers it, in one of the statuses the event reports. */
const disputeIn = <const Statuses extends readonly [Dispute['status'], ...Dispute['status'][]]>(statuses: Statuses, when: string) =>
  z
    .strictObject({ ...disputeSchema.shape, status: z.enum(statuses) })
    .meta({ description: `The dispute as \`GET /disputes/{id}\` answers it, ${when}.` });

const tenantUpdatedData = z
  .strictObject({
    tenant: z.strictObject(tenantSchema.shape).meta({ description: 'The tenant as `GET /tenants/me` answers it, after the change.' }),
    changed: z
      .array(updateTenantInput.keyof())
      .min(1)
      .meta({ description: 'The settings that changed, in no particular order.' }),
  })
  .meta({ description: 'The tenant after the change, and which of its settings changed.' });

const webhookTestData = z
  .strictObject({
    tenantId: z.uuid(),
    message: z.string().meta({ description: 'A fixed sentence saying this is a test; do not parse it.' }),
  })
  .meta({ description: 'The tenant the test is sent for, and a note that nothing changed.' });

/** One type's entry: its `example` is its data, checked against `data` by the compiler (and by the tests, at run time). */
const define = <Data extends z.ZodType>(definition: { description: string; data: Data; example: z.output<Data> }) => definition;

/** The example payments of the payment events: one payment, seen at each state it can enter. */
const examplePayment = {
  id: '2f0b6a1e-8c4d-4b7a-9e35-0c6d1f2a7b91',
  tenantId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  amount: 1234.56,
  currency: 'EUR',
  userId: 'user-42',
  description: 'Order 1042',
  metadata: { orderId: '1042' },
  status: 'PENDING',
  provider: 'sandbox',
  connectorId: null,
  providerPaymentId: 'sbx_4f1c2b9a7d3e6f08a5b2c1d0',
  failureReason: null,
  createdAt: '2026-03-02T09:15:04.201Z',
  updatedAt: '2026-03-02T09:15:04.201Z',
  canceledAt: null,
  amountRefunded: 0,
} satisfies Payment;
const paymentAt = <const Status extends Payment['status']>(status: Status, updatedAt: string, changes: Partial<Omit<Payment, 'status'>> = {}) => ({
  ...examplePayment,
  ...changes,
  status,
  updatedAt,
});

/** The example refund of the refund events: half of the example payment, given back. */
const exampleRefund = {
  id: '5d2c7a90-1b3e-4f6a-8c2d-9e0f1a2b3c4d',
  paymentId: examplePayment.id,
  amount: 617.28,
  currency: 'EUR',
  status: 'PENDING',
  reason: 'requested_by_customer',
  metadata: { ticket: 'T-88' },
  providerRefundId: 'sbx_re_9a8b7c6d5e4f30211a2b3c4d',
  failureReason: null,
  createdAt: '2026-03-05T14:02:11.540Z',
  updatedAt: '2026-03-05T14:02:11.540Z',
} satisfies Refund;
const refundAt = <const Status extends Refund['status']>(status: Status, changes: Partial<Omit<Refund, 'status'>> = {}) => ({
  ...exampleRefund,
  updatedAt: '2026-03-05T14:02:13.901Z',
  ...changes,
  status,
});

/** The example dispute of the dispute events: the example payment, contested by the payer's bank. */
const exampleDispute = {
  id: '8e1f3a52-6b7c-4d8e-9f01-2a3b4c5d6e7f',
  paymentId: examplePayment.id,
  amount: examplePayment.amount,
  currency: 'EUR',
  reason: 'fraudulent',
  status: 'NEEDS_RESPONSE',
  evidenceDueBy: '2026-03-17T08:00:00.000Z',
  evidence: null,
  evidenceSubmittedAt: null,
  providerDisputeId: 'sbx_dp_3c4d5e6f708192a3b4c5d6e7',
  createdAt: '2026-03-10T08:00:00.000Z',
  updatedAt: '2026-03-10T08:00:00.000Z',
} satisfies Dispute;
const exampleEvidence = {
  evidence: 'Delivered on 2026-03-03, signed for by the cardholder (tracking 1Z999).',
  evidenceSubmittedAt: '2026-03-11T16:40:12.305Z',
};

/** The example customer of the customer events: the example payment's payer, known to the tenant as `user-42`. */
const exampleCustomer = {
  id: '4a7b9c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d',
  tenantId: examplePayment.tenantId,
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  externalId: examplePayment.userId,
  metadata: { plan: 'pro' },
  createdAt: '2026-03-01T11:20:00.000Z',
  updatedAt: '2026-03-01T11:20:00.000Z',
} satisfies Customer;

/** The catalog's entries, in the order the reference lists them. */
const definitions = {
  'payment.created': define({
    description:
      'A payment was created (`POST /payments`) and is PENDING: the provider has registered it (`providerPaymentId`), and no money ' +
      'has moved yet. Later events of the same payment report each state it enters.',
    data: paymentIn('PENDING'),
    example: examplePayment,
  }),
  'payment.processing': define({
    description:
      'The provider started processing the payment: it is PROCESSING. A payment that succeeds or fails passes through this state ' +
      'even when the provider reported only the outcome, so this event comes for every such payment.',
    data: paymentIn('PROCESSING'),
    example: paymentAt('PROCESSING', '2026-03-02T09:15:06.480Z'),
  }),
  'payment.succeeded': define({
    description: 'The provider confirmed the payment: it is SUCCEEDED, a final state. This is the event to fulfil an order on.',
    data: paymentIn('SUCCEEDED'),
    example: paymentAt('SUCCEEDED', '2026-03-02T09:15:09.012Z'),
  }),
  'payment.failed': define({
    description:
      'The provider reported that the payment failed: it is FAILED, a final state. `failureReason` holds the provider’s reason ' +
      'when it gave one (null otherwise).',
    data: paymentIn('FAILED'),
    example: paymentAt('FAILED', '2026-03-02T09:15:09.012Z', { failureReason: 'Card declined' }),
  }),
  'payment.canceled': define({
    description:
      'The tenant canceled the payment (`POST /payments/{id}/cancel`, or the console) while it was PENDING or PROCESSING: it is ' +
      'CANCELED, a final state, with `canceledAt` set.',
    data: paymentIn('CANCELED'),
    example: paymentAt('CANCELED', '2026-03-02T09:20:31.377Z', { canceledAt: '2026-03-02T09:20:31.377Z' }),
  }),
  'payment.refunded': define({
    description:
      'Refunds of the payment that SUCCEEDED now add up to its whole amount: it is REFUNDED, a final state, with ' +
      '`amountRefunded` equal to `amount`. Each refund has its own events (`refund.succeeded`); a partly refunded payment stays SUCCEEDED.',
    data: paymentIn('REFUNDED'),
    example: paymentAt('REFUNDED', '2026-03-05T14:02:13.901Z', { amountRefunded: examplePayment.amount }),
  }),
  'refund.created': define({
    description:
      'A refund was requested (`POST /payments/{id}/refunds`) and is PENDING: the provider has registered it (`providerRefundId`); ' +
      'no money has moved yet. `refund.succeeded` or `refund.failed` follows.',
    data: refundIn('PENDING'),
    example: exampleRefund,
  }),
  'refund.succeeded': define({
    description:
      'The provider gave the money back: the refund is SUCCEEDED, a final state, and counts in its payment’s `amountRefunded` ' +
      '(the refund that completes the payment is followed by `payment.refunded`).',
    data: refundIn('SUCCEEDED'),
    example: refundAt('SUCCEEDED'),
  }),
  'refund.failed': define({
    description:
      'The provider could not give the money back: the refund is FAILED, a final state, with the provider’s `failureReason`. ' +
      'Its amount is refundable again.',
    data: refundIn('FAILED'),
    example: refundAt('FAILED', { failureReason: 'Card account closed' }),
  }),
  'dispute.created': define({
    description:
      'The payer’s bank disputes a payment: the provider opened a dispute, NEEDS_RESPONSE. Answer it before `evidenceDueBy` with ' +
      '`POST /disputes/{id}/evidence`, or concede it with `POST /disputes/{id}/accept`.',
    data: disputeIn(['NEEDS_RESPONSE'], 'once it is opened'),
    example: exampleDispute,
  }),
  'dispute.updated': define({
    description:
      'The dispute is still open and changed: evidence was submitted (UNDER_REVIEW, with `evidence` and `evidenceSubmittedAt`), ' +
      'or the provider moved it forward or changed `evidenceDueBy`.',
    data: disputeIn(openDisputeStatuses, 'after the change, while it is open'),
    example: { ...exampleDispute, ...exampleEvidence, status: 'UNDER_REVIEW', updatedAt: exampleEvidence.evidenceSubmittedAt },
  }),
  'dispute.closed': define({
    description:
      'The dispute is over, a final state: WON (the payment stands) or LOST (the provider’s decision, or the tenant accepted it ' +
      'with `POST /disputes/{id}/accept`).',
    data: disputeIn(closedDisputeStatuses, 'once it is WON or LOST'),
    example: { ...exampleDispute, ...exampleEvidence, status: 'WON', updatedAt: '2026-03-24T09:30:00.000Z' },
  }),
  'customer.created': define({
    description:
      'A customer was created (`POST /customers`, or the console). `data` is the customer as `GET /customers/{id}` answers it. Payments whose ' +
      '`userId` equals its `externalId` are its payments.',
    data: z.strictObject(customerSchema.shape).meta({ description: 'The customer as `GET /customers/{id}` answers it.' }),
    example: exampleCustomer,
  }),
  'customer.updated': define({
    description: 'A customer’s e-mail, name, external id or metadata changed (`PATCH /customers/{id}`): `data` is the customer after the change. A change that changes nothing sends no event.',
    data: z.strictObject(customerSchema.shape).meta({ description: 'The customer as `GET /customers/{id}` answers it, after the change.' }),
    example: { ...exampleCustomer, email: 'ada.lovelace@example.com', updatedAt: '2026-03-04T16:45:10.112Z' },
  }),
  'customer.deleted': define({
    description: 'A customer was deleted (`DELETE /customers/{id}`): `data` is the customer as it was, with `deleted: true`. Its payments are untouched.',
    data: z.strictObject(deletedCustomerSchema.shape).meta({ description: 'The customer as it was when deleted, with `deleted: true`.' }),
    example: { ...exampleCustomer, deleted: true, updatedAt: '2026-03-20T09:00:00.000Z' },
  }),
  'tenant.updated': define({
    description:
      'The tenant’s own settings changed (`PATCH /tenants/me`, or the console): `data.tenant` is the tenant after the change and ' +
      '`data.changed` names the settings that changed. A new webhook URL gets this event itself; removing the URL sends none.',
    data: tenantUpdatedData,
    example: {
      tenant: {
        id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
        appId: 'acme-shop',
        name: 'Acme Shop',
        webhookUrl: 'https://acme.example/billing/webhooks',
        status: 'ACTIVE',
        createdAt: '2026-01-12T08:00:00.000Z',
        updatedAt: '2026-03-02T10:02:44.918Z',
      },
      changed: ['webhookUrl'],
    },
  }),
  'webhook.test': define({
    description:
      'Sent on request from the console or `POST /tenants/me/webhook-test`, to check that a receiver is reachable and verifies ' +
      'signatures. It changes nothing; answer it with a 2xx like any other event.',
    data: webhookTestData,
    example: {
      tenantId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      message: 'A test event sent from the console or the API. It changes nothing.',
    },
  }),
};

export type WebhookEventType = keyof typeof definitions;

/** The outgoing event types, in the catalog's order. */
export const webhookEventTypes = Object.keys(definitions) as [WebhookEventType, ...WebhookEventType[]];

type Definitions = typeof definitions;
/** The schema of a whole event of one type: the envelope around its data. */
export type WebhookEventSchema<Type extends WebhookEventType> = z.ZodObject<
  { id: z.ZodUUID; type: z.ZodLiteral<Type>; createdAt: z.ZodISODateTime; data: Definitions[Type]['data'] },
  z.core.$strict
>;
/** A whole event of one type, as its receiver gets it. */
export type WebhookEventPayload<Type extends WebhookEventType> = z.output<WebhookEventSchema<Type>>;

export type WebhookEventCatalogEntry<Type extends WebhookEventType = WebhookEventType> = {
  type: Type;
  description: string;
  schema: WebhookEventSchema<Type>;
  example: WebhookEventPayload<Type>;
};

/** The example events' ids and times: one per type, so no two examples share an id. */
const exampleEnvelope: Record<WebhookEventType, { id: string; createdAt: string }> = {
  'payment.created': { id: '0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e01', createdAt: '2026-03-02T09:15:04.201Z' },
  'payment.processing': { id: '0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e02', createdAt: '2026-03-02T09:15:06.480Z' },
  'payment.succeeded': { id: '0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e03', createdAt: '2026-03-02T09:15:09.012Z' },
  'payment.failed': { id: '0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e04', createdAt: '2026-03-02T09:15:09.012Z' },
  'payment.canceled': { id: '0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e05', createdAt: '2026-03-02T09:20:31.377Z' },
  'payment.refunded': { id: '0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e08', createdAt: '2026-03-05T14:02:13.901Z' },
  'refund.created': { id: '0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e09', createdAt: '2026-03-05T14:02:11.540Z' },
  'refund.succeeded': { id: '0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e0a', createdAt: '2026-03-05T14:02:13.901Z' },
  'refund.failed': { id: '0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e0b', createdAt: '2026-03-05T14:02:13.901Z' },
  'dispute.created': { id: '0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e0c', createdAt: '2026-03-10T08:00:00.000Z' },
  'dispute.updated': { id: '0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e0d', createdAt: '2026-03-11T16:40:12.305Z' },
  'dispute.closed': { id: '0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e0e', createdAt: '2026-03-24T09:30:00.000Z' },
  'customer.created': { id: '0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e0f', createdAt: '2026-03-01T11:20:00.000Z' },
  'customer.updated': { id: '0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e10', createdAt: '2026-03-04T16:45:10.112Z' },
  'customer.deleted': { id: '0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e11', createdAt: '2026-03-20T09:00:00.000Z' },
  'tenant.updated': { id: '0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e06', createdAt: '2026-03-02T10:02:44.918Z' },
  'webhook.test': { id: '0b9f5d1c-3e2a-4f6b-8c7d-1a2b3c4d5e07', createdAt: '2026-03-02T10:05:00.000Z' },
};

type Catalog = { [Type in WebhookEventType]: WebhookEventCatalogEntry<Type> };

/** Every event type with its description, payload schema and example, in the catalog's order. */
export const webhookEventCatalog = Object.fromEntries(
  webhookEventTypes.map((type) => {
    const { description, data, example } = definitions[type];
    return [type, { type, description, schema: eventSchema(type, data), example: { ...exampleEnvelope[type], type, data: example } }];
  }),
  // Object.fromEntries forgets which key holds which entry; each entry above is built from its own key.
) as unknown as Catalog;

/** The schema of an event of `type`, to parse a payload with. */
export function webhookEventSchemaOf<Type extends WebhookEventType>(type: Type): WebhookEventSchema<Type> {
  return webhookEventCatalog[type].schema;
}

/** A catalog entry as the REST catalog and the OpenAPI document publish it: the schema as JSON Schema. */
export const webhookEventTypeSchema = z
  .object({
    type: z.enum(webhookEventTypes),
    description: z.string(),
    schema: z
      .record(z.string(), z.unknown())
      .meta({ description: 'JSON Schema (draft 2020-12) of the whole payload, `{id, type, createdAt, data}`; unknown keys are not sent.' }),
    example: z.record(z.string(), z.unknown()).meta({ description: 'A payload of this type, as a receiver gets it.' }),
  })
  .meta({ id: 'WebhookEventType' });
export type PublishedWebhookEventType = z.infer<typeof webhookEventTypeSchema>;

export const webhookEventTypeListSchema = z.object({ data: z.array(webhookEventTypeSchema) }).meta({ id: 'WebhookEventTypeList' });

let published: PublishedWebhookEventType[] | undefined;

/**
 * The catalog with each schema as JSON Schema, through zod's own converter (the strict objects
 * become `additionalProperties: false`). Built once: the catalog does not change at run time.
 */
export function publishedWebhookEventTypes(): PublishedWebhookEventType[] {
  published ??= webhookEventTypes.map((type) => {
    const { description, schema, example } = webhookEventCatalog[type];
    return { type, description, schema: z.toJSONSchema(schema) as Record<string, unknown>, example };
  });
  return published;
}
