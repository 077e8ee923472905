import { Secret, TOTP } from 'otpauth';
import { vi } from 'vitest';
import { handleConsoleRequest } from '../console/handler';
import { createConsoleAdmin } from '../services/people';
import type { ConsoleSession } from '../trpc';
import type { TestApp } from './test-app';

export type ConsoleAnswer = { status: number; headers: Headers; body: any };
export type TestPerson = { id: string; email: string; password: string };

const STEP_MS = 30_000;

/**
 * Freezes the clock (Date only: timers and the database keep running) in the middle of a
 * 30-second step, so a code computed here belongs to the step the server checks it in.
 */
export function freezeMidStep(): void {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(now / STEP_MS) * STEP_MS + STEP_MS / 2);
}

/** Moves the frozen clock by whole steps (a code of the next step, a replay a step later). */
export const advanceSteps = (steps: number) => vi.setSystemTime(Date.now() + steps * STEP_MS);

/** The code an authenticator app shows for `key` (as the set-up gives it), `offset` steps from now. */
export function codeOf(key: string, offset = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(key.replace(/\s/g, '')), algorithm: 'SHA1', digits: 6, period: 30, timestamp: Date.now() + offset * STEP_MS });
}

let addresses = 0;
/** A new documentation address (RFC 5737) each time, so the throttle counters of cases never meet. */
export function freshIp(): string {
  addresses += 1;
  return `203.0.${113 + Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

/** Calls the console's tRPC endpoint as its browser does (a mutation's input as the JSON body). */
export function consoleCaller(app: TestApp) {
  async function call(
    procedure: string,
    input: unknown,
    session: ConsoleSession | null,
    options: { kind?: 'query' | 'mutation'; ip?: string; userAgent?: string } = {},
  ): Promise<ConsoleAnswer> {
    const url = new URL(`http://localhost/api/trpc/${procedure}`);
    const headers: Record<string, string> = { host: 'localhost', 'content-type': 'application/json', 'x-forwarded-for': options.ip ?? freshIp() };
    if (options.userAgent) headers['user-agent'] = options.userAgent;
    const init: RequestInit = { method: options.kind === 'query' ? 'GET' : 'POST', headers };
    if (options.kind === 'query') url.searchParams.set('input', JSON.stringify(input));
    else init.body = JSON.stringify(input);
    const response = await handleConsoleRequest(new Request(url, init), { container: app.container, session });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  }
  const dataOf = (answer: ConsoleAnswer) => {
    if (answer.status !== 200) throw new Error(`console call failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.result.data;
  };

  let people = 0;
  async function newPerson(): Promise<TestPerson> {
    people += 1;
    const password = 'a-person-password-1';
    const created = await createConsoleAdmin(
      { db: app.container.database.db, audit: { actor: { type: 'system', id: 'test' }, correlationId: null, ip: null } },
      { email: `person-${people}-${Math.random().toString(36).slice(2, 8)}@example.com`, password },
    );
    return { id: created.id, email: created.email, password };
  }

  const signIn = (person: TestPerson, extra: { code?: string; password?: string } = {}, ip?: string) =>
    call('console.signIn', { email: person.email, password: extra.password ?? person.password, ...(extra.code !== undefined ? { code: extra.code } : {}) }, null, { ip });

  /** The console session of a successful sign-in, as the console's guard would hand it to procedures. */
  const sessionOf = (person: TestPerson, answer: ConsoleAnswer): ConsoleSession => ({
    kind: 'admin',
    adminId: person.id,
    email: person.email,
    role: 'owner',
    sessionId: dataOf(answer).sessionId,
  });

  /** Signs a person in and turns two-factor sign-in on with their first code. */
  async function withTwoFactor(person: TestPerson) {
    const session = sessionOf(person, await signIn(person));
    const setup = dataOf(await call('twoFactor.startSetup', {}, session)) as { uri: string; qrCodeSvg: string; key: string };
    const { recoveryCodes } = dataOf(await call('twoFactor.confirmSetup', { code: codeOf(setup.key) }, session)) as { recoveryCodes: string[] };
    return { session, setup, key: setup.key, recoveryCodes };
  }

  /** The audit events shipped so far matching the query, oldest first. */
  async function auditEvents(filters: Record<string, string>) {
    await app.container.auditShipper.flush();
    const response = await app.request('GET', `/audit-events?${new URLSearchParams({ ...filters, sortOrder: 'asc', limit: '100' })}`, { headers: app.adminHeaders });
    if (response.status !== 200) throw new Error(`audit events: ${response.status}`);
    return response.body.data as { action: string; actorType: string; actorId: string | null; targetId: string | null; details: Record<string, unknown> }[];
  }

  return { call, dataOf, newPerson, signIn, sessionOf, withTwoFactor, auditEvents };
}
