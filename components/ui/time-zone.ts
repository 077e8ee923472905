'use client';

import { useSyncExternalStore } from 'react';
import { isTimeZone, runtimeTimeZone, UTC } from '@/server/services/time/time';

/**
 * The time zone the console shows times in: the one the reader chose (kept in this browser), or
 * the browser's own. The server does not know it, so the server's HTML is in UTC and the page
 * switches to the reader's zone as it hydrates; every time on the page names its zone.
 */
const STORAGE_KEY = 'console.timeZone';
/** Said to every component of the page when the reader picks another zone (the storage event only reaches other tabs). */
const CHANGED = 'console:time-zone';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** The reader's choice, when they made one this browser still knows. */
function chosenTimeZone(): string | null {
  try {
    const chosen = window.localStorage.getItem(STORAGE_KEY);
    return chosen && isTimeZone(chosen) ? chosen : null;
  } catch {
    // Storage refused (a private window's policy): the browser's zone.
    return null;
  }
}

/** The zone to show times in; null while the server renders and the page hydrates. */
export function useReaderTimeZone(): string | null {
  return useSyncExternalStore(subscribe, () => chosenTimeZone() ?? runtimeTimeZone(), () => null);
}

/** The zone to show times in: the reader's, UTC until the page runs in the browser. */
export function useTimeZone(): string {
  return useReaderTimeZone() ?? UTC;
}

/** What the switch shows: the reader's choice (null: the browser's zone) and the browser's zone. */
export function useTimeZoneChoice(): { chosen: string | null; browser: string } | null {
  const chosen = useSyncExternalStore(subscribe, () => chosenTimeZone() ?? '', () => null);
  const browser = useSyncExternalStore(subscribe, runtimeTimeZone, () => null);
  return chosen === null || browser === null ? null : { chosen: chosen || null, browser };
}

/** Shows times in `zone` from now on, in every tab of this browser; null goes back to the browser's zone. */
export function chooseTimeZone(zone: string | null): void {
  try {
    if (zone) window.localStorage.setItem(STORAGE_KEY, zone);
    else window.localStorage.removeItem(STORAGE_KEY);
  } finally {
    window.dispatchEvent(new Event(CHANGED));
  }
}
