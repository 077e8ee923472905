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

/**
 * Waits for a shutdown step for at most `ms`, then goes on without it (saying so): a job run stuck
 * on a store that stopped answering must not hold the whole shutdown until its deadline, when the
 * process would exit 1 without closing anything. What it left undone is redone by another instance
 * (claims expire; deliveries and mails are at least once).
 */
export async function settleWithin(steps: PendingSteps, name: string, step: Promise<unknown>, ms: number, onLate: (name: string) => void): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
    timer.unref();
  });
  const outcome = await Promise.race([steps.track(name, step).then(() => 'done' as const, () => 'done' as const), late]);
  clearTimeout(timer);
  if (outcome === 'late') onLate(name);
}
