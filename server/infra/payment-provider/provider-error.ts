/**
 * Why a provider refused or failed a call, in words the service maps to the one error model:
 * `declined` (the card or payment method was refused), `invalid` (the provider refused the request:
 * an amount below its minimum...), `authentication` (the connector's key is wrong, revoked or lacks a
 * permission), `rate_limited` and `unavailable` (try again: network, timeout, provider outage),
 * `conflict` (the provider saw the same idempotency key with other parameters).
 * `message` is the provider's own wording, which never contains a full key.
 */
export type ProviderFailureKind = 'declined' | 'invalid' | 'authentication' | 'rate_limited' | 'unavailable' | 'conflict';

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderFailureKind,
    message: string,
    readonly details: { code?: string | null; declineCode?: string | null; statusCode?: number | null; retryAfterS?: number | null } = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProviderError';
  }
}

export const isProviderError = (error: unknown): error is ProviderError => error instanceof ProviderError;
