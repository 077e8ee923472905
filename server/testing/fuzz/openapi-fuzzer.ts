import { randomUUID } from 'node:crypto';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { decodeJwt, SignJWT } from 'jose';
import { Webhook } from 'standardwebhooks';
import { expect } from 'vitest';
import { sendRawRequest } from '../raw-request';
import type { TestApp, TestResponse } from '../test-app';
import { allowedMethodsOf, type OpenApiDocument, type Operation, type Parameter, responseSchemaPointer } from './operations';
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
 * - a body the document's request schema refuses is never accepted (no 2xx).
 */

type Json = unknown;

/** What a generated request is, before mutation: every part as valid as the document says. */
type BaseRequest = {
  pathValues: Record<string, string>;
  query: Array<[string, string]>;
  /** `undefined`: no body at all (body-less actions, reads). */
  body: Json;
  credential: number;
  correlationId: string | null;
  /** A fresh key is made for each request, so no two requests share one by chance. */
  idempotencyKey: boolean;
};

export type Mutation =
  | { kind: 'valid' }
  | { kind: 'wrong-type'; field: number; value: Json }
  | { kind: 'missing-field'; field: number }
  | { kind: 'extra-field'; name: string; value: Json; nested: boolean }
  | { kind: 'huge-string'; field: number; size: number }
  | { kind: 'deep-nesting'; field: number; depth: number; open: '[' | '{'; asExtra: boolean }
  | { kind: 'bad-text'; field: number; text: string; inKey: boolean }
  | { kind: 'extra-query'; name: string; value: string }
  | { kind: 'wrong-type-query'; param: number; value: string }
  | { kind: 'huge-query'; param: number; size: number }
  | { kind: 'bad-text-query'; param: number; raw: string }
  | { kind: 'bad-query-encoding'; param: number; raw: string; inName: boolean }
  | { kind: 'bad-path-encoding'; param: number; raw: string }
  | { kind: 'invalid-id'; param: number; value: string }
  | { kind: 'unknown-id'; param: number; value: string }
  | { kind: 'foreign-id'; param: number; pick: number }
  | { kind: 'content-type'; value: string | null }
  | { kind: 'oversized'; factor: number; declareLength: boolean }
  | { kind: 'malformed-json'; text: string }
  | { kind: 'not-an-object'; text: string }
  | { kind: 'invalid-utf8'; bytes: readonly number[] }
  | { kind: 'no-credentials' }
  | { kind: 'forged-credentials'; variant: number }
  | { kind: 'expired-token' }
  | { kind: 'bad-idempotency-key'; value: string }
  | { kind: 'unsigned' }
  | { kind: 'bad-signature'; variant: number };

export type MutationKind = Mutation['kind'];

type BuiltRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Uint8Array;
  /** The only statuses the mutation allows, when the document leaves no choice. */
  expected?: number[];
  /** The JSON value sent, when the body is one, for the request-schema check. */
  sentValue?: { value: Json };
};

/**
 * Who the fuzz test acts as: a tenant (created once, never the target of an admin action) and a
 * learning-platform user with an account-API access token.
 */
type Principal = { tenantId: string; token: string; accountToken: string; apiKey: string };

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEEP = '\u0001deep\u0001';
const DEEP_JSON = JSON.stringify(DEEP);

/** Headers of the Standard Webhooks signature (the payment provider's receiver). */
const SIGNATURE_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'];

