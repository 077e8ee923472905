/**
 * `npm run sdk:generate`: writes packages/sdk/src/generated/openapi.ts from the API's OpenAPI document.
 * Run it after changing a procedure's contract; the SDK's tests fail until it has been run.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { generateTypesSource, generatedTypesPath } from './openapi-types';

async function main() {
  const file = fileURLToPath(generatedTypesPath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, await generateTypesSource());
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
