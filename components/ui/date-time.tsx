'use client';

import { formatMoment, UTC } from '@/server/services/time/time';
import { useTimeZone } from './time-zone';

/** A moment in the reader's time zone, with the same moment in UTC on hover. */
export function DateTime({ value, seconds = false, className }: { value: string | null | undefined; seconds?: boolean; className?: string }) {
  const timeZone = useTimeZone();
  if (!value) return <span className={className}>—</span>;
  return (
    <time dateTime={value} title={formatMoment(value, UTC, { seconds: true })} className={className}>
      {formatMoment(value, timeZone, { seconds })}
    </time>
  );
}
