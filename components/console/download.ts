'use client';

import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';
import { messageOf } from './trpc';

/** A download the server refused, with its message (the export route answers in the tRPC endpoint's JSON shape). */
export class DownloadRefused extends Error {}

/** A file the page fetched, saved under its name through a link to its bytes (revoked once the browser has them). */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Fetches a file from the console's download route: its bytes and the name the server gave it, or
 * the server's refusal as a `DownloadRefused` (a plain link would leave a refusal to the browser's
 * download bar, which shows a failed file and never the reason).
 */
export async function fetchDownload(href: string): Promise<{ blob: Blob; filename: string }> {
  const response = await fetch(href, { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
    throw new DownloadRefused(refusalOf(response, body?.error?.message));
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? href.split('/').at(-1)!.split('?')[0]!;
  return { blob: await response.blob(), filename };
}

/**
 * What a person reads of a refused download: the server's message, except for its rate limit, whose
 * message speaks to programs ("retry after the time in Retry-After"): that header becomes the wait.
 */
export function refusalOf(response: Pick<Response, 'status' | 'headers'>, message: unknown): string {
  const retryAfter = Number(response.headers.get('Retry-After'));
  if (response.status === 429 && Number.isFinite(retryAfter) && retryAfter > 0) {
    const wait = retryAfter < 60 ? `${Math.ceil(retryAfter)} second${Math.ceil(retryAfter) === 1 ? '' : 's'}` : `${Math.ceil(retryAfter / 60)} minute${Math.ceil(retryAfter / 60) === 1 ? '' : 's'}`;
    return `Too many exports for now: you can export again in ${wait}.`;
  }
  return typeof message === 'string' ? message : `The download failed (${response.status}). Try again.`;
}

/**
 * One download started from a page: busy while it runs, and why the server refused it, for the
 * page to show beside the control (a `FormAlert`) until the next try.
 */
export function useDownload() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start(fetchFile: () => Promise<{ blob: Blob; filename: string }>): Promise<boolean> {
    if (pending) return false;
    setPending(true);
    setError(null);
    try {
      const file = await fetchFile();
      saveFile(file.blob, file.filename);
      return true;
    } catch (failure) {
      setError(failure instanceof DownloadRefused || failure instanceof TRPCClientError ? failure.message : messageOf(failure));
      return false;
    } finally {
      setPending(false);
    }
  }

  return { pending, error, start };
}
