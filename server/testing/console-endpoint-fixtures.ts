import { beforeAll, expect } from 'vitest';
import { handleConsoleRequest } from '../console/handler';
import { createConsoleAdmin } from '../services/people';
import type { ConsoleSession } from '../trpc';
import { type Backend, suiteApp, type TestApp } from './test-app';

/** What the console endpoint's suites share: calls as the console's browser makes them, and an administrator. */

export const LOGIN_MAX = 3;

type ConsoleAnswer = { status: number; headers: Headers; body: any };
type CallOptions = { kind?: 'query' | 'mutation'; headers?: Record<string, string> };

let addresses = 0;
/** A new documentation address (RFC 5737) each time, so the login counters of cases never meet. */
export const freshIp = () => {
  addresses += 1;
  return `198.51.${100 + Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

/**
 * A describe block's app with sign-ins limited to LOGIN_MAX an hour, and an administrator of the
 * console (`admin` and `adminSession` are filled before the first test).
 */
export function consoleEndpointSuite(backend: Backend) {
  const app: TestApp = suiteApp({
    backend,
    env: {
      TRUSTED_PROXY_COUNT: '1',
      LOGIN_RATE_LIMIT_MAX: String(LOGIN_MAX),
      LOGIN_RATE_LIMIT_WINDOW_S: '3600',
      CONSOLE_SIGN_IN_RATE_LIMIT_MAX: String(LOGIN_MAX),
      CONSOLE_SIGN_IN_RATE_LIMIT_WINDOW_S: '3600',
    },
  });
  const admin = { id: '', email: '' };
  const adminSession: ConsoleSession = { kind: 'admin', adminId: '', email: '', role: 'owner' };
  const adminPassword = 'console-admin-password-1';
  beforeAll(async () => {
    const created = await createConsoleAdmin(
      { db: app.container.database.db, audit: { actor: { type: 'system', id: 'test' }, correlationId: null, ip: null } },
      { email: `Console-${backend}@Example.com`, password: adminPassword },
    );
    Object.assign(admin, { id: created.id, email: created.email });
    Object.assign(adminSession, { adminId: created.id, email: created.email });
  });

  /**
   * One non-batched tRPC 11 call as the console's browser sends it: a query is a GET with the input
   * as JSON in `?input=`, a mutation a POST with the input as the JSON body, both same-origin.
   */
  async function call(procedure: string, input: unknown, session: ConsoleSession | null, options: CallOptions = {}): Promise<ConsoleAnswer> {
    const url = new URL(`http://localhost/api/trpc/${procedure}`);
    const kind = options.kind ?? 'mutation';
    const headers: Record<string, string> = { host: 'localhost', 'content-type': 'application/json', ...options.headers };
    const init: RequestInit = { method: kind === 'query' ? 'GET' : 'POST', headers };
    if (kind === 'query') url.searchParams.set('input', JSON.stringify(input));
    else init.body = JSON.stringify(input);
    const response = await handleConsoleRequest(new Request(url, init), { container: app.container, session });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  }
  const query = (procedure: string, input: unknown, session: ConsoleSession | null, headers?: Record<string, string>) =>
    call(procedure, input, session, { kind: 'query', headers });
  const dataOf = (answer: ConsoleAnswer) => {
    if (answer.status !== 200) throw new Error(`console call failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.result.data;
  };

  const signInAdmin = (email: string, password: string, ip: string) => call('console.signIn', { email, password }, null, { headers: { 'x-forwarded-for': ip } });
  const signInTenant = (appId: string, appSecret: string, ip: string) => call('console.signInTenant', { appId, appSecret }, null, { headers: { 'x-forwarded-for': ip } });
  const apiLogin = (appId: string, appSecret: string, ip: string) =>
    app.request('POST', '/tenants/login', { headers: { 'x-forwarded-for': ip }, json: { appId, appSecret } });

  /** The shipped audit events matching the query, oldest first. */
  async function auditEvents(filters: Record<string, string>) {
    await app.container.auditShipper.flush();
    const response = await app.request('GET', `/audit-events?${new URLSearchParams({ ...filters, sortOrder: 'asc', limit: '100' })}`, { headers: app.adminHeaders });
    expect(response.status).toBe(200);
    return response.body.data as { action: string; actorType: string; actorId: string | null; targetId: string | null; ip: string | null }[];
  }

  const createPayment = async (headers: Record<string, string>, userId: string) => {
    const response = await app.request('POST', '/payments', { headers, json: { amount: 10.5, currency: 'EUR', userId } });
    if (response.status !== 201) throw new Error(`payment failed: ${response.status} ${response.text}`);
    return response.body as { id: string; tenantId: string; status: string };
  };

  return { app, admin, adminSession, adminPassword, call, query, dataOf, signInAdmin, signInTenant, apiLogin, auditEvents, createPayment };
}
