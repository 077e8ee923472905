import type { Payment } from '@/server/services/payments/payment-schemas';
import type { Refund } from '@/server/services/refunds/refund-schemas';
import { fromMinorUnits, minorUnitsOf, toMinorUnits } from '@/server/services/money/money';
import { formatAmount } from '../ui/format';

/**
 * The refund form's arithmetic, in whole minor units of the payment's currency (the money module's
 * table, never a float and never a fixed two decimals), so what the form offers, checks and shows
 * is what the server will store.
 */

/** An amount the API wrote as a JSON number, as the exact decimal text of its currency. */
const unitsOf = (amount: number, currency: string) => toMinorUnits(String(amount), currency);

/**
 * What is left to refund: the amount less every refund that is not FAILED (a PENDING one holds its
 * part, as the server counts it).
 */
export function refundableUnits(payment: Pick<Payment, 'amount' | 'currency'>, refunds: ReadonlyArray<Pick<Refund, 'amount' | 'status'>>): bigint {
  return refunds.filter((refund) => refund.status !== 'FAILED').reduce((left, refund) => left - unitsOf(refund.amount, payment.currency), unitsOf(payment.amount, payment.currency));
}

/** The amount the form starts with: all that is left, with the currency's decimals ("888765.44", "1235" for JPY). */
export const refundAmountText = (units: bigint, currency: string) => fromMinorUnits(units, currency);

const NUMBER = /^-?\d+(?:\.(\d+))?$/;

/**
 * Why the typed amount cannot be refunded, or its minor units. The sign is judged before the
 * decimals: "-5" is an amount below the least one may refund, not a badly written number.
 */
export function checkRefundAmount(text: string, currency: string, leftUnits: bigint): { units: bigint } | { error: string } {
  const typed = text.trim();
  const match = NUMBER.exec(typed);
  if (!match) return { error: 'Amount must be a number' };
  if (typed.startsWith('-')) return { error: 'Amount must be greater than 0' };
  const digits = minorUnitsOf(currency);
  if ((match[1] ?? '').replace(/0+$/, '').length > digits) return { error: digits === 0 ? `Amount must be a whole number of ${currency}` : `Amount must have at most ${digits} decimals` };
  const units = toMinorUnits(typed, currency);
  if (units <= 0n) return { error: 'Amount must be greater than 0' };
  if (units > leftUnits) return { error: `Amount must be at most ${formatAmount(refundAmountText(leftUnits, currency), currency)}, what is left to refund` };
  return { units };
}
