import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabases } from './client';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

it('gives the embedded database the buffer cache PGLITE_SHARED_BUFFERS names, on its first start and on the next', async () => {
  const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'pglite-settings-')), 'pglite');
  folders.push(path.dirname(dataDir));
  for (const size of ['16MB', '48MB']) {
    const { database } = await openDatabases({ database: { kind: 'pglite', dataDir, sharedBuffers: size }, analytics: { kind: 'same-database' } });
    try {
      // PGlite's driver answers with the rows under `rows`.
      const result = (await database.db.execute(sql`show shared_buffers`)) as unknown as { rows: Array<{ shared_buffers: string }> };
      expect(result.rows).toEqual([{ shared_buffers: size }]);
    } finally {
      await database.close();
    }
  }
});
