import type { operations, operationTable } from './generated/openapi.js';

/** Type helpers over the generated `operations`: what an operation takes and what its 2xx answer is. */
export type OperationId = keyof typeof operationTable & keyof operations;
type Entry<K extends OperationId> = (typeof operationTable)[K];
export type MethodOf<K extends OperationId> = Entry<K>['method'];

type JsonContent<R> = R extends { content: { 'application/json': infer J } } ? J : undefined;
/** The body of the operation's success answer (200, 201 or 202). */
export type ResultOf<O> = O extends { responses: infer R } ? JsonContent<R[Extract<keyof R, 200 | 201 | 202>]> : never;
/** The query parameters (all optional on this API). */
export type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? Exclude<Q, undefined> : never;
export type BodyOf<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
/** The names of a path template's parameters, in order: `/tenants/{id}/api-keys/{keyId}` → `['id', 'keyId']`. */
type PathParamsOf<P> = P extends `${string}{${infer Name}}${infer Rest}` ? [Name, ...PathParamsOf<Rest>] : [];
/** One string argument per path parameter. */
type PathArgs<Names extends readonly unknown[]> = { [I in keyof Names]: string };
type BodyRequired<O> = O extends { requestBody: object } ? true : false;

/** Per-call settings every method takes last. */
export type CallOptions = {
  /** Your own `Idempotency-Key` (UUID v4) for a write; otherwise one is made for the call. */
  idempotencyKey?: string;
  /** Sent as `X-Correlation-ID` (a UUID v4); the server generates one otherwise. */
  correlationId?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

type InputArgs<M, O> = M extends 'get'
  ? [QueryOf<O>] extends [never]
    ? [query?: undefined, options?: CallOptions]
    : [query?: QueryOf<O>, options?: CallOptions]
  : [BodyOf<O>] extends [never]
    ? [body?: undefined, options?: CallOptions]
    : BodyRequired<O> extends true
      ? [body: BodyOf<O>, options?: CallOptions]
      : [body?: BodyOf<O>, options?: CallOptions];
/**
 * The arguments of a method: `(id?, input?, options?)`: the path's parameters in order (`{id}`, or
 * `{id}` and `{keyId}`), then the query (reads) or the body (writes).
 */
export type ArgsOf<K extends OperationId> = [...PathArgs<Extract<PathParamsOf<Entry<K>['path']>, readonly unknown[]>>, ...InputArgs<MethodOf<K>, operations[K]>];

/** An operation's call: its arguments in, its 2xx body out. */
export type OperationMethod<K extends OperationId, Out = ResultOf<operations[K]>> = (...args: ArgsOf<K>) => Promise<Out>;
/** Items of a list answer (`{data: Item[], pagination}`). */
export type ItemOf<Page> = Page extends { data: Array<infer Item> } ? Item : never;

type GroupOf<K> = K extends `${infer G}-${string}` ? G : never;
type NameOf<K> = K extends `${string}-${infer N}` ? N : never;
type IsList<K extends OperationId> = Entry<K>['list'] extends true ? true : false;

/**
 * A client's methods, grouped as the operationIds are ("payments-create" → `payments.create`).
 * A list operation is two methods: `name(query)`, an async iterable over the items of every page,
 * and `namePage(query)`, one page. `Result<K>` turns an answer into what the method gives back.
 */
export type Groups<K extends OperationId, Result extends { [I in OperationId]: unknown }> = {
  [G in GroupOf<K>]: {
    [I in Extract<K, `${G}-${string}`> as NameOf<I>]: IsList<I> extends true
      ? (...args: ArgsOf<I>) => AsyncIterable<ItemOf<Result[I]>>
      : OperationMethod<I, Result[I]>;
  } & {
    [I in Extract<K, `${G}-${string}`> as IsList<I> extends true ? `${NameOf<I>}Page` : never]: OperationMethod<I, Result[I]>;
  };
};
/** The answers as they are (the billing and account APIs). */
export type PlainResults = { [K in OperationId]: ResultOf<operations[K]> };
