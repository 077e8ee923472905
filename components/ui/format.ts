/** Dates and numbers as the console shows them: fixed locale, so server and browser agree. */
export function formatDateTime(value: string | null | undefined, options: { seconds?: boolean } = {}): string {
  if (!value) return '—';
  const parts: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' };
  if (options.seconds) parts.second = '2-digit';
  return `${new Date(value).toLocaleString('en-GB', parts)} UTC`;
}

export function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'code', minimumFractionDigits: 2 }).format(amount);
}

export function formatPercent(ratio: number): string {
  return `${(ratio * 100).toFixed(ratio > 0 && ratio < 0.01 ? 2 : 1)}%`;
}
