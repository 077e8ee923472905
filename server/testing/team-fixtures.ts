import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { people, tenantMembers } from '@/db/schema';
import { handleConsoleRequest } from '../console/handler';
import { createConsoleAdmin } from '../services/people';
import type { ConsoleSession } from '../trpc';
import { type Backend, suiteApp, type TestApp } from './test-app';
import { TestSmtpRelay } from './test-smtp-relay';

/** What the team suites share: console calls, people and tenants to manage, mailed invitation links. */

export type ConsoleAnswer = { status: number; body: any };

export const PUBLIC_BASE_URL = 'https://console.example.test';

/** The shared test relay, reading the token of the last invitation link mailed to an address. */
class Relay extends TestSmtpRelay {
  lastTokenTo(address: string): string {
    const mail = this.mailsTo(address).at(-1);
    expect(mail, `a mail to ${address}`).toBeDefined();
    const match = new RegExp(`${PUBLIC_BASE_URL}/invite/([\\w%-]+)`).exec(mail!.text);
    expect(match, `an invitation link in:\n${mail!.text}`).not.toBeNull();
    return decodeURIComponent(match![1]!);
  }
}

export const password = 'a-long-team-password';
export const systemAudit = { actor: { type: 'system' as const, id: 'test' }, correlationId: null, ip: null };

/**
 * A describe block's app mailing through a test relay, and an owner administrator's session
 * (`owner` is filled before the first test).
 */
export function teamSuite(backend: Backend) {
  const relay = new Relay();
  beforeAll(async () => {
    await relay.start();
  });
  const app: TestApp = suiteApp({
    backend,
    // Read when the app starts, once the relay above has its port.
    get env() {
      return { TRUSTED_PROXY_COUNT: '1', SMTP_URL: `smtp://127.0.0.1:${relay.port}`, MAIL_FROM: 'Console <noreply@console.example.test>', PUBLIC_BASE_URL, LOGIN_RATE_LIMIT_MAX: '1000' };
    },
  });
  const owner: ConsoleSession = { kind: 'admin', adminId: '', email: '', role: 'owner' };
  beforeAll(async () => {
    const created = await createAdmin('owner');
    Object.assign(owner, { adminId: created.id, email: created.email });
  });
  afterAll(async () => {
    await relay.stop();
  });

  const db = () => app.container.database.db;
  const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;
  const createAdmin = (role: 'owner' | 'operator' | 'viewer') =>
    createConsoleAdmin({ db: app.container.database.db, audit: systemAudit }, { email: uniqueEmail(`admin-${role}`), password, role });

  async function call(procedure: string, input: unknown, session: ConsoleSession | null, kind: 'query' | 'mutation' = 'mutation'): Promise<ConsoleAnswer> {
    const url = new URL(`http://localhost/api/trpc/${procedure}`);
    const init: RequestInit = { method: kind === 'query' ? 'GET' : 'POST', headers: { host: 'localhost', 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' } };
    if (kind === 'query') url.searchParams.set('input', JSON.stringify(input));
    else init.body = JSON.stringify(input);
    const response = await handleConsoleRequest(new Request(url, init), { container: app.container, session });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }
  const dataOf = (answer: ConsoleAnswer) => {
    if (answer.status !== 200) throw new Error(`console call failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.result.data;
  };
  const adminRoleOf = async (id: string) => (await db().select({ role: people.adminRole }).from(people).where(eq(people.id, id)))[0]?.role ?? null;
  const memberRoleOf = async (tenantId: string, personId: string) =>
    (await db().select({ role: tenantMembers.role }).from(tenantMembers).where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.personId, personId))))[0]?.role ?? null;

  /** A tenant with one owner (a person), and that owner's console session. */
  async function tenantWithOwner() {
    const { tenant } = await app.registerTenant({ name: `Team ${randomUUID().slice(0, 6)}` });
    const person = await createAdmin('viewer');
    await db().insert(tenantMembers).values({ tenantId: tenant.id, personId: person.id, role: 'owner' });
    const session: ConsoleSession = { kind: 'tenant', tenantId: tenant.id, role: 'owner', person: { id: person.id, email: person.email } };
    return { tenant, person, session };
  }

  /**
   * Runs two changes so that their transactions overlap. On PostgreSQL another connection holds a
   * lock on a row the first change needs, released once both changes wait or one of them is done:
   * without the service's own locking, the second change would then commit while the first still
   * relies on the owners it counted before. PGlite has one connection: its
   * transactions run one after the other whatever the service does.
   */
  async function overlapping(lock: (tx: postgres.TransactionSql) => Promise<unknown>, changes: [() => Promise<ConsoleAnswer>, () => Promise<ConsoleAnswer>]): Promise<ConsoleAnswer[]> {
    if (backend !== 'postgres') return Promise.all(changes.map((change) => change()));
    const holder = postgres(app.databaseUrl!, { max: 2, onnotice: () => {} });
    try {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holding = holder.begin(async (tx) => {
        await lock(tx);
        locked();
        await released;
      });
      await isLocked;
      let settled = 0;
      const running = changes.map((change) => change().finally(() => (settled += 1)));
      await vi.waitFor(
        async () => {
          const [row] = await holder`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`;
          expect(settled > 0 || row!.waiting >= 2).toBe(true);
        },
        { timeout: 10_000, interval: 20 },
      );
      release();
      await holding;
      return await Promise.all(running);
    } finally {
      await holder.end();
    }
  }

  /** Invites, delivers the outbox through the relay, and returns the token of the mailed link. */
  async function invite(procedure: string, input: { email: string; role: string }, session: ConsoleSession) {
    const sent = dataOf(await call(procedure, input, session));
    await app.container.mailDispatcher.flush();
    return { id: sent.id as string, token: relay.lastTokenTo(input.email) };
  }

  return { app, relay, owner, db, uniqueEmail, createAdmin, call, dataOf, adminRoleOf, memberRoleOf, tenantWithOwner, overlapping, invite };
}
