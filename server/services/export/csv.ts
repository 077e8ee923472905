/**
 * CSV as RFC 4180 writes it, for spreadsheets: a UTF-8 byte order mark first (Excel otherwise reads
 * the file as the machine's legacy code page and garbles accents), CRLF after every row, and a cell
 * quoted when it holds a comma, a double quote, CR or LF (its quotes doubled).
 *
 * Formula neutralisation (OWASP's CSV injection rule): a spreadsheet runs a cell that begins with
 * `=`, `+`, `-`, `@`, TAB or CR as a formula, so text that begins with one gets a leading `'`.
 * Every string is treated as text someone typed (a description, a metadata value, a request path),
 * whatever it looks like: "-5" from a user is prefixed. Only values this code base produces as
 * numbers are written bare: a JavaScript number (a status code, a duration) or an amount read from
 * a `numeric` column, passed through `decimal()`, so a refund of -5 stays a number a sheet can sum.
 */

/** A numeric value of our own (an amount from a `numeric` column), written as its exact decimal text. */
export type Decimal = { readonly decimal: string };

export type CsvValue = string | number | boolean | Date | Decimal | null | undefined;

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** Marks an amount's exact decimal text as a number of ours; anything that is not one stays text. */
export const decimal = (text: string): Decimal | string => (DECIMAL_TEXT.test(text) ? { decimal: text } : text);

export const CSV_BOM = '\uFEFF';
export const CSV_NEWLINE = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A cell's text: dates as ISO 8601 UTC, numbers bare, user text neutralised then quoted as needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return value.decimal;
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One row, CRLF-terminated. */
export const csvRow = (values: readonly CsvValue[]): string => values.map(csvCell).join(',') + CSV_NEWLINE;
