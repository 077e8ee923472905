export * from './search-console';
export * from './search-schemas';
