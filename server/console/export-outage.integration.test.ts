import { execFileSync } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, download, memberSession, parseCsv, seedTiedPayments } from '../testing/export-fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testServices } from '../testing/test-services';
import { handleExportRequest } from './export';

/**
 * A statement run by psql, synchronously: this process's event loop does not turn until it is
 * done, and `pg_terminate_backend(pid, 5000)` returns once each backend has exited, so the app's
 * pool has noticed none of it when the next read goes out.
 */
function psql(statement: string) {
  execFileSync('psql', [testServices.postgresUrl, '-qAtc', statement]);
}

/**
 * CSV exports when the database goes away: before the file starts it is an outage like any other
 * (503, nothing recorded); a connection ended mid-file is read past; a database gone mid-file
 * aborts the transfer instead of ending the file as if it were whole.
 */
describe('CSV exports when the database connection goes', () => {
  let app: TestApp;
  let databaseName: string;
  const terminateBackends = () =>
    psql(`select pg_terminate_backend(pid, 5000) from pg_stat_activity where datname = '${databaseName}' and pid <> pg_backend_pid()`);
  const allowConnections = (allowed: boolean) => psql(`alter database "${databaseName}" with allow_connections ${allowed}`);

  beforeAll(async () => {
    app = await startTestApp({ backend: 'postgres' });
    databaseName = new URL(app.databaseUrl!).pathname.slice(1);
  });
  afterEach(() => allowConnections(true));
  afterAll(async () => {
    await app?.close();
  });

  /** Starts a download and reads its first two pieces: the header, then the first chunk of rows. */
  async function startDownload(tenantId: string) {
    const response = await handleExportRequest(new Request('http://localhost/api/export/payments.csv', { headers: { host: 'localhost' } }), {
      container: app.container,
      session: memberSession(tenantId),
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    let text = '';
    for (let piece = 0; piece < 2; piece++) {
      const { value } = await reader.read();
      text += decoder.decode(value, { stream: true });
    }
    const readRest = async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return (text += decoder.decode());
        text += decoder.decode(value, { stream: true });
      }
    };
    return { readRest };
  }

  it('reads on past connections ended in the middle of a file, and the file is whole', async () => {
    const { tenant } = await app.registerTenant({ name: 'Export past a failover' });
    await seedTiedPayments(app, tenant.id, 3500, '2026-05-01T10:00:00Z');
    const file = await startDownload(tenant.id);

    terminateBackends();
    const [header, ...rows] = parseCsv((await file.readRest()).replace(/^\uFEFF/, ''));

    const ids = rows.map((row) => row[header!.indexOf('id')]);
    expect(ids).toHaveLength(3500);
    expect(new Set(ids).size).toBe(3500);
    expect(ids).toEqual([...ids].sort().reverse());
  });

  it('aborts the transfer, and logs why, when the database goes away in the middle of a file', async () => {
    const { tenant } = await app.registerTenant({ name: 'Export cut off' });
    await seedTiedPayments(app, tenant.id, 3500, '2026-05-01T10:00:00Z');
    const file = await startDownload(tenant.id);

    allowConnections(false);
    terminateBackends();
    await expect(file.readRest()).rejects.toThrow();
    expect(app.logs.some((line) => line.includes('CSV export failed after its file started; the transfer was aborted'))).toBe(true);
  });

  it('answers 503 with Retry-After, and records no export, when the database cannot be read before the file starts', async () => {
    const { tenant } = await app.registerTenant({ name: 'Export refused' });
    const member = memberSession(tenant.id);

    allowConnections(false);
    terminateBackends();
    const refused = await download(app, '/api/export/payments.csv', member);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(refused.body).toMatchObject({ error: { message: 'The database is unavailable; try again shortly' } });

    allowConnections(true);
    const trail = await download(app, `/api/export/audit.csv?action=list.exported&targetId=${tenant.id}`, adminSession());
    expect(trail.status).toBe(200);
    expect(trail.rows).toEqual([]);
  });
});
