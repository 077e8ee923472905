import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleConsoleRequest } from '../console/handler';
import { recordAuditEvent } from '../services/audit/record-audit-event';
import { createConsoleAdmin, signInPerson } from '../services/people';
import { backends, startTestApp, type TestApp } from '../testing/test-app';
import type { ConsoleSession } from '../trpc';

type NamedEvent = { id: string; at: string; action: string; actorType: string; actorId: string | null; actorName: string | null; targetType: string | null; targetId: string | null; targetName: string | null };

/**
 * The administrators' audit log names who did what to which record (a tenant by its name, an
 * administrator by e-mail) besides the ids, reads a date range with both ends, and offers the
 * actions it holds for its filter.
 */
describe.each(backends)('the audit log on %s', (backend) => {
  let app: TestApp;
  const run = randomBytes(3).toString('hex');
  const db = () => app.container.database.db;
  const audit = { correlationId: null, ip: null };

  /** The shipped events matching the query, newest first. */
  async function events(query: Record<string, string>): Promise<NamedEvent[]> {
    await app.container.auditShipper.flush();
    const response = await app.request('GET', `/audit-events?${new URLSearchParams({ limit: '100', ...query })}`, { headers: app.adminHeaders });
    expect(response.status, response.text).toBe(200);
    return response.body.data as NamedEvent[];
  }
  const only = async (query: Record<string, string>) => {
    const found = await events(query);
    expect(found).toHaveLength(1);
    return found[0]!;
  };

  beforeAll(async () => {
    app = await startTestApp({ backend });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('names a tenant by its name, as target and as actor, and the admin API key as such', async () => {
    const { tenant, headers } = await app.tenantWithToken({ name: `Acme Widgets ${run}` });
    expect(await only({ targetId: tenant.id, action: 'tenant.registered' })).toMatchObject({
      actorType: 'admin',
      actorId: 'admin-api-key',
      actorName: 'API key',
      targetType: 'tenant',
      targetName: tenant.name,
    });
    expect(await only({ actorId: tenant.id, action: 'tenant.login.succeeded' })).toMatchObject({ actorType: 'tenant', actorName: tenant.name });

    // Renamed, the tenant reads under its name of now in every event, older ones too.
    expect((await app.request('PATCH', '/tenants/me', { headers, json: { name: `Acme Renamed ${run}` } })).status).toBe(200);
    expect((await only({ targetId: tenant.id, action: 'tenant.registered' })).targetName).toBe(`Acme Renamed ${run}`);
  });

  it('names an administrator by e-mail', async () => {
    const email = `ana-${run}@example.com`;
    await createConsoleAdmin({ db: db(), audit: { ...audit, actor: { type: 'system', id: null } } }, { email, password: 'a-long-password-1' });
    const notices = { mailer: app.container.mailer, secrets: app.container.secrets, publicBaseUrl: app.container.config.publicBaseUrl };
    const { person: admin } = await signInPerson({ db: db(), audit: { ...audit, actor: { type: 'anonymous', id: null } }, ...notices }, { email, password: 'a-long-password-1' }, { userAgent: null, ip: null });
    expect(await only({ actorId: admin.id, action: 'person.sign_in.succeeded' })).toMatchObject({ actorType: 'person', actorName: email, targetName: email });
    expect(await only({ targetId: admin.id, action: 'console_admin.created' })).toMatchObject({ actorType: 'system', actorName: null, targetName: email });
  });

  it('names a tenant no longer stored by the name its event recorded, or not at all', async () => {
    const gone = randomUUID();
    const unnamed = randomUUID();
    const system = { ...audit, actor: { type: 'system' as const, id: null } };
    await recordAuditEvent(db(), system, { action: 'tenant.registered', targetType: 'tenant', targetId: gone, details: { name: `Gone Ltd ${run}` } });
    await recordAuditEvent(db(), system, { action: 'tenant.suspended', targetType: 'tenant', targetId: unnamed });
    expect((await only({ targetId: gone })).targetName).toBe(`Gone Ltd ${run}`);
    expect(await only({ targetId: unnamed })).toMatchObject({ targetId: unnamed, targetName: null });
  });

  it('reads a range of time: createdAfter from an instant, createdBefore up to (not including) one', async () => {
    const { tenant } = await app.registerTenant({ name: `Ranged ${run}` });
    const event = await only({ targetId: tenant.id, action: 'tenant.registered' });
    const at = Date.parse(event.at);
    const iso = (ms: number) => new Date(ms).toISOString();
    const within = (createdAfter: number, createdBefore: number) => events({ targetId: tenant.id, createdAfter: iso(createdAfter), createdBefore: iso(createdBefore) });
    expect((await within(at - 1000, at + 1)).map((found) => found.id)).toEqual([event.id]);
    expect(await within(at - 1000, at)).toEqual([]);
    expect(await within(at + 1, at + 1000)).toEqual([]);
    // A whole day as a date: the event's day up to the next.
    const day = event.at.slice(0, 10);
    const next = iso(Date.parse(`${day}T00:00:00Z`) + 86_400_000).slice(0, 10);
    expect((await events({ targetId: tenant.id, createdAfter: day, createdBefore: next })).map((found) => found.id)).toEqual([event.id]);

    const refused = await app.request('GET', '/audit-events?createdBefore=2026-02-30', { headers: app.adminHeaders });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual(['createdBefore must be an ISO 8601 date or date-time']);
  });

  it('offers the actions the log holds, each once, in alphabetical order, to administrators only', async () => {
    await app.registerTenant({ name: `Actions ${run}` });
    await app.container.auditShipper.flush();
    const ask = async (session: ConsoleSession | null) => {
      const response = await handleConsoleRequest(new Request('http://localhost/api/trpc/audit.actions', { headers: { host: 'localhost' } }), { container: app.container, session });
      return { status: response.status, body: await response.json() };
    };
    const answer = await ask({ kind: 'admin', adminId: randomUUID(), email: 'actions@example.com', role: 'owner' });
    expect(answer.status).toBe(200);
    const actions = answer.body.result.data.actions as string[];
    expect(actions).toEqual(expect.arrayContaining(['tenant.registered']));
    expect(actions).toEqual([...new Set(actions)].sort());
    expect((await ask(null)).status).toBe(401);
  });
});
