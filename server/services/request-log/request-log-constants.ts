/**
 * The request log's fixed values, without zod: the console's pages name them without loading and
 * building the API's schemas (request-log-schemas.ts re-exports them).
 */
export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

export const insightsWindows = ['24h', '7d', '30d'] as const;
export type InsightsWindow = (typeof insightsWindows)[number];
