import { describe, expect, it } from 'vitest';
import { mayAnswer, timeLeftToAnswer } from './dispute-time-left';

const now = Date.parse('2026-03-10T12:00:00Z');
const dueIn = (ms: number) => ({ status: 'NEEDS_RESPONSE' as const, evidenceDueBy: new Date(now + ms).toISOString() });
const HOUR = 3_600_000;

describe('timeLeftToAnswer', () => {
  it('counts whole days while a day or more is left, rounded down', () => {
    expect(timeLeftToAnswer(dueIn(3 * 24 * HOUR + 5 * HOUR), now)).toBe('3 days left');
    expect(timeLeftToAnswer(dueIn(24 * HOUR), now)).toBe('1 day left');
  });

  it('counts hours, then minutes, on the last day', () => {
    expect(timeLeftToAnswer(dueIn(5 * HOUR + 59 * 60_000), now)).toBe('due in 5 hours');
    expect(timeLeftToAnswer(dueIn(HOUR), now)).toBe('due in 1 hour');
    expect(timeLeftToAnswer(dueIn(40 * 60_000), now)).toBe('due in 40 minutes');
    expect(timeLeftToAnswer(dueIn(10_000), now)).toBe('due in 1 minute');
  });

  it('says overdue once the due date passed, and that it cannot be answered', () => {
    expect(timeLeftToAnswer(dueIn(0), now)).toBe('overdue');
    expect(timeLeftToAnswer(dueIn(-HOUR), now)).toBe('overdue');
    expect(mayAnswer(dueIn(-HOUR), now)).toBe(false);
    expect(mayAnswer(dueIn(HOUR), now)).toBe(true);
  });

  it('shows a dash once the dispute is answered or closed, whatever its due date', () => {
    for (const status of ['UNDER_REVIEW', 'WON', 'LOST'] as const) {
      expect(timeLeftToAnswer({ status, evidenceDueBy: new Date(now + 3 * 24 * HOUR).toISOString() }, now)).toBe('—');
      expect(mayAnswer({ status, evidenceDueBy: new Date(now + HOUR).toISOString() }, now)).toBe(false);
    }
  });
});
