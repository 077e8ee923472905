import 'server-only';
export * from './search-console';
export * from './search-schemas';
