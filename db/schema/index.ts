export * from './tenants';
export * from './audit-outbox';
export * from './payments';
