/**
 * The SDK's generated source, built from the OpenAPI document the server serves at `/openapi.json`
 * (built in-process, no server started): the types openapi-typescript derives from it, and the
 * operations that take an `Idempotency-Key`, which the transport needs at run time.
 */
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPI3 } from 'openapi-typescript';
import { buildOpenApiDocument } from '../../../server/rest/openapi';

export const generatedTypesPath = new URL('../src/generated/openapi.ts', import.meta.url);

const header = `/**
 * generated: do not edit.
 * Built from the API's OpenAPI document by \`npm run sdk:generate\` (packages/sdk/scripts/generate-types.ts);
 * a test fails when this file differs from what the script generates.
 */
/* eslint-disable */
`;

type Operation = { parameters?: Array<{ in?: string; name?: string }> };

/** "METHOD /path/{template}" of every operation that declares the `Idempotency-Key` header. */
function idempotentOperations(document: OpenAPI3): string[] {
  const keyed: string[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
      const parameters = Array.isArray(operation?.parameters) ? operation.parameters : [];
      if (parameters.some((p) => p.in === 'header' && p.name?.toLowerCase() === 'idempotency-key')) {
        keyed.push(`${method.toUpperCase()} ${path}`);
      }
    }
  }
  return keyed.sort();
}

export async function generateTypesSource(): Promise<string> {
  const document = buildOpenApiDocument() as unknown as OpenAPI3;
  // The version comes from whichever package runs the build: not part of the contract.
  document.info = { ...document.info, version: '0' };
  const ast = await openapiTS(document, { silent: true });
  const operations = idempotentOperations(document)
    .map((operation) => `  ${JSON.stringify(operation)},`)
    .join('\n');
  return `${header}\n${astToString(ast)}\n/** Operations that accept an \`Idempotency-Key\` header: "METHOD /path/{template}". */\nexport const idempotentOperations: readonly string[] = [\n${operations}\n];\n`;
}
