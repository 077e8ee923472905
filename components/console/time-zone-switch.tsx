'use client';

import { useMemo, useState } from 'react';
import { UTC, zoneLabel } from '@/server/services/time/time';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { SelectField } from '../ui/field';
import { chooseTimeZone, useTimeZone, useTimeZoneChoice } from '../ui/time-zone';

const BROWSER = '';

/** Every zone this browser knows, UTC first (some browsers leave it out of their list). */
function knownZones(): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [UTC, ...listed.filter((zone) => zone !== UTC)];
}

/**
 * The zone the console's times are in, said where the signed-in person is named, and the way to
 * change it: the browser's own zone unless the reader picks another (UTC, or the zone of the
 * people they work with). The choice is this browser's, for every console page and tab.
 */
export function TimeZoneSwitch() {
  const zone = useTimeZone();
  const choice = useTimeZoneChoice();
  const [open, setOpen] = useState(false);
  return (
    <>
      <p className="mt-2 text-xs text-zinc-500 dark:text-zinc-400">
        Times in <span className="font-medium text-zinc-700 dark:text-zinc-300">{zoneLabel(zone)}</span>{' '}
        <button type="button" aria-label="Change time zone" onClick={() => setOpen(true)} disabled={!choice} className="font-medium text-indigo-700 hover:underline disabled:opacity-60 dark:text-indigo-300">
          Change
        </button>
      </p>
      <Dialog open={open} onClose={() => setOpen(false)} title="Time zone" description="Lists, pages and charts show times in this zone, in this browser. Each time names its zone; hover a time to read it in UTC.">
        {open && choice && <ZonePicker chosen={choice.chosen} browser={choice.browser} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function ZonePicker({ chosen, browser, onDone }: { chosen: string | null; browser: string; onDone: () => void }) {
  const zones = useMemo(() => knownZones(), []);
  return (
    <div className="grid gap-4">
      <SelectField label="Show times in" value={chosen ?? BROWSER} onChange={(event) => chooseTimeZone(event.target.value || null)}>
        <option value={BROWSER}>This browser’s zone: {zoneLabel(browser)}</option>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zoneLabel(zone)}
          </option>
        ))}
      </SelectField>
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
