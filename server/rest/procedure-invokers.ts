import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import { z } from 'zod';
import type { RequestContext } from '../trpc';

/**
 * How the REST adapter calls a procedure: built once per procedure at start-up, where
 * trpc-to-openapi's runtime adapter rebuilt its procedure cache (and re-walked every input schema)
 * on every request. The input rules are the library's, kept so REST behaves exactly as before:
 * - the input is the query (GET, DELETE) or the JSON body, with the path parameters laid over it;
 * - a query key whose schema is an array is always an array, even when given once;
 * - number, boolean, bigint and date fields of an object input coerce strings (`limit=20`). The
 *   library switched coercion on in the shared schemas on the first REST call; it is switched on
 *   here at start-up, so the console's calls see the same schemas from the first request on.
 * The generator still comes from trpc-to-openapi (server/rest/openapi.ts); only its request
 * handling is replaced.
 */
export type ProcedureInvoker = {
  /** The input schema takes nothing (z.void()): the procedure is called without input. */
  takesNoInput: boolean;
  /** Query keys whose schema is an array. */
  arrayKeys: ReadonlySet<string>;
  call(ctx: RequestContext, input: unknown): Promise<unknown>;
};

type ZodLike = { _zod?: { def?: { type?: string; in?: ZodLike; out?: ZodLike; getter?: () => ZodLike; coerce?: boolean } }; def?: unknown; unwrap?: () => ZodLike; element?: ZodLike; shape?: Record<string, ZodLike> };

const kindOf = (schema: ZodLike | undefined) => schema?._zod?.def?.type;

/** The schema under its wrappers (optional, nullable, default, arrays, enums read as strings, preprocess pipes). */
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
      return unwrap(schema.unwrap!(), throughPipes);
    case 'lazy':
      return unwrap(schema._zod!.def!.getter!(), throughPipes);
    case 'pipe': {
      if (!throughPipes) return schema;
      const def = schema._zod!.def!;
      return unwrap(kindOf(def.out) === 'transform' ? def.in! : def.out!, throughPipes);
    }
    default:
      return schema;
  }
}

const COERCIBLE = new Set(['number', 'boolean', 'bigint', 'date']);

function coerceObject(schema: ZodLike): void {
  for (const field of Object.values(schema.shape ?? {})) {
    const inner = unwrap(field, false);
    if (COERCIBLE.has(kindOf(inner) ?? '')) inner._zod!.def!.coerce = true;
    else if (kindOf(inner) === 'object') coerceObject(inner);
  }
}

const isArrayField = (field: ZodLike) => kindOf(field) === 'array' || (kindOf(field) === 'optional' && kindOf(field.unwrap!()) === 'array');

function invokerOf(path: string, procedure: AnyTRPCProcedure): ProcedureInvoker {
  const def = procedure._def as unknown as { inputs: ZodLike[]; type: 'query' | 'mutation' | 'subscription' };
  const parser = def.inputs.length === 1 ? def.inputs[0]! : def.inputs.length === 0 ? (z.object({}) as unknown as ZodLike) : null;
  if (!parser) throw new Error(`${path}: a REST procedure takes one input schema`);
  const schema = unwrap(parser, true);
  const takesNoInput = ['void', 'undefined', 'never'].includes(kindOf(schema) ?? '');
  const arrayKeys = new Set<string>();
  if (kindOf(schema) === 'object') {
    for (const [key, field] of Object.entries(schema.shape ?? {})) if (isArrayField(field)) arrayKeys.add(key);
    coerceObject(schema);
  }
  return {
    takesNoInput,
    arrayKeys,
    // What tRPC's own caller does, without building a caller proxy per request.
    // One settled promise for every middleware that asks for the raw input, not one per ask.
    call: (ctx, input) => {
      const rawInput = Promise.resolve(input);
      return procedure({ path, ctx, type: def.type, getRawInput: () => rawInput, signal: undefined, batchIndex: 0 }) as Promise<unknown>;
    },
  };
}

/** One invoker per procedure that has a REST route, by procedure path (`tenants.me`). */
export function buildProcedureInvokers(router: AnyTRPCRouter): Map<string, ProcedureInvoker> {
  const invokers = new Map<string, ProcedureInvoker>();
  for (const [path, procedure] of Object.entries(router._def.procedures as Record<string, AnyTRPCProcedure>)) {
    const meta = procedure._def.meta as { openapi?: { enabled?: boolean } } | undefined;
    if (!meta?.openapi || meta.openapi.enabled === false) continue;
    invokers.set(path, invokerOf(path, procedure));
  }
  return invokers;
}
