import { describe, expect, it } from 'vitest';
import { createPendingSteps, settleWithin } from './pending-steps';

describe('shutdown steps', () => {
  it('names the steps still under way, and forgets each once it settles, failed or not', async () => {
    const steps = createPendingSteps();
    let finish!: () => void;
    const slow = steps.track('stop the webhook dispatcher', new Promise<void>((resolve) => (finish = resolve)));
    const failed = steps.track('close the cache', Promise.reject(new Error('gone')));
    await failed.catch(() => {});
    expect(steps.pending()).toEqual(['stop the webhook dispatcher']);
    finish();
    await slow;
    expect(steps.pending()).toEqual([]);
  });

  it('goes on without a step that does not settle in time, saying which, and still lists it as pending', async () => {
    const steps = createPendingSteps();
    const late: string[] = [];
    const startedAt = performance.now();
    await settleWithin(steps, 'stop the retention job', new Promise(() => {}), 30, (name) => late.push(name));
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(25);
    expect(late).toEqual(['stop the retention job']);
    expect(steps.pending()).toEqual(['stop the retention job']);
  });

  it('waits for a step that settles in time without calling it late', async () => {
    const steps = createPendingSteps();
    const late: string[] = [];
    await settleWithin(steps, 'stop the audit shipper', Promise.resolve(), 1000, (name) => late.push(name));
    expect(late).toEqual([]);
    expect(steps.pending()).toEqual([]);
  });
});
