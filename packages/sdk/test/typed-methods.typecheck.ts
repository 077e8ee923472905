/** Compile-time checks of the generated method types (run by `tsc --noEmit`; nothing here is executed). */
import { createAccountClient, createBillingClient, createCourseClient, verifyWebhook } from '../src/index';
const c = createBillingClient({ baseUrl: 'x', appId: 'a', appSecret: 'b' });
export async function f() {
  const p = await c.payments.create({ amount: 1, currency: 'USD', userId: 'u' });
  const id: string = p.id;
  for await (const q of c.payments.list({ limit: 5 })) { const s: string = q.status; void s; }
  const page = await c.payments.listPage({ status: 'PENDING' });
  const t: number = page.pagination.total;
  const r = await c.request('get', '/payments/{id}', { path: { id } });
  const x: string = r.currency;
  await c.tenants.suspend('id');
  // @ts-expect-error unknown operation
  await c.payments.nope();
  return [t, x];
}
export async function g() {
  for await (const q of c.payments.list()) {
    // @ts-expect-error status is a string union, not a number
    const n: number = q.status;
    void n;
  }
  // @ts-expect-error the body is required
  await c.payments.create();
  const tenant = await c.tenants.register({ name: 'n', appSecret: 'a-long-secret-123' } as never);
  // @ts-expect-error no such field
  void tenant.nope;
}

export async function apiKeys() {
  const created = await c.apiKeys.create({ name: 'Reporting', permissions: { payments: 'read' }, allowedIps: ['203.0.113.0/24'] });
  const key: string = created.key;
  const rolled = await c.apiKeys.roll(created.id, { expireOldIn: '1h' });
  const previous: string | null = rolled.previous.expiresAt;
  const reporting = createBillingClient({ baseUrl: 'x', apiKey: key });
  for await (const p of reporting.payments.list()) void p.id;
  const admin = createBillingClient({ baseUrl: 'x', adminKey: 'k' });
  await admin.apiKeys.revokeForTenant('tenant-id', created.id);
  // @ts-expect-error the key's id is needed beside the tenant's
  await admin.apiKeys.revokeForTenant('tenant-id');
  // @ts-expect-error one credential at a time
  createBillingClient({ baseUrl: 'x', apiKey: key, appId: 'a', appSecret: 'b' });
  // @ts-expect-error permissions are none, read or write
  await c.apiKeys.create({ name: 'n', permissions: { payments: 'admin' } });
  return previous;
}

/** The examples of docs/sdk.md, kept compiling. */
export async function documented() {
  const billing = createBillingClient({ baseUrl: 'https://billing.example.com', appId: 'app', appSecret: 'secret' });
  const payment = await billing.payments.create({ amount: 12.5, currency: 'EUR', userId: 'user-1' });
  await billing.payments.cancel(payment.id);
  const refund = await billing.refunds.create(payment.id, { amount: 5 });
  await billing.payments.create({ amount: 1, currency: 'EUR', userId: 'u' }, { idempotencyKey: crypto.randomUUID() });
  for await (const p of billing.payments.list({ status: 'SUCCEEDED', createdAfter: '2026-01-01T00:00:00Z' })) void [p.id, p.amount];
  const page = await billing.payments.listPage({ limit: 20, offset: 40 });
  for await (const d of billing.webhooks.deliveries({ status: 'FAILED' })) void d.id;
  await billing.health.ready();
  const admin = createBillingClient({ baseUrl: 'x', adminKey: 'k' });
  await admin.tenants.suspend('id');
  const account = createAccountClient({ baseUrl: 'x', onTokens: (tokens) => void tokens?.refreshToken });
  await account.login({ email: 'a@example.test', password: 'a-long-password' });
  const { key } = await account.createApiKey({ name: 'ci' });
  const courses = createCourseClient({ baseUrl: 'x', apiKey: key }).courses;
  const course = await courses.create({ title: 'Intro to TypeScript', price: 19.99 });
  for await (const c of courses.list({ status: 'published' })) void c.title;
  const event = verifyWebhook('{}', new Headers(), 'whsec_x');
  if (event.type === 'payment.succeeded') void [event.data.id, event.data.amount];
  if (event.type === 'refund.failed') void event.data.failureReason;
  return [refund.id, page.pagination.total, course.id];
}
