import { describe, expect, it } from 'vitest';
import type { PaymentStatus } from '@/db/schema';
import { canTransition, paymentStatuses, paymentTransitions, statusesLeadingTo } from './index';

const allowed: [PaymentStatus, PaymentStatus][] = [
  ['PENDING', 'PROCESSING'],
  ['PENDING', 'CANCELED'],
  ['PROCESSING', 'SUCCEEDED'],
  ['PROCESSING', 'FAILED'],
  ['PROCESSING', 'CANCELED'],
  ['SUCCEEDED', 'REFUNDED'],
];

const forbidden: [PaymentStatus, PaymentStatus][] = [
  ['PENDING', 'PENDING'],
  ['PENDING', 'SUCCEEDED'],
  ['PENDING', 'FAILED'],
  ['PROCESSING', 'PENDING'],
  ['PROCESSING', 'PROCESSING'],
  ['SUCCEEDED', 'PENDING'],
  ['SUCCEEDED', 'PROCESSING'],
  ['SUCCEEDED', 'SUCCEEDED'],
  ['SUCCEEDED', 'FAILED'],
  ['SUCCEEDED', 'CANCELED'],
  ['FAILED', 'PENDING'],
  ['FAILED', 'PROCESSING'],
  ['FAILED', 'SUCCEEDED'],
  ['FAILED', 'FAILED'],
  ['FAILED', 'CANCELED'],
  ['CANCELED', 'PENDING'],
  ['CANCELED', 'PROCESSING'],
  ['CANCELED', 'SUCCEEDED'],
  ['CANCELED', 'FAILED'],
  ['CANCELED', 'CANCELED'],
  ['PENDING', 'REFUNDED'],
  ['PROCESSING', 'REFUNDED'],
  ['FAILED', 'REFUNDED'],
  ['CANCELED', 'REFUNDED'],
  ['REFUNDED', 'PENDING'],
  ['REFUNDED', 'PROCESSING'],
  ['REFUNDED', 'SUCCEEDED'],
  ['REFUNDED', 'FAILED'],
  ['REFUNDED', 'CANCELED'],
  ['REFUNDED', 'REFUNDED'],
];

describe('payment status machine', () => {
  it('the two lists name every pair of states exactly once', () => {
    const named = [...allowed, ...forbidden].map(([from, to]) => `${from}>${to}`);
    const every = paymentStatuses.flatMap((from) => paymentStatuses.map((to) => `${from}>${to}`));
    expect(new Set(named).size).toBe(named.length);
    expect(named.sort()).toEqual(every.sort());
    expect(Object.keys(paymentTransitions).sort()).toEqual([...paymentStatuses].sort());
  });

  it.each(allowed)('allows %s -> %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it.each(forbidden)('refuses %s -> %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });

  it('derives the states each target is reached from (the WHERE status IN list)', () => {
    expect(statusesLeadingTo('PROCESSING')).toEqual(['PENDING']);
    expect(statusesLeadingTo('SUCCEEDED')).toEqual(['PROCESSING']);
    expect(statusesLeadingTo('FAILED')).toEqual(['PROCESSING']);
    expect(statusesLeadingTo('CANCELED')).toEqual(['PENDING', 'PROCESSING']);
    expect(statusesLeadingTo('REFUNDED')).toEqual(['SUCCEEDED']);
    expect(statusesLeadingTo('PENDING')).toEqual([]);
  });
});
