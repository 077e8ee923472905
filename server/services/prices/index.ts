import 'server-only';
export * from './manage-prices';
export * from './price-schemas';
