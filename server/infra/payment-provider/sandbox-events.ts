import { randomUUID } from 'node:crypto';
import { type ProviderSignatureHeaders, signProviderBody } from './provider-signature';
import type { ProviderEvent, ProviderEventType } from './types';

/** A sandbox provider event for one of its payments, with a fresh `evt_...` id. */
export function buildSandboxEvent(
  type: ProviderEventType,
  providerPaymentId: string,
  options: { id?: string; failureReason?: string; createdAt?: Date } = {},
): ProviderEvent {
  const failureReason = type === 'payment.failed' ? (options.failureReason ?? 'Card declined (sandbox)') : undefined;
  return {
    id: options.id ?? `evt_${randomUUID().replaceAll('-', '')}`,
    type,
    createdAt: (options.createdAt ?? new Date()).toISOString(),
    data: { providerPaymentId, ...(failureReason ? { failureReason } : {}) },
  };
}

/**
 * The event as the sandbox delivers it: the JSON body and its Standard Webhooks headers, signed
 * with `secret` (PAYMENT_PROVIDER_WEBHOOK_SECRET). The event id is the message id, as providers do.
 */
export function signSandboxEvent(
  secret: string,
  event: ProviderEvent,
  timestamp = new Date(),
): { body: string; headers: ProviderSignatureHeaders & { 'content-type': 'application/json' } } {
  const body = JSON.stringify(event);
  return { body, headers: { 'content-type': 'application/json', ...signProviderBody(secret, event.id, body, timestamp) } };
}
