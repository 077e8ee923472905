import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { expect } from 'vitest';
import { sendRawRequest } from '../raw-request';
import type { TestApp, TestResponse } from '../test-app';
import { type BuildContext, buildRequest, queryValueOf } from './build-request';
import { createCredentials } from './credentials';
import type { BaseRequest, BuiltRequest, Json, MutationKind, Principal } from './fuzz-types';
import { mutationsFor } from './mutations';
import { allowedMethodsOf, type OpenApiDocument, type Operation, type Parameter, responseSchemaPointer } from './operations';
import { createPrincipalPool } from './principals';
import { arbitraryOf, type JsonSchema } from './schema-arbitrary';
import { changedTables, createTableSnapshotter, type TableSnapshot } from './table-snapshot';

/**
 * Property-based fuzzing of the REST surfaces from their OpenAPI document. For an operation it
 * generates requests that are valid as far as the document can tell, then mutates one part of each
 * (a field's type, a missing or extra field, huge strings, deep nesting, NUL and unpaired
 * surrogates, malformed percent-encoding, content types, body size, ids, credentials, signatures)
 * and judges every answer against the document alone:
 *
 * - never a 5xx;
 * - a status the document declares for the operation, and the one the mutation calls for when the
 *   document leaves no choice (401 without credentials, 413, 415, 400 for a malformed URL...);
 * - a body that validates against the schema declared for that status, and a correlation id;
 * - a refused request (4xx) changes no row of any table;
 * - a body the document's request schema refuses is never accepted (no 2xx);
 * - a query value its parameter's schema refuses, read as the document's type reads text (an
 *   integer is plain decimal digits: `1e3`, `0x10` and a space are not), is invalid data: the
 *   surface's validation status (400; 422 on the course API), in its error body.
 */

