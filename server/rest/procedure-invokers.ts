import { type AnyTRPCRouter, callTRPCProcedure, type TRPCProcedureType } from '@trpc/server';
import { forEachOpenApiProcedure, getInputOutputParsers, type OpenApiProcedure } from 'trpc-to-openapi';
import { z } from 'zod';
import type { ProcedureMeta, RequestContext } from '../trpc';

/**
 * How the REST adapter calls a procedure: built once per procedure at start-up, so no request
 * walks an input schema. The input is the query (GET, DELETE) or the JSON body, with the path
 * parameters laid over it; a query key whose schema is an array is always an array, even when given
 * once. Only the OpenAPI generator comes from trpc-to-openapi (server/rest/openapi.ts).
 *
 * Text from the URL (query and path) and a JSON body are read apart. A JSON body reaches the
 * schema as sent: `"120"`, `"0x78"` and `true` are not numbers, whatever the field, as on the
 * console's tRPC calls. A URL value is text, so the fields that want a number or a boolean are
 * converted here by a strict rule, and only when the text follows it: an integer is
 * `^-?(0|[1-9][0-9]*)$`, a number the same with an optional fraction, a boolean `true` or `false`.
 * Anything else (`0x1F`, `1e1`, ` 1`, `05`, `+5`, `1.0` for an integer, an empty value) stays text,
 * and the procedure's schema refuses it naming the field, after the caller is authenticated.
 * Dates in a query are text their schema checks (dateFilterInput). The rules are read once per
 * procedure from zod's public schema surface (`type`, `format`, `unwrap`, `shape`).
 */
export type ProcedureInvoker = {
  /** The input schema takes nothing (z.void()): the procedure is called without input. */
  takesNoInput: boolean;
  /** Query keys whose schema is an array. */
  arrayKeys: ReadonlySet<string>;
  /** URL values (query and path parameters) with the number and boolean fields converted by the strict rules. */
  fromUrl(values: Record<string, string | string[]>): Record<string, unknown>;
  call(ctx: RequestContext, input: unknown): Promise<unknown>;
};

/** The public surface of a zod 4 schema this module reads: its kind, its number format and the schemas it wraps. */
type ZodLike = { type?: string; format?: string | null; in?: ZodLike; out?: ZodLike; unwrap?: () => ZodLike; element?: ZodLike; shape?: Record<string, ZodLike> };

const kindOf = (schema: ZodLike | undefined) => schema?.type;

/** The schema under its wrappers (optional, nullable, default, arrays, enums read as strings, lazy, preprocess pipes). */
function unwrap(schema: ZodLike, throughPipes: boolean): ZodLike {
  switch (kindOf(schema)) {
    case 'array':
      return unwrap(schema.element!, throughPipes);
    case 'enum':
      return z.string() as unknown as ZodLike;
    case 'nullable':
    case 'optional':
    case 'default':
    case 'prefault':
    case 'lazy':
      return unwrap(schema.unwrap!(), throughPipes);
    case 'pipe': {
      if (!throughPipes) return schema;
      return unwrap(kindOf(schema.out) === 'transform' ? schema.in! : schema.out!, throughPipes);
    }
    default:
      return schema;
  }
}

/** How a URL value becomes what its field's schema takes: the text it must be, and what it is then. */
type UrlRule = { pattern: RegExp; read: (text: string) => unknown };

const INTEGER = /^-?(?:0|[1-9][0-9]*)$/;
const urlRules = {
  integer: { pattern: INTEGER, read: Number },
  number: { pattern: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/, read: Number },
  boolean: { pattern: /^(?:true|false)$/, read: (text) => text === 'true' },
} satisfies Record<string, UrlRule>;

/** The rule of a field read from the URL; none for text (strings, enums, dates given as text). */
function urlRuleOf(field: ZodLike, procedurePath: string, key: string): UrlRule | undefined {
  const inner = unwrap(field, false);
  switch (kindOf(inner)) {
    case 'number':
      // `.int()` and z.int() give the number the format `safeint` (int32, uint32 for their kinds).
      return inner.format?.includes('int') ? urlRules.integer : urlRules.number;
    case 'boolean':
      return urlRules.boolean;
    case 'date':
    case 'bigint':
      // No strict text rule is declared for these: a URL field says what text it takes itself.
      throw new Error(`${procedurePath}: ${key} is read from the URL as a ${kindOf(inner)}; declare it as text its schema checks (dateFilterInput)`);
    default:
      return undefined;
  }
}

/** Converts a value that follows its rule; anything else is left as sent, for the schema to refuse. */
const converted = (rule: UrlRule, text: string): unknown => (rule.pattern.test(text) ? rule.read(text) : text);

const isArrayField = (field: ZodLike) => kindOf(field) === 'array' || (kindOf(field) === 'optional' && kindOf(field.unwrap!()) === 'array');

function invokerOf(router: AnyTRPCRouter, path: string, type: TRPCProcedureType, procedure: OpenApiProcedure, route: { method: string; path: string }): ProcedureInvoker {
  // Read once at start-up, with trpc-to-openapi's public helper: the procedure's input schema.
  const schema = unwrap(getInputOutputParsers(procedure).inputParser as unknown as ZodLike, true);
  const takesNoInput = ['void', 'undefined', 'never'].includes(kindOf(schema) ?? '');
  const arrayKeys = new Set<string>();
  const rules = new Map<string, UrlRule>();
  if (kindOf(schema) === 'object') {
    const readsQuery = !['POST', 'PUT', 'PATCH'].includes(route.method);
    const pathKeys = new Set([...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!));
    for (const [key, field] of Object.entries(schema.shape ?? {})) {
      if (isArrayField(field)) arrayKeys.add(key);
      // A body method reads only its path parameters from the URL.
      if (!readsQuery && !pathKeys.has(key)) continue;
      const rule = urlRuleOf(field, path, key);
      if (rule) rules.set(key, rule);
    }
  }
  return {
    takesNoInput,
    arrayKeys,
    fromUrl: (values) => {
      const input: Record<string, unknown> = { ...values };
      for (const [key, rule] of rules) {
        const value = values[key];
        if (value !== undefined) input[key] = Array.isArray(value) ? value.map((item) => converted(rule, item)) : converted(rule, value);
      }
      return input;
    },
    // tRPC's public server-side call, without building a caller proxy per request. One settled
    // promise for every middleware that asks for the raw input, not one per ask.
    call: (ctx, input) => {
      const rawInput = Promise.resolve(input);
      return callTRPCProcedure({ router, path, ctx, type, getRawInput: () => rawInput, signal: undefined, batchIndex: 0 });
    },
  };
}

/** One invoker per procedure that has a REST route, by procedure path (`tenants.me`). */
export function buildProcedureInvokers(router: AnyTRPCRouter): Map<string, ProcedureInvoker> {
  const invokers = new Map<string, ProcedureInvoker>();
  // The router's procedure record is what trpc-to-openapi's helpers take.
  forEachOpenApiProcedure<ProcedureMeta>(router._def.procedures, ({ path, type, procedure, meta }) => {
    invokers.set(path, invokerOf(router, path, type, procedure, meta.openapi));
  });
  return invokers;
}
