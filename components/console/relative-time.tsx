'use client';

import { formatMoment, formatRelative } from '@/server/services/time/time';
import { useTimeZone } from '../ui/time-zone';
import { useNowToTheMinute } from './use-now';

/**
 * A moment as how long ago (or how soon) it is, "5 minutes ago", kept current as the minutes pass;
 * the exact moment, in the reader's zone to the second, on hover and to assistive technology
 * through the element's `dateTime`. Before the page runs in the browser it shows the exact moment.
 */
export function RelativeTime({ value, empty = '—', className }: { value: string | null | undefined; empty?: string; className?: string }) {
  const timeZone = useTimeZone();
  const now = useNowToTheMinute();
  if (!value) return <span className={className}>{empty}</span>;
  const exact = formatMoment(value, timeZone, { seconds: true });
  return (
    <time dateTime={value} title={exact} className={className}>
      {now === null ? exact : formatRelative(value, now)}
    </time>
  );
}
