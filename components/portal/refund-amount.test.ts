import { describe, expect, it } from 'vitest';
import { checkRefundAmount, refundableUnits, refundAmountText } from './refund-amount';

describe('what is left to refund', () => {
  it('counts in minor units of the payment’s currency, a FAILED refund giving its part back', () => {
    const refunds = [
      { amount: 0.1, status: 'SUCCEEDED' as const },
      { amount: 0.2, status: 'PENDING' as const },
      { amount: 5, status: 'FAILED' as const },
    ];
    expect(refundableUnits({ amount: 888765.74, currency: 'HUF' }, refunds)).toBe(88876544n);
    expect(refundAmountText(88876544n, 'HUF')).toBe('888765.44');
    expect(refundableUnits({ amount: 1235, currency: 'JPY' as never }, [{ amount: 35, status: 'SUCCEEDED' }])).toBe(1200n);
    expect(refundAmountText(1200n, 'JPY')).toBe('1200');
  });
});

describe('the refund form’s amount', () => {
  const left = 88876544n;

  it('says a negative or zero amount must be greater than 0, whatever its decimals', () => {
    for (const typed of ['-5', '-5.123', '0', '0.00', '-0']) expect(checkRefundAmount(typed, 'HUF', left), typed).toEqual({ error: 'Amount must be greater than 0' });
  });

  it('refuses text that is not a number, and decimals the currency does not have', () => {
    for (const typed of ['five', '1e3', '0x1F', '12,50', '']) expect(checkRefundAmount(typed, 'HUF', left), typed).toEqual({ error: 'Amount must be a number' });
    expect(checkRefundAmount('1.005', 'EUR', left)).toEqual({ error: 'Amount must have at most 2 decimals' });
    expect(checkRefundAmount('12.5', 'JPY', 1200n)).toEqual({ error: 'Amount must be a whole number of JPY' });
  });

  it('refuses more than is left, written with the currency’s own decimals', () => {
    expect(checkRefundAmount('888765.45', 'HUF', left)).toEqual({ error: 'Amount must be at most HUF\u00a0888,765.44, what is left to refund' });
    expect(checkRefundAmount('1201', 'JPY', 1200n)).toEqual({ error: 'Amount must be at most JPY\u00a01,200, what is left to refund' });
  });

  it('takes an amount up to what is left, exactly', () => {
    expect(checkRefundAmount('888765.44', 'HUF', left)).toEqual({ units: 88876544n });
    expect(checkRefundAmount(' 1234.560 ', 'HUF', left)).toEqual({ units: 123456n });
    expect(checkRefundAmount('1200', 'JPY', 1200n)).toEqual({ units: 1200n });
  });
});
