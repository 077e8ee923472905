'use client';

import { zoneLabel } from '@/server/services/time/time';
import { TextField } from '../ui/field';
import { useTimeZone } from '../ui/time-zone';
import { dayRangeHint } from './date-range';

/**
 * The console's one date-range control: "From" and "To (inclusive)" days, each bounding the other.
 * The hint sits under "To" only, so the pair reads as one control, and says whose days they are:
 * the browser's date picker writes days in its own locale, the hint names the zone they are read in.
 */
export function DateRangeFields({ from, to, onChange }: { from: string; to: string; onChange: (range: { from?: string; to?: string }) => void }) {
  const zone = useTimeZone();
  return (
    <>
      <TextField label="From" type="date" value={from} max={to || undefined} onChange={(event) => onChange({ from: event.target.value })} />
      <TextField label="To (inclusive)" type="date" value={to} min={from || undefined} hint={dayRangeHint(zoneLabel(zone))} onChange={(event) => onChange({ to: event.target.value })} />
    </>
  );
}
