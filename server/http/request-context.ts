import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line of a request carries, without passing a logger through every call. */
export type RequestScope = { correlationId: string };

// On globalThis: Next.js may load this module once per route bundle (and once more for the
// instrumentation hook), and the logger must read the scope the handler wrote.
const holder = globalThis as typeof globalThis & { __billingRequestScope?: AsyncLocalStorage<RequestScope> };
const storage = (holder.__billingRequestScope ??= new AsyncLocalStorage<RequestScope>());

export function runInRequestScope<T>(scope: RequestScope, fn: () => T): T {
  return storage.run(scope, fn);
}

export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}
