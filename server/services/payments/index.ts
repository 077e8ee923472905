export * from './cancel-payment';
export * from './context';
export * from './create-payment';
export * from './find-payment';
export * from './list-payments';
export * from './payment-schemas';
export * from './payment-status';
