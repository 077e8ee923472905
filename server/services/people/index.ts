export * from './app-secret-sign-in';
export * from './console-sessions';
export * from './memberships';
export * from './people-schemas';
export * from './roles';
export * from './sign-in';
export * from './team';
export * from './team-schemas';
