/**
 * The dispute values the console's lists and forms name, without zod: a page that only lists
 * statuses does not load and build the API's schemas (dispute-schemas.ts re-exports them).
 */
export const disputeStatuses = ['NEEDS_RESPONSE', 'UNDER_REVIEW', 'WON', 'LOST'] as const;

/** The longest evidence the provider takes, in characters. */
export const EVIDENCE_MAX = 20_000;
