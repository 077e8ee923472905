import 'server-only';
export * from './api-key-format';
export * from './api-key-schemas';
export * from './authenticate-api-key';
export * from './key-usage';
export * from './manage-api-keys';
export * from './permissions';
export * from './hash-rotation';
