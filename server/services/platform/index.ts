import 'server-only';
export * from './list-platform';
export * from './platform-schemas';
export * from './get-platform-dispute';
