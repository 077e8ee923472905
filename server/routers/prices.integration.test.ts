import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { backends, suiteApp, type TestApp } from '../testing/test-app';

/** Prices: created once, read, listed with their filters, renamed and archived; what they charge never changes. */
describe.each(backends)('prices on %s', (backend) => {
  const app = suiteApp({ backend, env: { RATE_LIMIT_MAX: '1000' } });
  let owner: Awaited<ReturnType<TestApp['tenantWithToken']>>;
  beforeAll(async () => {
    owner = await app.tenantWithToken({ name: 'Pricing merchant' });
  });
  const create = (json: unknown, headers: Record<string, string> = owner.headers) => app.request('POST', '/prices', { headers, json });

  const auditOf = async (targetId: string) => {
    await app.container.auditShipper.flush();
    const response = await app.request('GET', `/audit-events?${new URLSearchParams({ targetId, sortOrder: 'asc' })}`, { headers: app.adminHeaders });
    return response.body.data as Array<{ action: string; actorType: string; actorId: string; details: Record<string, unknown> }>;
  };

  it('creates a recurring price in minor units (201), answers its main-unit amount exactly, and audits it', async () => {
    const created = await create({ nickname: 'Pro monthly', currency: 'EUR', unitAmount: 1990, recurring: { interval: 'month' }, trialDays: 14 });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      tenantId: owner.tenant.id,
      nickname: 'Pro monthly',
      currency: 'EUR',
      unitAmount: 1990,
      unitAmountDecimal: '19.90',
      type: 'recurring',
      recurring: { interval: 'month', intervalCount: 1 },
      trialDays: 14,
      active: true,
      createdAt: expect.any(String),
      updatedAt: created.body.createdAt,
    });
    expect((await app.request('GET', `/prices/${created.body.id}`, { headers: owner.headers })).body).toEqual(created.body);
    const audit = await auditOf(created.body.id);
    expect(audit.map((event) => event.action)).toEqual(['price.created']);
    expect(audit[0]).toMatchObject({ actorType: 'tenant', actorId: owner.tenant.id, details: { currency: 'EUR', unitAmount: 1990 } });
  });

  it('creates one-off and free prices, and every-N-intervals schedules up to three years', async () => {
    const once = await create({ currency: 'HUF', unitAmount: 123456 });
    expect(once.body).toMatchObject({ type: 'one_time', recurring: null, trialDays: null, nickname: null, unitAmountDecimal: '1234.56' });
    expect((await create({ currency: 'USD', unitAmount: 0, recurring: { interval: 'year' } })).body).toMatchObject({ unitAmount: 0, unitAmountDecimal: '0.00' });
    expect((await create({ currency: 'GBP', unitAmount: 500, recurring: { interval: 'week', intervalCount: 2 } })).body.recurring).toEqual({ interval: 'week', intervalCount: 2 });
    expect((await create({ currency: 'EUR', unitAmount: 99, recurring: { interval: 'month', intervalCount: 36 } })).status).toBe(201);
    // The payment maximum, in minor units.
    expect((await create({ currency: 'EUR', unitAmount: 1_000_000_000 })).body.unitAmountDecimal).toBe('10000000.00');
  });

  it('refuses bad input with a 400 naming the rule, and stores nothing', async () => {
    const tenant = await app.tenantWithToken();
    const cases: Array<[unknown, string[]]> = [
      [{ currency: 'EUR', unitAmount: '0x1F' }, ['unitAmount must be an integer (minor units: cents)']],
      [{ currency: 'EUR', unitAmount: '1990' }, ['unitAmount must be an integer (minor units: cents)']],
      [{ currency: 'EUR', unitAmount: true }, ['unitAmount must be an integer (minor units: cents)']],
      [{ currency: 'EUR', unitAmount: 19.9 }, ['unitAmount must be an integer (minor units: cents)']],
      [{ currency: 'EUR', unitAmount: -1 }, ['unitAmount must be 0 or more']],
      [{ currency: 'EUR', unitAmount: 1_000_000_001 }, ['unitAmount must be at most 1000000000 for EUR (10000000.00 EUR)']],
      [{ currency: 'EUR' }, ['unitAmount is required']],
      [{ currency: 'XYZ', unitAmount: 100 }, ['currency must be one of HUF, EUR, USD, GBP, CHF, CZK, PLN, RON']],
      [{ currency: 'eur', unitAmount: 100 }, ['currency must be one of HUF, EUR, USD, GBP, CHF, CZK, PLN, RON']],
      [{ unitAmount: 100 }, ['currency is required']],
      [{ currency: 'EUR', unitAmount: 100, recurring: { interval: 'fortnight' } }, ['recurring.interval must be one of day, week, month, year']],
      [{ currency: 'EUR', unitAmount: 100, recurring: { interval: 'month', intervalCount: 0 } }, ['recurring.intervalCount must be at least 1']],
      [{ currency: 'EUR', unitAmount: 100, recurring: { interval: 'month', intervalCount: 37 } }, ['recurring.intervalCount must be at most 36 for month (three years)']],
      [{ currency: 'EUR', unitAmount: 100, recurring: { interval: 'year', intervalCount: '2' } }, ['recurring.intervalCount must be an integer']],
      [{ currency: 'EUR', unitAmount: 100, trialDays: 7 }, ['trialDays is only taken by a recurring price']],
      [{ currency: 'EUR', unitAmount: 100, recurring: { interval: 'day' }, trialDays: 731 }, ['trialDays must be between 1 and 730']],
      [{ currency: 'EUR', unitAmount: 100, nickname: '' }, ['nickname must be between 1 and 100 characters']],
    ];
    for (const [json, details] of cases) {
      const response = await create(json, tenant.headers);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(response.body, JSON.stringify(json)).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'Validation failed', path: '/prices', details });
    }
    expect((await app.request('GET', '/prices', { headers: tenant.headers })).body.pagination.total).toBe(0);
  });

  it('renames and archives; an archived price stays readable and listed unless filtered out; what it charges cannot change', async () => {
    const price = (await create({ currency: 'EUR', unitAmount: 4900, recurring: { interval: 'month' }, nickname: 'Team' })).body;
    const renamed = await app.request('PATCH', `/prices/${price.id}`, { headers: owner.headers, json: { nickname: 'Team (2026)' } });
    expect(renamed.body).toMatchObject({ nickname: 'Team (2026)', active: true, unitAmount: 4900 });
    const archived = await app.request('PATCH', `/prices/${price.id}`, { headers: owner.headers, json: { active: false } });
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ active: false, nickname: 'Team (2026)' });
    expect((await app.request('GET', `/prices/${price.id}`, { headers: owner.headers })).body.active).toBe(false);
    const ids = async (query: string) => (await app.request('GET', `/prices${query}`, { headers: owner.headers })).body.data.map((item: { id: string }) => item.id);
    expect(await ids('')).toContain(price.id);
    expect(await ids('?active=true')).not.toContain(price.id);
    expect(await ids('?active=false')).toEqual([price.id]);
    expect(await ids('?type=one_time')).not.toContain(price.id);
    expect(await ids('?type=recurring&currency=EUR&active=false')).toEqual([price.id]);

    const refused = await app.request('PATCH', `/prices/${price.id}`, { headers: owner.headers, json: { unitAmount: 5900, currency: 'USD', nickname: 'Sneaky' } });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([
      'currency cannot be changed: create a new price and archive this one',
      'unitAmount cannot be changed: create a new price and archive this one',
    ]);
    expect((await app.request('PATCH', `/prices/${price.id}`, { headers: owner.headers, json: { active: 'no' } })).body.details).toEqual(['active must be true or false']);
    expect((await app.request('GET', '/prices?active=yes', { headers: owner.headers })).body.details).toEqual(['active must be true or false']);
    expect((await app.request('GET', `/prices/${price.id}`, { headers: owner.headers })).body).toMatchObject({ unitAmount: 4900, currency: 'EUR', nickname: 'Team (2026)' });

    const restored = await app.request('PATCH', `/prices/${price.id}`, { headers: owner.headers, json: { active: true } });
    expect(restored.body.active).toBe(true);
    expect((await auditOf(price.id)).map((event) => event.action)).toEqual(['price.created', 'price.updated', 'price.archived', 'price.restored']);
  });

  it('replays a create sent again with the same Idempotency-Key (200, one price), and refuses the key with another body', async () => {
    const tenant = await app.tenantWithToken();
    const key = randomUUID();
    const json = { currency: 'CHF', unitAmount: 1500 };
    const first = await create(json, { ...tenant.headers, 'idempotency-key': key });
    const second = await create(json, { ...tenant.headers, 'idempotency-key': key });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    const other = await create({ ...json, unitAmount: 1600 }, { ...tenant.headers, 'idempotency-key': key });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('Idempotency-Key was already used with a different payload');
    expect((await app.request('GET', '/prices', { headers: tenant.headers })).body.pagination.total).toBe(1);
  });

  it('answers 404 for another tenant’s price on every route and never lists it', async () => {
    const intruder = await app.tenantWithToken();
    const price = (await create({ currency: 'EUR', unitAmount: 100 })).body;
    expect((await app.request('GET', `/prices/${price.id}`, { headers: intruder.headers })).body).toMatchObject({ statusCode: 404, message: 'Price not found' });
    expect((await app.request('PATCH', `/prices/${price.id}`, { headers: intruder.headers, json: { active: false } })).status).toBe(404);
    expect((await app.request('GET', '/prices', { headers: intruder.headers })).body.data).toEqual([]);
    expect((await app.request('GET', `/prices/${price.id}`, { headers: owner.headers })).body.active).toBe(true);
    expect((await app.request('GET', '/prices')).status).toBe(401);
  });
});
