export * from './list-platform';
export * from './platform-schemas';
