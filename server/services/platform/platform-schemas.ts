import { z } from 'zod';
import { listPaymentsShape, paymentSchema } from '../payments/payment-schemas';
import { disputeSchema, listDisputesShape } from '../disputes/dispute-schemas';
import { listRefundsShape, refundSchema } from '../refunds/refund-schemas';
import { listOutput, listQueryInput, sortByInput } from '../shared/pagination';

/** The administrators' lists across tenants: each item carries the tenant it belongs to. */

export const tenantRefSchema = z
  .object({ id: z.uuid(), name: z.string(), appId: z.string() })
  .meta({ id: 'TenantRef', description: 'The tenant the item belongs to.' });
export type TenantRef = z.infer<typeof tenantRefSchema>;

const tenantIdFilter = z
  .uuid({ error: 'tenantId must be a UUID' })
  .optional()
  .meta({ description: 'Only the items of this tenant (an unknown tenant has none).' });

/**
 * The filters of `GET /payments` but the user id, which only means something within one tenant,
 * plus the tenant. Sorted by creation time only: across tenants there is an index for that order
 * (and for a status), not for every order a tenant's own list offers.
 */
const { userId: _userId, sortBy: _sortBy, ...paymentFilters } = listPaymentsShape;
export const listPlatformPaymentsShape = { ...paymentFilters, sortBy: sortByInput(['createdAt'], 'createdAt'), tenantId: tenantIdFilter };
export const listPlatformPaymentsInput = listQueryInput(listPlatformPaymentsShape);
export type ListPlatformPaymentsInput = z.infer<typeof listPlatformPaymentsInput>;

export const listPlatformRefundsShape = {
  ...listRefundsShape,
  tenantId: tenantIdFilter,
  paymentId: z
    .uuid({ error: 'paymentId must be a UUID' })
    .optional()
    .meta({ description: 'Only the refunds of this payment (an unknown payment has none).' }),
};
export const listPlatformRefundsInput = listQueryInput(listPlatformRefundsShape);
export type ListPlatformRefundsInput = z.infer<typeof listPlatformRefundsInput>;

export const platformPaymentSchema = paymentSchema.extend({ tenant: tenantRefSchema }).meta({ id: 'PlatformPayment' });
export const platformPaymentListSchema = listOutput(platformPaymentSchema).meta({ id: 'PlatformPaymentList' });
export type PlatformPayment = z.infer<typeof platformPaymentSchema>;

export const platformRefundSchema = refundSchema.extend({ tenant: tenantRefSchema }).meta({ id: 'PlatformRefund' });
export const platformRefundListSchema = listOutput(platformRefundSchema).meta({ id: 'PlatformRefundList' });
export type PlatformRefund = z.infer<typeof platformRefundSchema>;

export const listPlatformDisputesShape = { ...listDisputesShape, tenantId: tenantIdFilter };
export const listPlatformDisputesInput = listQueryInput(listPlatformDisputesShape);
export type ListPlatformDisputesInput = z.infer<typeof listPlatformDisputesInput>;

export const platformDisputeSchema = disputeSchema.extend({ tenant: tenantRefSchema }).meta({ id: 'PlatformDispute' });
export const platformDisputeListSchema = listOutput(platformDisputeSchema).meta({ id: 'PlatformDisputeList' });
export type PlatformDispute = z.infer<typeof platformDisputeSchema>;
