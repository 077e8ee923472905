/** Stands in for the product's instrumentation (see proxy.ts): the floor starts nothing. */
export function register() {}
