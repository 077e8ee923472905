/** Connections in a main-database pool (the analytics store's pools are smaller). */
export const POOL_MAX = 10;
