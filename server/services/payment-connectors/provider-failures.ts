import { AppError } from '@/server/errors';
import { isProviderError } from '@/server/infra/payment-provider/provider-error';

/**
 * A failed provider call in the one error model. What the caller can fix is a 4xx saying what the
 * provider said (a declined card or a refused request 400, the connector's key refused 422, the
 * same key reused with other parameters 409); what may pass is a 503 with `Retry-After`, which
 * idempotency does not store, so the same Idempotency-Key can be retried. Nothing was recorded
 * either way: every caller asks the provider before it writes.
 */
export function providerFailure(error: unknown): AppError {
  if (!isProviderError(error)) {
    return new AppError('SERVICE_UNAVAILABLE', 'The payment provider is unavailable; try again shortly', { headers: { 'Retry-After': '5' }, cause: error });
  }
  switch (error.kind) {
    case 'declined':
      return new AppError('BAD_REQUEST', `The payment was declined: ${error.message}${error.details.declineCode ? ` (${error.details.declineCode})` : ''}`, { cause: error });
    case 'invalid':
      return new AppError('BAD_REQUEST', `The payment provider refused the request: ${error.message}`, { cause: error });
    case 'authentication':
      return new AppError('UNPROCESSABLE', `The payment provider refused the connector's credentials: ${error.message}. Update the connector's key.`, { cause: error });
    case 'conflict':
      return new AppError('CONFLICT', `The payment provider saw this request before with other parameters: ${error.message}`, { cause: error });
    case 'rate_limited':
      return new AppError('SERVICE_UNAVAILABLE', 'The payment provider is rate limiting this account; try again shortly', {
        headers: { 'Retry-After': String(error.details.retryAfterS ?? 2) },
        cause: error,
      });
    default:
      return new AppError('SERVICE_UNAVAILABLE', 'The payment provider is unavailable; try again shortly', {
        headers: { 'Retry-After': String(error.details.retryAfterS ?? 5) },
        cause: error,
      });
  }
}
