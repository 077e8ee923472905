import type { paths } from './generated/openapi.js';

/** Type helpers over the generated `paths`: what an operation takes and what its 2xx answer is. */
export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';
export type Paths = paths;
export type PathOf<M extends HttpMethod> = {
  [P in keyof Paths]: Paths[P] extends { [K in M]: object } ? P : never;
}[keyof Paths];
export type OperationOf<P extends keyof Paths, M extends HttpMethod> = NonNullable<Paths[P][M]>;

type JsonContent<R> = R extends { content: { 'application/json': infer J } } ? J : undefined;
/** The body of the operation's success answer (200, 201 or 202). */
export type ResultOf<O> = O extends { responses: infer R } ? JsonContent<R[Extract<keyof R, 200 | 201 | 202>]> : never;
/** The query parameters (all optional on this API). */
export type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? Exclude<Q, undefined> : never;
export type BodyOf<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
export type HasPathId<O> = O extends { parameters: { path: { id: string } } } ? true : false;
export type BodyRequired<O> = O extends { requestBody: object } ? true : false;

/** Per-call settings every method takes last. */
export type CallOptions = {
  /** Your own `Idempotency-Key` (UUID v4) for a write; otherwise one is made for the call. */
  idempotencyKey?: string;
  /** Sent as `X-Correlation-ID` (a UUID v4); the server generates one otherwise. */
  correlationId?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/** What a method takes after the path id: the query for a read, the JSON body for a write. */
export type InputOf<M extends HttpMethod, O> = M extends 'get' ? QueryOf<O> : BodyOf<O>;
type InputArgs<M extends HttpMethod, O> = [InputOf<M, O>] extends [never]
  ? [input?: undefined, options?: CallOptions]
  : M extends 'get'
    ? [query?: InputOf<M, O>, options?: CallOptions]
    : BodyRequired<O> extends true
      ? [body: InputOf<M, O>, options?: CallOptions]
      : [body?: InputOf<M, O>, options?: CallOptions];
/** The arguments of a method: `(id?, input?, options?)`, the id only where the path has `{id}`. */
export type ArgsOf<M extends HttpMethod, O> = HasPathId<O> extends true ? [id: string, ...InputArgs<M, O>] : InputArgs<M, O>;

export type Method<M extends HttpMethod, P extends PathOf<M>, Out = ResultOf<OperationOf<P, M>>> = (
  ...args: ArgsOf<M, OperationOf<P, M>>
) => Promise<Out>;

/** One page of a list answer. */
export type PageOf<O> = ResultOf<O> extends { data: Array<infer _>; pagination: infer _P } ? ResultOf<O> : never;
export type ItemOf<O> = ResultOf<O> extends { data: Array<infer Item> } ? Item : never;
