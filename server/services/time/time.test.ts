import { describe, expect, it } from 'vitest';
import { addDays, dayIn, dayStarts, formatClock, formatDay, formatMoment, formatRelative, formatTick, fromLocalInput, isTimeZone, startOfDay, toLocalInput, zoneLabel, zoneOffsetMs } from './time';

const at = '2026-03-03T10:15:30.000Z';

describe('the one format', () => {
  it('writes a moment in the reader’s zone and names the zone', () => {
    expect(formatMoment(at, 'UTC')).toBe('03 Mar 2026, 10:15 UTC');
    expect(formatMoment(at, 'Asia/Kolkata')).toBe('03 Mar 2026, 15:45 GMT+5:30');
    expect(formatMoment(at, 'America/New_York', { seconds: true })).toBe('03 Mar 2026, 05:15:30 GMT-5');
    expect(formatMoment(new Date(at), 'Europe/Budapest')).toBe('03 Mar 2026, 11:15 CET');
  });

  it('writes the day, the clock and a chart’s ticks in the same zone', () => {
    // 23:30 in New York on the 2nd is already the 3rd in UTC: the reader's day, not Greenwich's.
    expect(formatDay('2026-03-03T04:30:00Z', 'America/New_York')).toBe('02 Mar 2026');
    expect(formatDay('2026-03-03T04:30:00Z', 'UTC')).toBe('03 Mar 2026');
    expect(formatClock(at, 'Asia/Kolkata')).toBe('15:45:30 GMT+5:30');
    expect(formatTick(at, 'Asia/Kolkata', 'hour')).toBe('15:45');
    expect(formatTick('2026-03-02T20:00:00Z', 'Asia/Kolkata', 'day')).toBe('3 Mar');
  });

  it('says how long ago or how soon a moment is, in whole units rounded down', () => {
    const now = Date.parse(at);
    expect(formatRelative(now - 59_000, now)).toBe('just now');
    expect(formatRelative(now + 30_000, now)).toBe('just now');
    expect(formatRelative(now - 60_000, now)).toBe('1 minute ago');
    expect(formatRelative(now - 59 * 60_000, now)).toBe('59 minutes ago');
    expect(formatRelative(new Date(now - 3 * 3_600_000 - 1), at)).toBe('3 hours ago');
    expect(formatRelative(now - 2 * 86_400_000, now)).toBe('2 days ago');
    expect(formatRelative('2026-03-03T14:20:00Z', at)).toBe('in 4 hours');
    expect(formatRelative(now + 7 * 86_400_000, now)).toBe('in 7 days');
  });

  it('labels a zone for the reader who picks it', () => {
    expect(zoneLabel('UTC', at)).toBe('UTC');
    expect(zoneLabel('Etc/UTC', at)).toBe('UTC');
    expect(zoneLabel('Asia/Kolkata', at)).toBe('Asia/Kolkata (GMT+5:30)');
    expect(zoneLabel('America/New_York', at)).toBe('America/New York (GMT-5)');
  });
});

describe('zones', () => {
  it('knows IANA names and refuses others', () => {
    for (const zone of ['UTC', 'Europe/Budapest', 'Asia/Kolkata', 'America/Argentina/Buenos_Aires']) expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['', 'Mars/Olympus', 'GMT+25', 'x'.repeat(65)]) expect(isTimeZone(zone), zone).toBe(false);
  });

  it('reads a zone’s offset, daylight saving included', () => {
    expect(zoneOffsetMs(at, 'UTC')).toBe(0);
    expect(zoneOffsetMs(at, 'Asia/Kolkata')).toBe(330 * 60_000);
    expect(zoneOffsetMs('2026-07-01T12:00:00Z', 'Europe/Budapest')).toBe(2 * 3_600_000);
    expect(zoneOffsetMs('2026-01-01T12:00:00Z', 'America/New_York')).toBe(-5 * 3_600_000);
  });
});

describe('days in the reader’s zone', () => {
  it('starts a day at the zone’s midnight', () => {
    expect(startOfDay('2026-03-03', 'UTC').toISOString()).toBe('2026-03-03T00:00:00.000Z');
    expect(startOfDay('2026-03-03', 'Asia/Kolkata').toISOString()).toBe('2026-03-02T18:30:00.000Z');
    expect(startOfDay('2026-03-03', 'America/New_York').toISOString()).toBe('2026-03-03T05:00:00.000Z');
  });

  it('has days of 23 and 25 hours where the clocks change', () => {
    const hours = (day: string, zone: string) => (startOfDay(addDays(day, 1), zone).getTime() - startOfDay(day, zone).getTime()) / 3_600_000;
    expect(hours('2026-03-29', 'Europe/Budapest')).toBe(23);
    expect(hours('2026-10-25', 'Europe/Budapest')).toBe(25);
    expect(hours('2026-03-08', 'America/New_York')).toBe(23);
    expect(hours('2026-03-03', 'Asia/Kolkata')).toBe(24);
  });

  it('finds the day of a moment and the last days up to it', () => {
    expect(dayIn('2026-03-02T19:00:00Z', 'Asia/Kolkata')).toBe('2026-03-03');
    expect(dayIn('2026-03-02T19:00:00Z', 'UTC')).toBe('2026-03-02');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    const starts = dayStarts('2026-03-30T12:00:00Z', 3, 'Europe/Budapest').map((start) => new Date(start).toISOString());
    expect(starts).toEqual(['2026-03-27T23:00:00.000Z', '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z']);
  });

  it('refuses a day that is not on the calendar', () => {
    expect(() => startOfDay('2026-02-30', 'UTC')).toThrow(RangeError);
    expect(() => startOfDay('3 Mar', 'UTC')).toThrow(RangeError);
  });
});

describe('a time typed in a form', () => {
  it('reads and writes a datetime-local value in the reader’s zone', () => {
    expect(toLocalInput(at, 'Asia/Kolkata')).toBe('2026-03-03T15:45');
    expect(fromLocalInput('2026-03-03T15:45', 'Asia/Kolkata')?.toISOString()).toBe('2026-03-03T10:15:00.000Z');
    expect(fromLocalInput('2026-03-03T15:45', 'UTC')?.toISOString()).toBe('2026-03-03T15:45:00.000Z');
  });

  it('takes the first of a time read twice, and the hour after for a time the clocks skip', () => {
    // Budapest: 02:30 on 25 Oct 2026 is read at 00:30 and at 01:30 UTC; 02:30 on 29 Mar never is.
    expect(fromLocalInput('2026-10-25T02:30', 'Europe/Budapest')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(fromLocalInput('2026-03-29T02:30', 'Europe/Budapest')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('is null for text that is no time', () => {
    for (const value of ['', '2026-03-03', '2026-02-30T10:00', '2026-03-03T24:00', 'soon']) expect(fromLocalInput(value, 'UTC'), value).toBeNull();
  });
});
