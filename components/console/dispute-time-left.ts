import type { Dispute } from '@/server/services/disputes/dispute-schemas';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * How long the tenant has left to answer a dispute: "3 days left" a day or more ahead, "due in 5
 * hours" (or minutes) on the last day, "overdue" once the due date passed, and "—" when there is
 * nothing left to answer (evidence sent, or the dispute closed). Whole units, rounded down, so the
 * page never promises more time than there is.
 */
export function timeLeftToAnswer(dispute: Pick<Dispute, 'status' | 'evidenceDueBy'>, now: number): string {
  if (dispute.status !== 'NEEDS_RESPONSE') return '—';
  const left = Date.parse(dispute.evidenceDueBy) - now;
  if (left <= 0) return 'overdue';
  if (left >= DAY_MS) return `${plural(Math.floor(left / DAY_MS), 'day')} left`;
  if (left >= HOUR_MS) return `due in ${plural(Math.floor(left / HOUR_MS), 'hour')}`;
  return `due in ${plural(Math.max(1, Math.floor(left / 60_000)), 'minute')}`;
}

/** Whether the tenant may still answer: NEEDS_RESPONSE and before its due date. */
export const mayAnswer = (dispute: Pick<Dispute, 'status' | 'evidenceDueBy'>, now: number) =>
  dispute.status === 'NEEDS_RESPONSE' && Date.parse(dispute.evidenceDueBy) > now;
