import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/test-app';

const warningsNaming = (logs: string[], variable: string) =>
  logs.map((line) => JSON.parse(line) as { level: string; msg: string; variable?: string }).filter((entry) => entry.level === 'warn' && entry.msg.includes(variable));

describe('WEBHOOK_ALLOW_PRIVATE_TARGETS at start-up', () => {
  it('logs one warning naming the variable when private targets are allowed', async () => {
    const app = await startTestApp({ backend: 'pglite', env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
    try {
      const warnings = warningsNaming(app.logs, 'WEBHOOK_ALLOW_PRIVATE_TARGETS');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ variable: 'WEBHOOK_ALLOW_PRIVATE_TARGETS' });
      expect(warnings[0]!.msg).toMatch(/SSRF protection off/);
    } finally {
      await app.close();
    }
  });

  it('says nothing of it when the protection is on (the default)', async () => {
    const app = await startTestApp({ backend: 'pglite' });
    try {
      expect(warningsNaming(app.logs, 'WEBHOOK_ALLOW_PRIVATE_TARGETS')).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
