import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleSessions, invitations, webauthnChallenges } from '@/db/schema';
import { handleConsoleRequest } from '../console/handler';
import { confirmAppSecretMessage, confirmItsYouMessage } from '../services/people/fresh-check';
import { consoleCaller } from '../testing/two-factor-fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';
import type { ConsoleSession, ProcedureMeta } from '../trpc';
import { appRouter } from '.';

/**
 * Every mutation that needs no fresh check, with the reason. A mutation that grants access, sends
 * events elsewhere, or reveals or replaces a secret is marked `fresh` instead; one that is neither
 * marked nor named here fails the inventory below, so a new mutation cannot skip the decision.
 */
const notAConsoleSession = 'called with a key or a token, never with a console session: there is no browser left signed in to confirm';
const signIn = 'a sign-in: checking the credential is what it does';
const confirmation = 'the confirmation itself';
const takesAccessAway = 'takes access away; grants none';
const sameDestination = 'sends to the endpoint already set; sends nothing elsewhere';
const business = "the tenant's payments, as its API does: changes neither who may act, nor where events go, nor a secret";
const billing = "the tenant's customers and prices, as its API does: changes neither who may act, nor where events go, nor a secret";
const scheduledRun = 'a scheduled run: removes what is past its retention or sends what is due, to where it was addressed';

const safeMutations: Record<string, string> = {
  'tenants.register': 'creates a new, empty tenant: its app secret, shown once, opens nothing that existed before',
  'tenants.login': signIn,
  'tenants.suspend': takesAccessAway,
  'tenants.reactivate': "gives a suspended tenant back its own credentials' access; grants none to anyone new",
  'webhooks.sendTest': sameDestination,
  'webhooks.resend': sameDestination,
  'webhooks.runDeliveries': scheduledRun,
  'webhookEndpoints.delete': 'stops deliveries to an endpoint: sends nothing elsewhere, reveals no secret',
  'webhookEndpoints.test': sameDestination,
  'webhookEndpoints.recover': sameDestination,
  'payments.create': business,
  'payments.cancel': business,
  'refunds.create': business,
  'disputes.submitEvidence': business,
  'disputes.accept': business,
  'customers.create': billing,
  'customers.update': billing,
  'customers.delete': billing,
  'prices.create': billing,
  'prices.update': billing,
  'providerWebhooks.paymentProvider': notAConsoleSession,
  'console.signIn': signIn,
  'console.signInTenant': signIn,
  'me.rename': 'a display name',
  'me.changePassword': 'asks for the current password itself',
  'me.endSession': takesAccessAway,
  'me.endOtherSessions': takesAccessAway,
  'me.reverify': confirmation,
  'account.register': notAConsoleSession,
  'account.login': notAConsoleSession,
  'account.refresh': notAConsoleSession,
  'account.logout': notAConsoleSession,
  'account.updateProfile': notAConsoleSession,
  'account.confirmEmail': notAConsoleSession,
  'account.parentalConsent': notAConsoleSession,
  'account.deleteAccount': notAConsoleSession,
  'account.createApiKey': notAConsoleSession,
  'account.revokeApiKey': notAConsoleSession,
  'courses.create': notAConsoleSession,
  'courses.update': notAConsoleSession,
  'courses.delete': notAConsoleSession,
  'jobs.runRetention': scheduledRun,
  'jobs.sendMails': scheduledRun,
  'jobs.reconcilePayments': scheduledRun,
  'paymentConnectors.test': 'a live check of the stored credentials: changes nothing',
  'paymentConnectors.disable': takesAccessAway,
  'stripeWebhooks.receive': notAConsoleSession,
  'passkeys.registrationOptions': 'only a challenge: `passkeys.register`, which adds the key, is fresh',
  'passkeys.rename': 'a label',
  'passkeys.reverifyOptions': confirmation,
  'passkeys.reverify': confirmation,
  'passkeys.signInOptions': signIn,
  'passkeys.signIn': signIn,
  'team.endAdminSessions': takesAccessAway,
  'team.revokeInvitation': takesAccessAway,
  'team.endMemberSessions': takesAccessAway,
  'team.revokeMemberInvitation': takesAccessAway,
  'invitations.accept': 'the invited person, with the token from their mail: no console session',
  'passwordReset.request': notAConsoleSession,
  'passwordReset.complete': 'the token mailed to the person is the check: no console session',
};

type Procedure = { meta?: ProcedureMeta };

/**
 * Every procedure of the router by path. A built tRPC router carries its record as its own
 * properties beside `_def` and `createCaller` (tRPC's public `TRPCBuiltRouter` type), a
 * procedure is a function and a nested router a plain object; a procedure's `meta` is public too.
 */
