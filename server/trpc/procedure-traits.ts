import type { ProcedureMeta, RateLimitStage } from './context';

export type { RateLimitStage };

export type ProcedureTraits = {
  /** Waits for start-up and needs the database: it can answer 503 with Retry-After. */
  database: boolean;
  rateLimit: RateLimitStage;
};

/**
 * What a procedure's kind does, from the meta the kind declares where it is made (procedures.ts),
 * so the OpenAPI document cannot drift from the procedure kinds. A procedure built on no kind has
 * none: refused rather than guessed.
 */
export function traitsOf(meta: ProcedureMeta): ProcedureTraits {
  if (meta.database === undefined || meta.rateLimit === undefined) throw new Error('a procedure built on no procedure kind: build it on one of procedures.ts');
  return { database: meta.database, rateLimit: meta.rateLimit };
}
