import { after } from 'next/server';

/**
 * Work to do once the answer is sent. Inside Next.js, `after` keeps a serverless function alive
 * until it finishes; outside a request scope (tests, scripts) the work simply starts now.
 */
export function runAfterResponse(work: () => Promise<unknown>): void {
  const guarded = () => work().catch(() => {});
  try {
    after(guarded);
  } catch {
    void guarded();
  }
}
