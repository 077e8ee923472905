import type { Logger } from '../infra/logger';

/**
 * What a polling job says about an outage: one warning when its first run fails (not one per
 * retry while the outage lasts), and one line when a run succeeds again.
 */
export function outageLog(logger: Logger, messages: { down: string; resumed: string }) {
  let failures = 0;
  return {
    succeeded(fields: Record<string, unknown> = {}) {
      if (failures > 0) logger.info(fields, messages.resumed);
      failures = 0;
    },
    failed(error: unknown) {
      failures++;
      if (failures === 1) logger.warn({ err: error }, messages.down);
    },
  };
}