/** Webhook URLs generated for tenants point at a closed loopback port: nothing leaves the machine. */
const PRINCIPAL_WEBHOOK_URL = 'http://127.0.0.1:9/fuzz';

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

  let principals: { own: Principal; other: Principal } | undefined;
  /**
   * A learning-platform user, registered and signed in through the API like any user. Fuzzed
   * operations may sign it out or delete it: `renewSpentAccount` replaces it then.
   */
  const createAccountToken = async (label: string): Promise<string> => {
    const suffix = randomUUID().slice(0, 8);
    const email = `fuzz-${label}-${suffix}@example.test`;
    const password = `fuzz-password-${suffix}`;
    const registered = await call('POST', '/api/v1/auth/register', {}, { username: `fuzz_${label}_${suffix}`, email, password, birthDate: '1990-01-01' });
    if (registered.status !== 201) throw new Error(`fuzz user registration failed: ${registered.status} ${registered.text}`);
    const login = await call('POST', '/api/v1/auth/login', {}, { email, password });
    if (login.status !== 200) throw new Error(`fuzz user login failed: ${login.status} ${login.text}`);
    return String(login.body.accessToken);
  };
  /**
   * A course-API key of an instructor of its own (so course writes succeed), created through the
   * account API like any key. A user apart from the account principal: fuzzing the account API
   * (logout, deletion, key revocation) never spends it.
   */
  const createApiKey = async (label: string): Promise<string> => {
    const suffix = randomUUID().slice(0, 8);
    const email = `fuzz-key-${label}-${suffix}@example.test`;
    const password = `fuzz-password-${suffix}`;
    const registered = await call('POST', '/api/v1/auth/register', {}, { username: `fuzzkey_${label}_${suffix}`, email, password, birthDate: '1990-01-01', role: 'instructor' });
    if (registered.status !== 201) throw new Error(`fuzz key user registration failed: ${registered.status} ${registered.text}`);
    const login = await call('POST', '/api/v1/auth/login', {}, { email, password });
    if (login.status !== 200) throw new Error(`fuzz key user login failed: ${login.status} ${login.text}`);
    const created = await call('POST', '/api/v1/auth/api-keys', { authorization: `Bearer ${String(login.body.accessToken)}` }, { name: `fuzz ${label}` });
    if (created.status !== 201) throw new Error(`fuzz API key creation failed: ${created.status} ${created.text}`);
    return String(created.body.key);
  };
  const createPrincipal = async (label: string): Promise<Principal> => {
    const { tenant, token } = await app.tenantWithToken({ name: `Fuzz ${label}`, webhookUrl: PRINCIPAL_WEBHOOK_URL });
    return { tenantId: tenant.id, token, accountToken: await createAccountToken(label), apiKey: await createApiKey(label) };
  };
  /** After a successful account operation: a new user when it ended the session (logout, deletion). */
  const renewSpentAccount = async () => {
    const own = principals!.own;
    if ((await call('GET', '/api/v1/auth/get', { authorization: `Bearer ${own.accountToken}` })).status !== 200) {
      own.accountToken = await createAccountToken('own');
    }
  };
  /** The principals, created again if a request of an earlier operation locked one out. */
  const ensurePrincipals = async () => {
    const usable = async (principal: Principal) =>
      (await call('GET', '/tenants/me', { authorization: `Bearer ${principal.token}` })).status === 200 &&
      (await call('GET', '/api/v1/auth/get', { authorization: `Bearer ${principal.accountToken}` })).status === 200 &&
      (await call('GET', '/v1/user/profile', { authorization: `Bearer ${principal.apiKey}` })).status === 200;
    if (!principals || !(await usable(principals.own)) || !(await usable(principals.other))) {
      principals = { own: await createPrincipal('own'), other: await createPrincipal('other') };
    }
    return principals;
  };

  /** The headers that satisfy one security scheme, for a principal; throws for a scheme it cannot satisfy. */
  const credentialOf = (schemeName: string, principal: Principal): Record<string, string> => {
    switch (schemeName) {
      case 'AdminKey':
        return { [String(schemes.AdminKey?.name ?? 'X-Admin-Key').toLowerCase()]: app.adminKey };
      case 'TenantJWT':
        return { authorization: `Bearer ${principal.token}` };
      case 'AccountJWT':
        return { authorization: `Bearer ${principal.accountToken}` };
      case 'ApiKey':
        return { authorization: `Bearer ${principal.apiKey}` };
      case 'CronSecret':
        return { authorization: `Bearer ${options.cronSecret}` };
      default:
        throw new Error(`The fuzz test cannot obtain credentials for security scheme ${schemeName}: teach createOpenApiFuzzer how`);
    }
  };
  const alternativesOf = (operation: Operation, principal: Principal) =>
    operation.security.length === 0
      ? [{}]
      : operation.security.map((alternative) => Object.assign({}, ...Object.keys(alternative).map((name) => credentialOf(name, principal))) as Record<string, string>);
  /** Every header name any scheme of the operation is carried in, lower case. */
  const credentialHeadersOf = (operation: Operation) =>
    operation.security.flatMap((alternative) =>
      Object.keys(alternative).map((name) => {
        const scheme = schemes[name] ?? {};
        return scheme.type === 'apiKey' && scheme.in === 'header' ? String(scheme.name).toLowerCase() : 'authorization';
      }),
    );
  const jwtSchemesOf = (operation: Operation) =>
    operation.security.flatMap((alternative) => Object.keys(alternative)).filter((name) => schemes[name]?.bearerFormat === 'JWT');

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
      const headers = alternativesOf(create, principal)[0]!;
      let created = 0;
      for (const value of fc.sample(arbitraryOf(create.body.schema, document), { seed, numRuns: 12 })) {
        if ((await call('POST', collection, headers, value)).status < 300 && ++created === 2) break;
      }
    }
    const listed = await call('GET', `${collection}?limit=50`, alternativesOf(list, principal)[0]!);
    const items = (listed.status === 200 && Array.isArray(listed.body?.data) ? listed.body.data : []) as Array<Record<string, unknown>>;
    const excluded = new Set([principals?.own.tenantId, principals?.other.tenantId]);
    return items.map((item) => String(item[parameter.name] ?? item.id)).filter((id) => !excluded.has(id));
  };

  let operationsByKey = new Map<string, Operation>();

  /** Fuzzes one operation with `runs` generated requests; fails with fast-check's seed and counterexample. */
  async function fuzzOperation(operation: Operation, all: Operation[], runs: number, seed: number) {
    operationsByKey = new Map(all.map((candidate) => [candidate.key, candidate]));
    stats.operations++;
    const { own, other } = await ensurePrincipals();
    const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
    const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
    const headerParameters = operation.parameters.filter((parameter) => parameter.in === 'header');
    const tenantScoped = operation.security.some((alternative) => 'TenantJWT' in alternative || 'AccountJWT' in alternative || 'ApiKey' in alternative);
    // The course API answers invalid data with 422, the other surfaces with 400.
    const validationStatus = operation.template.startsWith('/v1/') ? 422 : 400;
    const ownIds: Record<string, string[]> = {};
    const foreignIds: Record<string, string[]> = {};
    for (const parameter of pathParameters) {
      ownIds[parameter.name] = await harvestIds(operation, parameter, own, seed);
      foreignIds[parameter.name] = tenantScoped ? await harvestIds(operation, parameter, other, seed + 1) : [];
    }
    // Recomputed per request: an account operation may have spent the principal's token.
    const credentialsNow = () => alternativesOf(operation, principals!.own);
    const credentials = credentialsNow();
    const credentialHeaders = credentialHeadersOf(operation);
    const jwtSchemes = jwtSchemesOf(operation);
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
      credential: fc.nat({ max: credentials.length - 1 }),
      correlationId: fc.option(fc.uuid({ version: 4 }), { nil: null }),
      idempotencyKey: keyed ? fc.boolean() : fc.constant(false),
    });

    const anyJson = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
      fc.constant([]),
      fc.constant({}),
      fc.array(fc.integer(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
    );
    const badTexts = ['a\ud800b', '\udc00', 'x\ud83d', '\ud83d\ud83d\ude00\udfff', 'nul\u0000', '\u0000', 'a\u0000\ud800'];
    const malformedEncodings = ['%ZZ', '%', '%4', 'a%G0', '%C0%AF', '%C0%80', '%E0%A4', '%ED%A0%80', '%FF', '%F4%90%80%80', '%%30', '%E2%82'];
    const weighted = (weight: number, arbitrary: fc.Arbitrary<Mutation>) => ({ weight, arbitrary });
    const field = fc.nat({ max: 1000 });
    const param = fc.nat({ max: 1000 });
    const mutations: Array<{ weight: number; arbitrary: fc.Arbitrary<Mutation> }> = [
      weighted(8, fc.constant({ kind: 'valid' })),
      weighted(1, fc.record({ kind: fc.constant('extra-query' as const), name: fc.constantFrom('x', 'unknown', 'limit[]', '__proto__', 'a b'), value: fc.string({ maxLength: 12 }) })),
      weighted(1, fc.record({ kind: fc.constant('bad-text-query' as const), param, raw: fc.constantFrom('%00', 'a%00b', '%00%00') })),
      weighted(2, fc.record({ kind: fc.constant('bad-query-encoding' as const), param, raw: fc.constantFrom(...malformedEncodings), inName: fc.boolean() })),
    ];
    if (queryParameters.length > 0) {
      mutations.push(
        weighted(2, fc.record({ kind: fc.constant('wrong-type-query' as const), param, value: fc.constantFrom('abc', '1.5', '-1', '1e3', '', ' ', '0x10', '99999999999999999999', 'true', 'null', '[]', 'NOPE', 'desc ') })),
        weighted(1, fc.record({ kind: fc.constant('huge-query' as const), param, size: fc.constantFrom(300, 2_000, 6_000) })),
      );
    }
    if (hasBody) {
      mutations.push(
        weighted(2, fc.record({ kind: fc.constant('wrong-type' as const), field, value: anyJson })),
        weighted(2, fc.record({ kind: fc.constant('missing-field' as const), field })),
        weighted(2, fc.record({ kind: fc.constant('extra-field' as const), name: fc.constantFrom('extra', 'isAdmin', 'tenantId', 'id', 'status', '__proto__', 'constructor', ''), value: anyJson, nested: fc.boolean() })),
        weighted(2, fc.record({ kind: fc.constant('huge-string' as const), field, size: fc.constantFrom(256, 1_025, 5_000, 60_000, 101_000, 250_000) })),
        weighted(2, fc.record({ kind: fc.constant('deep-nesting' as const), field, depth: fc.constantFrom(8, 31, 32, 33, 200, 20_000), open: fc.constantFrom('[' as const, '{' as const), asExtra: fc.boolean() })),
        weighted(3, fc.record({ kind: fc.constant('bad-text' as const), field, text: fc.constantFrom(...badTexts), inKey: fc.boolean() })),
        weighted(2, fc.record({ kind: fc.constant('content-type' as const), value: fc.constantFrom(null, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'text/json', 'application/jsonx', 'application/json-patch+json', '*/*', 'json') })),
        weighted(1, fc.record({ kind: fc.constant('oversized' as const), factor: fc.constantFrom(1.01, 2, 4), declareLength: fc.boolean() })),
        weighted(1, fc.record({ kind: fc.constant('malformed-json' as const), text: fc.constantFrom('{', '{"a":', '{"a" 1}', "{'a':1}", '{"a":1}x', 'NaN', '{"a":NaN}', '{"a":1,}', '{"a":"\\x41"}', '{"a":"\u0001"}', '[1', '{"a":"\\ud800"') })),
        weighted(1, fc.record({ kind: fc.constant('not-an-object' as const), text: fc.constantFrom('[]', '"x"', '1', 'null', 'true', '[{}]') })),
        weighted(1, fc.record({ kind: fc.constant('invalid-utf8' as const), bytes: fc.constantFrom([0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xff], [0xe2, 0x82]) })),
      );
    }
    if (pathParameters.length > 0) {
      mutations.push(
        weighted(3, fc.record({ kind: fc.constant('bad-path-encoding' as const), param, raw: fc.constantFrom(...malformedEncodings) })),
        weighted(2, fc.record({ kind: fc.constant('invalid-id' as const), param, value: fc.constantFrom('not-a-uuid', '0', '-1', 'x'.repeat(300), '00000000-0000-0000-0000-000000000000', 'c232ab00-9414-11ec-b3c8-9f6bdeced846', "' or '1'='1", '%00', 'a\u0000b', '😀', ' ', '{id}', 'null') })),
        weighted(2, fc.record({ kind: fc.constant('unknown-id' as const), param, value: fc.uuid({ version: 4 }) })),
      );
      if (Object.values(foreignIds).some((ids) => ids.length > 0)) {
        mutations.push(weighted(3, fc.record({ kind: fc.constant('foreign-id' as const), param, pick: fc.nat({ max: 1000 }) })));
      }
    }
    if (operation.security.length > 0) {
      mutations.push(weighted(2, fc.constant({ kind: 'no-credentials' as const })), weighted(2, fc.record({ kind: fc.constant('forged-credentials' as const), variant: fc.nat({ max: 5 }) })));
      if (jwtSchemes.length > 0) mutations.push(weighted(2, fc.constant({ kind: 'expired-token' as const })));
    }
    if (keyed) {
      mutations.push(weighted(1, fc.record({ kind: fc.constant('bad-idempotency-key' as const), value: fc.constantFrom('not-a-uuid', 'c232ab00-9414-11ec-b3c8-9f6bdeced846', '123', `${randomUUID()}x`) })));
    }
    if (signed) {
      mutations.push(weighted(2, fc.constant({ kind: 'unsigned' as const })), weighted(2, fc.record({ kind: fc.constant('bad-signature' as const), variant: fc.nat({ max: 3 }) })));
    }

    const property = fc.asyncProperty(base, fc.oneof(...mutations), async (request, mutation) => {
      const built = await build(request, mutation);
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
      if (answer.status < 300 && jwtSchemes.includes('AccountJWT')) await renewSpentAccount();
    });
    await fc.assert(property, { seed, numRuns: runs });

    /** The request a base and a mutation make. */
    async function build(request: BaseRequest, mutation: Mutation): Promise<BuiltRequest> {
      const headers: Record<string, string> = { ...credentialsNow()[request.credential] };
      if (request.correlationId) headers['x-correlation-id'] = request.correlationId;
      if (request.idempotencyKey) headers['idempotency-key'] = randomUUID();
      let expected: number[] | undefined;

      // Path
      const segments: Record<string, string> = Object.fromEntries(Object.entries(request.pathValues).map(([name, value]) => [name, encodeURIComponent(value)]));
      const pathParameter = (index: number) => pathParameters[index % pathParameters.length]!.name;
      switch (mutation.kind) {
        case 'bad-path-encoding':
          segments[pathParameter(mutation.param)] = mutation.raw;
          expected = [400];
          break;
        case 'invalid-id':
          segments[pathParameter(mutation.param)] = encodeURIComponent(mutation.value);
          expected = [validationStatus, 404];
          break;
        case 'unknown-id':
          segments[pathParameter(mutation.param)] = mutation.value;
          expected = [validationStatus, 404];
          break;
        case 'foreign-id': {
          const name = Object.keys(foreignIds).find((candidate) => (foreignIds[candidate] ?? []).length > 0)!;
          const ids = foreignIds[name]!;
          segments[name] = encodeURIComponent(ids[mutation.pick % ids.length]!);
          expected = [validationStatus, 404];
          break;
        }
        default:
          break;
      }
      const path = operation.template.replace(/\{([^}]+)\}/g, (_, name: string) => segments[name] ?? '');

      // Query
      const pairs = request.query.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
      const queryName = (index: number) => (queryParameters.length > 0 ? queryParameters[index % queryParameters.length]!.name : 'q');
      switch (mutation.kind) {
        case 'extra-query':
          pairs.push(`${encodeURIComponent(mutation.name)}=${encodeURIComponent(mutation.value)}`);
          break;
        case 'wrong-type-query':
          pairs.push(`${encodeURIComponent(queryName(mutation.param))}=${encodeURIComponent(mutation.value)}`);
          break;
        case 'huge-query':
          pairs.push(`${encodeURIComponent(queryName(mutation.param))}=${'q'.repeat(mutation.size)}`);
          break;
        case 'bad-text-query':
          pairs.push(`${encodeURIComponent(queryName(mutation.param))}=${mutation.raw}`);
          // Only reads and deletes take their input from the query; a body method ignores it.
          if (!hasBody) expected = [400, 422];
          break;
        case 'bad-query-encoding':
          pairs.push(mutation.inName ? `${mutation.raw}=1` : `${encodeURIComponent(queryName(mutation.param))}=${mutation.raw}`);
          expected = [400];
          break;
        default:
          break;
      }
      const url = pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;

      // Body
      let value = request.body === undefined ? undefined : structuredClone(request.body);
      let text: string | undefined;
      let bytes: Uint8Array | undefined;
      let contentType: string | null = 'application/json';
      if (hasBody) {
        const fields = fieldPathsOf(value);
        const target = (index: number) => (fields.length > 0 ? fields[index % fields.length]! : undefined);
        const container = () => {
          if (value === undefined || value === null || typeof value !== 'object') value = {};
          return value as Record<string, Json>;
        };
        switch (mutation.kind) {
          case 'wrong-type': {
            const at = target(mutation.field);
            if (at) setAt(container(), at, mutation.value);
            else container().fuzz = mutation.value;
            break;
          }
          case 'missing-field': {
            const at = target(mutation.field);
            if (at) deleteAt(container(), at);
            break;
          }
          case 'extra-field': {
            const holder = mutation.nested ? (fields.map((at) => getAt(container(), at)).find(isPlainObject) ?? container()) : container();
            Object.defineProperty(holder, mutation.name, { value: mutation.value, enumerable: true, configurable: true, writable: true });
            break;
          }
          case 'huge-string': {
            const at = target(mutation.field) ?? ['fuzz'];
            setAt(container(), at, 'é'.repeat(Math.floor(mutation.size / 4)) + 'x'.repeat(mutation.size - Math.floor(mutation.size / 4)));
            break;
          }
          case 'deep-nesting': {
            const at = mutation.asExtra ? ['fuzz'] : (target(mutation.field) ?? ['fuzz']);
            setAt(container(), at, DEEP);
            break;
          }
          case 'bad-text': {
            const at = target(mutation.field) ?? ['fuzz'];
            if (mutation.inKey) {
              const holder = at.length > 1 ? getAt(container(), at.slice(0, -1)) : container();
              const owner = isPlainObject(holder) ? holder : container();
              owner[`k${mutation.text}`] = 'v';
            } else {
              setAt(container(), at, `v${mutation.text}`);
            }
            expected = [400, 422];
            break;
          }
          default:
            break;
        }

        switch (mutation.kind) {
          case 'malformed-json':
            text = mutation.text;
            expected = [400];
            break;
          case 'not-an-object':
            text = mutation.text;
            expected = [400, 422];
            break;
          case 'invalid-utf8': {
            const prefix = new TextEncoder().encode('{"fuzz":"');
            bytes = new Uint8Array([...prefix, ...mutation.bytes, ...new TextEncoder().encode('"}')]);
            expected = [400];
            break;
          }
          default:
            if (value !== undefined) text = serialize(value, mutation);
        }
        if (mutation.kind === 'deep-nesting' && mutation.depth > 32) expected = [400];
        if (mutation.kind === 'content-type') {
          contentType = mutation.value;
          text ??= '{}';
          expected = [415];
        }
        if (mutation.kind === 'oversized') {
          const size = Math.ceil(app.config.maxBodyBytes * mutation.factor);
          text = JSON.stringify({ fuzz: 'o'.repeat(size) });
          if (mutation.declareLength) headers['content-length'] = String(Buffer.byteLength(text));
        }
        bytes ??= text === undefined ? undefined : new TextEncoder().encode(text);
        if (bytes && bytes.byteLength > app.config.maxBodyBytes) expected = [413];
        if (bytes && contentType) headers['content-type'] = contentType;
      }

      // Credentials and signatures
      const removeCredentials = () => {
        for (const name of credentialHeaders) delete headers[name];
      };
      switch (mutation.kind) {
        case 'no-credentials':
          removeCredentials();
          expected = [401];
          break;
        case 'forged-credentials': {
          removeCredentials();
          Object.assign(headers, await forgedCredential(operation, mutation.variant, principals!.own));
          expected = [401];
          break;
        }
        case 'expired-token':
          removeCredentials();
          headers.authorization = jwtSchemes.includes('AccountJWT') ? `Bearer ${await expiredToken(principals!.own.accountToken, 'at+jwt')}` : `Bearer ${await expiredToken(own.token)}`;
          expected = [401];
          break;
        case 'bad-idempotency-key':
          headers['idempotency-key'] = mutation.value;
          expected = [400];
          break;
        default:
          break;
      }
      if (signed && mutation.kind !== 'unsigned') {
        const payload = bytes ? Buffer.from(bytes).toString('utf8') : '';
        const secret = mutation.kind === 'bad-signature' && mutation.variant === 0 ? `whsec_${Buffer.from('not-the-secret-at-all-000000000000').toString('base64')}` : app.config.paymentProviderWebhookSecret;
        const messageId = `msg_${randomUUID()}`;
        const at = mutation.kind === 'bad-signature' && mutation.variant === 1 ? new Date(Date.now() - 3_600_000) : new Date();
        headers['webhook-id'] = messageId;
        headers['webhook-timestamp'] = String(Math.floor(at.getTime() / 1000));
        headers['webhook-signature'] = new Webhook(secret).sign(messageId, at, payload);
        if (mutation.kind === 'bad-signature' && mutation.variant === 2) headers['webhook-id'] = `msg_${randomUUID()}`;
        if (mutation.kind === 'bad-signature' && mutation.variant === 3) headers['webhook-signature'] = 'v1,AAAA';
      }
      if (mutation.kind === 'unsigned' || mutation.kind === 'bad-signature') expected = [401];

      // What was checked before the mutation's own check can only be the mutation itself.
      const sentValue = text !== undefined && bytes && mutation.kind !== 'deep-nesting' ? parseOrUndefined(text) : undefined;
      return { method: operation.method, url, headers, body: bytes, expected, sentValue };
    }
  }

  /** A credential that must be refused: variants by scheme kind, all for the operation's first alternative. */
  async function forgedCredential(operation: Operation, variant: number, principal: Principal): Promise<Record<string, string>> {
    const names = Object.keys(operation.security[variant % operation.security.length] ?? {});
    const name = names[0]!;
    const scheme = schemes[name] ?? {};
    if (name === 'ApiKey') {
      const key = principal.apiKey;
      const variants = [`Bearer ${key}x`, `Bearer ${key.slice(0, -1)}`, `Bearer ${key.toUpperCase()}`, 'Bearer', `Basic ${key}`, `Bearer lp_live_AAAAAAAA_${'A'.repeat(32)}`];
      return { authorization: variants[variant % variants.length]! };
    }
    if (scheme.type === 'apiKey') {
      const header = String(scheme.name).toLowerCase();
      const valid = credentialOf(name, principal)[header] ?? '';
      const variants = ['', 'x', valid.slice(0, -1), `${valid}x`, valid.toUpperCase() === valid ? valid.toLowerCase() : valid.toUpperCase(), 'A'.repeat(valid.length)];
      return { [header]: variants[variant % variants.length]! };
    }
    const otherSecret = new TextEncoder().encode('an-entirely-different-secret-of-32-characters!');
    const claims = scheme.bearerFormat === 'JWT' ? decodeJwt(name === 'AccountJWT' ? principal.accountToken : principal.token) : { sub: randomUUID() };
    const signedElsewhere = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(otherSecret);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    const variants = [`Bearer ${signedElsewhere}`, `Bearer ${unsigned}`, 'Bearer', 'Basic YWRtaW46YWRtaW4=', `Bearer ${randomUUID()}`, `Bearer ${(name === 'AccountJWT' ? principal.accountToken : principal.token).split('.').slice(0, 2).join('.')}.AAAA`];
    return { authorization: variants[variant % variants.length]! };
  }

  /** The principal's token with its expiry in the past, signed with the app's real key. */
  async function expiredToken(token: string, typ = 'JWT'): Promise<string> {
    const claims = decodeJwt(token);
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 })
      .setProtectedHeader({ alg: 'HS256', typ })
      .sign(new TextEncoder().encode(app.config.jwtSecret));
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

