import { randomUUID } from 'node:crypto';
import { type ProviderSignatureHeaders, signProviderBody } from './provider-signature';
import type { ProviderDisputeEvent, ProviderDisputeEventType, ProviderEvent, ProviderEventType, ProviderRefundEvent, ProviderRefundEventType } from './types';

const eventId = () => `evt_${randomUUID().replaceAll('-', '')}`;

/** A sandbox provider event for one of its payments, with a fresh `evt_...` id. */
export function buildSandboxEvent(
  type: ProviderEventType,
  providerPaymentId: string,
  options: { id?: string; failureReason?: string; createdAt?: Date } = {},
): ProviderEvent {
  const failureReason = type === 'payment.failed' ? (options.failureReason ?? 'Card declined (sandbox)') : undefined;
  return {
    id: options.id ?? eventId(),
    type,
    createdAt: (options.createdAt ?? new Date()).toISOString(),
    data: { providerPaymentId, ...(failureReason ? { failureReason } : {}) },
  };
}

/** A sandbox refund outcome for one of its refunds (`sbx_re_...`), with a fresh `evt_...` id. */
export function buildSandboxRefundEvent(
  type: ProviderRefundEventType,
  providerRefundId: string,
  options: { id?: string; failureReason?: string; createdAt?: Date } = {},
): ProviderRefundEvent {
  const failureReason = type === 'refund.failed' ? (options.failureReason ?? 'Refund declined (sandbox)') : undefined;
  return {
    id: options.id ?? eventId(),
    type,
    createdAt: (options.createdAt ?? new Date()).toISOString(),
    data: { providerRefundId, ...(failureReason ? { failureReason } : {}) },
  };
}

/** A sandbox dispute event (`sbx_dp_...`), with a fresh `evt_...` id; `data` is sent as given. */
export function buildSandboxDisputeEvent(
  type: ProviderDisputeEventType,
  data: ProviderDisputeEvent['data'],
  options: { id?: string; createdAt?: Date } = {},
): ProviderDisputeEvent {
  return { id: options.id ?? eventId(), type, createdAt: (options.createdAt ?? new Date()).toISOString(), data };
}

/**
 * The event as the sandbox delivers it: the JSON body and its Standard Webhooks headers, signed
 * with `secret` (PAYMENT_PROVIDER_WEBHOOK_SECRET). The event id is the message id, as providers do.
 */
export function signSandboxEvent(
  secret: string,
  event: ProviderEvent | ProviderRefundEvent | ProviderDisputeEvent,
  timestamp = new Date(),
): { body: string; headers: ProviderSignatureHeaders & { 'content-type': 'application/json' } } {
  const body = JSON.stringify(event);
  return { body, headers: { 'content-type': 'application/json', ...signProviderBody(secret, event.id, body, timestamp) } };
}
