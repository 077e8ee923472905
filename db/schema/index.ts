export * from './tenants';
export * from './audit-outbox';
