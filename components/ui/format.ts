/**
 * Dates and numbers as the console shows them. Times are read in the browser's time zone (UTC
 * until the page runs in the browser, so the server's HTML and the first render agree); money
 * always goes through the money module's one formatter, so every page writes it the same way.
 */
import { formatMoney, formatMoneyCompact } from '@/server/services/money/money';

export function formatDateTime(value: string | null | undefined, options: { seconds?: boolean; timeZone?: string } = {}): string {
  if (!value) return '—';
  const timeZone = options.timeZone ?? 'UTC';
  const parts: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' };
  if (options.seconds) parts.second = '2-digit';
  return new Date(value).toLocaleString('en-GB', parts);
}

/** The same moment in UTC with seconds, for a time's hover text. */
export function formatUtc(value: string): string {
  return formatDateTime(value, { seconds: true, timeZone: 'UTC' });
}

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
