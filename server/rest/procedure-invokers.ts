import { type AnyTRPCRouter, callTRPCProcedure, type TRPCProcedureType } from '@trpc/server';
import { forEachOpenApiProcedure, getInputOutputParsers, type OpenApiProcedure } from 'trpc-to-openapi';
import { z } from 'zod';
import type { RequestContext } from '../trpc';

/**
 * How the REST adapter calls a procedure: built once per procedure at start-up, so no request
 * walks an input schema. The input rules are those the REST routes were first served with (by
 * trpc-to-openapi's request handler, which the app no longer uses):
 * - the input is the query (GET, DELETE) or the JSON body, with the path parameters laid over it;
 * - a query key whose schema is an array is always an array, even when given once;
 * - number, boolean, bigint and date fields of an object input coerce as `z.coerce` does
 *   (`limit=20`): the adapter converts the values of those fields before the procedure validates
 *   them, from a plan made once per procedure with zod's public schema surface, so the schemas
 *   stay as written and the console's calls are never coerced.
 * Only the OpenAPI generator comes from trpc-to-openapi (server/rest/openapi.ts).
 */
export type ProcedureInvoker = {
  /** The input schema takes nothing (z.void()): the procedure is called without input. */
  takesNoInput: boolean;
  /** Query keys whose schema is an array. */
  arrayKeys: ReadonlySet<string>;
  call(ctx: RequestContext, input: unknown): Promise<unknown>;
};

/** The public surface of a zod 4 schema this module reads: its kind and the schemas it wraps. */
type ZodLike = { type?: string; in?: ZodLike; out?: ZodLike; unwrap?: () => ZodLike; element?: ZodLike; shape?: Record<string, ZodLike> };

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

type Coercible = 'number' | 'boolean' | 'bigint' | 'date';
const COERCIBLE: ReadonlySet<string> = new Set<Coercible>(['number', 'boolean', 'bigint', 'date']);

/** Which fields of an object input coerce, and to what; nested objects have plans of their own. */
type CoercionPlan = ReadonlyArray<readonly [key: string, Coercible | CoercionPlan]>;

function coercionPlanOf(schema: ZodLike): CoercionPlan {
  const plan: [string, Coercible | CoercionPlan][] = [];
  for (const [key, field] of Object.entries(schema.shape ?? {})) {
    const inner = unwrap(field, false);
    const kind = kindOf(inner) ?? '';
    if (COERCIBLE.has(kind)) plan.push([key, kind as Coercible]);
    else if (kind === 'object') {
      const nested = coercionPlanOf(inner);
      if (nested.length > 0) plan.push([key, nested]);
    }
  }
  return plan;
}

/** As `z.coerce` converts: a missing or null value is left to the schema (optional, nullable, default). */
function coerced(kind: Coercible, value: unknown): unknown {
  if (value === undefined || value === null) return value;
  switch (kind) {
    case 'number':
      return Number(value);
    case 'boolean':
      return Boolean(value);
    case 'date':
      return new Date(value as string);
    case 'bigint':
      try {
        return BigInt(value as string);
      } catch {
        return value;
      }
  }
}

/** Applies a plan to an input object the adapter built (its own copy): arrays coerce element by element. */
function applyCoercion(plan: CoercionPlan, input: Record<string, unknown>): void {
  for (const [key, rule] of plan) {
    if (!Object.hasOwn(input, key)) continue;
    const value = input[key];
    if (typeof rule === 'string') input[key] = Array.isArray(value) ? value.map((item) => coerced(rule, item)) : coerced(rule, value);
    else if (value !== null && typeof value === 'object' && !Array.isArray(value)) applyCoercion(rule, value as Record<string, unknown>);
  }
}

const isArrayField = (field: ZodLike) => kindOf(field) === 'array' || (kindOf(field) === 'optional' && kindOf(field.unwrap!()) === 'array');

function invokerOf(router: AnyTRPCRouter, path: string, type: TRPCProcedureType, procedure: OpenApiProcedure): ProcedureInvoker {
  // Read once at start-up, with trpc-to-openapi's public helper: the procedure's input schema.
  const schema = unwrap(getInputOutputParsers(procedure).inputParser as unknown as ZodLike, true);
  const takesNoInput = ['void', 'undefined', 'never'].includes(kindOf(schema) ?? '');
  const arrayKeys = new Set<string>();
  let plan: CoercionPlan = [];
  if (kindOf(schema) === 'object') {
    for (const [key, field] of Object.entries(schema.shape ?? {})) if (isArrayField(field)) arrayKeys.add(key);
    plan = coercionPlanOf(schema);
  }
  return {
    takesNoInput,
    arrayKeys,
    // tRPC's public server-side call, without building a caller proxy per request. One settled
    // promise for every middleware that asks for the raw input, not one per ask.
    call: (ctx, input) => {
      if (plan.length > 0 && input !== null && typeof input === 'object') applyCoercion(plan, input as Record<string, unknown>);
      const rawInput = Promise.resolve(input);
      return callTRPCProcedure({ router, path, ctx, type, getRawInput: () => rawInput, signal: undefined, batchIndex: 0 });
    },
  };
}

/** One invoker per procedure that has a REST route, by procedure path (`tenants.me`). */
export function buildProcedureInvokers(router: AnyTRPCRouter): Map<string, ProcedureInvoker> {
  const invokers = new Map<string, ProcedureInvoker>();
  // The router's procedure record is what trpc-to-openapi's helpers take.
  forEachOpenApiProcedure(router._def.procedures, ({ path, type, procedure }) => {
    invokers.set(path, invokerOf(router, path, type, procedure));
  });
  return invokers;
}
