import { describe, expect, it } from 'vitest';
import { appRouter } from '../routers';
import { permissionsNeeded } from '../services/api-keys/permissions';
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

  it('make every tenant operation of the REST API say what an API key needs for it, or that keys are refused', () => {
    const undeclared = procedures
      .filter(([, procedure]) => procedure.meta?.auth === 'tenant' && procedure.meta.openapi !== undefined && procedure.meta.permission === undefined)
      .map(([path]) => path);
    expect(undeclared, 'tenant operations with a REST route and no `permission`').toEqual([]);
    // Declared once per router and read by the procedure's type: a query reads, a mutation writes.
    const byPath = Object.fromEntries(procedures);
    expect(permissionsNeeded(byPath['payments.list']?.meta?.permission, 'query')).toEqual([{ resource: 'payments', access: 'read' }]);
    expect(permissionsNeeded(byPath['payments.create']?.meta?.permission, 'mutation')).toEqual([{ resource: 'payments', access: 'write' }]);
    expect(permissionsNeeded(byPath['webhooks.secret']?.meta?.permission, 'query')).toEqual([{ resource: 'webhooks', access: 'write' }]);
    expect(permissionsNeeded(byPath['apiKeys.create']?.meta?.permission, 'mutation')).toBeNull();
  });

  it('refuse API keys on a tenant procedure that declares nothing (the console-only ones)', () => {
    const consoleOnly = procedures.filter(([, procedure]) => procedure.meta?.auth === 'tenant' && procedure.meta.permission === undefined).map(([path]) => path);
    expect(consoleOnly).toEqual(expect.arrayContaining(['team.inviteMember', 'console.searchMine']));
    for (const path of consoleOnly) expect(permissionsNeeded(undefined, 'query'), path).toBeNull();
  });
});
