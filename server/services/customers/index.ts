import 'server-only';
export * from './customer-schemas';
export * from './manage-customers';
