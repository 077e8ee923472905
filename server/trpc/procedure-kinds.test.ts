import { describe, expect, it } from 'vitest';
import { appRouter } from '../routers';
import type { ProcedureMeta } from './context';

/** Every procedure by path, with the meta its kind and its route declared, merged by tRPC. */
const procedures = Object.entries((appRouter._def as unknown as { procedures: Record<string, { meta?: ProcedureMeta }> }).procedures);

describe('the procedure kinds', () => {
  it('build every procedure: each states who may call it, whether it waits for the database and where it counts the caller', () => {
    const unbuilt = procedures
      .filter(([, procedure]) => procedure.meta?.auth === undefined || procedure.meta.database === undefined || procedure.meta.rateLimit === undefined)
      .map(([path]) => path);
    expect(unbuilt).toEqual([]);
  });

  it('keep their own answer to who may call when a route adds its meta', () => {
    const byPath = Object.fromEntries(procedures);
    expect(byPath['tenants.me']?.meta).toMatchObject({ auth: 'tenant', database: true, rateLimit: 'after-auth' });
    expect(byPath['tenants.login']?.meta).toMatchObject({ auth: 'none', database: true, rateLimit: 'before-auth' });
    expect(byPath['exports.requests']?.meta).toMatchObject({ auth: 'tenant', role: { member: 'developer' }, rateLimit: 'after-auth' });
  });
});
