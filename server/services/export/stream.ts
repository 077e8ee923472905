import { CSV_BOM, type CsvValue, csvRow } from './csv';

/**
 * A CSV file as a web stream that reads its rows as the consumer pulls: the header (after the byte
 * order mark) on the first pull, then one chunk of rows per pull. A slow client therefore holds the
 * reads back instead of making the server buffer the list, and cancelling the stream (the client
 * went away) ends the reading: the chunks' iterator is returned, which ends the walk.
 *
 * A read that fails once the file has started errors the stream (after `onFailure` is told): the
 * status line is already sent, so the transfer is aborted and the client sees an incomplete
 * download, never a file that ends cleanly without its remaining rows.
 */
export function csvStream(
  header: readonly string[],
  chunks: AsyncIterable<CsvValue[][]>,
  onFailure: (error: unknown) => void = () => {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = chunks[Symbol.asyncIterator]();
  let headerSent = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode(CSV_BOM + csvRow(header)));
          return;
        }
        let next: IteratorResult<CsvValue[][]>;
        try {
          next = await iterator.next();
        } catch (error) {
          onFailure(error);
          controller.error(error);
          return;
        }
        if (next.done) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(next.value.map(csvRow).join('')));
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    // One chunk ahead at most: the queue counts enqueued chunks, and pull is called while it is below this.
    { highWaterMark: 1 },
  );
}
