import type { paths } from './generated/openapi.js';
import { buildGroups } from './groups.js';
import { jwtExpiryMs, saysTokenExpired } from './tokens.js';
import type { BodyOf, CallOptions, Groups, OperationId, PlainResults, QueryOf, ResultOf } from './operation-types.js';
import { type Authenticator, createTransport, type TransportOptions } from './transport.js';

type BillingOperationId = Exclude<OperationId, `courses-${string}` | `account-${string}`>;
type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The credential a billing client calls with: one of the four, or none for the public operations. */
export type BillingCredentials =
  | { appId: string; appSecret: string; token?: never; apiKey?: never; adminKey?: never }
  | { token: string; appId?: never; appSecret?: never; apiKey?: never; adminKey?: never }
  | { apiKey: string; appId?: never; appSecret?: never; token?: never; adminKey?: never }
  | { adminKey: string; appId?: never; appSecret?: never; token?: never; apiKey?: never }
  | { appId?: never; appSecret?: never; token?: never; apiKey?: never; adminKey?: never };

export type BillingClientOptions = TransportOptions &
  BillingCredentials & {
    /** Milliseconds since the epoch; injectable for tests. */
    now?: () => number;
  };

/** Log in again this long before the token expires. */
const renewBeforeExpiryMs = 60_000;

const parseDuration = (value: unknown): number | undefined => {
  if (typeof value === 'number') return value * 1000;
  const match = typeof value === 'string' ? /^(\d+)\s*([smhd]?)$/.exec(value.trim()) : null;
  if (!match) return undefined;
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86_400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit * 1000;
};

/**
 * A tenant's session from its app ID and secret: logs in on first use, keeps the token, logs in
 * again shortly before it expires, and once more after a 401 that says the token expired (a clock
 * that runs behind the server's). Concurrent calls share one login.
 */
function tenantSession(options: BillingClientOptions & { appId: string; appSecret: string }): Authenticator {
  const now = options.now ?? Date.now;
  const login = createTransport('billing', options);
  let token: string | undefined;
  let expiresAt = 0;
  let pending: Promise<void> | undefined;
  const logIn = () =>
    (pending ??= (async () => {
      const { data } = await login.call('post', '/tenants/login', { body: { appId: options.appId, appSecret: options.appSecret } });
      const answer = data as ResultOf<NonNullable<paths['/tenants/login']['post']>>;
      token = answer.accessToken;
      expiresAt = jwtExpiryMs(token) ?? now() + (parseDuration(answer.expiresIn) ?? 3_600_000);
    })().finally(() => {
      pending = undefined;
    }));
  return {
    async headers() {
      if (!token || now() >= expiresAt - renewBeforeExpiryMs) await logIn();
      return { Authorization: `Bearer ${token}` };
    },
    async renew(response) {
      if (!(await saysTokenExpired(response))) return false;
      token = undefined;
      await logIn();
      return true;
    },
  };
}

function authenticatorOf(options: BillingClientOptions): Authenticator | undefined {
  if (options.appId !== undefined && options.appSecret !== undefined) return tenantSession({ ...options, appId: options.appId, appSecret: options.appSecret });
  // A token you obtained, or a tenant API key (`bk_…`): sent as it is, never renewed.
  const bearer = options.token ?? options.apiKey;
  if (bearer !== undefined) {
    const header = { Authorization: `Bearer ${bearer}` };
    return { headers: async () => header };
  }
  if (options.adminKey !== undefined) {
    const header = { 'X-Admin-Key': options.adminKey };
    return { headers: async () => header };
  }
  return undefined;
}

type OperationAt<P extends keyof paths, M extends HttpMethod> = NonNullable<paths[P][M]>;
type PathsWith<M extends HttpMethod> = { [P in keyof paths]: paths[P] extends { [K in M]: object } ? P : never }[keyof paths];
/** What `request` takes for one operation: its path parameters, query and JSON body. */
export type RequestInput<O> = {
  path?: O extends { parameters: { path: infer X } } ? X : never;
  query?: QueryOf<O>;
  body?: BodyOf<O>;
};

export type BillingClient = Groups<BillingOperationId, PlainResults> & {
  /** Any operation by method and path template, typed from the document: the escape hatch. */
  request<M extends HttpMethod, P extends PathsWith<M>>(
    method: M,
    path: P,
    input?: RequestInput<OperationAt<P, M>>,
    options?: CallOptions,
  ): Promise<ResultOf<OperationAt<P, M>>>;
};

/**
 * A client for the billing API with one credential: `{appId, appSecret}` (it logs in and keeps the
 * token fresh), `{token}` (a tenant token you obtained), `{apiKey}` (a tenant API key `bk_…`, with
 * the permissions it was given) or `{adminKey}`. Methods are grouped as the document's
 * operationIds: `payments.create` is `payments-create`.
 */
export function createBillingClient(options: BillingClientOptions): BillingClient {
  const transport = createTransport('billing', options, authenticatorOf(options));
  const groups = buildGroups({ secured: transport, open: createTransport('billing', options) }, (group) => group !== 'courses' && group !== 'account');
  const request = async (method: string, path: string, input: { path?: Record<string, string>; query?: object; body?: unknown } = {}, callOptions?: CallOptions) =>
    (await transport.call(method, path, input, callOptions)).data;
  return { ...groups, request } as unknown as BillingClient;
}
