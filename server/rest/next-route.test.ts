import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRouter } from '../routers';
import { HOT_PATHS } from './next-route';
import { buildRouteTable } from './route-table';

const appDir = path.join(process.cwd(), 'app');

/** Every route file under app/, as the path Next.js serves it from and its text. */
async function routeFiles(): Promise<Array<{ urlPath: string; text: string }>> {
  const entries = await readdir(appDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && entry.name === 'route.ts');
  return Promise.all(
    files.map(async (file) => {
      const relative = path.relative(appDir, file.parentPath);
      return { urlPath: `/${relative.split(path.sep).join('/')}`, text: await readFile(path.join(file.parentPath, file.name), 'utf8') };
    }),
  );
}

describe('the static routes of the hot REST paths', () => {
  it('exist for exactly the hot paths, besides the catch-all', async () => {
    const restRoutes = (await routeFiles()).filter((file) => file.text.includes("from '@/server/rest/next-route'"));
    expect(restRoutes.map((file) => file.urlPath).sort()).toEqual(['/[...path]', ...HOT_PATHS].sort());
  });

  it('take every method to the REST adapter, so it answers 405 and OPTIONS as on any other path', async () => {
    for (const file of (await routeFiles()).filter((route) => (HOT_PATHS as readonly string[]).includes(route.urlPath))) {
      expect(file.text, file.urlPath).toContain("export { DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT } from '@/server/rest/next-route';");
      expect(file.text, file.urlPath).toContain("export const dynamic = 'force-dynamic';");
    }
  });

  it('are paths of the REST route table without parameters', () => {
    const templates = new Set(buildRouteTable(appRouter).routes.map((route) => route.template));
    for (const hot of HOT_PATHS) {
      expect(templates.has(hot), hot).toBe(true);
      expect(hot).not.toContain('{');
    }
  });
});