export type { Mutation, MutationKind } from './fuzz-types';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Headers of the Standard Webhooks signature (the payment provider's receiver). */
const SIGNATURE_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'];

export type FuzzStats = { operations: number; requests: number; byKind: Partial<Record<MutationKind | 'setup' | 'method', number>> };

export async function createOpenApiFuzzer(app: TestApp, document: OpenApiDocument, options: { cronSecret: string }) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, 'urn:fuzz:openapi');
  const validators = new Map<string, ValidateFunction>();
  const validatorAt = (pointer: string) => {
    let validate = validators.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `urn:fuzz:openapi${pointer}` });
      validators.set(pointer, validate);
    }
    return validate;
  };

  const snapshotter = await createTableSnapshotter(app);
  let lastSnapshot: TableSnapshot | undefined;
  const stats: FuzzStats = { operations: 0, requests: 0, byKind: {} };
  const count = (kind: MutationKind | 'setup' | 'method') => {
    stats.requests++;
    stats.byKind[kind] = (stats.byKind[kind] ?? 0) + 1;
  };

  const send = async (request: BuiltRequest): Promise<TestResponse> => {
    const init: RequestInit = { method: request.method, headers: request.headers };
    if (request.body) init.body = request.body as Uint8Array<ArrayBuffer>;
    return sendRawRequest(app, new Request(`http://localhost${request.url}`, init));
  };

  /** A plain JSON request for setting the stage (creating principals, listing ids). */
  const call = async (method: string, url: string, headers: Record<string, string>, json?: Json) => {
    count('setup');
    lastSnapshot = undefined;
    const response = await send({
      method,
      url,
      headers: json === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: json === undefined ? undefined : new TextEncoder().encode(JSON.stringify(json)),
    });
    return response;
  };

  const schemes = (document.components?.securitySchemes ?? {}) as Record<string, JsonSchema>;
  const credentials = createCredentials(app, schemes, options.cronSecret);
  const pool = createPrincipalPool(app, call);

  /** Whether a query parameter's schema refuses a text, read as the document's type reads text. */
  const queryValidators = new WeakMap<Parameter, ValidateFunction>();
  const refusesQueryValue = (parameter: Parameter, text: string) => {
    let validate = queryValidators.get(parameter);
    if (!validate) {
      validate = ajv.compile(parameter.schema ?? {});
      queryValidators.set(parameter, validate);
    }
    return !validate(queryValueOf(parameter.schema, text));
  };

  const requestBodyValidator = (operation: Operation) =>
    operation.body ? validatorAt(`${operation.pointer}/requestBody/content/application~1json/schema`) : undefined;

  /**
   * Ids for an operation's path parameter, found through the collection the path is under
   * (`/payments/{id}/cancel` → `GET /payments`), after creating two items when the collection
   * can be posted to. The principals' own tenant rows are never offered to an admin action.
   */
  const harvestIds = async (operation: Operation, parameter: Parameter, principal: Principal, seed: number) => {
    const collection = operation.template.slice(0, operation.template.indexOf(`/{${parameter.name}}`));
    const create = operationsByKey.get(`POST ${collection}`);
    const list = operationsByKey.get(`GET ${collection}`);
    if (!list) return [];
    if (create?.body) {
      const headers = credentials.alternativesOf(create, principal)[0]!;
      let created = 0;
      for (const value of fc.sample(arbitraryOf(create.body.schema, document), { seed, numRuns: 12 })) {
        if ((await call('POST', collection, headers, value)).status < 300 && ++created === 2) break;
      }
    }
    const listed = await call('GET', `${collection}?limit=50`, credentials.alternativesOf(list, principal)[0]!);
    const items = (listed.status === 200 && Array.isArray(listed.body?.data) ? listed.body.data : []) as Array<Record<string, unknown>>;
    // Nor their tenant API keys: a fuzzed revocation or roll of one would lock the principal out.
    const excluded = new Set([pool.current()?.own.tenantId, pool.current()?.other.tenantId, pool.current()?.own.tenantApiKeyId, pool.current()?.other.tenantApiKeyId]);
    return items.map((item) => String(item[parameter.name] ?? item.id)).filter((id) => !excluded.has(id));
  };

  let operationsByKey = new Map<string, Operation>();

  /** Fuzzes one operation with `runs` generated requests; fails with fast-check's seed and counterexample. */
  async function fuzzOperation(operation: Operation, all: Operation[], runs: number, seed: number) {
    operationsByKey = new Map(all.map((candidate) => [candidate.key, candidate]));
    stats.operations++;
    const { own, other } = await pool.ensurePrincipals();
    const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
    const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
    const headerParameters = operation.parameters.filter((parameter) => parameter.in === 'header');
    const tenantScoped = operation.security.some((alternative) => 'TenantJWT' in alternative || 'TenantApiKey' in alternative || 'AccountJWT' in alternative || 'ApiKey' in alternative);
    // The course API answers invalid data with 422, the other surfaces with 400.
    const validationStatus = operation.template.startsWith('/v1/') ? 422 : 400;
    const ownIds: Record<string, string[]> = {};
    const foreignIds: Record<string, string[]> = {};
    for (const parameter of pathParameters) {
      ownIds[parameter.name] = await harvestIds(operation, parameter, own, seed);
      foreignIds[parameter.name] = tenantScoped ? await harvestIds(operation, parameter, other, seed + 1) : [];
    }
    // Recomputed per request: an account operation may have spent the principal's token.
    const credentialsNow = () => credentials.alternativesOf(operation, pool.current()!.own);
    const alternatives = credentialsNow();
    const credentialHeaders = credentials.credentialHeadersOf(operation);
    const jwtSchemes = credentials.jwtSchemesOf(operation);
    const keyed = headerParameters.some((parameter) => parameter.name.toLowerCase() === 'idempotency-key');
    const signed = SIGNATURE_HEADERS.every((name) => headerParameters.some((parameter) => parameter.name.toLowerCase() === name));
    const hasBody = BODY_METHODS.has(operation.method);
    const bodyless = hasBody && operation.body?.required !== true;
    const validateRequestBody = requestBodyValidator(operation);

    const base = fc.record<BaseRequest>({
      pathValues: fc.record(
        Object.fromEntries(
          pathParameters.map((parameter) => {
            const ids = ownIds[parameter.name] ?? [];
            return [parameter.name, ids.length > 0 ? fc.constantFrom(...ids) : fc.uuid({ version: 4 })];
          }),
        ) as Record<string, fc.Arbitrary<string>>,
      ),
      query: fc
        .tuple(
          ...queryParameters.map((parameter) =>
            parameter.required
              ? arbitraryOf(parameter.schema, document).map((value) => [[parameter.name, String(value)]] as Array<[string, string]>)
              : fc.option(arbitraryOf(parameter.schema, document).map((value) => [[parameter.name, String(value)]] as Array<[string, string]>), { nil: [] }),
          ),
        )
        .map((pairs) => pairs.flat()),
      body: operation.body ? (bodyless ? fc.option(arbitraryOf(operation.body.schema, document), { nil: undefined }) : arbitraryOf(operation.body.schema, document)) : fc.constant(undefined),
      credential: fc.nat({ max: alternatives.length - 1 }),
      correlationId: fc.option(fc.uuid({ version: 4 }), { nil: null }),
      idempotencyKey: keyed ? fc.boolean() : fc.constant(false),
    });

    const mutations = mutationsFor({
      queryParameters: queryParameters.length,
      pathParameters: pathParameters.length,
      hasBody,
      hasForeignIds: Object.values(foreignIds).some((ids) => ids.length > 0),
      secured: operation.security.length > 0,
      jwt: jwtSchemes.length > 0,
      keyed,
      signed,
    });
    const context: BuildContext = {
      app,
      operation,
      pathParameters,
      queryParameters,
      validationStatus,
      foreignIds,
      hasBody,
      credentialHeaders,
      jwtSchemes,
      signed,
      credentials,
      refusesQueryValue,
      credentialsNow,
      own: () => pool.current()!.own,
    };

    const property = fc.asyncProperty(base, mutations, async (request, mutation) => {
      const built = await buildRequest(context, request, mutation);
      const before = lastSnapshot ?? (await snapshotter.snapshot());
      count(mutation.kind);
      const answer = await send(built);
      const after = await snapshotter.snapshot();
      lastSnapshot = after;
      const where = `${built.method} ${built.url.length > 200 ? `${built.url.slice(0, 200)}…` : built.url} [${mutation.kind}] → ${answer.status} ${answer.text.slice(0, 300)}`;
      judge(operation, answer, where);
      if (built.expected) expect(built.expected, `${where}: expected ${built.expected.join(' or ')}`).toContain(answer.status);
      if (answer.status >= 400) expect(changedTables(before, after), `${where}: a refused request changed rows`).toEqual([]);
      if (built.sentValue && validateRequestBody && !validateRequestBody(built.sentValue.value)) {
        expect(answer.status, `${where}: accepted a body its request schema refuses (${ajv.errorsText(validateRequestBody.errors)})`).toBeGreaterThanOrEqual(400);
      }
      if (answer.status < 300 && jwtSchemes.includes('AccountJWT')) await pool.renewSpentAccount();
    });
    await fc.assert(property, { seed, numRuns: runs });
  }

  /** The checks every answer gets, whatever was sent. */
  function judge(operation: Operation, answer: TestResponse, where: string) {
    expect(answer.status, `${where}: a 5xx`).toBeLessThan(500);
    expect(Object.keys(operation.responses), `${where}: status not declared for ${operation.key}`).toContain(String(answer.status));
    expect(answer.headers.get('x-correlation-id'), `${where}: no correlation id`).toMatch(UUID);
    const pointer = responseSchemaPointer(operation, answer.status);
    if (operation.method === 'HEAD' || !pointer) return;
    expect(answer.headers.get('content-type'), `${where}: content type`).toMatch(/^application\/json/);
    const validate = validatorAt(pointer);
    expect(validate(answer.body), `${where}: body does not match the declared schema: ${ajv.errorsText(validate.errors)}`).toBe(true);
    if (answer.body && typeof answer.body === 'object' && 'statusCode' in answer.body) {
      expect(answer.body.statusCode, `${where}: statusCode in the body`).toBe(answer.status);
      expect(answer.body.correlationId, `${where}: correlationId in the body`).toBe(answer.headers.get('x-correlation-id'));
    }
  }

  /**
   * Every method a path of the document does not list answers 405 with an `Allow` header of the
   * methods it does, in the surface's error body; OPTIONS answers 204 with the same `Allow`.
   */
  async function checkMethods(template: string, sample: string) {
    const allowed = allowedMethodsOf(document, template);
    const errorSchema = Object.values((document.paths[template] ?? {}) as Record<string, JsonSchema>)
      .map((operation) => operation?.responses?.['400']?.content?.['application/json']?.schema)
      .find(Boolean) as JsonSchema | undefined;
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'].filter((candidate) => !allowed.includes(candidate))) {
      const before = lastSnapshot ?? (await snapshotter.snapshot());
      count('method');
      const answer = await send({ method, url: sample, headers: { 'x-admin-key': app.adminKey } });
      const after = await snapshotter.snapshot();
      lastSnapshot = after;
      const where = `${method} ${sample} → ${answer.status} ${answer.text.slice(0, 200)}`;
      expect(answer.status, where).toBe(405);
      expect((answer.headers.get('allow') ?? '').split(',').map((entry) => entry.trim()).sort(), where).toEqual(allowed);
      if (errorSchema && method !== 'HEAD') {
        const validate = ajv.compile({ $ref: `urn:fuzz:openapi${errorSchema.$ref ?? ''}` });
        expect(validate(answer.body), `${where}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      }
      expect(changedTables(before, after), where).toEqual([]);
    }
    const options = await send({ method: 'OPTIONS', url: sample, headers: {} });
    count('method');
    expect(options.status).toBe(204);
    expect((options.headers.get('allow') ?? '').split(',').map((entry) => entry.trim()).sort()).toEqual(allowed);
  }

  return { fuzzOperation, checkMethods, stats, tables: snapshotter.tables };
}
