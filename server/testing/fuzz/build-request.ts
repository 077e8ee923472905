import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { TestApp } from '../test-app';
import type { Credentials } from './credentials';
import { type BaseRequest, type BuiltRequest, DEEP, type Json, type Mutation, type Principal } from './fuzz-types';
import { deleteAt, fieldPathsOf, getAt, isPlainObject, parseOrUndefined, serialize, setAt } from './json-paths';
import type { Operation, Parameter } from './operations';

const INTEGER_TEXT = /^-?(?:0|[1-9][0-9]*)$/;
const NUMBER_TEXT = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/;

/**
 * A query value as the document's types read text: an integer is `^-?(0|[1-9][0-9]*)$`, a number
 * that with an optional fraction, a boolean `true` or `false`. Any other text stays text, which no
 * integer, number or boolean schema takes (`1e3`, `0x10`, ` 1`, `05`, `+5`, `1.0`, an empty value).
 */
export function queryValueOf(schema: { type?: unknown } | undefined, text: string): unknown {
  switch (schema?.type) {
    case 'integer':
      return INTEGER_TEXT.test(text) ? Number(text) : text;
    case 'number':
      return NUMBER_TEXT.test(text) ? Number(text) : text;
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : text;
    default:
      return text;
  }
}

/** What building a request for one operation needs to know of it and of the run. */
export type BuildContext = {
  app: TestApp;
  operation: Operation;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  /** 422 on the course API, 400 elsewhere. */
  validationStatus: number;
  /** Ids of the other principal's rows, by path parameter. */
  foreignIds: Record<string, string[]>;
  hasBody: boolean;
  credentialHeaders: string[];
  jwtSchemes: string[];
  /** The operation takes a Standard Webhooks signature (the provider's receiver). */
  signed: boolean;
  credentials: Credentials;
  /** The document's schema of a query parameter refuses this text, read as its type reads text (queryValueOf). */
  refusesQueryValue: (parameter: Parameter, text: string) => boolean;
  /** Recomputed per request: an account operation may have spent the principal's token. */
  credentialsNow: () => Array<Record<string, string>>;
  own: () => Principal;
};

/**
 * The request a generated base and one mutation make: the path, query, body, credentials and
 * signature as the mutation changes them, and the only statuses it allows when the document
 * leaves no choice.
 */
export async function buildRequest(ctx: BuildContext, request: BaseRequest, mutation: Mutation): Promise<BuiltRequest> {
  const { app, operation, pathParameters, queryParameters, validationStatus, foreignIds, hasBody, credentialHeaders, jwtSchemes, signed, credentials } = ctx;
  const headers: Record<string, string> = { ...ctx.credentialsNow()[request.credential] };
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
    case 'wrong-type-query': {
      const parameter = queryParameters[mutation.param % queryParameters.length]!;
      const repeated = parameter.schema?.type !== 'array' && request.query.some(([name]) => name === parameter.name);
      pairs.push(`${encodeURIComponent(parameter.name)}=${encodeURIComponent(mutation.value)}`);
      // Text the parameter's schema refuses (`1e3` or `0x10` for an integer, `-1` below its minimum),
      // or a parameter given twice, is invalid data: refused in the surface's error body.
      if (repeated || ctx.refusesQueryValue(parameter, mutation.value)) expected = [validationStatus];
      break;
    }
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
      Object.assign(headers, await credentials.forgedCredential(operation, mutation.variant, ctx.own()));
      expected = [401];
      break;
    }
    case 'expired-token':
      removeCredentials();
      headers.authorization = jwtSchemes.includes('AccountJWT') ? `Bearer ${await credentials.expiredToken(ctx.own().accountToken, 'at+jwt')}` : `Bearer ${await credentials.expiredToken(ctx.own().token)}`;
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
