/**
 * The retry policy of outgoing webhooks, on its own so that when a failed delivery is tried again,
 * and when it is given up, is decided in one place and reads as the schedule receivers expect.
 */

/**
 * The Standard Webhooks schedule: attempt 1 at once, then each later attempt this long after the
 * previous one failed (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). After the 8th failure the
 * delivery is given up.
 */
export const RETRY_DELAYS_S = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_S.length + 1;

/**
 * How long to wait after failed attempt number `attemptNumber` (the first is 1) before the next
 * one, in seconds; null when that was the last attempt and the delivery is given up.
 */
export function retryDelayAfter(attemptNumber: number): number | null {
  return attemptNumber >= MAX_ATTEMPTS ? null : RETRY_DELAYS_S[attemptNumber - 1]!;
}
