/**
 * How often the console reads again what changes without the user doing anything (readiness,
 * traffic, payments moved on by the provider, deliveries sent by the worker), while the page is
 * open. What the user changes is refreshed at once by the action itself.
 */
export const LIVE_REFRESH_MS = 5_000;
