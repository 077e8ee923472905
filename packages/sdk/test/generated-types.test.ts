import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { generateTypesSource, generatedTypesPath } from '../scripts/openapi-types';

test('the committed SDK types are what the OpenAPI document generates', async () => {
  const committed = await readFile(generatedTypesPath, 'utf8').catch(() => '');
  const generated = await generateTypesSource();
  // One clear instruction instead of a 600 kB diff.
  if (committed !== generated) expect.fail('packages/sdk/src/generated/openapi.ts is out of date: run npm run sdk:generate');
  expect(committed).toContain('generated: do not edit');
  expect(committed).toContain('"payments-create"');
});
