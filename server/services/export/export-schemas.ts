import type { z } from 'zod';
import { listAuditEventsShape } from '../audit/list-audit-events';
import { listDisputesShape } from '../disputes/dispute-schemas';
import { listPaymentsShape } from '../payments/payment-schemas';
import { listPlatformDisputesShape, listPlatformPaymentsShape, listPlatformRefundsShape } from '../platform/platform-schemas';
import { listRefundsShape } from '../refunds/refund-schemas';
import { listRequestLogShape } from '../request-log/request-log-schemas';
import { listQueryInput } from '../shared/pagination';
import { tenantIdInput } from '../tenants/tenant-schemas';

/**
 * A list's query without its page: the export takes the same filters and order as the list it
 * downloads (strict, so a misspelt filter is a 400 rather than a file of every row), and walks the
 * whole list instead of one page of it.
 */
function withoutPage<Shape extends { limit: z.ZodType; offset: z.ZodType }>(shape: Shape): Omit<Shape, 'limit' | 'offset'> {
  const { limit: _limit, offset: _offset, ...filters } = shape;
  return filters;
}

export const exportPaymentsInput = listQueryInput(withoutPage(listPaymentsShape));
export type ExportPaymentsInput = z.infer<typeof exportPaymentsInput>;
export const exportRefundsInput = listQueryInput(withoutPage(listRefundsShape));
export type ExportRefundsInput = z.infer<typeof exportRefundsInput>;
export const exportDisputesInput = listQueryInput(withoutPage(listDisputesShape));
export type ExportDisputesInput = z.infer<typeof exportDisputesInput>;
export const exportRequestLogInput = listQueryInput(withoutPage(listRequestLogShape));
export type ExportRequestLogInput = z.infer<typeof exportRequestLogInput>;

export const exportPlatformPaymentsInput = listQueryInput(withoutPage(listPlatformPaymentsShape));
export type ExportPlatformPaymentsInput = z.infer<typeof exportPlatformPaymentsInput>;
export const exportPlatformRefundsInput = listQueryInput(withoutPage(listPlatformRefundsShape));
export type ExportPlatformRefundsInput = z.infer<typeof exportPlatformRefundsInput>;
export const exportPlatformDisputesInput = listQueryInput(withoutPage(listPlatformDisputesShape));
export type ExportPlatformDisputesInput = z.infer<typeof exportPlatformDisputesInput>;
/** A tenant's request log as the administrators read it (the tenant's id as `id`, as on its page). */
export const exportTenantRequestLogInput = listQueryInput({ ...tenantIdInput.shape, ...withoutPage(listRequestLogShape) });
export type ExportTenantRequestLogInput = z.infer<typeof exportTenantRequestLogInput>;
export const exportAuditEventsInput = listQueryInput(withoutPage(listAuditEventsShape));
export type ExportAuditEventsInput = z.infer<typeof exportAuditEventsInput>;
