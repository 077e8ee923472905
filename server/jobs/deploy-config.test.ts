import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../rest/openapi';

type VercelConfig = { crons: { path: string; schedule: string }[]; installCommand?: string };

describe('vercel.json', () => {
  it('schedules the webhook delivery run every minute and the retention jobs daily, on GET operations that take the cron credential', async () => {
    const config = JSON.parse(await readFile('vercel.json', 'utf8')) as VercelConfig;
    const document = buildOpenApiDocument();
    expect(config.crons.map((cron) => cron.path).sort()).toEqual(['/cron/mail', '/cron/retention', '/cron/webhooks']);
    for (const cron of config.crons) {
      // Vercel Cron sends GET with `Authorization: Bearer $CRON_SECRET`.
      const operation = document.paths?.[cron.path]?.get;
      expect(operation, cron.path).toBeDefined();
      expect(JSON.stringify(operation!.security), cron.path).toMatch(/CronSecret|bearer/i);
      expect(cron.schedule.split(' '), cron.path).toHaveLength(5);
    }
    expect(config.crons.find((cron) => cron.path === '/cron/webhooks')!.schedule).toBe('* * * * *');
    // `npm ci` refuses a lock file made where other platforms' packages cannot be fetched, so installs use `npm install`.
    expect(config.installCommand).toBe('npm install');
  });
});
