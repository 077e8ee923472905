'use client';

import { UTC } from '@/server/services/time/time';
import { useReaderTimeZone } from '../ui/time-zone';
import { dayRangeQuery } from './date-range';

/**
 * The API's filters for the URL's day range, in the reader's zone. `ready` is false while a range
 * is set and the page does not know the zone yet (the server's render and hydration), so a list
 * is not read once with UTC days and again with the reader's.
 */
export function useDayRange(from: string, to: string): { days: ReturnType<typeof dayRangeQuery>; ready: boolean } {
  const zone = useReaderTimeZone();
  return { days: dayRangeQuery(from, to, zone ?? UTC), ready: zone !== null || (from === '' && to === '') };
}
