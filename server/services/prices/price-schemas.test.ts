import { describe, expect, it } from 'vitest';
import type { PriceRow } from '@/db/schema';
import { createPriceInput, describePrice, maxUnitAmount, toPrice } from './price-schemas';

const row = (changes: Partial<PriceRow>): PriceRow => ({
  id: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  tenantId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  nickname: null,
  currency: 'EUR',
  unitAmount: 1990n,
  recurringInterval: null,
  recurringIntervalCount: null,
  trialDays: null,
  active: true,
  createdAt: new Date('2026-03-01T10:00:00Z'),
  updatedAt: new Date('2026-03-01T10:00:00Z'),
  ...changes,
});

describe('prices in minor units', () => {
  it('answers the main-unit amount with the currency’s own decimals: two, none, three', () => {
    expect(toPrice(row({})).unitAmountDecimal).toBe('19.90');
    expect(toPrice(row({ currency: 'JPY', unitAmount: 1235n })).unitAmountDecimal).toBe('1235');
    expect(toPrice(row({ currency: 'KWD', unitAmount: 1235n })).unitAmountDecimal).toBe('1.235');
    expect(toPrice(row({ unitAmount: 5n })).unitAmountDecimal).toBe('0.05');
  });

  it('caps an amount at the payment maximum in each currency’s minor units', () => {
    expect(maxUnitAmount('EUR')).toBe(1_000_000_000n);
    expect(maxUnitAmount('JPY')).toBe(10_000_000n);
  });

  it('says a price as people read it', () => {
    expect(describePrice(toPrice(row({ recurringInterval: 'month', recurringIntervalCount: 1 })))).toBe('EUR 19.90 every month');
    expect(describePrice(toPrice(row({ recurringInterval: 'week', recurringIntervalCount: 2 })))).toBe('EUR 19.90 every 2 weeks');
    expect(describePrice(toPrice(row({})))).toBe('EUR 19.90 once');
  });

  it('takes an interval count of 1 when none is given, and the longest schedules of three years', () => {
    expect(createPriceInput.parse({ currency: 'EUR', unitAmount: 1, recurring: { interval: 'day' } }).recurring).toEqual({ interval: 'day', intervalCount: 1 });
    for (const [interval, intervalCount] of [['day', 1095], ['week', 156], ['month', 36], ['year', 3]] as const) {
      expect(createPriceInput.safeParse({ currency: 'EUR', unitAmount: 1, recurring: { interval, intervalCount } }).success, interval).toBe(true);
      expect(createPriceInput.safeParse({ currency: 'EUR', unitAmount: 1, recurring: { interval, intervalCount: intervalCount + 1 } }).success, interval).toBe(false);
    }
  });
});
