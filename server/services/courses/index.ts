import 'server-only';
export * from './api-key-caller';
export * from './course-schemas';
export * from './courses';
