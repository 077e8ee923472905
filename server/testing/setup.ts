// Runs before every test file: tests never see the developer's own configuration.
process.env.NODE_ENV = 'test';
