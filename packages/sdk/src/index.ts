export { createBillingClient, type BillingClient, type BillingClientOptions, type BillingCredentials } from './billing.js';
export { BillingApiError, CourseApiError, type RateLimit } from './errors.js';
export type { CallOptions } from './operation-types.js';
export type { RetryOptions } from './retry.js';
export type { TransportOptions } from './transport.js';
export type { components, operations, paths, webhooks } from './generated/openapi.js';
export { verifyWebhook, WebhookVerificationError, type VerifyWebhookOptions, type WebhookEvent, type WebhookEventOf, type WebhookEventType } from './webhooks.js';
export { createCourseClient, type CourseClient, type CourseClientOptions } from './course.js';
export { AccountSignedOutError, createAccountClient, type AccountClient, type AccountClientOptions, type AccountTokens } from './account.js';
