'use client';

import { TextField } from '../ui/field';
import { DAY_RANGE_HINT } from './date-range';

/**
 * The console's one date-range control: "From" and "To (inclusive)" days, each bounding the other.
 * The hint sits under "To" only, so the pair reads as one control.
 */
export function DateRangeFields({ from, to, onChange }: { from: string; to: string; onChange: (range: { from?: string; to?: string }) => void }) {
  return (
    <>
      <TextField label="From" type="date" value={from} max={to || undefined} onChange={(event) => onChange({ from: event.target.value })} />
      <TextField label="To (inclusive)" type="date" value={to} min={from || undefined} hint={DAY_RANGE_HINT} onChange={(event) => onChange({ to: event.target.value })} />
    </>
  );
}