const isPlainObject = (value: unknown): value is Record<string, Json> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Paths to every field of a body (nested objects included, a few levels deep), in order. */
function fieldPathsOf(value: Json, prefix: string[] = [], depth = 0): string[][] {
  if (!isPlainObject(value) || depth > 3) return [];
  return Object.keys(value).flatMap((key) => [[...prefix, key], ...fieldPathsOf(value[key], [...prefix, key], depth + 1)]);
}

function getAt(root: Record<string, Json>, path: string[]): Json {
  return path.reduce<Json>((node, key) => (isPlainObject(node) ? node[key] : undefined), root);
}

function setAt(root: Record<string, Json>, path: string[], value: Json) {
  const holder = getAt(root, path.slice(0, -1));
  if (isPlainObject(holder)) holder[path[path.length - 1]!] = value;
  else root[path[0]!] = value;
}

function deleteAt(root: Record<string, Json>, path: string[]) {
  const holder = getAt(root, path.slice(0, -1));
  if (isPlainObject(holder)) delete holder[path[path.length - 1]!];
}

/** JSON text of a body; a deep-nesting mutation's placeholder becomes its nested arrays or objects. */
function serialize(value: Json, mutation: Mutation): string {
  const text = JSON.stringify(value);
  if (mutation.kind !== 'deep-nesting') return text;
  const { depth, open } = mutation;
  const nested = open === '[' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  return text.replace(DEEP_JSON, nested);
}

function parseOrUndefined(text: string): { value: Json } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}
