import 'server-only';
export * from './apply-dispute-event';
export * from './dispute-schemas';
export * from './find-dispute';
export * from './list-disputes';
export * from './respond-to-dispute';
