import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layers are enforced by `npm run lint` (eslint.config.mjs). These cases pin that the rules
 * are on and point the right way: an import up a layer fails with the layer's reason, the same
 * import down passes.
 */
describe('the layer rules of the lint', () => {
  // The cycle check reads each imported file from disk; these cases exist only as text.
  const eslint = new ESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
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
  ])('%s may %s', async (filePath, code) => {
    expect(await problemsOf(filePath, `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)![1]}];\n`)).toEqual([]);
  });
});
