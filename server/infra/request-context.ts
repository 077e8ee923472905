import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line of a request carries, without passing a logger through every call. */
export type RequestScope = { correlationId: string };

const storage = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(scope: RequestScope, fn: () => T): T {
  return storage.run(scope, fn);
}

export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}
