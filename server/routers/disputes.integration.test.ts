import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { disputes, webhookDeliveries } from '@/db/schema';
import { webhookEventSchemaOf, type WebhookEventType } from '../services/webhooks/event-catalog';
import { disputeCalls } from '../testing/dispute-fixtures';
import { backends, suiteApp, type TestApp } from '../testing/test-app';
import { allowPrivate } from '../testing/webhook-fixtures';

type Tenant = Awaited<ReturnType<TestApp['tenantWithToken']>>;

describe.each(backends)('disputes on %s', (backend) => {
  const app = suiteApp({ backend, env: allowPrivate });
  const { disputed, evidence, accept, send } = disputeCalls(app);
  let owner: Tenant;
  beforeAll(async () => {
    owner = await app.tenantWithToken({ name: 'Answering merchant', webhookUrl: 'http://127.0.0.1:9/hooks' });
  });
  const get = async (id: string, headers: Record<string, string> = owner.headers) => app.request('GET', `/disputes/${id}`, { headers });
  const setDueBy = (id: string, at: Date) => app.container.database.db.update(disputes).set({ evidenceDueBy: at }).where(eq(disputes.id, id));
  const sentAbout = async (id: string) =>
    (await app.container.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.tenantId, owner.tenant.id)).orderBy(asc(webhookDeliveries.createdAt)))
      .map((row) => row.payload as { type: WebhookEventType; data: { id: string } })
      .filter((payload) => payload.data.id === id);

  describe('POST /disputes/{id}/evidence', () => {
    it('takes the evidence, moves the dispute to UNDER_REVIEW and queues dispute.updated', async () => {
      const { dispute } = await disputed(owner.headers);
      const text = 'Delivered on 2026-03-03, signed for by the cardholder.';
      const response = await evidence(owner.headers, dispute.id, { text });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: dispute.id, status: 'UNDER_REVIEW', evidence: text, evidenceSubmittedAt: expect.any(String) });
      expect(Date.parse(response.body.evidenceSubmittedAt)).toBeGreaterThanOrEqual(Date.parse(dispute.createdAt));
      expect((await get(dispute.id)).body).toEqual(response.body);
      const sent = await sentAbout(dispute.id);
      expect(sent.map((payload) => payload.type)).toEqual(['dispute.created', 'dispute.updated']);
      expect(webhookEventSchemaOf('dispute.updated').parse(sent[1]).data).toEqual(response.body);
      expect(webhookEventSchemaOf('dispute.created').parse(sent[0]).data).toMatchObject({ status: 'NEEDS_RESPONSE', evidence: null });
    });

    it('takes exactly 20,000 characters and refuses 20,001, an empty text, a missing one and a number with a 400', async () => {
      const { dispute } = await disputed(owner.headers);
      for (const json of [{ text: 'x'.repeat(20_001) }, { text: '' }, {}, { text: 42 }, { text: 'ok', extra: 1 }]) {
        const response = await evidence(owner.headers, dispute.id, json);
        expect(response.status, JSON.stringify(json).slice(0, 40)).toBe(400);
      }
      expect((await evidence(owner.headers, dispute.id, { text: '' })).body.details).toEqual(['text must be between 1 and 20000 characters']);
      expect((await get(dispute.id)).body).toMatchObject({ status: 'NEEDS_RESPONSE', evidence: null });
      const longest = await evidence(owner.headers, dispute.id, { text: 'x'.repeat(20_000) });
      expect(longest.status).toBe(200);
      expect(longest.body.evidence).toHaveLength(20_000);
    });

    it('answers 422 once the deadline has passed, and nothing changes', async () => {
      const { dispute } = await disputed(owner.headers);
      const due = new Date(Date.now() - 60_000);
      await setDueBy(dispute.id, due);
      const response = await evidence(owner.headers, dispute.id, { text: 'Too late' });
      expect(response.status).toBe(422);
      expect(response.body.message).toBe(`Evidence was due by ${due.toISOString()}: the deadline has passed`);
      expect((await get(dispute.id)).body).toMatchObject({ status: 'NEEDS_RESPONSE', evidence: null, evidenceSubmittedAt: null });
      expect((await sentAbout(dispute.id)).map((payload) => payload.type)).toEqual(['dispute.created']);
    });

    it('answers 422 naming the status for a dispute under review, won or lost', async () => {
      const { dispute } = await disputed(owner.headers);
      expect((await evidence(owner.headers, dispute.id, { text: 'First' })).status).toBe(200);
      const again = await evidence(owner.headers, dispute.id, { text: 'Second' });
      expect(again.status).toBe(422);
      expect(again.body.message).toBe('Evidence cannot be submitted for a dispute in status UNDER_REVIEW: only a NEEDS_RESPONSE dispute takes evidence');
      await send('dispute.closed', { providerDisputeId: dispute.providerDisputeId, status: 'won' });
      expect((await evidence(owner.headers, dispute.id, { text: 'Third' })).body.message).toContain('in status WON');
      expect((await get(dispute.id)).body).toMatchObject({ status: 'WON', evidence: 'First' });
    });

    it('replays a keyed submission: the same key answers the same dispute, another payload is a 409', async () => {
      const { dispute } = await disputed(owner.headers);
      const key = { 'idempotency-key': randomUUID() };
      const first = await evidence(owner.headers, dispute.id, { text: 'Receipt attached' }, key);
      expect(first.status).toBe(200);
      const again = await evidence(owner.headers, dispute.id, { text: 'Receipt attached' }, key);
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body).toEqual(first.body);
      expect((await evidence(owner.headers, dispute.id, { text: 'Other' }, key)).status).toBe(409);
      expect((await sentAbout(dispute.id)).filter((payload) => payload.type === 'dispute.updated')).toHaveLength(1);
    });
  });

  describe('POST /disputes/{id}/accept', () => {
    it('concedes an open dispute: LOST, dispute.closed queued, audited; a closed one is a 422', async () => {
      const { dispute } = await disputed(owner.headers);
      const response = await accept(owner.headers, dispute.id);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: dispute.id, status: 'LOST', evidence: null });
      const refused = await accept(owner.headers, dispute.id);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe('Dispute is already closed (LOST): only a NEEDS_RESPONSE or UNDER_REVIEW dispute can be accepted');
      expect((await evidence(owner.headers, dispute.id, { text: 'Late' })).status).toBe(422);
      const sent = await sentAbout(dispute.id);
      expect(sent.map((payload) => payload.type)).toEqual(['dispute.created', 'dispute.closed']);
      expect(webhookEventSchemaOf('dispute.closed').parse(sent[1]).data).toEqual(response.body);
      const trail = await vi.waitFor(async () => {
        const audit = await app.request('GET', `/audit-events?targetId=${dispute.id}&sortOrder=asc`, { headers: app.adminHeaders });
        expect(audit.body.pagination.total).toBe(2);
        return audit.body.data as Array<Record<string, unknown>>;
      });
      expect(trail[1]).toMatchObject({ action: 'dispute.accepted', actorType: 'tenant', actorId: owner.tenant.id, details: { from: 'NEEDS_RESPONSE', to: 'LOST' } });
    });

    it('concedes a dispute under review, and the evidence is audited', async () => {
      const { dispute } = await disputed(owner.headers);
      await evidence(owner.headers, dispute.id, { text: 'Proof' });
      expect((await accept(owner.headers, dispute.id)).body).toMatchObject({ status: 'LOST', evidence: 'Proof' });
      const audit = await vi.waitFor(async () => {
        const found = await app.request('GET', `/audit-events?targetId=${dispute.id}&sortOrder=asc`, { headers: app.adminHeaders });
        expect(found.body.pagination.total).toBe(3);
        return found.body.data as Array<{ action: string }>;
      });
      expect(audit.map((event) => event.action)).toEqual(['dispute.created', 'dispute.evidence_submitted', 'dispute.accepted']);
    });
  });

  it('of concurrent answers to one dispute, exactly one wins and the others are 422', async () => {
    const { dispute } = await disputed(owner.headers);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, (_, index) => evidence(owner.headers, dispute.id, { text: `Evidence ${index}` })),
      ...Array.from({ length: 4 }, () => accept(owner.headers, dispute.id)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422, 422, 422, 422, 422, 422]);
    const winner = answers.find((answer) => answer.status === 200)!.body;
    expect((await get(dispute.id)).body).toEqual(winner);
    expect((await sentAbout(dispute.id)).filter((payload) => payload.type !== 'dispute.created')).toHaveLength(1);
  });

  describe('reading', () => {
    it("answers 404 to another tenant's dispute, an unknown and a malformed id, on every route; 401 without a token", async () => {
      const { dispute } = await disputed(owner.headers);
      const stranger = await app.tenantWithToken({ name: 'Dispute stranger' });
      for (const [headers, id] of [
        [stranger.headers, dispute.id],
        [owner.headers, randomUUID()],
        [owner.headers, 'not-a-uuid'],
      ] as const) {
        for (const response of [await get(id, headers), await evidence(headers, id, { text: 'x' }), await accept(headers, id)]) {
          expect(response.status).toBe(404);
          expect(response.body.message).toBe('Dispute not found');
        }
      }
      expect((await get(dispute.id, {})).status).toBe(401);
      expect((await app.request('GET', '/disputes', { headers: stranger.headers })).body).toMatchObject({ data: [], pagination: { total: 0 } });
      expect((await get(dispute.id)).body.status).toBe('NEEDS_RESPONSE');
    });

    it('lists the tenant’s disputes, filtered by status and creation date, sorted by createdAt or evidenceDueBy', async () => {
      const reader = await app.tenantWithToken({ name: 'Dispute lister' });
      const soon = (await disputed(reader.headers, { amount: 11, currency: 'EUR' }, { evidenceDueBy: '2031-01-03T00:00:00Z' })).dispute;
      const later = (await disputed(reader.headers, { amount: 12, currency: 'EUR' }, { evidenceDueBy: '2031-01-09T00:00:00Z' })).dispute;
      const middle = (await disputed(reader.headers, { amount: 13, currency: 'EUR' }, { evidenceDueBy: '2031-01-05T00:00:00Z' })).dispute;
      await accept(reader.headers, later.id);
      const list = async (query: string) => {
        const response = await app.request('GET', `/disputes${query}`, { headers: reader.headers });
        expect(response.status, query).toBe(200);
        return response.body as { data: Array<{ id: string }>; pagination: { total: number } };
      };
      const ids = (body: { data: Array<{ id: string }> }) => body.data.map((item) => item.id);
      expect(ids(await list(''))).toEqual([middle.id, later.id, soon.id]);
      expect(ids(await list('?sortOrder=asc'))).toEqual([soon.id, later.id, middle.id]);
      expect(ids(await list('?sortBy=evidenceDueBy&sortOrder=asc'))).toEqual([soon.id, middle.id, later.id]);
      expect(ids(await list('?sortBy=evidenceDueBy'))).toEqual([later.id, middle.id, soon.id]);
      expect(ids(await list('?status=LOST'))).toEqual([later.id]);
      expect((await list('?status=NEEDS_RESPONSE')).pagination.total).toBe(2);
      // Stored times have microseconds, the answers milliseconds: the first one past the first dispute's millisecond.
      const afterSoon = new Date(Date.parse(soon.createdAt) + 1).toISOString();
      expect(ids(await list(`?createdAfter=${encodeURIComponent(afterSoon)}&sortOrder=asc`))).toEqual([later.id, middle.id]);
      expect(ids(await list(`?createdBefore=${encodeURIComponent(middle.createdAt)}&sortOrder=asc`))).toEqual([soon.id, later.id]);
      expect(ids(await list('?limit=1&offset=1'))).toEqual([later.id]);
      for (const query of ['?status=OPEN', '?sortBy=amount', '?createdAfter=yesterday', '?stauts=WON']) {
        expect((await app.request('GET', `/disputes${query}`, { headers: reader.headers })).status, query).toBe(400);
      }
    });
  });

  it('takes evidence up to the deadline: an hour before it is in time', async () => {
    const { dispute } = await disputed(owner.headers);
    await app.container.database.db.update(disputes).set({ evidenceDueBy: sql`now() + interval '1 hour'` }).where(eq(disputes.id, dispute.id));
    expect((await evidence(owner.headers, dispute.id, { text: 'In time' })).status).toBe(200);
  });
});
