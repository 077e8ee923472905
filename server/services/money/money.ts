/**
 * Money as the product keeps it: an amount is the exact decimal text a `numeric` column holds
 * ("1234.56"), with the currency that says how many minor units it has. Sums and comparisons are
 * done in whole minor units (bigint), never in floats, and the text written back always has the
 * currency's own number of decimals.
 *
 * Pure and free of server-only imports: the console's formatter shows amounts with the same rule.
 */

/**
 * ISO 4217 minor units of every currency the product accepts or is known to need. Stated here
 * rather than read from `Intl`: the ICU data in Node.js and browsers gives HUF no decimals (the
 * cash rule), while the standard, the payment providers and our stored amounts have two.
 */
const MINOR_UNITS: Readonly<Record<string, number>> = {
  CHF: 2,
  CZK: 2,
  EUR: 2,
  GBP: 2,
  HUF: 2,
  PLN: 2,
  RON: 2,
  USD: 2,
  // Zero-decimal currencies the payment connectors take.
  JPY: 0,
  KRW: 0,
  // Three-decimal currencies.
  BHD: 3,
  KWD: 3,
};

/** How many decimals an amount in `currency` has (2 for one this table does not name, as ISO 4217 most often says). */
export function minorUnitsOf(currency: string): number {
  return MINOR_UNITS[currency.toUpperCase()] ?? 2;
}

const DECIMAL_TEXT = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * Exact decimal text ("12.5", "12.50", "-3") as a whole number of the currency's minor units.
 * Digits beyond the currency's decimals are refused, not rounded: a stored amount never has them,
 * so one that does is a bug to surface.
 */
export function toMinorUnits(amount: string, currency: string): bigint {
  const match = DECIMAL_TEXT.exec(amount.trim());
  if (!match) throw new RangeError(`Not a decimal amount: "${amount}"`);
  const [, sign, whole = '0', fraction = ''] = match;
  const digits = minorUnitsOf(currency);
  const kept = fraction.replace(/0+$/, '');
  if (kept.length > digits) throw new RangeError(`${amount} has more than ${digits} decimals for ${currency}`);
  const units = BigInt(whole) * 10n ** BigInt(digits) + BigInt(kept.padEnd(digits, '0') || '0');
  return sign ? -units : units;
}

/** Minor units as the decimal text the database and the messages use: `fromMinorUnits(5n, 'EUR')` is "0.05". */
export function fromMinorUnits(units: bigint, currency: string): string {
  const digits = minorUnitsOf(currency);
  const negative = units < 0n;
  const size = negative ? -units : units;
  const scale = 10n ** BigInt(digits);
  const whole = (size / scale).toString();
  const text = digits === 0 ? whole : `${whole}.${(size % scale).toString().padStart(digits, '0')}`;
  return negative ? `-${text}` : text;
}

/** The amount's text with exactly the currency's decimals: "12.5" EUR is "12.50". */
export function normalizeAmount(amount: string, currency: string): string {
  return fromMinorUnits(toMinorUnits(amount, currency), currency);
}

/** The exact sum of amounts in one currency, as decimal text with its decimals ("0.00" for none). */
export function sumAmounts(amounts: readonly string[], currency: string): string {
  return fromMinorUnits(
    amounts.reduce((total, amount) => total + toMinorUnits(amount, currency), 0n),
    currency,
  );
}

/** Negative, zero or positive as `a` is less than, equal to or more than `b`. */
export function compareAmounts(a: string, b: string, currency: string): -1 | 0 | 1 {
  const difference = toMinorUnits(a, currency) - toMinorUnits(b, currency);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

const formats = new Map<string, Intl.NumberFormat>();
const compactFormats = new Map<string, Intl.NumberFormat>();

function formatFor(cache: Map<string, Intl.NumberFormat>, currency: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = cache.get(currency);
  if (!format) cache.set(currency, (format = make()));
  return format;
}

/**
 * An amount with its currency for people to read: `EUR 4,242.70`, `HUF 1,234.56`, `JPY 1,235`.
 * Decimal text is formatted exactly (Intl takes a string as an exact decimal), with the currency's
 * ISO decimals; a number is accepted for figures already computed as one (chart axes, sums).
 */
export function formatMoney(amount: string | number, currency: string): string {
  const digits = minorUnitsOf(currency);
  const format = formatFor(formats, currency, () => new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'code', minimumFractionDigits: digits, maximumFractionDigits: digits }));
  // `format` takes decimal strings exactly (Intl.NumberFormat v3); its types still say number.
  return format.format(amount as number);
}

/** An amount short enough for a chart's axis: `HUF 200K`, `EUR 1.5M`. */
export function formatMoneyCompact(amount: number, currency: string): string {
  return formatFor(compactFormats, currency, () => new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'code', notation: 'compact', maximumFractionDigits: 1 })).format(amount);
}

/**
 * The one place a stored amount becomes a JSON number, as the API's contract writes amounts: the
 * decimal text ("1234.50") is parsed once and JSON prints the shortest form of the same value
 * (1234.5). Exact for every amount the product accepts: a double holds 15 significant digits.
 */
export function amountAsNumber(amount: string): number {
  return Number(amount);
}
