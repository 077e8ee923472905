import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take minutes where the others take seconds, longest first. Vitest orders files by
 * their last run's duration from its cache; a clean clone (CI) has no cache, so it fell back to the
 * project's order and the fuzz over /openapi.json (5 minutes: two backends, 12,000 requests) started
 * half-way through and ran alone at the end while the other worker idled (a 561 s run whose other
 * files took 460 s of a worker). Started first, they run beside everything else.
 */
const heavyFirst = [
  'server/rest/openapi-fuzz.integration.test.ts',
  'server/cli/simulate-provider.test.ts',
  'server/cli/create-admin.integration.test.ts',
  'server/infra/cross-instance.integration.test.ts',
  'server/services/secrets/secrets-key-rotation.integration.test.ts',
  'packages/sdk/test/pack.integration.test.ts',
];

export default class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = heavyFirst.indexOf(relative(this.ctx.config.root, file.moduleId));
      return index === -1 ? heavyFirst.length : index;
    };
    // Array.prototype.sort is stable: the rest keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
