import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvRow, decimal } from './csv';
import { csvStream } from './stream';

describe('CSV cells', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('Widget Ltd')).toBe('Widget Ltd');
    expect(csvCell('Émilie Zoë')).toBe('Émilie Zoë');
  });

  it('quotes a cell with a comma, a double quote, CR or LF, doubling its quotes (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('line\r\nbreak')).toBe('"line\r\nbreak"');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
  ])('neutralises text that a spreadsheet would run as a formula: %j', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('prefixes a negative number typed as text, since text is never trusted', () => {
    expect(csvCell('-5')).toBe("'-5");
  });

  it('writes our own numbers bare: amounts as their exact decimal text, negative ones too', () => {
    expect(csvCell(decimal('1234.50'))).toBe('1234.50');
    expect(csvCell(decimal('-5.00'))).toBe('-5.00');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it('keeps a would-be amount that is not a decimal as neutralised text', () => {
    expect(csvCell(decimal('-1+1'))).toBe("'-1+1");
  });

  it('writes dates as ISO 8601 UTC, booleans as words, and nothing for null', () => {
    expect(csvCell(new Date('2026-11-26T10:00:00.123+02:00'))).toBe('2026-11-26T08:00:00.123Z');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('ends every row with CRLF', () => {
    expect(csvRow(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});

describe('the CSV stream', () => {
  it('starts with the byte order mark and the header, then the rows', async () => {
    async function* chunks() {
      yield [['Zoë', 1]];
      yield [['=1', 2]];
    }
    // Response.text() drops a byte order mark: the bytes are decoded keeping it.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(csvStream(['name', 'n'], chunks())).arrayBuffer());
    expect(text).toBe(`${CSV_BOM}name,n\r\nZoë,1\r\n'=1,2\r\n`);
  });

  it('reads a chunk only when the reader asks for one, and stops reading when cancelled', async () => {
    let read = 0;
    let ended = false;
    async function* chunks() {
      try {
        for (;;) {
          read += 1;
          yield [[read]];
        }
      } finally {
        ended = true;
      }
    }
    const reader = csvStream(['n'], chunks()).getReader();
    await reader.read();
    await reader.read();
    const readBeforeCancel = read;
    expect(readBeforeCancel).toBeLessThanOrEqual(2);
    await reader.cancel();
    expect(ended).toBe(true);
    expect(read).toBe(readBeforeCancel);
  });
});
