import { expect } from 'vitest';

/** The whole billing error body of a validation failure, for `toEqual`. */
export const validationFailure = (path: string, details: string[]) => ({
  statusCode: 400,
  message: 'Validation failed',
  error: 'Bad Request',
  details,
  path,
  timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  correlationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
});
