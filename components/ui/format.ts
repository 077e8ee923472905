/**
 * Numbers as the console shows them. Money always goes through the money module's one formatter,
 * so every page writes it the same way; times go through the time module's one format
 * (`DateTime`, in the reader's zone).
 */
import { formatMoney, formatMoneyCompact } from '@/server/services/money/money';

/**
 * An amount with its currency: `EUR 4,242.70`, `HUF 1,234.56`, `JPY 1,235`, with the currency's ISO
 * decimals (the browser's own data would show HUF without its fillér), exact for decimal text.
 */
export const formatAmount: (amount: string | number, currency: string) => string = formatMoney;

/** An amount short enough for a chart's axis: `HUF 200K`, `EUR 1.5M`. */
export const formatAmountCompact: (amount: number, currency: string) => string = formatMoneyCompact;

export function formatPercent(ratio: number): string {
  return `${(ratio * 100).toFixed(ratio > 0 && ratio < 0.01 ? 2 : 1)}%`;
}
