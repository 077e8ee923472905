import { describe, expect, it } from 'vitest';
import type { PaymentRow } from '@/db/schema';
import { paymentTimeline } from './payment-detail';

const createdAt = new Date('2026-01-05T10:00:00.000Z');
const payment = (changes: Partial<PaymentRow>): PaymentRow => ({
  id: '7d1b1f0e-4a0e-4f0b-9a55-0d3f6b1c2a11',
  tenantId: '0b6c2f0e-1d7a-4c55-8f0e-2a4b6c8d0e12',
  amount: '10.00',
  currency: 'EUR',
  userId: 'user-1',
  description: null,
  connectorId: null,
  metadata: null,
  status: 'PENDING',
  provider: 'sandbox',
  providerPaymentId: 'sbx_1',
  clientSecret: null,
  failureReason: null,
  canceledAt: null,
  amountRefunded: '0.00',
  createdAt,
  updatedAt: createdAt,
  ...changes,
});
const at = (iso: string) => new Date(iso);

describe('a payment’s timeline', () => {
  it('is the creation alone while the payment waits', () => {
    expect(paymentTimeline(payment({}), [])).toEqual([{ status: 'PENDING', at: createdAt.toISOString(), source: 'payment', providerEventId: null }]);
  });

  it('takes each state from the provider event that moved it, in order', () => {
    const timeline = paymentTimeline(payment({ status: 'FAILED' }), [
      { id: 'evt_1', type: 'payment.processing', receivedAt: at('2026-01-05T10:01:00.000Z') },
      { id: 'evt_2', type: 'payment.failed', receivedAt: at('2026-01-05T10:02:00.000Z') },
    ]);
    expect(timeline.map((entry) => [entry.status, entry.at, entry.providerEventId])).toEqual([
      ['PENDING', createdAt.toISOString(), null],
      ['PROCESSING', '2026-01-05T10:01:00.000Z', 'evt_1'],
      ['FAILED', '2026-01-05T10:02:00.000Z', 'evt_2'],
    ]);
  });

  it('shows a payment settled from PENDING passing through PROCESSING at the same moment', () => {
    const timeline = paymentTimeline(payment({ status: 'SUCCEEDED' }), [{ id: 'evt_3', type: 'payment.succeeded', receivedAt: at('2026-01-05T10:03:00.000Z') }]);
    expect(timeline.map((entry) => [entry.status, entry.at])).toEqual([
      ['PENDING', createdAt.toISOString()],
      ['PROCESSING', '2026-01-05T10:03:00.000Z'],
      ['SUCCEEDED', '2026-01-05T10:03:00.000Z'],
    ]);
  });

  it('takes the cancellation time from the row, and a final state without its event from the last update', () => {
    const canceledAt = at('2026-01-05T11:00:00.000Z');
    expect(paymentTimeline(payment({ status: 'CANCELED', canceledAt, updatedAt: canceledAt }), []).map((entry) => [entry.status, entry.at])).toEqual([
      ['PENDING', createdAt.toISOString()],
      ['CANCELED', canceledAt.toISOString()],
    ]);
    const updatedAt = at('2026-01-06T09:00:00.000Z');
    expect(paymentTimeline(payment({ status: 'SUCCEEDED', updatedAt }), []).map((entry) => [entry.status, entry.at, entry.source])).toEqual([
      ['PENDING', createdAt.toISOString(), 'payment'],
      ['SUCCEEDED', updatedAt.toISOString(), 'payment'],
    ]);
  });
});
