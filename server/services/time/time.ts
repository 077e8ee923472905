/**
 * Time as the product shows it to people: one format, in one time zone a reader chooses (the
 * console's lists, pages and charts use the reader's; a mail, whose reader's zone is not known,
 * says UTC). Moments are stored and sent as instants (ISO 8601, UTC); only what people read is
 * zoned, and it always names its zone.
 *
 * Pure and free of server-only imports, like the money module: the console formats with it in the
 * browser and the server buckets a reader's days with it.
 */

export const UTC = 'UTC';

const DAY_MS = 24 * 60 * 60 * 1000;

type Moment = Date | string | number;
const instant = (at: Moment) => (at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at));

/** Whether `name` is a time zone this runtime knows (an IANA name such as `Europe/Budapest`, or `UTC`). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone of the runtime it runs in: the browser's, in the browser. */
export function runtimeTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || UTC;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatFor(timeZone: string, key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${timeZone}|${key}`;
  let format = formats.get(id);
  // British English: day before month, a 24-hour clock, and a month people read in any language.
  if (!format) formats.set(id, (format = new Intl.DateTimeFormat('en-GB', { ...options, timeZone })));
  return format;
}

/**
 * The one way a moment is written for people: `03 Mar 2026, 15:45 GMT+5:30`, `03 Mar 2026, 10:15 UTC`
 * (with `seconds`, `10:15:30`). The zone is always named, so a time is never read in the wrong one.
 */
export function formatMoment(at: Moment, timeZone: string, options: { seconds?: boolean } = {}): string {
  const key = options.seconds ? 'moment-s' : 'moment';
  return formatFor(timeZone, key, { year: 'numeric', month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit', ...(options.seconds ? { second: '2-digit' } : {}), timeZoneName: 'short' }).format(instant(at));
}

/** A calendar day in the same format: `03 Mar 2026`. */
export function formatDay(at: Moment, timeZone: string): string {
  return formatFor(timeZone, 'day', { year: 'numeric', month: 'short', day: '2-digit' }).format(instant(at));
}

/** The time of day alone, with its zone, for a moment that is today: `15:45:10 GMT+5:30`. */
export function formatClock(at: Moment, timeZone: string): string {
  return formatFor(timeZone, 'clock', { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZoneName: 'short' }).format(instant(at));
}

/** A chart's time-axis label, as short as a tick needs: `14:00` for an hour, `3 Mar` for a day (the legend says the zone). */
export function formatTick(at: Moment, timeZone: string, bucket: 'hour' | 'day'): string {
  return bucket === 'hour'
    ? formatFor(timeZone, 'tick-hour', { hour: '2-digit', minute: '2-digit' }).format(instant(at))
    : formatFor(timeZone, 'tick-day', { day: 'numeric', month: 'short' }).format(instant(at));
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * How long ago (or how soon) a moment is from `now`, in the largest whole unit: `just now` within a
 * minute, `5 minutes ago`, `3 hours ago`, `2 days ago`, `in 4 hours`. Rounded down, so a key used 59
 * minutes ago is not said to have been used an hour ago. Zone-free: the exact moment goes beside it
 * (`formatMoment`), on hover for instance.
 */
export function formatRelative(at: Moment, now: Moment): string {
  const difference = instant(now) - instant(at);
  const distance = Math.abs(difference);
  if (distance < MINUTE_MS) return 'just now';
  const amount = distance >= DAY_MS ? plural(Math.floor(distance / DAY_MS), 'day') : distance >= HOUR_MS ? plural(Math.floor(distance / HOUR_MS), 'hour') : plural(Math.floor(distance / MINUTE_MS), 'minute');
  return difference > 0 ? `${amount} ago` : `in ${amount}`;
}

/** How the zone is named beside its times at `at`: `GMT+5:30`, `CET`, `UTC`. */
export function zoneAbbreviation(timeZone: string, at: Moment = Date.now()): string {
  return formatFor(timeZone, 'zone', { timeZoneName: 'short' }).formatToParts(instant(at)).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** UTC's other names (a machine set to UTC often reports `Etc/UTC`). */
const UTC_NAMES = /^(Etc\/)?(UTC|UCT|GMT|GMT0|Universal|Zulu|Greenwich)$/i;

/** The zone as a reader picks it: `Asia/Kolkata (GMT+5:30)`, `UTC`. */
export function zoneLabel(timeZone: string, at: Moment = Date.now()): string {
  if (UTC_NAMES.test(timeZone)) return UTC;
  const abbreviation = zoneAbbreviation(timeZone, at);
  return abbreviation === timeZone ? timeZone : `${timeZone.replaceAll('_', ' ')} (${abbreviation})`;
}

type WallTime = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** What a clock in `timeZone` reads at `at`. */
function wallTime(at: number, timeZone: string): WallTime {
  const parts = formatFor(timeZone, 'parts', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const read = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return { year: read('year'), month: read('month'), day: read('day'), hour: read('hour') % 24, minute: read('minute'), second: read('second') };
}

/** How far `timeZone` is ahead of UTC at `at`, in milliseconds (negative west of Greenwich). */
export function zoneOffsetMs(at: Moment, timeZone: string): number {
  const time = Math.floor(instant(at) / 1000) * 1000;
  const wall = wallTime(time, timeZone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - time;
}

/**
 * The instant a clock in `timeZone` reads the given wall time. Twice-read times (the hour a
 * clock goes back) take the first; a time skipped when the clock goes forward takes the instant an
 * hour later on the new clock, as a calendar does.
 */
export function instantOf(wall: { year: number; month: number; day: number; hour?: number; minute?: number }, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0);
  // The zone's offsets half a day either side: the same but around a change of the clocks.
  const before = asUtc - zoneOffsetMs(asUtc - DAY_MS / 2, timeZone);
  const after = asUtc - zoneOffsetMs(asUtc + DAY_MS / 2, timeZone);
  const readings = [before, after].filter((candidate) => candidate + zoneOffsetMs(candidate, timeZone) === asUtc);
  // No reading: a skipped time, read on the clock before the change, which lands an hour on.
  return new Date(readings.length > 0 ? Math.min(...readings) : before);
}

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` as a calendar day, or null when it is none (`2026-02-30`). */
function calendarDay(day: string): { year: number; month: number; day: number } | null {
  const match = DAY_TEXT.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === date ? { year, month, day: date } : null;
}

export const isCalendarDay = (day: string) => calendarDay(day) !== null;

/** The day a moment falls on in `timeZone`, as `YYYY-MM-DD`. */
export function dayIn(at: Moment, timeZone: string): string {
  const wall = wallTime(instant(at), timeZone);
  return `${String(wall.year).padStart(4, '0')}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}

/** `day` moved by `days` calendar days: `addDays('2026-03-31', 1)` is `2026-04-01`. */
export function addDays(day: string, days: number): string {
  const parsed = calendarDay(day);
  if (!parsed) throw new RangeError(`Not a calendar day: "${day}"`);
  return new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first instant of a calendar day (`YYYY-MM-DD`) in `timeZone`: a day may be 23 or 25 hours long. */
export function startOfDay(day: string, timeZone: string): Date {
  const parsed = calendarDay(day);
  if (!parsed) throw new RangeError(`Not a calendar day: "${day}"`);
  return instantOf(parsed, timeZone);
}

/**
 * The starts of the last `count` days in `timeZone`, the day of `now` last: the buckets of a
 * chart of days as its reader lives them.
 */
export function dayStarts(now: Moment, count: number, timeZone: string): number[] {
  const today = dayIn(now, timeZone);
  return Array.from({ length: count }, (_, index) => startOfDay(addDays(today, index - (count - 1)), timeZone).getTime());
}

/** A moment as a `datetime-local` input holds it in `timeZone`: `2026-03-03T15:45`. */
export function toLocalInput(at: Moment, timeZone: string): string {
  const wall = wallTime(instant(at), timeZone);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${dayIn(at, timeZone)}T${two(wall.hour)}:${two(wall.minute)}`;
}

/** What a `datetime-local` input holds, read in `timeZone`; null when it holds no time. */
export function fromLocalInput(value: string, timeZone: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
  const day = match ? calendarDay(match[1]!) : null;
  if (!match || !day) return null;
  const [hour, minute] = [Number(match[2]), Number(match[3])];
  if (hour > 23 || minute > 59) return null;
  return instantOf({ ...day, hour, minute }, timeZone);
}
