import type { ZodError } from 'zod';
import type { FieldIssue } from './errors';

type Issue = ZodError['issues'][number];

const typeNames: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  date: 'a date',
};

const GENERATED_UNRECOGNIZED = /^Unrecognized key/;

/**
 * Turns zod's issues into one sentence per violated rule, each naming its field
 * ("name must be between 1 and 255 characters"). Schemas give their own sentences for their rules;
 * type errors, missing fields and unknown fields are worded here, the same for every schema.
 */
export function issuesFromZod(error: Pick<ZodError, 'issues'>): FieldIssue[] {
  return error.issues.flatMap((issue) => describeIssue(issue));
}

function describeIssue(issue: Issue): FieldIssue[] {
  const field = issue.path.map(String).join('.') || 'body';
  switch (issue.code) {
    case 'invalid_type': {
      if (/received undefined$/.test(issue.message)) {
        return [{ field, message: field === 'body' ? 'body must be a JSON object' : `${field} is required` }];
      }
      if (!issue.message.startsWith('Invalid input')) return [{ field, message: issue.message }];
      const expected = typeNames[issue.expected] ?? issue.expected;
      return [{ field, message: field === 'body' ? `body must be ${expected}` : `${field} must be ${expected}` }];
    }
    case 'unrecognized_keys': {
      const prefix = issue.path.length > 0 ? `${field}.` : '';
      if (!GENERATED_UNRECOGNIZED.test(issue.message)) {
        return issue.message.split('; ').map((message, index) => ({ field: `${prefix}${issue.keys[index] ?? ''}`, message }));
      }
      return issue.keys.map((key) => ({ field: `${prefix}${key}`, message: `${prefix}${key} is not allowed` }));
    }
    default: {
      const message = issue.message.startsWith(field) ? issue.message : `${field}: ${issue.message}`;
      return [{ field, message }];
    }
  }
}
