/**
 * Next.js looks for the project's proxy and instrumentation files from the workspace root too;
 * these stand in for the product's, so the floor measures a bare route handler. It matches nothing.
 */
export function proxy() {}
export const config = { matcher: '/__bench-floor-never' };
