'use client';

import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;

const subscribe = (onChange: () => void) => {
  const timer = setInterval(onChange, MINUTE_MS / 2);
  return () => clearInterval(timer);
};

/**
 * The current time to the minute, for countdowns that read "due in 5 hours"; null while the server
 * renders and the page hydrates, so the HTML and the first render agree. A minute's value is one
 * number, so React sees no change between its ticks.
 */
export function useNowToTheMinute(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS,
    () => null,
  );
}
