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

/** Runs once per `vitest run`, before any test file: builds the migrated templates both backends start from. */
export default async function setup(project: TestProject) {
  const hash = await migrationsHash();
  const [pgliteDir, postgresTemplate] = await Promise.all([pgliteTemplate(hash), createPostgresTemplate(hash)]);
  project.provide('pgliteTemplateDir', pgliteDir);
  project.provide('postgresTemplate', postgresTemplate.name);
  return async () => {
    await postgresTemplate.drop();
  };
}
