import type { JsonSchema } from './schema-arbitrary';

export type OpenApiDocument = JsonSchema;

export type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: JsonSchema };

export type DeclaredResponse = { description?: string; content?: Record<string, { schema?: JsonSchema }> };

/** One operation of the document, with what the fuzz test needs to call it and to judge answers. */
export type Operation = {
  /** `POST /payments/{id}/cancel` */
  key: string;
  method: string;
  template: string;
  /** JSON pointer of the operation in the document, for schema references. */
  pointer: string;
  parameters: Parameter[];
  body?: { required: boolean; schema: JsonSchema };
  /** Alternatives, each a set of schemes that must all be present; empty: no authentication. */
  security: Array<Record<string, string[]>>;
  responses: Record<string, DeclaredResponse>;
};

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

const pointerPart = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every operation the document lists, in its order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries((document.paths ?? {}) as Record<string, JsonSchema>)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as JsonSchema | undefined;
      if (!operation) continue;
      const parameters = [...((item.parameters ?? []) as Parameter[]), ...((operation.parameters ?? []) as Parameter[])];
      const jsonBody = operation.requestBody?.content?.['application/json'];
      operations.push({
        key: `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase(),
        template,
        pointer: `#/paths/${pointerPart(template)}/${method}`,
        parameters,
        body: jsonBody ? { required: operation.requestBody.required === true, schema: jsonBody.schema ?? {} } : undefined,
        security: (operation.security ?? document.security ?? []) as Array<Record<string, string[]>>,
        responses: (operation.responses ?? {}) as Record<string, DeclaredResponse>,
      });
    }
  }
  return operations;
}

/** The methods a path of the document answers, as the `Allow` header lists them. */
export function allowedMethodsOf(document: OpenApiDocument, template: string): string[] {
  const item = (document.paths?.[template] ?? {}) as JsonSchema;
  const methods = HTTP_METHODS.filter((method) => item[method]).map((method) => method.toUpperCase());
  if (methods.includes('GET') && !methods.includes('HEAD')) methods.push('HEAD');
  if (!methods.includes('OPTIONS')) methods.push('OPTIONS');
  return methods.sort();
}

/** The JSON schema declared for an answer's status, if its content is JSON. */
export function responseSchemaPointer(operation: Operation, status: number): string | undefined {
  const declared = operation.responses[String(status)];
  if (!declared?.content?.['application/json']) return undefined;
  return `${operation.pointer}/responses/${status}/content/application~1json/schema`;
}
