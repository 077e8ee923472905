import type { TestProject } from 'vitest/node';
import { createPostgresTemplate, migrationsHash, pgliteTemplate } from './template-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data folder a test app copies. */
    pgliteTemplateDir: string;
    /** The migrated Postgres database a test app's database is created from. */
    postgresTemplate: string;
  }
}

type Templates = { pgliteDir: string; postgresTemplate: string; drop: () => Promise<void>; users: number };
const shared = globalThis as typeof globalThis & { billingTestTemplates?: Promise<Templates> };

/**
 * Runs before any test file of a project that lists it (the integration projects): builds the
 * migrated templates both backends start from, once a run. The projects' set-ups run in the same
 * process, so the first builds and the others reuse it; the last one to finish drops it.
 */
export default async function setup(project: TestProject) {
  shared.billingTestTemplates ??= (async () => {
    const hash = await migrationsHash();
    const [pgliteDir, postgresTemplate] = await Promise.all([pgliteTemplate(hash), createPostgresTemplate(hash)]);
    return { pgliteDir, postgresTemplate: postgresTemplate.name, drop: postgresTemplate.drop, users: 0 };
  })();
  const templates = await shared.billingTestTemplates;
  templates.users += 1;
  project.provide('pgliteTemplateDir', templates.pgliteDir);
  project.provide('postgresTemplate', templates.postgresTemplate);
  return async () => {
    templates.users -= 1;
    if (templates.users === 0) await templates.drop();
  };
}
