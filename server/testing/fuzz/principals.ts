import { randomUUID } from 'node:crypto';
import type { TestApp, TestResponse } from '../test-app';
import type { Json, Principal } from './fuzz-types';

/** Webhook URLs generated for tenants point at a closed loopback port: nothing leaves the machine. */
const PRINCIPAL_WEBHOOK_URL = 'http://127.0.0.1:9/fuzz';

type Call = (method: string, url: string, headers: Record<string, string>, json?: Json) => Promise<TestResponse>;

/**
 * The fuzzer's two principals (its own, and another whose rows it must never reach), created
 * through the API like any client's, and created again when a fuzzed request spent one.
 */
export function createPrincipalPool(app: TestApp, call: Call) {
  let principals: { own: Principal; other: Principal } | undefined;
  /**
   * A learning-platform user, registered and signed in through the API like any user. Fuzzed
   * operations may sign it out or delete it: `renewSpentAccount` replaces it then.
   */
  const createAccountToken = async (label: string): Promise<string> => {
    const suffix = randomUUID().slice(0, 8);
    const email = `fuzz-${label}-${suffix}@example.test`;
    const password = `fuzz-password-${suffix}`;
    const registered = await call('POST', '/api/v1/auth/register', {}, { username: `fuzz_${label}_${suffix}`, email, password, birthDate: '1990-01-01' });
    if (registered.status !== 201) throw new Error(`fuzz user registration failed: ${registered.status} ${registered.text}`);
    const login = await call('POST', '/api/v1/auth/login', {}, { email, password });
    if (login.status !== 200) throw new Error(`fuzz user login failed: ${login.status} ${login.text}`);
    return String(login.body.accessToken);
  };
  /**
   * A course-API key of an instructor of its own (so course writes succeed), created through the
   * account API like any key. A user apart from the account principal: fuzzing the account API
   * (logout, deletion, key revocation) never spends it.
   */
  const createApiKey = async (label: string): Promise<string> => {
    const suffix = randomUUID().slice(0, 8);
    const email = `fuzz-key-${label}-${suffix}@example.test`;
    const password = `fuzz-password-${suffix}`;
    const registered = await call('POST', '/api/v1/auth/register', {}, { username: `fuzzkey_${label}_${suffix}`, email, password, birthDate: '1990-01-01', role: 'instructor' });
    if (registered.status !== 201) throw new Error(`fuzz key user registration failed: ${registered.status} ${registered.text}`);
    const login = await call('POST', '/api/v1/auth/login', {}, { email, password });
    if (login.status !== 200) throw new Error(`fuzz key user login failed: ${login.status} ${login.text}`);
    const created = await call('POST', '/api/v1/auth/api-keys', { authorization: `Bearer ${String(login.body.accessToken)}` }, { name: `fuzz ${label}` });
    if (created.status !== 201) throw new Error(`fuzz API key creation failed: ${created.status} ${created.text}`);
    return String(created.body.key);
  };
  const createPrincipal = async (label: string): Promise<Principal> => {
    const { tenant, token } = await app.tenantWithToken({ name: `Fuzz ${label}`, webhookUrl: PRINCIPAL_WEBHOOK_URL });
    const key = await call('POST', '/tenants/me/api-keys', { authorization: `Bearer ${token}` }, { name: `fuzz ${label}`, permissions: 'all' });
    if (key.status !== 201) throw new Error(`fuzz tenant API key creation failed: ${key.status} ${key.text}`);
    return {
      tenantId: tenant.id,
      token,
      tenantApiKey: String(key.body.key),
      tenantApiKeyId: String(key.body.id),
      accountToken: await createAccountToken(label),
      apiKey: await createApiKey(label),
    };
  };
  /** After a successful account operation: a new user when it ended the session (logout, deletion). */
  const renewSpentAccount = async () => {
    const own = principals!.own;
    if ((await call('GET', '/api/v1/auth/get', { authorization: `Bearer ${own.accountToken}` })).status !== 200) {
      own.accountToken = await createAccountToken('own');
    }
  };
  /** The principals, created again if a request of an earlier operation locked one out. */
  const ensurePrincipals = async () => {
    const usable = async (principal: Principal) =>
      (await call('GET', '/tenants/me', { authorization: `Bearer ${principal.token}` })).status === 200 &&
      (await call('GET', '/tenants/me', { authorization: `Bearer ${principal.tenantApiKey}` })).status === 200 &&
      (await call('GET', '/api/v1/auth/get', { authorization: `Bearer ${principal.accountToken}` })).status === 200 &&
      (await call('GET', '/v1/user/profile', { authorization: `Bearer ${principal.apiKey}` })).status === 200;
    if (!principals || !(await usable(principals.own)) || !(await usable(principals.other))) {
      principals = { own: await createPrincipal('own'), other: await createPrincipal('other') };
    }
    return principals;
  };

  return { ensurePrincipals, renewSpentAccount, current: () => principals };
}
