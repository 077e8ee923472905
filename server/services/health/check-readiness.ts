import { TimeoutError, withTimeout } from '@/server/infra/timeout';
import { type CheckResult, type DependencyName, dependencyNames, type ReadinessReport } from './health-schemas';
import { isConnectionError } from '@/db/errors';

export type DependencyChecks = Record<DependencyName, () => Promise<void>>;

/** A dependency that did not answer, with the error as its client raised it (for the log only). */
export type DependencyFailure = { dependency: string; message: string; error: unknown };

export type ReadinessCheck = {
  /** What `GET /health/ready` answers: stable messages that say what failed, never how. */
  report: ReadinessReport;
  failures: DependencyFailure[];
  /** The alarms raised, listed in the report but not dependencies. */
  alarms: string[];
};

/** Where an instance is in its life: readiness is only worth checking while it serves. */
export type InstanceState = 'starting' | 'serving' | 'stopping';

const notChecked: Record<Exclude<InstanceState, 'serving'>, string> = {
  starting: 'Not checked yet: the service is starting',
  // A balancer polling readiness takes the instance out of rotation while it drains.
  stopping: 'Not checked: the instance is shutting down',
};

/**
 * Pings every dependency in parallel, each bounded by its own timeout, so one hung dependency
 * cannot hang the probe. Before start-up has finished (migrations) and once shutdown has begun,
 * every dependency reads as down without being asked.
 */
export async function checkReadiness(options: {
  /** Every dependency for readiness; a subset for the serving probe (database and cache). */
  checks: DependencyChecks | Pick<DependencyChecks, 'database' | 'cache'>;
  /** Reported, but a failure does not make the instance unready (the SMTP relay: mails wait in the outbox). */
  optionalChecks?: Record<string, () => Promise<void>>;
  /**
   * Listed (down, with the fixed sentence each answers) only while raised, and never making the
   * instance unready: the rate limiter failing open. Null while all is well.
   */
  alarms?: Record<string, () => Promise<string | null>>;
  timeoutMs: number;
  state: InstanceState;
}): Promise<ReadinessCheck> {
  const failures: DependencyFailure[] = [];
  const optional = options.optionalChecks ?? {};
  const checks: Record<string, () => Promise<void>> = { ...options.checks, ...optional };
  const alarms = options.alarms ?? {};
  const raising = options.state === 'serving' ? raisedAlarms(alarms, options.timeoutMs) : Promise.resolve([]);
  const checked = await Promise.all(
    [...dependencyNames.filter((name) => name in options.checks), ...Object.keys(optional)].map(async (name): Promise<[string, CheckResult]> => {
      if (options.state !== 'serving') return [name, { status: 'down', message: notChecked[options.state] }];
      try {
        await withTimeout(checks[name]!(), options.timeoutMs, name);
        return [name, { status: 'up' }];
      } catch (error) {
        const message = describeFailure(name, error, options.timeoutMs);
        failures.push({ dependency: name, message, error });
        return [name, { status: 'down', message }];
      }
    }),
  );
  const raised = await raising;
  const results = [...checked, ...raised];
  const details = Object.fromEntries(results);
  const info = Object.fromEntries(results.filter(([, result]) => result.status === 'up'));
  const error = Object.fromEntries(results.filter(([, result]) => result.status === 'down'));
  return {
    report: {
      status: Object.keys(error).every((name) => name in optional || name in alarms) ? 'ok' : 'error',
      timestamp: new Date().toISOString(),
      info,
      error,
      details,
    },
    failures,
    alarms: raised.map(([name]) => name),
  };
}

/** The alarms that are raised, each bounded by the timeout (one that does not answer reads as raised). */
async function raisedAlarms(alarms: Record<string, () => Promise<string | null>>, timeoutMs: number): Promise<Array<[string, CheckResult]>> {
  const answers = await Promise.all(
    Object.entries(alarms).map(async ([name, raised]): Promise<[string, CheckResult] | null> => {
      try {
        const message = await withTimeout(raised(), timeoutMs, name);
        return message === null ? null : [name, { status: 'down', message }];
      } catch (error) {
        return [name, { status: 'down', message: describeFailure(name, error, timeoutMs) }];
      }
    }),
  );
  return answers.filter((answer) => answer !== null);
}

/** What ioredis says, without a code, while it has no connection (no offline queue); nodemailer's refused connection. */
const disconnectedClientMessages = [/stream isn't writeable/i, /connection is closed/i, /fetch failed/i, /\bECONNREFUSED\b/];
/** Clients' own command timeouts (ioredis `commandTimeout`), bounded by the same setting as ours. */
const clientTimeoutMessages = [/command timed out/i];

/**
 * The reason readiness shows for a failed dependency: one of a few fixed sentences, so a public
 * endpoint never carries driver internals, addresses or connection strings (those go to the log).
 */
function describeFailure(name: string, error: unknown, timeoutMs: number): string {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof TimeoutError || clientTimeoutMessages.some((pattern) => pattern.test(message))) {
    return `${name} timed out after ${timeoutMs} ms`;
  }
  if (isConnectionError(error) || disconnectedClientMessages.some((pattern) => pattern.test(message))) {
    return `${name} unreachable`;
  }
  return `${name} check failed`;
}
