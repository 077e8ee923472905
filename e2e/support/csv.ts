import { expect } from '@playwright/test';

/** The file's rows as records, read as a spreadsheet would: the byte order mark first, CRLF rows, quoted cells. */
export function csvRecords(text: string): Array<Record<string, string>> {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  const [header = [], ...records] = rows;
  return records.map((record) => Object.fromEntries(header.map((name, index) => [name, record[index] ?? ''])));
}