function proceduresOf(record: object, prefix = ''): { path: string; procedure: Procedure }[] {
  return Object.entries(record).flatMap(([key, value]: [string, unknown]) => {
    if (key === '_def' || key === 'createCaller') return [];
    if (typeof value === 'function') return [{ path: `${prefix}${key}`, procedure: value as Procedure }];
    return value && typeof value === 'object' ? proceduresOf(value, `${prefix}${key}.`) : [];
  });
}

describe('fresh checks', () => {
  let app: TestApp;
  let consoleApi: ReturnType<typeof consoleCaller>;

  beforeAll(async () => {
    app = await startTestApp({ backend: 'postgres', env: { RATE_LIMIT_MAX: '10000' } });
    consoleApi = consoleCaller(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  /**
   * Which procedures are mutations, asked of the console's endpoint itself: it answers a GET to a
   * mutation with 405 before anything runs (no caller, so no query gets past its authentication).
   */
  async function mutationPaths(paths: string[]): Promise<string[]> {
    const answers = await Promise.all(
      paths.map(async (path) => {
        const response = await handleConsoleRequest(new Request(`http://localhost/api/trpc/${path}`, { headers: { host: 'localhost' } }), { container: app.container, session: null });
        await response.body?.cancel();
        return { path, mutation: response.status === 405 };
      }),
    );
    return answers.filter((answer) => answer.mutation).map((answer) => answer.path);
  }

  it('marks every mutation fresh or names it, with its reason, among the safe ones', async () => {
    const procedures = proceduresOf(appRouter);
    const mutations = await mutationPaths(procedures.map((entry) => entry.path));
    const fresh = new Set(procedures.filter((entry) => entry.procedure.meta?.fresh === true).map((entry) => entry.path));
    expect(mutations.length).toBeGreaterThan(50);
    expect(mutations.filter((path) => !fresh.has(path) && !(path in safeMutations)), 'mutations neither fresh nor named safe').toEqual([]);
    // The list stays true: each name is a mutation, not also marked fresh.
    expect(Object.keys(safeMutations).filter((path) => !mutations.includes(path) || fresh.has(path)), 'stale names in the safe list').toEqual([]);
    // What hands over control is among the fresh ones.
    for (const path of [
      'team.inviteAdmin',
      'team.inviteMember',
      'team.inviteFirstOwner',
      'tenants.updateMe',
      'webhookEndpoints.create',
      'webhookEndpoints.update',
      'passkeys.register',
      'twoFactor.startSetup',
      'twoFactor.confirmSetup',
      'twoFactor.disable',
      'twoFactor.regenerateRecoveryCodes',
      'apiKeys.create',
      'apiKeys.update',
      'apiKeys.roll',
      'apiKeys.revoke',
      'apiKeys.revokeForTenant',
    ]) {
      expect(fresh.has(path), path).toBe(true);
    }
  });

  it('refuses a stale owner session that invites an owner, and invites nobody', async () => {
    const owner = await consoleApi.newPerson();
    const session = consoleApi.sessionOf(owner, await consoleApi.signIn(owner));
    await app.container.database.db
      .update(consoleSessions)
      .set({ verifiedAt: sql`now() - interval '11 minutes'` })
      .where(eq(consoleSessions.id, (session as { sessionId: string }).sessionId));
    const email = `new-owner-${Date.now()}@example.com`;
    const refused = await consoleApi.call('team.inviteAdmin', { email, role: 'owner' }, session);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ message: confirmItsYouMessage, data: { reason: 'reverify_required' } });
    expect(await app.container.database.db.select().from(invitations).where(eq(invitations.email, email))).toEqual([]);

    expect((await consoleApi.call('me.reverify', { password: owner.password }, session)).status).toBe(200);
    expect((await consoleApi.call('team.inviteAdmin', { email, role: 'owner' }, session)).status).toBe(200);
  });

  describe('the app-secret sign-in', () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

    it('must enter its app secret again before reading or replacing the webhook secret once ten minutes have passed', async () => {
      const { tenant } = await app.registerTenant({ name: 'App secret, stale' });
      const freshSession: ConsoleSession = { kind: 'tenant', tenantId: tenant.id, role: 'owner', appSecretEnteredAt: minutesAgo(1) };
      const before = await consoleApi.call('webhooks.secret', {}, freshSession, { kind: 'query' });
      expect(before.status).toBe(200);

      for (const stale of [{ ...freshSession, appSecretEnteredAt: minutesAgo(10.4) }, { kind: 'tenant', tenantId: tenant.id, role: 'owner' } satisfies ConsoleSession]) {
        const read = await consoleApi.call('webhooks.secret', {}, stale, { kind: 'query' });
        expect(read.status).toBe(403);
        expect(read.body.error).toMatchObject({ message: confirmAppSecretMessage, data: { reason: 'reverify_required' } });
        expect(JSON.stringify(read.body)).not.toContain(before.body.result.data.secret);
        const rotated = await consoleApi.call('webhooks.rotateSecret', {}, stale);
        expect(rotated.body.error).toMatchObject({ message: confirmAppSecretMessage, data: { reason: 'reverify_required' } });
        const renamed = await consoleApi.call('tenants.updateMe', { webhookUrl: 'https://elsewhere.example.com/hook' }, stale);
        expect(renamed.body.error?.data?.reason).toBe('reverify_required');
      }
      // Nothing changed: the same secret, no webhook URL.
      expect(consoleApi.dataOf(await consoleApi.call('webhooks.secret', {}, freshSession, { kind: 'query' }))).toEqual(before.body.result.data);
      expect(consoleApi.dataOf(await consoleApi.call('tenants.me', {}, freshSession, { kind: 'query' })).webhookUrl).toBeNull();
      // A read that reveals nothing is not asked.
      expect((await consoleApi.call('webhooks.secretGrace', {}, { ...freshSession, appSecretEnteredAt: minutesAgo(60) }, { kind: 'query' })).status).toBe(200);
    });

    it('must enter its app secret again before creating, changing, rolling or revoking an API key once ten minutes have passed', async () => {
      const { tenant } = await app.registerTenant({ name: 'App secret, API keys' });
      const freshSession: ConsoleSession = { kind: 'tenant', tenantId: tenant.id, role: 'owner', appSecretEnteredAt: minutesAgo(1) };
      const stale: ConsoleSession = { ...freshSession, appSecretEnteredAt: minutesAgo(11) };
      const created = consoleApi.dataOf(await consoleApi.call('apiKeys.create', { name: 'From the console', permissions: { payments: 'read' } }, freshSession));
      expect(created.key).toMatch(/^bk_/);

      for (const [procedure, input] of [
        ['apiKeys.create', { name: 'Stale', permissions: 'all' }],
        ['apiKeys.update', { id: created.id, permissions: 'all' }],
        ['apiKeys.roll', { id: created.id, expireOldIn: 'now' }],
        ['apiKeys.revoke', { id: created.id }],
      ] as const) {
        const refused = await consoleApi.call(procedure, input, stale);
        expect(refused.status, procedure).toBe(403);
        expect(refused.body.error).toMatchObject({ message: confirmAppSecretMessage, data: { reason: 'reverify_required' } });
      }
      // Nothing changed: one key, as it was made; listing asks for nothing.
      const listed = consoleApi.dataOf(await consoleApi.call('apiKeys.list', {}, stale, { kind: 'query' }));
      expect(listed.data).toEqual([expect.objectContaining({ id: created.id, state: 'active', permissions: expect.objectContaining({ payments: 'read', refunds: 'none' }) })]);
    });
  });

  describe('scheduled runs from the console', () => {
    const operator = async (): Promise<ConsoleSession> => {
      const person = await consoleApi.newPerson();
      return { ...consoleApi.sessionOf(person, await consoleApi.signIn(person)), role: 'operator' } as ConsoleSession;
    };

    it('answer a GET with 405 and run nothing; a POST runs them', async () => {
      const session = await operator();
      const db = app.container.database.db;
      const [expired] = await db
        .insert(webauthnChallenges)
        .values({ challenge: 'expired-challenge', purpose: 'sign_in', expiresAt: new Date(Date.now() - 3_600_000) })
        .returning({ id: webauthnChallenges.id });
      const stillThere = async () => (await db.select().from(webauthnChallenges).where(eq(webauthnChallenges.id, expired!.id))).length === 1;

      for (const path of ['jobs.runRetention', 'jobs.sendMails', 'webhooks.runDeliveries']) {
        // As a cross-site link or image would send it: a GET with the operator's cookie.
        const response = await handleConsoleRequest(new Request(`http://localhost/api/trpc/${path}?input=${encodeURIComponent('{}')}`, { headers: { host: 'localhost' } }), {
          container: app.container,
          session,
        });
        expect(response.status, path).toBe(405);
      }
      expect(await stillThere()).toBe(true);

      expect(consoleApi.dataOf(await consoleApi.call('jobs.runRetention', {}, session)).passkeyChallengesRemoved).toBeGreaterThanOrEqual(1);
      expect(await stillThere()).toBe(false);
      expect((await consoleApi.call('jobs.sendMails', {}, session)).status).toBe(200);
      expect((await consoleApi.call('webhooks.runDeliveries', {}, session)).status).toBe(200);
    });

    it('keep their REST GET routes for the scheduler, with its own credential only', async () => {
      expect((await app.request('GET', '/cron/retention', { headers: app.adminHeaders })).status).toBe(200);
      expect((await app.request('GET', '/cron/mail')).status).toBe(401);
    });
  });
});
