'use client';

import { useSyncExternalStore } from 'react';
import { formatDateTime, formatUtc } from './format';

const subscribeToNothing = () => () => {};

/**
 * The browser's time zone. The server renders in UTC; the first render in the browser matches it
 * and React renders again with the local zone, so hydration never disagrees.
 */
export function useTimeZone(): string {
  return useSyncExternalStore(
    subscribeToNothing,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => 'UTC',
  );
}

/** A moment in the reader's time zone, with the same moment in UTC on hover. */
export function DateTime({ value, seconds = false, className }: { value: string | null | undefined; seconds?: boolean; className?: string }) {
  const timeZone = useTimeZone();
  if (!value) return <span className={className}>—</span>;
  return (
    <time dateTime={value} title={formatUtc(value)} className={className}>
      {formatDateTime(value, { seconds, timeZone })}
    </time>
  );
}
