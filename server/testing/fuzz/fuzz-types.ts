/** The shapes the fuzzer's parts share: a generated request, its mutation, what is sent, who sends it. */

export type Json = unknown;

/** What a generated request is, before mutation: every part as valid as the document says. */
export type BaseRequest = {
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

export type BuiltRequest = {
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
/** `tenantApiKey`: a tenant API key with every permission, made with the token (its id kept so no fuzzed request revokes or rolls it). */
export type Principal = { tenantId: string; token: string; tenantApiKey: string; tenantApiKeyId: string; accountToken: string; apiKey: string };


export const DEEP = '\u0001deep\u0001';
