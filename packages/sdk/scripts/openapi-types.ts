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

type Schema = { $ref?: string; properties?: Record<string, unknown> };
type Operation = {
  operationId?: string;
  security?: unknown[];
  parameters?: Array<{ in?: string; name?: string }>;
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};

/**
 * Every operation by its operationId ("group-name"): method, path template, whether it needs
 * credentials, whether it takes an `Idempotency-Key` and whether it answers a page (`{data, pagination}`, possibly in an envelope).
 */
function operationTable(document: OpenAPI3): string {
  const schemas = (document.components?.schemas ?? {}) as Record<string, Schema>;
  const resolve = (schema: Schema | undefined) => (schema?.$ref ? schemas[schema.$ref.replace('#/components/schemas/', '')] : schema);
  const rows: string[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
      if (!operation?.operationId) continue;
      const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
      const idempotent = parameters.some((p) => p.in === 'header' && p.name?.toLowerCase() === 'idempotency-key');
      const success = resolve(operation.responses?.['200']?.content?.['application/json']?.schema);
      const list = Boolean(success?.properties && 'pagination' in success.properties);
      const secured = (operation.security ?? document.security ?? []).length > 0;
      rows.push(
        `  ${JSON.stringify(operation.operationId)}: { method: ${JSON.stringify(method)}, path: ${JSON.stringify(path)}, secured: ${secured}, idempotent: ${idempotent}, list: ${list} },`,
      );
    }
  }
  return rows.sort().join('\n');
}

export async function generateTypesSource(): Promise<string> {
  const document = buildOpenApiDocument() as unknown as OpenAPI3;
  // The version comes from whichever package runs the build: not part of the contract.
  document.info = { ...document.info, version: '0' };
  const ast = await openapiTS(document, { silent: true });
  return `${header}\n${astToString(ast)}\n/** Every operation by its operationId: method, path template, whether it needs credentials, whether it takes an \`Idempotency-Key\`, whether it answers a page. */\nexport const operationTable = {\n${operationTable(document)}\n} as const;\n`;
}
