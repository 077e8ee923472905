import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line of a request carries, without passing a logger through every call. */
export type RequestScope = {
  correlationId: string;
  /** Who the request authenticated as, once known: the request's trace span carries the id (the request log, the API key too). */
  caller?: Caller;
};

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

type Caller = { type: string; id: string | null; apiKeyId?: string };

/** Records who the request authenticated as, for its trace span. */
export function noteCaller(caller: Caller): void {
  const scope = storage.getStore();
  if (scope) scope.caller = caller;
}

/** The trace attributes of the request's caller: its id (`tenant.id` or `enduser.id`) and kind; ids only. */
export function callerAttributes(scope: RequestScope): Record<string, string> {
  const caller = scope.caller;
  if (!caller?.id) return {};
  return { [caller.type === 'tenant' ? 'tenant.id' : 'enduser.id']: caller.id, 'enduser.role': caller.type };
}
