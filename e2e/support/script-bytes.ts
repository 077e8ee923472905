import type { Page } from '@playwright/test';

/** Budgets of the console: JavaScript a page loads on a first visit, compressed, as Chromium counts it. */
export const LOGIN_BUDGET = 150 * 1024;
export const PAGE_BUDGET = 250 * 1024;

/**
 * Loads `url` with the cache off and sums the bytes of every script received over the network
 * (compressed, headers excluded): what a first visit costs.
 */
export async function firstLoadScriptBytes(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, number>();
  const isScript = new Set<string>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') isScript.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (isScript.has(event.requestId)) scripts.set(event.requestId, event.encodedDataLength);
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.detach();
  // encodedDataLength includes response headers; subtracting ~300 B each would flatter the figure, so it stays in.
  return [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
}
