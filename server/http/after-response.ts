import { after } from 'next/server';

/**
 * Work to do once the answer is sent. Inside Next.js, `after` keeps a serverless function alive
 * until it finishes; outside a request scope (tests, scripts) the work simply starts now.
 *
 * On a Node host, Next.js's shutdown waits for every such piece of work before the process may
 * exit. One stuck on a store that stopped answering would hold the shutdown until its deadline
 * (exit 1, nothing closed); so each is named, a late shutdown names those still running, and
 * `releaseAfterResponseWork` lets the shutdown stop waiting for them. What they leave undone is
 * redone elsewhere (deliveries and audit shipping are at least once) or, for the request log, lost
 * and said so in the log.
 */
export function runAfterResponse(name: string, work: () => Promise<unknown>): void {
  const start = () => work().catch(() => {});
  try {
    after(() => awaitAfterResponseWork(name, start()));
  } catch {
    // Outside a request scope there is nobody to keep alive: the work simply runs now.
    void start();
  }
}

type Pending = { name: string; since: number; release: () => void };
type State = { pending: Set<Pending>; released: boolean };
const STATE = Symbol.for('billing-platform.after-response');

/** On `globalThis`: Next.js bundles this module once per route, and the shutdown must see them all. */
function state(): State {
  const global = globalThis as { [STATE]?: State };
  global[STATE] ??= { pending: new Set(), released: false };
  return global[STATE];
}

/**
 * What the host waits for: `running` settling, or the shutdown releasing it. Exported for the
 * shutdown's test fixture, which stands in for Next.js's own waiting.
 */
export function awaitAfterResponseWork(name: string, running: Promise<unknown>): Promise<void> {
  const current = state();
  if (current.released) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const entry: Pending = { name, since: performance.now(), release: resolve };
    current.pending.add(entry);
    void running.then(() => {
      current.pending.delete(entry);
      resolve();
    });
  });
}

/** The after-response work still running, oldest first, as `flush the request log (2300 ms)`. */
export function afterResponseWorkPending(now = performance.now()): string[] {
  return [...state().pending].map(({ name, since }) => `${name} (${Math.round(now - since)} ms)`);
}

/** Stops making anyone wait for after-response work (the work itself goes on); returns what was still running. */
export function releaseAfterResponseWork(): string[] {
  const current = state();
  current.released = true;
  const left = afterResponseWorkPending();
  for (const entry of current.pending) entry.release();
  current.pending.clear();
  return left;
}
