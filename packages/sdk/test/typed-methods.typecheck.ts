/** Compile-time checks of the generated method types (run by `tsc --noEmit`; nothing here is executed). */
import { createBillingClient } from '../src/index';
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
