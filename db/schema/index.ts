export * from './tenants';
export * from './audit-outbox';
export * from './payments';
export * from './webhooks';
export * from './provider-events';
export * from './people';
export * from './learning-platform';
export * from './refunds';
