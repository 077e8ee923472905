/** Delivery statuses without zod, for console pages that only list them (webhook-schemas.ts re-exports them). */
export const webhookDeliveryStatuses = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
