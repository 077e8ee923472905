import type { ZodError } from 'zod';
import type { FieldIssue } from '../errors';

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

/** How deeply an input may nest objects and arrays; no schema of this API comes close. */
export const MAX_INPUT_DEPTH = 32;

/** At most this many text issues are reported for one input. */
const MAX_TEXT_ISSUES = 20;

/** A UTF-16 surrogate without its partner: not a Unicode character, and not storable as UTF-8. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(value: string): string | undefined {
  if (value.includes('\u0000')) return 'must not contain NUL characters';
  if (UNPAIRED_SURROGATE.test(value)) return 'must not contain unpaired UTF-16 surrogates';
  return undefined;
}

/**
 * What no procedure can take, whatever its schema: text Postgres cannot store (NUL, which `text`
 * refuses; an unpaired surrogate, which UTF-8 cannot encode, so a driver either fails or silently
 * stores U+FFFD) anywhere in the input, keys included, and nesting deeper than MAX_INPUT_DEPTH.
 * Checked on the raw input (extra fields too, since some are stored as received) with an explicit
 * stack, so a hostile input cannot exhaust the call stack. One issue per field, naming it; a bad
 * key is reported on the object holding it.
 */
export function unstorableInputIssues(input: unknown): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: input, path: '', depth: 0 }];
  while (stack.length > 0 && issues.length < MAX_TEXT_ISSUES) {
    const { value, path, depth } = stack.pop()!;
    const field = path || 'body';
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) issues.push({ field, message: `${field} ${problem}` });
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) {
      issues.push({ field, message: `${field} must not nest objects or arrays more than ${MAX_INPUT_DEPTH} levels deep` });
      continue;
    }
    const entries = Object.entries(value);
    const keyProblem = Array.isArray(value) ? undefined : entries.map(([key]) => textProblem(key)).find(Boolean);
    if (keyProblem) issues.push({ field, message: `${field} ${keyProblem}` });
    // Pushed in reverse so fields are reported in the order they were sent; a bad key is not a
    // field name to report anything under.
    for (const [key, item] of entries.reverse()) {
      if (!Array.isArray(value) && textProblem(key)) continue;
      const itemPath = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
      stack.push({ value: item, path: itemPath, depth: depth + 1 });
    }
  }
  return issues;
}
