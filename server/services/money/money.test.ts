import { describe, expect, it } from 'vitest';
import { supportedCurrencies } from '../payments/payment-constants';
import { compareAmounts, formatMoney, fromMinorUnits, minorUnitsOf, normalizeAmount, sumAmounts, toMinorUnits } from './money';

describe('minor units', () => {
  it('gives every accepted currency the two decimals ISO 4217 and the stored amounts have, HUF included', () => {
    for (const currency of supportedCurrencies) expect(minorUnitsOf(currency)).toBe(2);
  });

  it('knows zero- and three-decimal currencies', () => {
    expect(minorUnitsOf('JPY')).toBe(0);
    expect(minorUnitsOf('KWD')).toBe(3);
  });

  it('turns decimal text into minor units and back without floats', () => {
    expect(toMinorUnits('12.5', 'EUR')).toBe(1250n);
    expect(toMinorUnits('0.10', 'EUR') + toMinorUnits('0.20', 'EUR')).toBe(30n);
    expect(toMinorUnits('-3', 'EUR')).toBe(-300n);
    expect(toMinorUnits('1234', 'JPY')).toBe(1234n);
    expect(fromMinorUnits(5n, 'EUR')).toBe('0.05');
    expect(fromMinorUnits(-5n, 'EUR')).toBe('-0.05');
    expect(fromMinorUnits(1234n, 'JPY')).toBe('1234');
    expect(fromMinorUnits(1234567n, 'KWD')).toBe('1234.567');
    expect(normalizeAmount('12.5', 'HUF')).toBe('12.50');
  });

  it('refuses text that is not an amount, and decimals the currency does not have, rather than rounding', () => {
    expect(() => toMinorUnits('0x1F', 'EUR')).toThrow(RangeError);
    expect(() => toMinorUnits('1.005', 'EUR')).toThrow(/more than 2 decimals/);
    expect(() => toMinorUnits('1.5', 'JPY')).toThrow(/more than 0 decimals/);
    expect(toMinorUnits('1.500', 'EUR')).toBe(150n);
  });
});

describe('sums and comparisons', () => {
  it('adds amounts exactly, past what a float holds', () => {
    expect(sumAmounts(['0.10', '0.20'], 'EUR')).toBe('0.30');
    expect(sumAmounts(['9999999999.99', '0.01'], 'EUR')).toBe('10000000000.00');
    expect(sumAmounts(['12', '0.5'], 'EUR')).toBe('12.50');
    expect(sumAmounts(['90071992547409.93', '0.01'], 'USD')).toBe('90071992547409.94');
    expect(sumAmounts([], 'EUR')).toBe('0.00');
    expect(sumAmounts([], 'JPY')).toBe('0');
  });

  it('compares amounts by value, not by text', () => {
    expect(compareAmounts('12.5', '12.50', 'EUR')).toBe(0);
    expect(compareAmounts('9.99', '10', 'EUR')).toBe(-1);
    expect(compareAmounts('100', '99.99', 'EUR')).toBe(1);
  });
});

// Intl puts a no-break space between the code and the figure, so the two never part at a line's end.
describe('formatting for people', () => {
  it('shows the amount as stored with the currency code and its own decimals', () => {
    expect(formatMoney('1234.56', 'HUF')).toBe('HUF\u00a01,234.56');
    expect(formatMoney('38734.56', 'HUF')).toBe('HUF\u00a038,734.56');
    expect(formatMoney('888765.44', 'HUF')).toBe('HUF\u00a0888,765.44');
    expect(formatMoney('4242.7', 'EUR')).toBe('EUR\u00a04,242.70');
    expect(formatMoney('1234', 'JPY')).toBe('JPY\u00a01,234');
    expect(formatMoney('1234.567', 'KWD')).toBe('KWD\u00a01,234.567');
  });

  it('does not round a large amount through a float', () => {
    expect(formatMoney('9999999999999.99', 'EUR')).toBe('EUR\u00a09,999,999,999,999.99');
  });

  it('writes every accepted currency with two decimals', () => {
    for (const currency of supportedCurrencies) expect(formatMoney('1.5', currency)).toBe(`${currency}\u00a01.50`);
  });
});
