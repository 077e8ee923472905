'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef } from 'react';

/**
 * View state kept in the query string, so a link (or a reload) reproduces the view: values equal
 * to their default are left out of the URL.
 */
export function useUrlState<T extends Record<string, string>>(defaults: T): [T, (patch: Partial<T>) => void] {
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
  const update = useCallback(
    (patch: Partial<T>) => {
      const next = new URLSearchParams(requested.current ?? params);
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === '' || value === defaults[key]) next.delete(key);
        else next.set(key, value);
      }
      const query = next.toString();
      // Asking for the page's own query is no change: nothing stays pending that the router would never confirm.
      requested.current = query === params.toString() ? null : query;
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
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
