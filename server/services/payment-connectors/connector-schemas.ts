import { z } from 'zod';
import type { PaymentConnectorRow } from '@/db/schema';
import { listOutput, listQueryInput, paginationInput, sortByInput } from '../shared/pagination';
import { rowIdParam } from '../shared/row-id';

/** Payment connector schemas, shared by the REST routes, the console and the OpenAPI document. */

export const connectorProviders = ['sandbox', 'stripe'] as const;
export const connectorStatuses = ['ENABLED', 'DISABLED'] as const;

const providerSchema = z.enum(connectorProviders, {
  error: (issue) => (issue.input === undefined ? 'provider is required' : `provider must be one of ${connectorProviders.join(', ')}`),
});

const nameSchema = z
  .string({ error: 'name must be a string' })
  .min(1, 'name must be between 1 and 100 characters')
  .max(100, 'name must be between 1 and 100 characters')
  .refine((value) => value === '' || value.trim() !== '', 'name must not be blank');

/** A Stripe secret (`sk_test_…`, `sk_live_…`) or restricted (`rk_…`) key; publishable keys (`pk_…`) cannot act for the account. */
export const stripeSecretKeySchema = z
  .string({ error: 'secretKey must be a string' })
  .max(255, 'secretKey must be at most 255 characters')
  .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]{8,}$/, 'secretKey must be a Stripe secret key (sk_test_…, sk_live_…) or restricted key (rk_test_…, rk_live_…)')
  .meta({ description: 'A Stripe secret key (`sk_test_…`, `sk_live_…`) or restricted key (`rk_…`); checked against Stripe when saved, stored sealed, never answered.' });

export const stripeWebhookSecretSchema = z
  .string({ error: 'webhookSecret must be a string' })
  .max(255, 'webhookSecret must be at most 255 characters')
  .regex(/^whsec_[A-Za-z0-9+/=_-]{8,}$/, 'webhookSecret must be a Stripe webhook signing secret (whsec_…)')
  .meta({ description: 'The signing secret Stripe shows for the webhook endpoint (`whsec_…`): it verifies the events sent to this connector’s webhook address.' });

export const createConnectorInput = z
  .strictObject({
    provider: providerSchema,
    name: nameSchema.optional().meta({ description: 'What the tenant calls it; the provider’s name by default.' }),
    secretKey: stripeSecretKeySchema.optional(),
    webhookSecret: stripeWebhookSecretSchema.optional(),
    isDefault: z.boolean({ error: 'isDefault must be true or false' }).optional().meta({ description: 'Make it the default connector (the tenant’s first connector is the default anyway).' }),
  })
  .superRefine((input, ctx) => {
    if (input.provider === 'stripe') {
      if (input.secretKey === undefined) ctx.addIssue({ code: 'custom', path: ['secretKey'], message: 'secretKey is required for stripe' });
      if (input.webhookSecret === undefined) ctx.addIssue({ code: 'custom', path: ['webhookSecret'], message: 'webhookSecret is required for stripe' });
    }
    if (input.provider === 'sandbox') {
      for (const field of ['secretKey', 'webhookSecret'] as const) {
        if (input[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: `${field} is not taken by the sandbox` });
      }
    }
  });
export type CreateConnectorInput = z.infer<typeof createConnectorInput>;

export const connectorIdInput = z.object({ id: rowIdParam('Payment connector id (UUID).') });

export const updateConnectorInput = z.strictObject({
  id: rowIdParam('Payment connector id (UUID).'),
  name: nameSchema.optional(),
  isDefault: z.literal(true, { error: 'isDefault can only be set to true (make another connector the default to change it)' }).optional(),
  enabled: z.boolean({ error: 'enabled must be true or false' }).optional().meta({ description: 'false: new payments may not use it (its payments’ events still apply); true: enabled again.' }),
  secretKey: stripeSecretKeySchema.optional(),
  webhookSecret: stripeWebhookSecretSchema.optional(),
});
export type UpdateConnectorInput = z.infer<typeof updateConnectorInput>;

