import { describe, expect, it } from 'vitest';
import { dayRangeQuery } from './date-range';

describe('a day range', () => {
  it('is whole days of the reader’s zone, both included', () => {
    expect(dayRangeQuery('2026-03-03', '2026-03-03', 'UTC')).toEqual({ createdAfter: '2026-03-03T00:00:00.000Z', createdBefore: '2026-03-04T00:00:00.000Z' });
    expect(dayRangeQuery('2026-03-03', '2026-03-04', 'Asia/Kolkata')).toEqual({ createdAfter: '2026-03-02T18:30:00.000Z', createdBefore: '2026-03-04T18:30:00.000Z' });
    // The day the clocks go forward in Budapest is 23 hours long.
    expect(dayRangeQuery('2026-03-29', '2026-03-29', 'Europe/Budapest')).toEqual({ createdAfter: '2026-03-28T23:00:00.000Z', createdBefore: '2026-03-29T22:00:00.000Z' });
  });

  it('leaves out an end that is not a day', () => {
    expect(dayRangeQuery('', '2026-02-30', 'UTC')).toEqual({});
    expect(dayRangeQuery('2026-03-03', 'soon', 'UTC')).toEqual({ createdAfter: '2026-03-03T00:00:00.000Z' });
  });
});
