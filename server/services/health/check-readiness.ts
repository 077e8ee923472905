import { withTimeout } from '@/server/infra/timeout';
import { type CheckResult, type DependencyName, dependencyNames, type ReadinessReport } from './health-schemas';

export type DependencyChecks = Record<DependencyName, () => Promise<void>>;

const STARTING = 'Not checked yet: the service is starting';

/**
 * Pings every dependency in parallel, each bounded by its own timeout, so one hung dependency
 * cannot hang the probe. Before start-up has finished (migrations), every dependency reads as down.
 */
export async function checkReadiness(options: { checks: DependencyChecks; timeoutMs: number; started: boolean }): Promise<ReadinessReport> {
  const results = await Promise.all(
    dependencyNames.map(async (name): Promise<[DependencyName, CheckResult]> => {
      if (!options.started) return [name, { status: 'down', message: STARTING }];
      try {
        await withTimeout(options.checks[name](), options.timeoutMs, name);
        return [name, { status: 'up' }];
      } catch (error) {
        return [name, { status: 'down', message: describeFailure(error) }];
      }
    }),
  );
  const details = Object.fromEntries(results);
  const info = Object.fromEntries(results.filter(([, result]) => result.status === 'up'));
  const error = Object.fromEntries(results.filter(([, result]) => result.status === 'down'));
  return {
    status: Object.keys(error).length === 0 ? 'ok' : 'error',
    timestamp: new Date().toISOString(),
    info,
    error,
    details,
  };
}

/** A short reason that names the failure without leaking connection strings. */
function describeFailure(error: unknown): string {
  const raw = error instanceof Error ? error.message || error.name : String(error);
  const code = (error as { code?: unknown })?.code;
  const message = raw.replace(/\b[a-z]+:\/\/[^\s]+/gi, '[url]').slice(0, 200);
  return typeof code === 'string' && !message.includes(code) ? `${message} (${code})` : message;
}
