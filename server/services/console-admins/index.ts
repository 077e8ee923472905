export * from './console-admin-schemas';
export * from './console-admins';
