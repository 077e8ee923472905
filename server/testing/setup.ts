// Runs before every test file: the app under test is never in development or production mode.
Object.assign(process.env, { NODE_ENV: 'test' });
