/**
 * The refund values the console's lists name, without zod: a page that only lists statuses does
 * not load and build the API's schemas (refund-schemas.ts re-exports them).
 */
export const refundStatuses = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
