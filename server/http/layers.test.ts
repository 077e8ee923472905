import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layers are enforced by `npm run lint` (eslint.config.mjs). These cases pin that the rules
 * are on and point the right way: an import up a layer fails with the layer's reason, the same
 * import down passes.
 */
describe('the layer rules of the lint', () => {
  const eslint = new ESLint();
  const problemsOf = async (filePath: string, code: string) =>
    (await eslint.lintText(code, { filePath }))[0]!.messages.filter((message) => message.ruleId === 'import/no-restricted-paths').map((message) => message.message);

  it.each([
    ['server/services/payments/x.ts', "import { appRouter } from '../../routers';", /services\/ hold the domain/],
    ['server/services/payments/x.ts', "import { getContainer } from '../../container';", /no container/],
    ['server/infra/x.ts', "import { findPayment } from '../services/payments/find-payment';", /infra\/ holds adapters/],
    ['server/jobs/x.ts', "import { appRouter } from '../routers';", /jobs\/ run services/],
    ['server/http/x.ts', "import { handleRestRequest } from '../rest/handler';", /http\/ is what every surface shares/],
    ['server/trpc/x.ts', "import { appRouter } from '../routers';", /trpc\/ .* sits below/],
    ['server/routers/x.ts', "import { handleRestRequest } from '../rest/handler';", /routers\/ hold contracts/],
    ['server/console/x.ts', "import { handleRestRequest } from '../rest/handler';", /sibling adapters/],
    ['db/x.ts', "import { findPayment } from '@/server/services/payments/find-payment';", /db\/ is the bottom layer/],
    ['db/x.ts', "import { findAppError } from '@/server/errors';", /db\/ is the bottom layer/],
    ['db/x.ts', "import { resolveConfig } from '../server/config';", /db\/ is the bottom layer/],
    ['server/trpc/x.ts', "import { getContainer } from '../container';", /never on the container/],
    ['server/trpc/middleware/x.ts', "import { procedureServicesOf } from '../../runtime/procedure-services';", /never on the container/],
    ['server/services/payments/x.ts', "import { createLifecycle } from '../../runtime/lifecycle';", /no container/],
    ['server/jobs/x.ts', "import { getContainer } from '../runtime/process-container';", /jobs\/ run services/],
    ['server/routers/x.ts', "import { getContainer } from '../container';", /never from the container/],
    ['server/services/payments/x.ts', "import { resolveConfig } from '../../config';", /config\.ts and env\.ts are read by the composition root/],
    ['server/infra/x.ts', "import { env } from '../env';", /config\.ts and env\.ts are read by the composition root/],
    ['server/trpc/x.ts', "import { resolveConfig } from '../config';", /config\.ts and env\.ts are read by the composition root/],
    ['server/rest/x.ts', "import { env } from '../env';", /config\.ts and env\.ts are read by the composition root/],
  ])('%s may not %s', async (filePath, code, reason) => {
    const problems = await problemsOf(filePath, `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)![1]}];\n`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(reason);
  });

  it.each([
    ['server/routers/x.ts', "import { tenantProcedure } from '../trpc';"],
    ['server/trpc/x.ts', "import { findPayment } from '../services/payments/find-payment';"],
    ['server/jobs/x.ts', "import { findPayment } from '../services/payments/find-payment';"],
    ['server/services/payments/x.ts', "import { createCache } from '../../infra/cache';"],
    ['server/rest/x.ts', "import { appRouter } from '../routers';"],
    ['server/infra/x.ts', "import { AppError } from '../errors';"],
    ['server/services/payments/x.ts', "import { AppError } from '../../errors';"],
    ['server/cli/x.ts', "import { resolveConfig } from '../config';"],
    ['server/x.ts', "import { env } from './env';"],
    ['server/rest/x.ts', "import { procedureServicesOf } from '../runtime/procedure-services';"],
    ['server/services/request-log/x.ts', "import { isSecretName } from '../../infra/secret-names';"],
  ])('%s may %s', async (filePath, code) => {
    expect(await problemsOf(filePath, `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)![1]}];\n`)).toEqual([]);
  });

  describe('import cycles, type imports included', () => {
    // eslint-rules/import-cycle.mjs reads the linted file's syntax tree and every other file from disk.
    const cyclesOf = async (filePath: string, code: string) =>
      (await eslint.lintText(code, { filePath }))[0]!.messages.filter((message) => message.ruleId === 'layers/import-cycle').map((message) => message.message);

    it('reports a type import that closes a cycle, with the cycle', async () => {
      // config.ts takes the cache settings' type from infra/cache: the cache taking the Config type back closes a cycle.
      const file = 'server/infra/cache/index.ts';
      const code = `import type { Config } from '../../config';\nexport type Settings = Config['cache'];\n${readFileSync(file, 'utf8')}`;
      const problems = await cyclesOf(file, code);
      expect(problems).toEqual(['Dependency cycle through a type import: server/infra/cache/index.ts -> server/config.ts -> server/infra/cache/index.ts']);
    });

    it('reports a value import that closes a cycle, and one loaded on demand', async () => {
      // ratelimit.ts takes TimeoutError from timeout.ts: timeout.ts taking anything of ratelimit.ts back closes a cycle.
      const file = 'server/infra/timeout.ts';
      for (const line of ["import { createRateLimiter } from './ratelimit';\nexport const again = createRateLimiter;", "export const later = () => import('./ratelimit');"]) {
        const problems = await cyclesOf(file, `${line}\n${readFileSync(file, 'utf8')}`);
        expect(problems, line).toEqual(['Dependency cycle: server/infra/timeout.ts -> server/infra/ratelimit.ts -> server/infra/timeout.ts']);
      }
    });

    it('finds no cycle in the settings, the cache and the rate limits as they are', async () => {
      for (const file of ['server/config.ts', 'server/infra/cache/index.ts', 'server/infra/ratelimit.ts', 'server/trpc/middleware/rate-limit-policies.ts', 'server/services/retention/run-retention.ts']) {
        expect(await cyclesOf(file, readFileSync(file, 'utf8')), file).toEqual([]);
      }
    });
  });
});