export const connectorSchema = z
  .object({
    id: z.uuid(),
    tenantId: z.uuid(),
    provider: z.enum(connectorProviders),
    name: z.string(),
    status: z.enum(connectorStatuses),
    disabledReason: z.string().nullable(),
    isDefault: z.boolean(),
    secretKeyLastFour: z.string().nullable().meta({ description: 'The key’s last four characters; the key itself is never answered.' }),
    webhookSecretLastFour: z.string().nullable(),
    accountId: z.string().nullable().meta({ description: 'The provider’s account the key belongs to (`acct_…`), when the key may read it.' }),
    livemode: z.boolean().meta({ description: 'Whether the key moves real money (a live key).' }),
    webhookUrl: z.string().nullable().meta({ description: 'The address to give the provider for this connector’s events (`/webhooks/stripe/{id}`); null for the sandbox, whose events use `/webhooks/paymentprovider`.' }),
    lastCheckedAt: z.iso.datetime().nullable(),
    lastEventAt: z.iso.datetime().nullable(),
    lastEventType: z.string().nullable(),
    lastEventOutcome: z.string().nullable().meta({ description: 'What the last event did: applied, stale, ignored, duplicate.' }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'PaymentConnector' });
export type Connector = z.infer<typeof connectorSchema>;

export const connectorListSchema = listOutput(connectorSchema).meta({ id: 'PaymentConnectorList' });

export const listConnectorsShape = { ...paginationInput, sortBy: sortByInput(['createdAt'] as const, 'createdAt') };
export const listConnectorsInput = listQueryInput(listConnectorsShape);
export type ListConnectorsInput = z.infer<typeof listConnectorsInput>;

export const platformConnectorSchema = connectorSchema.extend({ tenant: z.object({ id: z.uuid(), name: z.string(), appId: z.string() }) }).meta({ id: 'PlatformPaymentConnector' });
export const platformConnectorListSchema = listOutput(platformConnectorSchema).meta({ id: 'PlatformPaymentConnectorList' });
export const listPlatformConnectorsInput = listQueryInput({
  ...listConnectorsShape,
  tenantId: z.uuid({ error: 'tenantId must be a UUID' }).optional().meta({ description: 'Only this tenant’s connectors.' }),
  provider: providerSchema.optional(),
  status: z.enum(connectorStatuses, { error: `status must be one of ${connectorStatuses.join(', ')}` }).optional(),
});
export type ListPlatformConnectorsInput = z.infer<typeof listPlatformConnectorsInput>;

export const disableConnectorInput = z.strictObject({
  id: rowIdParam('Payment connector id (UUID).'),
  reason: z.string({ error: 'reason must be a string' }).min(1, 'reason must be between 1 and 500 characters').max(500, 'reason must be between 1 and 500 characters').optional(),
});

export const connectorTestSchema = z
  .object({
    ok: z.boolean(),
    message: z.string().meta({ description: 'What the provider said, in a sentence.' }),
    accountId: z.string().nullable(),
    livemode: z.boolean().nullable(),
    checkedAt: z.iso.datetime(),
  })
  .meta({ id: 'PaymentConnectorTest' });
export type ConnectorTest = z.infer<typeof connectorTestSchema>;

/** A stored connector as the API shows it: no credential, only its last four characters. */
export function toConnector(row: PaymentConnectorRow, publicBaseUrl: string): Connector {
  return {
    id: row.id,
    tenantId: row.tenantId,
    provider: row.provider,
    name: row.name,
    status: row.status,
    disabledReason: row.disabledReason,
    isDefault: row.isDefault,
    secretKeyLastFour: row.secretKeyLastFour,
    webhookSecretLastFour: row.webhookSecretLastFour,
    accountId: row.accountId,
    livemode: row.livemode,
    webhookUrl: row.provider === 'stripe' ? `${publicBaseUrl}/webhooks/stripe/${row.id}` : null,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    lastEventAt: row.lastEventAt?.toISOString() ?? null,
    lastEventType: row.lastEventType,
    lastEventOutcome: row.lastEventOutcome,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
