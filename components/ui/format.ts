/**
 * Dates and numbers as the console shows them. Times are read in the browser's time zone (UTC
 * until the page runs in the browser, so the server's HTML and the first render agree); money
 * always goes through `Intl.NumberFormat` with its currency, so every page writes it the same way.
 */
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

const moneyFormats = new Map<string, Intl.NumberFormat>();
const compactFormats = new Map<string, Intl.NumberFormat>();
const cached = (formats: Map<string, Intl.NumberFormat>, currency: string, make: () => Intl.NumberFormat) => {
  let format = formats.get(currency);
  if (!format) formats.set(currency, (format = make()));
  return format;
};

/** An amount with its currency: `EUR 4,242.70`, `HUF 125,000.00`; the currency's own decimals. */
export function formatAmount(amount: number, currency: string): string {
  return cached(moneyFormats, currency, () => new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'code' })).format(amount);
}

/** An amount short enough for a chart's axis: `HUF 200K`, `EUR 1.5M`. */
export function formatAmountCompact(amount: number, currency: string): string {
  return cached(compactFormats, currency, () => new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'code', notation: 'compact', maximumFractionDigits: 1 })).format(amount);
}

export function formatPercent(ratio: number): string {
  return `${(ratio * 100).toFixed(ratio > 0 && ratio < 0.01 ? 2 : 1)}%`;
}
