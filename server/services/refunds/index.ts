import 'server-only';
export * from './apply-refund-event';
export * from './create-refund';
export * from './find-refund';
export * from './list-refunds';
export * from './refund-schemas';
