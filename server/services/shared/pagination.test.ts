import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesFromZod } from '../../trpc/validation';
import { dateFilterInput, isIsoDateOrDateTime, listQueryInput, paginationInput } from './pagination';

const messagesOf = (result: { success: boolean; error?: z.ZodError }) => (result.error ? issuesFromZod(result.error).map((issue) => issue.message) : []);

describe('isIsoDateOrDateTime', () => {
  it.each([
    '2026-01-31',
    '2024-02-29',
    '2000-02-29',
    '2026-12-31',
    '2026-01-31T10:00',
    '2026-01-31T10:00:00',
    '2026-01-31 10:00:00',
    '2026-01-31T10:00:00Z',
    '2026-01-31T23:59:59.999Z',
    '2026-01-31T10:00:00.123456Z',
    '2026-01-31T10:00:00+01:00',
    '2026-01-31T10:00:00-05:30',
    '2026-01-31T10:00:00+0100',
    '2026-01-31T00:00Z',
  ])('accepts %s', (value) => {
    expect(isIsoDateOrDateTime(value)).toBe(true);
  });

  it.each([
    '2026-02-30',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-01-32',
    '2026-01-31T24:00:00Z',
    '2026-01-31T10:60:00Z',
    '2026-01-31T10:00:60Z',
    '2026-01-31T10:00:00+24:00',
    '2026-01-31T10:00:00+01:60',
    '2026-01-31T10:00:00+01',
    '2026-01-31T1:00:00Z',
    '2026-01-31T10Z',
    '2026-01-31Z',
    '2026-1-31',
    '26-01-31',
    '2026/01/31',
    'yesterday',
    '',
    ' 2026-01-31',
    '2026-01-31T10:00:00.Z',
  ])('refuses %j', (value) => {
    expect(isIsoDateOrDateTime(value)).toBe(false);
  });
});

describe('dateFilterInput', () => {
  const schema = z.object({ createdAfter: dateFilterInput('createdAfter') });

  it('turns a date or date-time into the instant it names', () => {
    expect(schema.parse({ createdAfter: '2026-01-31' }).createdAfter?.toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(schema.parse({ createdAfter: '2026-01-31T10:00:00Z' }).createdAfter?.toISOString()).toBe('2026-01-31T10:00:00.000Z');
    expect(schema.parse({ createdAfter: '2026-01-31T10:00:00+01:00' }).createdAfter?.toISOString()).toBe('2026-01-31T09:00:00.000Z');
    expect(schema.parse({}).createdAfter).toBeUndefined();
    // Without an offset a date-time is UTC, not the server's local time.
    expect(schema.parse({ createdAfter: '2026-01-31T10:00' }).createdAfter?.toISOString()).toBe('2026-01-31T10:00:00.000Z');
    expect(schema.parse({ createdAfter: '2026-01-31T10:00:30.250' }).createdAfter?.toISOString()).toBe('2026-01-31T10:00:30.250Z');
  });

  it('refuses impossible calendar dates and times with the field named, instead of rolling them over', () => {
    for (const createdAfter of ['2026-02-30', '2026-01-31T25:00:00Z', '2026-01-31T10:00:00+01:99']) {
      expect(messagesOf(schema.safeParse({ createdAfter }))).toEqual(['createdAfter must be an ISO 8601 date or date-time']);
    }
  });
});

describe('listQueryInput', () => {
  const schema = listQueryInput({ ...paginationInput, status: z.enum(['A', 'B'], { error: 'status must be one of A, B' }).optional() });

  it('keeps the defaults and the known parameters', () => {
    expect(schema.parse({})).toEqual({ limit: 20, offset: 0, sortOrder: 'desc' });
    expect(schema.parse({ limit: 5, status: 'A' })).toEqual({ limit: 5, offset: 0, sortOrder: 'desc', status: 'A' });
  });

  it('refuses an unknown parameter by name, as an unknown body field', () => {
    expect(messagesOf(schema.safeParse({ foo: '1' }))).toEqual(['foo is not allowed']);
    expect(messagesOf(schema.safeParse({ staus: 'A', limit: 0 }))).toEqual(['limit must be between 1 and 100', 'staus is not allowed']);
  });

  it('refuses a parameter given twice by name (the query arrives with an array for it)', () => {
    expect(messagesOf(schema.safeParse({ limit: ['2', '3'] }))).toEqual(['limit must be given only once']);
    expect(messagesOf(schema.safeParse({ status: ['A', 'A'], offset: ['1', '2'] }))).toEqual([
      'status must be given only once',
      'offset must be given only once',
    ]);
  });

  it('lets a parameter declared as an array take several values', () => {
    const multi = listQueryInput({ tag: z.array(z.string()).optional() });
    expect(multi.parse({ tag: ['a', 'b'] })).toEqual({ tag: ['a', 'b'] });
  });
});
