import { serviceUnavailable } from '@/server/errors';
import type { Logger } from '@/server/infra/logger';

/** What reading the trail needs of the audit shipper: a run now. */
export type AuditFlush = { flush(): Promise<unknown> };

/**
 * Reads what the analytics store holds once the events staged so far are shipped, so an action is
 * part of the trail as soon as it has happened. While the store is down nothing is lost (the
 * events stay staged), but a trail read now would be incomplete: 503 with Retry-After instead.
 */
export async function readAuditTrail<T>(deps: { shipper: AuditFlush; logger: Logger }, read: () => Promise<T>, whenDown: string): Promise<T> {
  try {
    await deps.shipper.flush();
    return await read();
  } catch (error) {
    deps.logger.warn({ err: error }, 'audit log unavailable');
    throw serviceUnavailable(whenDown, 30);
  }
}
