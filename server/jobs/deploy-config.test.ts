import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../rest/openapi';

type VercelConfig = { crons: { path: string; schedule: string }[]; installCommand?: string };

const readVercelConfig = async () => JSON.parse(await readFile('vercel.json', 'utf8')) as VercelConfig;

/**
 * Vercel's Hobby plan refuses a deployment whose cron runs more than once a day ("Hobby accounts
 * are limited to daily cron jobs"): the minute and the hour must each be one number, the day,
 * month and weekday fields `*`.
 */
const runsAtMostDaily = (schedule: string) => /^\d{1,2} \d{1,2} \* \* \*$/.test(schedule);

describe('vercel.json', () => {
  it('schedules the webhook, mail, retention and reconciliation runs on GET operations that take the cron credential', async () => {
    const config = await readVercelConfig();
    const document = buildOpenApiDocument();
    expect(config.crons.map((cron) => cron.path).sort()).toEqual(['/cron/mail', '/cron/reconcile', '/cron/retention', '/cron/webhooks']);
    for (const cron of config.crons) {
      // Vercel Cron sends GET with `Authorization: Bearer $CRON_SECRET`.
      const operation = document.paths?.[cron.path]?.get;
      expect(operation, cron.path).toBeDefined();
      expect(JSON.stringify(operation!.security), cron.path).toMatch(/CronSecret|bearer/i);
    }
    // `npm ci` refuses a lock file made where other platforms' packages cannot be fetched, so installs use `npm install`.
    expect(config.installCommand).toBe('npm install');
  });

  it('deploys on every Vercel plan: no cron runs more than once a day', async () => {
    const config = await readVercelConfig();
    for (const cron of config.crons) expect(runsAtMostDaily(cron.schedule), `${cron.path} "${cron.schedule}"`).toBe(true);
  });

  it('is described in the deployment guide: every cron with its schedule', async () => {
    const config = await readVercelConfig();
    const guide = await readFile('docs/deployment.md', 'utf8');
    for (const cron of config.crons) {
      expect(guide, cron.path).toContain(`\`${cron.path}\``);
      expect(guide, `${cron.path} schedule`).toContain(`\`${cron.schedule}\``);
    }
  });
});
