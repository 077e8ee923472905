import { setTestHashCost } from '../services/auth/hash-cost';

// Runs before every test file: the app under test is never in development or production mode.
Object.assign(process.env, { NODE_ENV: 'test' });

// Passwords and app secrets hashed at the cheapest argon2id instead of 64 MiB: the suites hash
// thousands of throwaway ones. What production stores is asserted where it is the point
// (secrets.test.ts, account-register), which switch back to the production cost.
setTestHashCost(true);
