import { AppError } from '../errors';

/**
 * Reads the body as text, refusing more than `limit` bytes with a 413 before buffering them: a
 * declared Content-Length over the limit before a byte is read, any other body as it streams in.
 */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', `Request body exceeds ${limit} bytes`);
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!request.body) return '';

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new AppError('BAD_REQUEST', 'Request body is not valid UTF-8');
  }
}

/** Whether a Content-Type header names JSON (`application/json`, with or without parameters). */
export const isJsonContentType = (value: string | null) => /^application\/json\s*(;|$)/i.test(value?.trim() ?? '');

/**
 * Whether JSON text nests objects and arrays more than `max` levels deep, found by one pass over
 * the text before it is parsed: `JSON.parse` copes with any depth, but everything after it that
 * walks the value (`JSON.stringify`, fingerprints, validation) recurses and would overflow the
 * call stack on a hostile body.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      if (++depth > max) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}
