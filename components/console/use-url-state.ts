'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef } from 'react';

/**
 * How a change enters the browser's history. `push` (the default): Back undoes it, so a filter set
 * or a request opened is one step back. `typing`: a text filter typed letter by letter makes one
 * entry for the burst, not one per key. `replace`: a correction of the URL that Back should skip.
 */
export type HistoryMode = 'push' | 'replace' | 'typing';

/** Keys typed within this long of the last one belong to the same history entry. */
const TYPING_BURST_MS = 1_000;

/**
 * View state kept in the query string, so a link (or a reload) reproduces the view: values equal
 * to their default are left out of the URL.
 */
export function useUrlState<T extends Record<string, string>>(defaults: T): [T, (patch: Partial<T>, mode?: HistoryMode) => void] {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const state = useMemo(() => {
    const values = { ...defaults };
    for (const key of Object.keys(defaults) as Array<keyof T>) {
      const given = params.get(key as string);
      if (given !== null) values[key] = given as T[keyof T];
    }
    return values;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);
  // The query last asked for, until the router has made it the page's: a second change made before
  // then (two filters set in quick succession) builds on it instead of undoing the first.
  const requested = useRef<string | null>(null);
  useEffect(() => {
    if (requested.current === params.toString()) requested.current = null;
  }, [params]);
  const lastTyping = useRef<{ keys: string; at: number } | null>(null);
  const update = useCallback(
    (patch: Partial<T>, mode: HistoryMode = 'push') => {
      const next = new URLSearchParams(requested.current ?? params);
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === '' || value === defaults[key]) next.delete(key);
        else next.set(key, value);
      }
      const query = next.toString();
      // Asking for the page's own query is no change: nothing stays pending that the router would never confirm.
      const unchanged = query === (requested.current ?? params.toString());
      requested.current = query === params.toString() ? null : query;
      if (unchanged) return;
      const keys = Object.keys(patch).sort().join();
      const now = Date.now();
      const continuesTyping = mode === 'typing' && lastTyping.current?.keys === keys && now - lastTyping.current.at < TYPING_BURST_MS;
      lastTyping.current = mode === 'typing' ? { keys, at: now } : null;
      const href = query ? `${pathname}?${query}` : pathname;
      if (mode === 'replace' || continuesTyping) router.replace(href, { scroll: false });
      else router.push(href, { scroll: false });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [params, pathname, router],
  );
  return [state, update];
}

/** Reads a non-negative whole number from the URL state, falling back when it is not one. */
export function wholeNumber(value: string, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}
