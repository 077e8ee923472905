/**
 * Named steps of a shutdown still under way. A shutdown that overruns its deadline says which
 * steps it was waiting for (a job run stuck on a store, the HTTP server finishing a request),
 * instead of only that it took too long.
 */
export type PendingSteps = {
  /** Registers `step` under `name` until it settles; returns it unchanged. */
  track<T>(name: string, step: Promise<T>): Promise<T>;
  /** The names of the steps not settled yet, oldest first. */
  pending(): string[];
};

export function createPendingSteps(): PendingSteps {
  const open = new Map<number, string>();
  let next = 0;
  return {
    track(name, step) {
      const id = next++;
      open.set(id, name);
      const forget = () => void open.delete(id);
      step.then(forget, forget);
      return step;
    },
    pending: () => [...open.values()],
  };
}
