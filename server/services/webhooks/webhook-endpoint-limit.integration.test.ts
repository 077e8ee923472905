import { and, count, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookEndpoints } from '@/db/schema';
import { endpointCalls, publicUrl } from '../../testing/endpoint-fixtures';
import { backends, suiteApp } from '../../testing/test-app';

const LIMIT_MESSAGE = 'A tenant can have at most 20 webhook endpoints; remove one first';

describe.each(backends)('the limit of 20 webhook endpoints per tenant on %s', (backend) => {
  const app = suiteApp({ backend });
  const { base, create, list, remove } = endpointCalls(app);
  const post = (headers: Record<string, string>, path: string) => app.request('POST', base, { headers, json: { url: publicUrl(path) } });
  // The endpoints stored: every row with a URL (a primary without one holds the tenant's secret alone).
  const rowsOf = async (tenantId: string) => {
    const [row] = await app.container.database.db
      .select({ value: count() })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.tenantId, tenantId), isNotNull(webhookEndpoints.url)));
    return row!.value;
  };

  it('counts the primary endpoint: 19 more fit beside it, the next is a 422 until one is removed', async () => {
    const { tenant, headers } = await app.tenantWithToken({ webhookUrl: publicUrl('primary') });
    const added = [];
    for (let index = 1; index <= 19; index++) added.push(await create(headers, { url: publicUrl(`extra-${index}`) }));

    const refused = await post(headers, 'one-too-many');
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity', message: LIMIT_MESSAGE });
    expect((await list(headers)).body.pagination.total).toBe(20);
    expect(await rowsOf(tenant.id)).toBe(20);

    expect((await remove(headers, added[0]!.id)).status).toBe(200);
    expect((await post(headers, 'after-removal')).status).toBe(201);
    expect((await post(headers, 'again-too-many')).status).toBe(422);
  });

  it('creates exactly 20 of 25 concurrent additions on a fresh tenant, and refuses the other 5', async () => {
    const { tenant, headers } = await app.tenantWithToken();
    const answers = await Promise.all(Array.from({ length: 25 }, (_, index) => post(headers, `concurrent-${index}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201), statuses.join(' ')).toHaveLength(20);
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    for (const answer of answers.filter((each) => each.status === 422)) expect(answer.body.message).toBe(LIMIT_MESSAGE);

    expect(await rowsOf(tenant.id)).toBe(20);
    const listed = await list(headers, '?limit=100');
    expect(listed.body.pagination.total).toBe(20);
    expect(new Set(listed.body.data.map((endpoint: { id: string }) => endpoint.id))).toEqual(new Set(answers.filter((answer) => answer.status === 201).map((answer) => answer.body.id)));
  });

  it('still takes the tenant’s own webhookUrl at the limit, as its primary endpoint', async () => {
    const { tenant, headers } = await app.tenantWithToken();
    for (let index = 1; index <= 20; index++) await create(headers, { url: publicUrl(`full-${index}`) });

    const patched = await app.request('PATCH', '/tenants/me', { headers, json: { webhookUrl: publicUrl('own') } });
    expect(patched.status, patched.text).toBe(200);
    expect(await rowsOf(tenant.id)).toBe(21);
    expect((await list(headers, '?limit=100')).body.data.filter((endpoint: { primary: boolean }) => endpoint.primary)).toEqual([
      expect.objectContaining({ url: publicUrl('own'), primary: true }),
    ]);
    expect((await post(headers, 'over')).status).toBe(422);
  });
});
