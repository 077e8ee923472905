import type { components } from './generated/openapi.js';
import { jwtExpiryMs, saysTokenExpired } from './tokens.js';
import { buildGroups } from './groups.js';
import type { CallOptions, Groups, OperationId, PlainResults } from './operation-types.js';
import { type Authenticator, createTransport, type TransportOptions } from './transport.js';

type AccountOperationId = Extract<OperationId, `account-${string}`>;
export type AccountTokens = components['schemas']['AccountTokens'];

export type AccountClientOptions = TransportOptions & {
  /** Tokens kept from an earlier session (what `onTokens` was given). */
  tokens?: AccountTokens;
  /** Called with every new pair (login, each refresh: the refresh token rotates) and with `undefined` after logout or deletion: persist them here. */
  onTokens?: (tokens: AccountTokens | undefined) => void | Promise<void>;
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number;
};

type Methods = Groups<AccountOperationId, PlainResults>['account'];
export type AccountClient = Omit<Methods, 'refresh'> & {
  /** Exchanges the kept refresh token (or the one given) for a new pair, and keeps it. */
  refresh(body?: { refreshToken: string }, options?: CallOptions): Promise<AccountTokens>;
  /** The tokens the client holds now, if signed in. */
  tokens(): AccountTokens | undefined;
};

/** Refresh this long before the access token expires. */
const renewBeforeExpiryMs = 60_000;

export class AccountSignedOutError extends Error {
  constructor() {
    super('Not signed in: call login first, or pass tokens');
    this.name = 'AccountSignedOutError';
  }
}

/**
 * A client for the account-data API (`/api/v1/auth`). `login` keeps the access and refresh tokens;
 * authenticated calls refresh them shortly before the access token expires, and after a 401 that
 * says it expired (then replay once). Each refresh spends the refresh token and keeps the new one,
 * so `onTokens` sees every pair.
 */
export function createAccountClient(options: AccountClientOptions): AccountClient {
  const now = options.now ?? Date.now;
  const open = createTransport('account', options);
  let tokens = options.tokens;
  let pending: Promise<AccountTokens> | undefined;

  const keep = async (next: AccountTokens | undefined) => {
    tokens = next;
    await options.onTokens?.(next);
  };
  const exchange = async (refreshToken: string, callOptions?: CallOptions) => {
    const { data } = await open.call('post', '/api/v1/auth/refresh', { body: { refreshToken } }, callOptions);
    await keep(data as AccountTokens);
    return data as AccountTokens;
  };
  // Concurrent calls share one refresh: a second one would present a spent token and end the session.
  const refreshKept = () => {
    if (!tokens) return Promise.reject(new AccountSignedOutError());
    const refreshToken = tokens.refreshToken;
    return (pending ??= exchange(refreshToken).finally(() => {
      pending = undefined;
    }));
  };

  const session: Authenticator = {
    async headers() {
      if (!tokens) throw new AccountSignedOutError();
      if (now() >= (jwtExpiryMs(tokens.accessToken) ?? Infinity) - renewBeforeExpiryMs) await refreshKept();
      return { Authorization: `Bearer ${tokens.accessToken}` };
    },
    async renew(response) {
      if (!tokens || !(await saysTokenExpired(response))) return false;
      await refreshKept();
      return true;
    },
  };

  const methods = buildGroups({ secured: createTransport('account', options, session), open }, (group) => group === 'account').account as Record<
    string,
    (...args: unknown[]) => Promise<unknown>
  >;
  const signsIn = methods.login!;
  const signsOut = (call: (...args: unknown[]) => Promise<unknown>) => async (...args: unknown[]) => {
    const result = await call(...args);
    await keep(undefined);
    return result;
  };
  return {
    ...methods,
    async login(...args: unknown[]) {
      const result = (await signsIn(...args)) as AccountTokens;
      await keep(result);
      return result;
    },
    refresh: (body?: { refreshToken: string }, callOptions?: CallOptions) => (body ? exchange(body.refreshToken, callOptions) : refreshKept()),
    logout: signsOut(methods.logout!),
    deleteAccount: signsOut(methods.deleteAccount!),
    tokens: () => tokens,
  } as unknown as AccountClient;
}
